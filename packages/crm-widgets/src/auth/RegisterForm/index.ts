export { RegisterForm, DEFAULT_PRIVACY_URL, DEFAULT_TERMS_URL } from './RegisterForm';
export type { RegisterFormProps } from './RegisterForm';
