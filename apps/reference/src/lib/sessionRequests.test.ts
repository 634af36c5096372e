import { describe, expect, it, vi } from 'vitest';
import type { CookieJar } from './cookies';
import { createCookieAuthAdapter } from './cookieAuthAdapter';
import { fetchSessionUser, parseProfile } from './sessionRequests';

function jar(initial: Record<string, string> = {}): CookieJar & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    get: (name) => data.get(name),
    set: (name, value) => void data.set(name, value),
    remove: (name) => void data.delete(name),
  };
}

const user = { userId: 'u-1', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@acme.io', phoneNumber: '+15550100' };
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const base = 'http://api.test/api/v1';

describe('parseProfile', () => {
  it('reads the contract shape and the spec variant', () => {
    expect(parseProfile({ data: { user } })).toEqual(user);
    expect(parseProfile({ data: { data: { user } } })).toEqual(user);
  });

  it.each([null, 'x', {}, { data: null }, { data: { user: { userId: 7 } } }, { data: { user: { userId: '' } } }])(
    'returns null for %j',
    (body) => {
      expect(parseProfile(body)).toBeNull();
    },
  );

  it('fills missing name fields with empty strings', () => {
    expect(parseProfile({ data: { user: { userId: 'u-2' } } })).toEqual({
      userId: 'u-2',
      firstName: '',
      lastName: '',
      email: '',
      phoneNumber: '',
    });
  });
});

describe('fetchSessionUser', () => {
  const signal = new AbortController().signal;

  it('fetches the profile with the bearer token', async () => {
    const fetch = vi.fn(async () => json(200, { success: true, data: { user } }));
    const cookies = jar({ token: 'A1' });
    expect(await fetchSessionUser({ apiBaseUrl: `${base}/`, cookies, fetch, signal })).toEqual(user);
    expect(fetch).toHaveBeenCalledWith(
      `${base}/auth/profile`,
      expect.objectContaining({ headers: expect.objectContaining({ Authorization: 'Bearer A1' }) }),
    );
  });

  it('refreshes once on a 401, stores the new tokens and retries', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(json(401, { success: false, code: 'TOKEN_EXPIRED' }))
      .mockResolvedValueOnce(json(200, { data: { token: 'A2', refreshToken: 'R2' } }))
      .mockResolvedValueOnce(json(200, { data: { user } }));
    const cookies = jar({ token: 'A1', refreshToken: 'R1' });
    expect(await fetchSessionUser({ apiBaseUrl: base, cookies, fetch, signal })).toEqual(user);
    expect(fetch.mock.calls[1]?.[0]).toBe(`${base}/auth/refresh-token`);
    expect(JSON.parse(String(fetch.mock.calls[1]?.[1]?.body))).toEqual({ refreshToken: 'R1' });
    expect(fetch.mock.calls[2]?.[1]?.headers).toMatchObject({ Authorization: 'Bearer A2' });
    expect(cookies.data.get('token')).toBe('A2');
    expect(cookies.data.get('refreshToken')).toBe('R2');
  });

  it('clears the cookies and resolves null when the refresh fails', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(json(401, {}))
      .mockResolvedValueOnce(json(401, { code: 'INVALID_REFRESH_TOKEN' }));
    const cookies = jar({ token: 'A1', refreshToken: 'R1' });
    expect(await fetchSessionUser({ apiBaseUrl: base, cookies, fetch, signal })).toBeNull();
    expect(cookies.data.size).toBe(0);
  });

  it('clears the cookies on a 401 without a refresh token', async () => {
    const fetch = vi.fn(async () => json(401, {}));
    const cookies = jar({ token: 'A1' });
    expect(await fetchSessionUser({ apiBaseUrl: base, cookies, fetch, signal })).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(cookies.data.size).toBe(0);
  });

  it('keeps the cookies on a network failure or a server error, resolving null', async () => {
    const cookies = jar({ token: 'A1' });
    const failing = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await fetchSessionUser({ apiBaseUrl: base, cookies, fetch: failing, signal })).toBeNull();
    const broken = vi.fn(async () => new Response('<html>', { status: 500 }));
    expect(await fetchSessionUser({ apiBaseUrl: base, cookies, fetch: broken, signal })).toBeNull();
    expect(cookies.data.get('token')).toBe('A1');
  });

  it('survives a body that is not JSON', async () => {
    const fetch = vi.fn(async () => new Response('not json', { status: 200 }));
    expect(await fetchSessionUser({ apiBaseUrl: base, cookies: jar({ token: 'A1' }), fetch, signal })).toBeNull();
  });

  it('rejects when aborted', async () => {
    const controller = new AbortController();
    const fetch = vi.fn(async () => {
      controller.abort();
      throw new DOMException('aborted', 'AbortError');
    });
    await expect(
      fetchSessionUser({ apiBaseUrl: base, cookies: jar({ token: 'A1' }), fetch, signal: controller.signal }),
    ).rejects.toThrow();
  });
});

describe('createCookieAuthAdapter', () => {
  it('has a session only with a token or refresh token cookie', () => {
    expect(createCookieAuthAdapter({ apiBaseUrl: base, cookies: jar() }).hasSession()).toBe(false);
    expect(createCookieAuthAdapter({ apiBaseUrl: base, cookies: jar({ token: 'A' }) }).hasSession()).toBe(true);
    expect(createCookieAuthAdapter({ apiBaseUrl: base, cookies: jar({ refreshToken: 'R' }) }).hasSession()).toBe(true);
  });

  it('loads the user through the profile call and logs out by clearing both cookies', async () => {
    const cookies = jar({ token: 'A1', refreshToken: 'R1' });
    const fetch = vi.fn(async () => json(200, { data: { user } }));
    const adapter = createCookieAuthAdapter({ apiBaseUrl: base, cookies, fetch });
    expect(await adapter.loadUser(new AbortController().signal)).toEqual(user);
    await adapter.logout();
    expect(cookies.data.size).toBe(0);
    expect(adapter.hasSession()).toBe(false);
    expect(await adapter.loadUser(new AbortController().signal)).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
