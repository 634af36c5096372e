import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, ok, startTestServer, type TestServer } from '../../test/helpers/http-server';
import { ApiError } from './errors';
import { createHttpClient } from './http';
import { memoryTokenStore } from './tokens';

let server: TestServer;

beforeEach(async () => {
  server = await startTestServer();
});
afterEach(async () => {
  await server.close();
});

function client(tokens = memoryTokenStore({ accessToken: 'A0', refreshToken: 'R0' }), onSessionExpired = vi.fn()) {
  const http = createHttpClient({ baseURL: `${server.url}/api/v1`, tokenStore: tokens, onSessionExpired });
  return { http, tokens, onSessionExpired };
}

const bearer = (token: string) => `Bearer ${token}`;

describe('request funnel', () => {
  it('sends the bearer token and unwraps the envelope', async () => {
    server.setHandler(() => ok({ hello: 'world' }));
    const { http } = client();
    await expect(http.request({ method: 'GET', url: '/x', defaultMessage: 'D' })).resolves.toEqual({ hello: 'world' });
    expect(server.requests[0]?.headers.authorization).toBe(bearer('A0'));
    expect(server.requests[0]?.path).toBe('/api/v1/x');
  });

  it('sends no Authorization header without a token', async () => {
    server.setHandler(() => ok(1));
    const { http } = client(memoryTokenStore());
    await http.request({ method: 'GET', url: '/x', defaultMessage: 'D' });
    expect(server.requests[0]?.headers.authorization).toBeUndefined();
  });

  it('puts filters in the query string, leaving out empty values', async () => {
    server.setHandler(() => ok([]));
    const { http } = client();
    await http.request({
      method: 'GET',
      url: '/x',
      params: { status: 'APPROVED', search: '', category: undefined, page: 2 },
      defaultMessage: 'D',
    });
    expect(server.requests[0]?.query).toEqual({ status: 'APPROVED', page: '2' });
  });

  it('returns the whole envelope when asked', async () => {
    server.setHandler(() => ok({ connected: true }, { status: 'connected', message: 'Connected' }));
    const { http } = client();
    const env = await http.requestEnvelope({ method: 'POST', url: '/c', data: {}, defaultMessage: 'D' });
    expect(env).toMatchObject({ success: true, status: 'connected', message: 'Connected', data: { connected: true } });
  });

  it('maps an error with a server message and code', async () => {
    server.setHandler(() => fail(404, 'USER_NOT_FOUND', 'Account not found. Please register first.'));
    const { http } = client();
    const error = await http
      .request({ method: 'POST', url: '/auth/login', defaultMessage: 'Login failed' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 404,
      code: 'USER_NOT_FOUND',
      message: 'Account not found. Please register first.',
    });
  });

  it('keeps USER_ALREADY_EXISTS and the field of validation errors', async () => {
    server.setHandler(() => fail(409, 'USER_ALREADY_EXISTS', 'Account already exists. Please login instead.'));
    const { http } = client();
    await expect(
      http.request({ method: 'POST', url: '/auth/register', defaultMessage: 'Registration failed' }),
    ).rejects.toMatchObject({
      status: 409,
      code: 'USER_ALREADY_EXISTS',
      message: 'Account already exists. Please login instead.',
    });
    server.setHandler(() => ({
      status: 400,
      body: { success: false, code: 'VALIDATION_ERROR', message: 'Name is required', field: 'name' },
    }));
    await expect(http.request({ method: 'POST', url: '/x', defaultMessage: 'D' })).rejects.toMatchObject({
      field: 'name',
    });
  });

  it("uses the operation's default when the server gives no message", async () => {
    server.setHandler(() => fail(500));
    const { http } = client();
    await expect(
      http.request({ method: 'POST', url: '/t', defaultMessage: 'Failed to create template' }),
    ).rejects.toMatchObject({
      status: 500,
      code: 'HTTP_500',
      message: 'Failed to create template',
    });
    server.setHandler(() => ({ status: 502, body: 'Bad gateway' }));
    await expect(
      http.request({ method: 'GET', url: '/t', defaultMessage: 'Failed to get conversations' }),
    ).rejects.toMatchObject({
      status: 502,
      message: 'Failed to get conversations',
    });
  });

  it('treats a 200 with success:false as an error', async () => {
    server.setHandler(() => ({ status: 200, body: { success: false, code: 'X', message: 'Nope' } }));
    const { http } = client();
    await expect(http.request({ method: 'GET', url: '/t', defaultMessage: 'D' })).rejects.toMatchObject({
      code: 'X',
      message: 'Nope',
    });
  });

  it("rejects with 'Network error. Please try again.' when no response comes back", async () => {
    server.setHandler(() => ({ hangUp: true }));
    const { http } = client();
    await expect(http.request({ method: 'GET', url: '/t', defaultMessage: 'D' })).rejects.toMatchObject({
      status: 0,
      code: 'NETWORK_ERROR',
      message: 'Network error. Please try again.',
    });
    const closed = createHttpClient({ baseURL: 'http://127.0.0.1:9/api/v1', tokenStore: memoryTokenStore() });
    await expect(closed.request({ method: 'GET', url: '/t', defaultMessage: 'D' })).rejects.toMatchObject({
      message: 'Network error. Please try again.',
    });
  });
});

