import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installCookieJar } from '../../test/helpers/cookie-jar';
import { fail, ok, startTestServer, type RecordedRequest, type TestServer } from '../../test/helpers/http-server';
import { createWacrmClient } from './create';
import { originBoundTokens, urlOrigin } from './originTokens';
import { cookieTokenStore, memoryTokenStore, type TokenStore } from './tokens';

/**
 * A page with two backends. A token is only ever sent to the backend that issued it, and a 401
 * from one backend never ends the other's session, even when both clients are given the same token store.
 */
let a: TestServer;
let b: TestServer;

/** A backend that accepts its own tokens only (`<name>-access`, refreshed with `<name>-refresh`). */
function backend(server: TestServer, name: string) {
  server.setHandler((req) => {
    if (req.path === '/api/v1/auth/refresh-token') {
      return (req.body as { refreshToken?: string })?.refreshToken === `${name}-refresh`
        ? ok({ accessToken: `${name}-access2`, refreshToken: `${name}-refresh2` })
        : fail(401, 'INVALID_REFRESH_TOKEN', 'Invalid refresh token');
    }
    if (req.path === '/api/v1/auth/logout') return ok({});
    const token = (req.headers.authorization ?? '').replace('Bearer ', '');
    if (!token.startsWith(`${name}-access`)) return fail(401, 'UNAUTHORIZED', 'Unauthorized');
    return ok({ userId: `usr_${name}`, email: `${name}@example.com` });
  });
}

/** Every token a request carried: its bearer header and a refresh token in its body. */
const tokensSent = (requests: RecordedRequest[]) =>
  requests.flatMap((r) => [
    ...(r.headers.authorization ? [r.headers.authorization.replace('Bearer ', '')] : []),
    ...((r.body as { refreshToken?: string } | undefined)?.refreshToken
      ? [(r.body as { refreshToken: string }).refreshToken]
      : []),
  ]);

function clientOf(server: TestServer, tokenStore: TokenStore, onSessionExpired = vi.fn()) {
  return createWacrmClient({ baseURL: `${server.url}/api/v1`, tokenStore, tabSync: false, onSessionExpired });
}

beforeEach(async () => {
  a = await startTestServer();
  b = await startTestServer();
  backend(a, 'a');
  backend(b, 'b');
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await Promise.all([a.close(), b.close()]);
});

describe.each([
  ['one memory store', () => memoryTokenStore()],
  ['the default cookie store', () => (installCookieJar(), cookieTokenStore())],
])('two backends sharing %s', (_name, makeStore) => {
  it("never sends A's access or refresh token to B, and B's 401 leaves A signed in", async () => {
    const store = makeStore();
    const expiredA = vi.fn();
    const clientA = clientOf(a, store, expiredA);
    const clientB = clientOf(b, store);
    clientA.tokens.setTokens({ accessToken: 'a-access', refreshToken: 'a-refresh' });

    // B has no session of its own: it sees none, asks without a token, and its 401 refreshes nothing.
    expect(clientB.auth.hasSession()).toBe(false);
    await expect(clientB.auth.getProfile()).rejects.toMatchObject({ status: 401 });
    await expect(
      clientB.http.request({ method: 'GET', url: '/whatsapp/templates/usr_b', defaultMessage: 'D' }),
    ).rejects.toMatchObject({ status: 401 });
    clientB.http.clearSession({ notify: true });
    await clientB.auth.logout();

    expect(tokensSent(b.requests)).toEqual([]);
    expect(b.requests.some((r) => r.path.endsWith('/auth/refresh-token'))).toBe(false);
    // A's session is untouched and still works.
    expect(store.getAccessToken()).toBe('a-access');
    expect(store.getRefreshToken()).toBe('a-refresh');
    await expect(clientA.auth.getProfile()).resolves.toMatchObject({ userId: 'usr_a' });
    expect(expiredA).not.toHaveBeenCalled();
  });

  it("a sign-in to B over A's tokens replaces them and keeps none of A's (not its refresh token either)", async () => {
    const store = makeStore();
    const clientA = clientOf(a, store);
    const clientB = clientOf(b, store);
    clientA.tokens.setTokens({ accessToken: 'a-access', refreshToken: 'a-refresh' });
    clientB.tokens.setTokens({ accessToken: 'b-access' });
    expect(store.getRefreshToken()).toBeNull();
    expect(store.getOrigin?.()).toBe(urlOrigin(b.url));
    // Now A sees nothing: it sends nothing to A either.
    expect(clientA.auth.hasSession()).toBe(false);
    await expect(clientA.auth.getProfile()).rejects.toMatchObject({ status: 401 });
    expect(tokensSent(a.requests)).toEqual([]);
  });
});

describe('the request funnel sends tokens to their own origin only', () => {
  it('a call with an absolute URL to another origin goes without the token, and its 401 refreshes nothing', async () => {
    const clientA = clientOf(a, memoryTokenStore({ accessToken: 'a-access', refreshToken: 'a-refresh' }));
    await expect(
      clientA.http.request({ method: 'GET', url: `${b.url}/api/v1/auth/profile`, defaultMessage: 'D' }),
    ).rejects.toMatchObject({ status: 401 });
    await expect(
      clientA.http.request({ method: 'GET', url: `${b.url}/api/v1/whatsapp/x`, defaultMessage: 'D' }),
    ).rejects.toMatchObject({ status: 401 });
    expect(tokensSent(b.requests)).toEqual([]);
    expect(a.requests).toEqual([]);
    // The same call to its own origin, absolute, does carry it.
    await clientA.http.request({ method: 'GET', url: `${a.url}/api/v1/auth/profile`, defaultMessage: 'D' });
    expect(tokensSent(a.requests)).toEqual(['a-access']);
  });

  it('refreshes with the refresh token of its own origin and stores the new pair with that origin', async () => {
    const store = memoryTokenStore({ accessToken: 'a-expired', refreshToken: 'a-refresh', origin: urlOrigin(a.url) });
    a.setHandler((req) => {
      if (req.path.endsWith('/auth/refresh-token')) return ok({ accessToken: 'a-access2', refreshToken: 'a-refresh2' });
      return req.headers.authorization === 'Bearer a-access2' ? ok({ fine: true }) : fail(401);
    });
    const clientA = clientOf(a, store);
    await expect(clientA.http.request({ method: 'GET', url: '/whatsapp/x', defaultMessage: 'D' })).resolves.toEqual({
      fine: true,
    });
    expect(store.getOrigin?.()).toBe(urlOrigin(a.url));
    expect(store.getAccessToken()).toBe('a-access2');
  });

  it('tokens of unknown origin (stored before origins were kept) are used by the client given them', async () => {
    const store = memoryTokenStore({ accessToken: 'a-access', refreshToken: 'a-refresh' });
    const clientA = clientOf(a, store);
    await expect(clientA.auth.getProfile()).resolves.toMatchObject({ userId: 'usr_a' });
    expect(tokensSent(a.requests)).toEqual(['a-access']);
  });

  it('a store without getOrigin (a custom one) is trusted by its client, as before', () => {
    const inner = memoryTokenStore({ accessToken: 'x', refreshToken: 'y', origin: 'https://other.example' });
    const custom: TokenStore = {
      getAccessToken: () => inner.getAccessToken(),
      getRefreshToken: () => inner.getRefreshToken(),
      setTokens: (t) => inner.setTokens(t),
      clear: () => inner.clear(),
    };
    const view = originBoundTokens(custom, 'https://api.example.com');
    expect(view.getAccessToken()).toBe('x');
    view.clear();
    expect(inner.getAccessToken()).toBeNull();
  });
});
