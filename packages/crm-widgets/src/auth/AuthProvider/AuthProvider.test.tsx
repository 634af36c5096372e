import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLIENT_SESSION_KEY, SESSION_TTL_MS, memoryStorage } from '@wacrm/whatsapp-sdk';
import { makeUser } from '@wacrm/whatsapp-sdk/testing';
import { AuthHarness, createAuthHarness, type AuthHarnessSetup } from '../../testing/authHarness';
import { useAuth, type AuthProviderProps } from './AuthProvider';
import { createSessionExpiryChannel } from './sessionExpiry';

function Probe() {
  const auth = useAuth();
  return (
    <div>
      <output aria-label="status">{auth.status}</output>
      <output aria-label="loading">{String(auth.isLoading)}</output>
      <output aria-label="user">{auth.user?.email ?? 'none'}</output>
      <output aria-label="error">{auth.error ?? 'none'}</output>
      <output aria-label="partial">{auth.partialRegistration?.email ?? 'none'}</output>
      <button type="button" onClick={() => void auth.logout()}>
        Log out
      </button>
    </div>
  );
}

function renderProvider(
  harness: AuthHarnessSetup,
  props: Partial<Omit<AuthProviderProps, 'client' | 'identityProvider' | 'children'>> = {},
) {
  return render(
    <AuthHarness setup={harness} {...props}>
      <Probe />
    </AuthHarness>,
  );
}

const text = (name: string) => screen.getByRole('status', { name }).textContent;

afterEach(() => {
  vi.useRealTimers();
});

describe('AuthProvider start-up', () => {
  it('without session cookies clears auth and never fetches the profile', async () => {
    const harness = createAuthHarness({ signedIn: false });
    renderProvider(harness);
    expect(text('status')).toBe('signed-out');
    expect(text('loading')).toBe('false');
    await act(async () => undefined);
    expect(harness.client.controls.callsTo('auth.getProfile')).toHaveLength(0);
    expect(harness.client.auth.hasSession()).toBe(false);
  });

  it('with session cookies shows loading, fetches the profile and signs in', async () => {
    const harness = createAuthHarness({ signedIn: true });
    renderProvider(harness);
    expect(text('status')).toBe('loading');
    expect(text('loading')).toBe('true');
    await waitFor(() => expect(text('status')).toBe('signed-in'));
    expect(text('user')).toBe('asha@acme.io');
    expect(harness.client.controls.callsTo('auth.getProfile')).toHaveLength(1);
  });

  it("keeps 'Failed to fetch user profile' in auth state and clears an invalid session (401)", async () => {
    const harness = createAuthHarness({ signedIn: true });
    harness.client.tokens.setTokens({ accessToken: 'stale', refreshToken: null });
    harness.client.controls.failNext('auth.getProfile', { status: 401, code: 'UNAUTHORIZED' });
    renderProvider(harness);
    await waitFor(() => expect(text('status')).toBe('signed-out'));
    expect(text('error')).toBe('Failed to fetch user profile');
    expect(harness.client.auth.hasSession()).toBe(false);
  });

  it("shows 'Failed to fetch user profile' when the server gives no message, and keeps the tokens when the failure is not a 401", async () => {
    const harness = createAuthHarness({ signedIn: true });
    harness.client.controls.failNext('auth.getProfile', { status: 500 });
    renderProvider(harness);
    await waitFor(() => expect(text('error')).toBe('Failed to fetch user profile'));
    expect(text('status')).toBe('signed-out');
    expect(harness.client.auth.hasSession()).toBe(true);
  });

  it('prefers the server message for a profile failure', async () => {
    const harness = createAuthHarness({ signedIn: true });
    harness.client.controls.failNext('auth.getProfile', { status: 503, message: 'Maintenance' });
    renderProvider(harness);
    await waitFor(() => expect(text('error')).toBe('Maintenance'));
  });

  it('refreshes an expired access token once and retries the profile', async () => {
    const harness = createAuthHarness({ signedIn: true });
    harness.client.controls.failNext('auth.getProfile', { status: 401, code: 'TOKEN_EXPIRED' });
    renderProvider(harness);
    await waitFor(() => expect(text('status')).toBe('signed-in'));
    expect(harness.client.controls.callsTo('auth.refreshToken')).toHaveLength(1);
    expect(harness.client.controls.callsTo('auth.getProfile')).toHaveLength(2);
  });

  it('treats a client session record older than 2 hours as expired: clears tokens, no profile call', async () => {
    const storage = memoryStorage();
    storage.setItem(
      CLIENT_SESSION_KEY,
      JSON.stringify({ timestamp: Date.now() - SESSION_TTL_MS - 1000, isAuthenticated: true }),
    );
    const harness = createAuthHarness({ signedIn: true });
    renderProvider(harness, { sessionStorage: storage });
    expect(text('status')).toBe('signed-out');
    await act(async () => undefined);
    expect(harness.client.controls.callsTo('auth.getProfile')).toHaveLength(0);
    expect(harness.client.auth.hasSession()).toBe(false);
  });

  it('reads a saved partial Google registration', () => {
    const harness = createAuthHarness({ signedIn: false });
    harness.client.partialRegistration.save({
      firstName: 'Arjun',
      lastName: 'Mehta',
      email: 'arjun.mehta@lumen.test',
      phone: '',
      firebaseUid: 'g1',
      googleCredential: 'cred',
    });
    renderProvider(harness);
    expect(text('partial')).toBe('arjun.mehta@lumen.test');
  });
});

