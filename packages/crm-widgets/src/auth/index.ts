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
export { authLabels } from './labels';
export type { AuthLabels, AuthLabelOverrides } from './labels';
export type { AuthIdentityProvider } from './identity';
export type { AuthPaths } from './internal/hooks';
export type { HeadingLevel } from './internal/parts';
