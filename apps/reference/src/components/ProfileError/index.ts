export { ProfileError, type ProfileErrorProps } from './ProfileError';