describe('AuthProvider session', () => {
  it('logout clears tokens, the session record and the identity session', async () => {
    const harness = createAuthHarness({ signedIn: true });
    renderProvider(harness);
    await waitFor(() => expect(text('status')).toBe('signed-in'));
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(text('status')).toBe('signed-out');
    expect(text('user')).toBe('none');
    expect(harness.client.auth.hasSession()).toBe(false);
    expect(harness.client.session.isValid()).toBe(false);
    expect(harness.identity.calls.some((c) => c.op === 'signOut')).toBe(true);
  });

  it('ends the session when the 2-hour client session record expires', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let clock = Date.UTC(2026, 0, 1, 9, 0, 0);
    const harness = createAuthHarness({ signedIn: true, now: () => clock });
    const onSessionExpired = vi.fn();
    renderProvider(harness, { onSessionExpired, sessionCheckIntervalMs: 60_000 });
    await waitFor(() => expect(text('status')).toBe('signed-in'));
    await act(async () => undefined); // let the signed-in effects (the session check) run

    clock += SESSION_TTL_MS - 60_000; // 1 h 59 min
    act(() => vi.advanceTimersByTime(60_000));
    expect(text('status')).toBe('signed-in');
    expect(onSessionExpired).not.toHaveBeenCalled();

    clock += 60_000; // exactly 2 h: expired
    act(() => vi.advanceTimersByTime(60_000));
    expect(text('status')).toBe('signed-out');
    expect(harness.client.auth.hasSession()).toBe(false);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('ends the session when the client reports a failed refresh through the expiry channel', async () => {
    const harness = createAuthHarness({ signedIn: true });
    const channel = createSessionExpiryChannel();
    const onSessionExpired = vi.fn();
    renderProvider(harness, { sessionExpiry: channel, onSessionExpired });
    await waitFor(() => expect(text('status')).toBe('signed-in'));
    act(() => channel.notify());
    expect(text('status')).toBe('signed-out');
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    act(() => channel.notify());
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('notices tokens cleared behind its back (e.g. another tab) at the next check', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const harness = createAuthHarness({ signedIn: true });
    renderProvider(harness, { sessionCheckIntervalMs: 5000 });
    await waitFor(() => expect(text('status')).toBe('signed-in'));
    await act(async () => undefined);
    harness.client.tokens.clear();
    act(() => vi.advanceTimersByTime(5000));
    expect(text('status')).toBe('signed-out');
  });
});

describe('AuthProvider around the forms of a host that keeps the session (ownsSession false)', () => {
  function SignIn() {
    const { completeSignIn, status } = useAuth();
    return (
      <>
        <output aria-label="forms status">{status}</output>
        <button type="button" onClick={() => completeSignIn(makeUser({ email: 'asha@acme.io' }))}>
          Sign in
        </button>
      </>
    );
  }

  it('with session cookies fetches no profile and keeps the tokens: the host reads its session itself', async () => {
    const harness = createAuthHarness({ signedIn: true });
    renderProvider(harness, { ownsSession: false });
    await act(async () => undefined);
    expect(text('status')).toBe('signed-out');
    expect(harness.client.controls.callsTo('auth.getProfile')).toHaveLength(0);
    expect(harness.client.auth.hasSession()).toBe(true);
  });

  it('without session cookies clears nothing at start-up', async () => {
    const harness = createAuthHarness({ signedIn: false });
    const logout = vi.spyOn(harness.client.auth, 'logout');
    renderProvider(harness, { ownsSession: false });
    await act(async () => undefined);
    expect(logout).not.toHaveBeenCalled();
  });

  it("after a sign-in, checks nothing and ends nothing: ending the session is the host's", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const harness = createAuthHarness({ signedIn: false });
    const channel = createSessionExpiryChannel();
    const onSessionExpired = vi.fn();
    render(
      <AuthHarness
        setup={harness}
        ownsSession={false}
        sessionExpiry={channel}
        onSessionExpired={onSessionExpired}
        sessionCheckIntervalMs={5000}
      >
        <SignIn />
      </AuthHarness>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(text('forms status')).toBe('signed-in');
    harness.client.tokens.clear();
    act(() => vi.advanceTimersByTime(5000));
    act(() => channel.notify());
    expect(text('forms status')).toBe('signed-in');
    expect(onSessionExpired).not.toHaveBeenCalled();
  });
});

describe('useAuth', () => {
  it('throws a clear error outside AuthProvider', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useAuth())).toThrow(/inside <AuthProvider/);
    spy.mockRestore();
  });
});

describe('createSessionExpiryChannel', () => {
  it('notifies every listener until it unsubscribes, even when one throws', () => {
    const channel = createSessionExpiryChannel();
    const a = vi.fn(() => {
      throw new Error('x');
    });
    const b = vi.fn();
    const offA = channel.subscribe(a);
    channel.subscribe(b);
    channel.notify();
    offA();
    channel.notify();
    expect(a).toHaveBeenCalledTimes(1);
    expect(b).toHaveBeenCalledTimes(2);
  });
});
