export { CompleteRegistrationForm } from './CompleteRegistrationForm';
export type { CompleteRegistrationFormProps } from './CompleteRegistrationForm';
