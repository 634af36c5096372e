import type { ReactNode } from 'react';
import { createFakeWacrmClient, createFixtures, type FakeWacrmClient } from '@wacrm/whatsapp-sdk/testing';
import { AuthProvider, type AuthProviderProps } from '../auth/AuthProvider/AuthProvider';
import { createFakeIdentityProvider, type FakeIdentityOptions, type FakeIdentityProvider } from './fakeIdentity';

export interface AuthHarnessSetup {
  client: FakeWacrmClient;
  identity: FakeIdentityProvider;
}

/** A signed-out fake client (demo user asha@acme.io / +919876543210 exists) and a fake identity provider. */
export function createAuthHarness(
  options: { signedIn?: boolean; identity?: FakeIdentityOptions; latencyMs?: number; now?: () => number } = {},
): AuthHarnessSetup {
  const client = createFakeWacrmClient({
    fixtures: createFixtures(),
    signedIn: options.signedIn ?? false,
    latencyMs: options.latencyMs ?? 0,
    ...(options.now ? { now: options.now } : {}),
  });
  const identity = createFakeIdentityProvider(options.identity);
  return { client, identity };
}

/**
 * AuthProvider around the fakes; `sessionStorage` and `codeStepStorage` are off so tests never read the real one
 * (a test of a kept code step passes a storage of its own).
 */
export function AuthHarness({
  setup,
  children,
  ...rest
}: { setup: AuthHarnessSetup; children?: ReactNode } & Partial<
  Omit<AuthProviderProps, 'client' | 'identityProvider' | 'children'>
>) {
  return (
    <AuthProvider
      client={setup.client}
      identityProvider={setup.identity}
      sessionStorage={null}
      codeStepStorage={null}
      {...rest}
    >
      {children}
    </AuthProvider>
  );
}
