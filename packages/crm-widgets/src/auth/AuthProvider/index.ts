export { AuthProvider, useAuth, useAuthLabels } from './AuthProvider';
export type { AuthContextValue, AuthProviderProps, AuthStatus } from './AuthProvider';
export { createSessionExpiryChannel } from './sessionExpiry';
export type { SessionExpiryChannel, SessionExpirySource } from './sessionExpiry';
