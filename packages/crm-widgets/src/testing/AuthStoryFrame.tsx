import { useState, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { vars } from '@wacrm/ui';
import type { IdentityUser, PartialGoogleRegistration } from '@wacrm/whatsapp-sdk';
import { AuthHarness, createAuthHarness, type AuthHarnessSetup } from './authHarness';
import type { FakeIdentityOperation } from './fakeIdentity';

const Panel = styled.main`
  box-sizing: border-box;
  width: min(100%, 460px);
  margin: 0 auto;
  padding: ${vars.space.xl};
  background: ${vars.color.surface};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
`;

export interface AuthStoryOptions {
  googleUser?: Partial<IdentityUser>;
  /** Every call of the fake client and identity provider waits this long (busy states). */
  latencyMs?: number;
  /** Saved partial Google registration (complete-registration stories). */
  partial?: PartialGoogleRegistration;
  /** Make the first call of an identity operation fail with this error. */
  identityFailure?: { op: FakeIdentityOperation; error: unknown };
  /** Tweak the fakes before the first render. */
  prepare?: (setup: AuthHarnessSetup) => void;
}

/** Stories: an AuthProvider on a signed-out fake client and a fake identity provider (no WacrmProvider needed). */
export function AuthStoryFrame({ options = {}, children }: { options?: AuthStoryOptions; children?: ReactNode }) {
  const [setup] = useState(() => {
    const s = createAuthHarness({
      identity: { ...(options.googleUser ? { googleUser: options.googleUser } : {}), latencyMs: options.latencyMs },
      latencyMs: options.latencyMs,
    });
    if (options.partial) s.client.partialRegistration.save(options.partial);
    if (options.identityFailure) s.identity.failNext(options.identityFailure.op, options.identityFailure.error);
    options.prepare?.(s);
    return s;
  });
  return (
    <AuthHarness setup={setup}>
      <Panel>{children}</Panel>
    </AuthHarness>
  );
}

export function withAuth(options: AuthStoryOptions = {}) {
  return function AuthDecorator(Story: () => React.JSX.Element) {
    return (
      <AuthStoryFrame options={options}>
        <Story />
      </AuthStoryFrame>
    );
  };
}
