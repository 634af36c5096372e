import { describe, expect, it, vi } from 'vitest';
import { REFRESH_TOKEN_COOKIE, TOKEN_COOKIE, type User } from '@wacrm/whatsapp-sdk';
import type { CookieJar } from './cookies';
import type { AuthClient } from './authClient';
import { SESSION_COOKIES, createCookieAuthAdapter } from './cookieAuthAdapter';
import { toAuthUser } from './profile';

function jar(initial: Record<string, string> = {}): CookieJar & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    get: (name) => data.get(name),
    set: (name, value) => void data.set(name, value),
    remove: (name) => void data.delete(name),
  };
}

const profile: User = {
  userId: 'u-1',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@acme.io',
  phoneNumber: '+15550100',
  plan: 'trial',
  status: 'active',
  emailVerified: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  role: 'owner',
};

function fakeClient(getProfile: () => Promise<User>) {
  const client = {
    auth: { getProfile: vi.fn(getProfile), logout: vi.fn(async () => {}) },
    session: { start: vi.fn() },
  };
  return { client, loadClient: vi.fn(async () => client as unknown as AuthClient) };
}

const noRecord = () => ({ state: 'none' }) as const;

const signal = new AbortController().signal;

describe('createCookieAuthAdapter', () => {
  it('uses the SDK cookie names', () => {
    expect(SESSION_COOKIES).toEqual([TOKEN_COOKIE, REFRESH_TOKEN_COOKIE]);
  });

  it('has a session only with a token or refresh token cookie', () => {
    expect(createCookieAuthAdapter({ cookies: jar() }).hasSession()).toBe(false);
    expect(createCookieAuthAdapter({ cookies: jar({ token: 'A' }) }).hasSession()).toBe(true);
    expect(createCookieAuthAdapter({ cookies: jar({ refreshToken: 'R' }) }).hasSession()).toBe(true);
  });

  it('loads the user through the SDK client only when a session exists', async () => {
    const { client, loadClient } = fakeClient(async () => profile);
    const signedOut = createCookieAuthAdapter({ cookies: jar(), loadClient });
    expect(await signedOut.loadUser(signal)).toBeNull();
    expect(loadClient).not.toHaveBeenCalled();

    const adapter = createCookieAuthAdapter({ cookies: jar({ token: 'A' }), loadClient, sessionState: noRecord });
    expect(await adapter.loadUser(signal)).toEqual({
      userId: 'u-1',
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@acme.io',
      phoneNumber: '+15550100',
    });
    expect(client.auth.getProfile).toHaveBeenCalledTimes(1);
    // A tab opened after sign-in has no session record yet: it starts one.
    expect(client.session.start).toHaveBeenCalledTimes(1);
  });

  it('keeps the session record of the tab that signed in', async () => {
    const { client, loadClient } = fakeClient(async () => profile);
    const adapter = createCookieAuthAdapter({
      cookies: jar({ token: 'A' }),
      loadClient,
      sessionState: () => ({ state: 'active', expiresAt: Date.now() + 1000 }),
    });
    expect(await adapter.loadUser(signal)).not.toBeNull();
    expect(client.session.start).not.toHaveBeenCalled();
  });

  it("resolves 'expired' without asking for the profile when the 2-hour record has expired", async () => {
    const { client, loadClient } = fakeClient(async () => profile);
    const adapter = createCookieAuthAdapter({
      cookies: jar({ token: 'A' }),
      loadClient,
      sessionState: () => ({ state: 'expired' }),
    });
    expect(await adapter.loadUser(signal)).toBe('expired');
    expect(client.auth.getProfile).not.toHaveBeenCalled();
  });

  it('resolves null (signed out) when the server refused the session', async () => {
    const cookies = jar({ token: 'A', refreshToken: 'R' });
    const refused = fakeClient(async () => {
      cookies.data.clear(); // the SDK clears the tokens when the refresh is refused
      throw Object.assign(new Error('Invalid or expired refresh token'), { status: 401 });
    });
    expect(await createCookieAuthAdapter({ cookies, loadClient: refused.loadClient }).loadUser(signal)).toBeNull();
  });

  it('rejects with the message to show (server message preferred) when the profile could not be loaded otherwise', async () => {
    const failing = fakeClient(async () => {
      throw Object.assign(new Error('Database unavailable'), { status: 503 });
    });
    const adapter = createCookieAuthAdapter({ cookies: jar({ token: 'A' }), loadClient: failing.loadClient });
    await expect(adapter.loadUser(signal)).rejects.toThrow('Database unavailable');
    const blank = fakeClient(async () => {
      throw Object.assign(new Error(' '), { status: 0 });
    });
    await expect(
      createCookieAuthAdapter({ cookies: jar({ token: 'A' }), loadClient: blank.loadClient }).loadUser(signal),
    ).rejects.toThrow('Failed to fetch user profile');
    const broken = createCookieAuthAdapter({
      cookies: jar({ token: 'A' }),
      loadClient: async () => {
        throw new Error('chunk failed');
      },
    });
    await expect(broken.loadUser(signal)).rejects.toThrow('Failed to fetch user profile');
  });

  it('logout ends the SDK session and clears both cookies, even when the client cannot load', async () => {
    const cookies = jar({ token: 'A', refreshToken: 'R' });
    const { client, loadClient } = fakeClient(async () => profile);
    const adapter = createCookieAuthAdapter({ cookies, loadClient });
    await adapter.logout();
    expect(client.auth.logout).toHaveBeenCalledTimes(1);
    expect(cookies.data.size).toBe(0);
    expect(adapter.hasSession()).toBe(false);

    const other = jar({ token: 'A' });
    await createCookieAuthAdapter({
      cookies: other,
      loadClient: async () => {
        throw new Error('offline');
      },
    }).logout();
    expect(other.data.size).toBe(0);
  });

  it('logout also ends the identity provider session, and a failing provider sign-out does not keep the session', async () => {
    const cookies = jar({ token: 'A', refreshToken: 'R' });
    const { loadClient } = fakeClient(async () => profile);
    const signOutIdentity = vi.fn(async () => undefined);
    await createCookieAuthAdapter({ cookies, loadClient, signOutIdentity }).logout();
    expect(signOutIdentity).toHaveBeenCalledTimes(1);
    expect(cookies.data.size).toBe(0);

    const other = jar({ token: 'A' });
    await createCookieAuthAdapter({
      cookies: other,
      loadClient,
      signOutIdentity: async () => {
        throw new Error('offline');
      },
    }).logout();
    expect(other.data.size).toBe(0);
  });
});

describe('toAuthUser', () => {
  it.each([null, undefined, {}, { userId: '' }, { userId: 42 as unknown as string }])('returns null for %j', (u) => {
    expect(toAuthUser(u)).toBeNull();
  });

  it('fills missing names with empty strings', () => {
    expect(toAuthUser({ userId: 'u-2' })).toEqual({
      userId: 'u-2',
      firstName: '',
      lastName: '',
      email: '',
      phoneNumber: '',
    });
  });
});
