import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, ok, startTestServer, type TestServer } from '../../test/helpers/http-server';
import { createWacrmClient } from '../client/create';
import { memoryTokenStore } from '../client/tokens';
import { memoryStorage } from '../session';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.requests.length = 0;
});

function make(tokens = memoryTokenStore()) {
  const onSessionExpired = vi.fn();
  const client = createWacrmClient({
    baseURL: `${server.url}/api/v1/`,
    tokenStore: tokens,
    onSessionExpired,
    sessionStorage: memoryStorage(),
  });
  return { client, tokens, onSessionExpired };
}

const wireUser = {
  userId: 'u1',
  firstName: 'Ann',
  lastName: 'Lee',
  email: 'ann@acme.io',
  phoneNumber: '+919876543210',
  plan: 'trial',
  status: 'active',
  emailVerified: true,
  createdAt: '2026-11-21T10:00:00.000Z',
  role: 'owner',
};

describe('client.auth', () => {
  it('checkUser posts email, phone and mode (default register)', async () => {
    server.setHandler(() => ok({ exists: false }, { message: 'Available' }));
    const { client } = make();
    await expect(client.auth.checkUser({ email: 'ann@acme.io' })).resolves.toEqual({
      exists: false,
      message: 'Available',
    });
    expect(server.requests[0]).toMatchObject({
      method: 'POST',
      path: '/api/v1/auth/check-user',
      body: { email: 'ann@acme.io', mode: 'register' },
    });
    await client.auth.checkUser({ phone: '+1', mode: 'login' });
    expect(server.requests[1]?.body).toEqual({ phone: '+1', mode: 'login' });
  });

  it('checkUser keeps USER_NOT_FOUND and USER_ALREADY_EXISTS with their messages', async () => {
    const { client } = make();
    server.setHandler(() => fail(404, 'USER_NOT_FOUND', 'Account not found. Please register first.'));
    await expect(client.auth.checkUser({ email: 'x@acme.io', mode: 'login' })).rejects.toMatchObject({
      status: 404,
      code: 'USER_NOT_FOUND',
      message: 'Account not found. Please register first.',
    });
    server.setHandler(() => fail(409, 'USER_ALREADY_EXISTS', 'Account already exists. Please login instead.'));
    await expect(client.auth.checkUser({ email: 'x@acme.io' })).rejects.toMatchObject({ code: 'USER_ALREADY_EXISTS' });
    server.setHandler(() => fail(500));
    await expect(client.auth.checkUser({ email: 'x@acme.io' })).rejects.toMatchObject({
      message: 'Failed to verify account',
    });
  });

  it('login stores both tokens and starts the client session', async () => {
    server.setHandler(() => ok({ accessToken: 'A', refreshToken: 'R', user: wireUser }));
    const { client, tokens } = make();
    const result = await client.auth.login({ email: 'ann@acme.io' });
    expect(server.requests[0]).toMatchObject({
      method: 'POST',
      path: '/api/v1/auth/login',
      body: { email: 'ann@acme.io' },
    });
    expect(result).toMatchObject({ accessToken: 'A', refreshToken: 'R', user: { userId: 'u1', firstName: 'Ann' } });
    expect(tokens.getAccessToken()).toBe('A');
    expect(tokens.getRefreshToken()).toBe('R');
    expect(client.session.isValid()).toBe(true);
    expect(client.auth.hasSession()).toBe(true);
  });

  it("login failure without a message gives 'Login failed'", async () => {
    server.setHandler(() => fail(500));
    await expect(make().client.auth.login({ phone: '+1' })).rejects.toMatchObject({ message: 'Login failed' });
  });

  it('register posts the payload, stores the tokens it returns and returns the profile', async () => {
    server.setHandler(() => ({
      status: 201,
      body: {
        success: true,
        message: 'Created',
        data: { ...wireUser, accessToken: 'A', refreshToken: 'R', tokens: { accessToken: 'A', refreshToken: 'R' } },
      },
    }));
    const { client, tokens } = make();
    const payload = {
      firstName: 'Ann',
      lastName: 'Lee',
      email: 'ann@acme.io',
      phone: '+919876543210',
      firebaseUid: 'g1',
      googleCredential: 'cred',
    };
    const result = await client.auth.register(payload);
    expect(server.requests[0]).toMatchObject({ method: 'POST', path: '/api/v1/auth/register', body: payload });
    expect(result).toMatchObject({
      userId: 'u1',
      accessToken: 'A',
      refreshToken: 'R',
      tokens: { accessToken: 'A', refreshToken: 'R' },
    });
    expect(tokens.getAccessToken()).toBe('A');
    server.setHandler(() => fail(500));
    await expect(client.auth.register(payload)).rejects.toMatchObject({ message: 'Registration failed' });
  });

  it('send and verify email codes', async () => {
    const { client } = make();
    server.setHandler(() => ok({ expiresInSeconds: 600, resendInSeconds: 60 }, { message: 'OTP sent' }));
    await expect(client.auth.sendEmailOtp({ email: 'ann@acme.io' })).resolves.toEqual({
      message: 'OTP sent',
      expiresInSeconds: 600,
      resendInSeconds: 60,
    });
    expect(server.requests[0]).toMatchObject({
      method: 'POST',
      path: '/api/v1/auth/send-email-otp',
      body: { email: 'ann@acme.io' },
    });
    server.setHandler(() => ok({ verified: true }));
    await expect(client.auth.verifyEmailOtp({ email: 'ann@acme.io', otp: '123456' })).resolves.toMatchObject({
      verified: true,
    });
    expect(server.requests[1]).toMatchObject({
      method: 'POST',
      path: '/api/v1/auth/verify-email-otp',
      body: { email: 'ann@acme.io', otp: '123456' },
    });
    server.setHandler(() => fail(400));
    await expect(client.auth.verifyEmailOtp({ email: 'a@b.io', otp: '1' })).rejects.toMatchObject({
      message: 'Invalid OTP',
    });
    await expect(client.auth.sendEmailOtp({ email: 'a@b.io' })).rejects.toMatchObject({
      message: 'Failed to send OTP',
    });
    server.setHandler(() => fail(410, 'OTP_EXPIRED', 'OTP has expired. Please request a new one'));
    await expect(client.auth.verifyEmailOtp({ email: 'a@b.io', otp: '1' })).rejects.toMatchObject({
      code: 'OTP_EXPIRED',
    });
  });

  it('refreshToken posts { refreshToken } and stores the new pair', async () => {
    server.setHandler(() => ok({ token: 'A2', accessToken: 'A2', refreshToken: 'R2' }));
    const { client, tokens } = make(memoryTokenStore({ accessToken: 'A', refreshToken: 'R' }));
    await expect(client.auth.refreshToken({ refreshToken: 'R' })).resolves.toEqual({
      token: 'A2',
      accessToken: 'A2',
      refreshToken: 'R2',
    });
    expect(server.requests[0]).toMatchObject({
      method: 'POST',
      path: '/api/v1/auth/refresh-token',
      body: { refreshToken: 'R' },
    });
    expect(tokens.getAccessToken()).toBe('A2');
    expect(tokens.getRefreshToken()).toBe('R2');
  });

  it('getProfile reads data.data.user; its default error is "Failed to fetch user profile"', async () => {
    server.setHandler(() => ok({ user: wireUser }));
    const { client } = make(memoryTokenStore({ accessToken: 'A' }));
    await expect(client.auth.getProfile()).resolves.toMatchObject({
      userId: 'u1',
      email: 'ann@acme.io',
      role: 'owner',
    });
    expect(server.requests[0]).toMatchObject({ method: 'GET', path: '/api/v1/auth/profile' });
    expect(server.requests[0]?.headers.authorization).toBe('Bearer A');
    server.setHandler(() => fail(500));
    await expect(client.auth.getProfile()).rejects.toMatchObject({ message: 'Failed to fetch user profile' });
  });

  it('getProfile with an expired access token refreshes once and asks again; a failed refresh ends the session', async () => {
    server.setHandler((req) => {
      if (req.path.endsWith('/refresh-token')) return ok({ token: 'A2', accessToken: 'A2', refreshToken: 'R2' });
      return req.headers.authorization === 'Bearer A2'
        ? ok({ user: wireUser })
        : fail(401, 'TOKEN_EXPIRED', 'Token expired');
    });
    const { client, tokens, onSessionExpired } = make(memoryTokenStore({ accessToken: 'A1', refreshToken: 'R1' }));
    await expect(client.auth.getProfile()).resolves.toMatchObject({ userId: 'u1' });
    expect(server.requests.map((r) => r.path)).toEqual([
      '/api/v1/auth/profile',
      '/api/v1/auth/refresh-token',
      '/api/v1/auth/profile',
    ]);
    expect(tokens.getAccessToken()).toBe('A2');

    server.requests.length = 0;
    server.setHandler((req) =>
      req.path.endsWith('/refresh-token')
        ? fail(401, 'INVALID_REFRESH_TOKEN')
        : fail(401, 'TOKEN_EXPIRED', 'Token expired'),
    );
    tokens.setTokens({ accessToken: 'A3', refreshToken: 'R3' });
    await expect(client.auth.getProfile()).rejects.toMatchObject({ status: 401, message: 'Token expired' });
    expect(server.requests.map((r) => r.path)).toEqual(['/api/v1/auth/profile', '/api/v1/auth/refresh-token']);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(tokens.getRefreshToken()).toBeNull();

    // without a refresh token: no refresh at all
    server.requests.length = 0;
    tokens.setTokens({ accessToken: 'A4' });
    await expect(client.auth.getProfile()).rejects.toMatchObject({ status: 401 });
    expect(server.requests.map((r) => r.path)).toEqual(['/api/v1/auth/profile']);
  });

  it('logout clears tokens and the session record without calling onSessionExpired', async () => {
    server.setHandler(() => ok({ accessToken: 'A', refreshToken: 'R', user: wireUser }));
    const { client, tokens, onSessionExpired } = make();
    await client.auth.login({ email: 'ann@acme.io' });
    client.auth.logout();
    expect(tokens.getAccessToken()).toBeNull();
    expect(tokens.getRefreshToken()).toBeNull();
    expect(client.session.read()).toBeNull();
    expect(client.auth.hasSession()).toBe(false);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('a failed refresh also clears the client session record', async () => {
    server.setHandler((req) =>
      req.path.endsWith('/refresh-token') ? fail(401, 'INVALID_REFRESH_TOKEN') : fail(401, 'TOKEN_EXPIRED'),
    );
    const { client, onSessionExpired } = make(memoryTokenStore({ accessToken: 'A', refreshToken: 'R' }));
    client.session.start();
    await expect(client.whatsapp('u1').getConnectionStatus()).rejects.toMatchObject({ status: 401 });
    expect(client.session.read()).toBeNull();
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });
});

describe('createWacrmClient', () => {
  it('requires a baseURL and derives the socket URL from its origin', () => {
    expect(() => createWacrmClient({ baseURL: '' })).toThrow(/baseURL/);
    const client = createWacrmClient({ baseURL: 'http://localhost:4010/api/v1', tokenStore: memoryTokenStore() });
    expect(client.socketURL).toBe('http://localhost:4010');
    expect(createWacrmClient({ baseURL: 'http://a/api/v1', socketURL: 'http://b:1' }).socketURL).toBe('http://b:1');
    expect(client.whatsapp('u1')).toBe(client.whatsapp('u1'));
  });
});

describe('client.realtime', () => {
  it('shares one realtime client per clientId and closes it on logout', () => {
    const client = createWacrmClient({
      baseURL: 'http://127.0.0.1:9/api/v1',
      tokenStore: memoryTokenStore({ accessToken: 'a' }),
    });
    const rt = client.realtime('u1');
    expect(client.realtime('u1')).toBe(rt);
    expect(client.realtime('u2')).not.toBe(rt);
    const disconnect = vi.spyOn(rt, 'disconnect');
    client.auth.logout();
    expect(disconnect).toHaveBeenCalledTimes(1);
  });
});
