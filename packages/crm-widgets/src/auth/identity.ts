import type { IdentityProvider } from '@wacrm/whatsapp-sdk';

/**
 * The identity provider the auth forms use: the SDK's `IdentityProvider` (Google popup sign-in, phone code send
 * and confirm, sign-out). `createDevIdentityProvider` (mock API) in development, the Firebase adapter from
 * `@wacrm/whatsapp-sdk/firebase` in production. Injected into `AuthProvider`; no form creates one.
 */
export type AuthIdentityProvider = IdentityProvider;