describe('single-flight refresh', () => {
  /** Accepts only `valid` access tokens; the refresh endpoint answers with `refresh`. */
  function authServer(valid: Set<string>, refresh: () => ReturnType<typeof ok>) {
    server.setHandler((req) => {
      if (req.path === '/api/v1/auth/refresh-token') return { ...refresh(), delayMs: 30 };
      const token = (req.headers.authorization ?? '').replace('Bearer ', '');
      if (!valid.has(token)) return { ...fail(401, 'TOKEN_EXPIRED', 'Token expired'), delayMs: 5 };
      return ok({ path: req.path });
    });
  }

  it('50 concurrent requests with an expired token cause exactly one refresh and all succeed', async () => {
    authServer(new Set(['A1']), () => ok({ token: 'A1', accessToken: 'A1', refreshToken: 'R1' }));
    const { http, tokens, onSessionExpired } = client();
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        http.request<{ path: string }>({ method: 'GET', url: `/r/${i}`, defaultMessage: 'D' }),
      ),
    );
    expect(results.map((r) => r.path)).toEqual(Array.from({ length: 50 }, (_, i) => `/api/v1/r/${i}`));
    const refreshes = server.requests.filter((r) => r.path === '/api/v1/auth/refresh-token');
    expect(refreshes).toHaveLength(1);
    expect(refreshes[0]?.method).toBe('POST');
    expect(refreshes[0]?.body).toEqual({ refreshToken: 'R0' });
    // each request: one 401 and one retry with the new token
    for (let i = 0; i < 50; i++) {
      const attempts = server.requests.filter((r) => r.path === `/api/v1/r/${i}`);
      expect(attempts.map((a) => a.headers.authorization)).toEqual([bearer('A0'), bearer('A1')]);
    }
    expect(tokens.getAccessToken()).toBe('A1');
    expect(tokens.getRefreshToken()).toBe('R1');
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('refresh failure clears tokens, calls onSessionExpired once and rejects every waiting request', async () => {
    authServer(new Set(), () => fail(401, 'INVALID_REFRESH_TOKEN', 'Invalid refresh token'));
    const { http, tokens, onSessionExpired } = client();
    const settled = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) => http.request({ method: 'GET', url: `/r/${i}`, defaultMessage: 'D' })),
    );
    expect(settled.every((s) => s.status === 'rejected')).toBe(true);
    for (const s of settled) if (s.status === 'rejected') expect(s.reason).toMatchObject({ status: 401 });
    expect(server.requests.filter((r) => r.path === '/api/v1/auth/refresh-token')).toHaveLength(1);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(tokens.getAccessToken()).toBeNull();
    expect(tokens.getRefreshToken()).toBeNull();
    // no loop: at most the first attempt for each request, never a retry
    expect(server.requests.filter((r) => r.path.startsWith('/api/v1/r/'))).toHaveLength(20);
    // later calls reject without another refresh
    await expect(http.request({ method: 'GET', url: '/r/late', defaultMessage: 'D' })).rejects.toMatchObject({
      status: 401,
    });
    expect(server.requests.filter((r) => r.path === '/api/v1/auth/refresh-token')).toHaveLength(1);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('without a refresh token, clears the session and rejects without calling the refresh endpoint', async () => {
    authServer(new Set(), () => ok({}));
    const { http, tokens, onSessionExpired } = client(memoryTokenStore({ accessToken: 'A0' }));
    await expect(http.request({ method: 'GET', url: '/r', defaultMessage: 'D' })).rejects.toMatchObject({
      status: 401,
    });
    expect(server.requests.some((r) => r.path.endsWith('/refresh-token'))).toBe(false);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(tokens.getAccessToken()).toBeNull();
  });

  it('never refreshes for /auth/* calls', async () => {
    authServer(new Set(), () => ok({ accessToken: 'A1', refreshToken: 'R1' }));
    const { http, onSessionExpired } = client();
    await expect(
      http.request({ method: 'GET', url: '/auth/profile', defaultMessage: 'Failed to fetch user profile' }),
    ).rejects.toMatchObject({
      status: 401,
      message: 'Token expired',
    });
    expect(server.requests.map((r) => r.path)).toEqual(['/api/v1/auth/profile']);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('a retried request that gets 401 again rejects without another refresh', async () => {
    // The refresh succeeds, but the server keeps refusing the new token too.
    authServer(new Set(), () => ok({ accessToken: 'A1', refreshToken: 'R1' }));
    const { http, onSessionExpired } = client();
    await expect(http.request({ method: 'GET', url: '/r', defaultMessage: 'D' })).rejects.toMatchObject({
      status: 401,
    });
    expect(server.requests.map((r) => `${r.path} ${r.headers.authorization ?? ''}`)).toEqual([
      `/api/v1/r ${bearer('A0')}`,
      `/api/v1/auth/refresh-token `,
      `/api/v1/r ${bearer('A1')}`,
    ]);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('a network failure of the refresh rejects with the network error and keeps the tokens', async () => {
    server.setHandler((req) => (req.path.endsWith('/refresh-token') ? { hangUp: true } : fail(401, 'TOKEN_EXPIRED')));
    const { http, tokens, onSessionExpired } = client();
    await expect(http.request({ method: 'GET', url: '/r', defaultMessage: 'D' })).rejects.toMatchObject({
      code: 'NETWORK_ERROR',
    });
    expect(tokens.getRefreshToken()).toBe('R0');
    expect(onSessionExpired).not.toHaveBeenCalled();
  });
});

describe('errors never carry the token', () => {
  it('an ApiError does not hold the axios error (whose config has the Authorization header)', async () => {
    server.setHandler(() => fail(500, 'X', 'boom'));
    const { http } = client(memoryTokenStore({ accessToken: 'secret-token-value' }));
    const error = await http.request({ method: 'GET', url: '/x', defaultMessage: 'D' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).cause).toBeUndefined();
    expect(JSON.stringify(error, Object.getOwnPropertyNames(error))).not.toContain('secret-token-value');
  });
});
