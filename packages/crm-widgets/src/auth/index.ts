// Public names of the auth area (the lead lists them in src/index.ts).
export { AuthProvider, useAuth, createSessionExpiryChannel } from './AuthProvider';
export type {
  AuthContextValue,
  AuthProviderProps,
  AuthStatus,
  SessionExpiryChannel,
  SessionExpirySource,
} from './AuthProvider';
export { LoginForm } from './LoginForm';
export type { LoginFormProps } from './LoginForm';
export { RegisterForm, DEFAULT_PRIVACY_URL, DEFAULT_TERMS_URL } from './RegisterForm';
export type { RegisterFormProps } from './RegisterForm';
export { CompleteRegistrationForm } from './CompleteRegistrationForm';
export type { CompleteRegistrationFormProps } from './CompleteRegistrationForm';
export { authLabels } from './labels';
export type { AuthLabels, AuthLabelOverrides } from './labels';
export type { AuthIdentityProvider } from './identity';
export type { AuthPaths } from './internal/hooks';
export type { HeadingLevel } from './internal/parts';
