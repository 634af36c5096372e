import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RunningMockApi } from '../../../../apps/mock-api/src/server';
import { memoryTokenStore } from '../../src/client/tokens';
import { createDevIdentityProvider } from '../../src/identity';
import { DEMO_EMAIL, DEMO_ID, latestCode, sdkClient, signIn, startApi } from './setup';

let api: RunningMockApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(async () => {
  await api.close();
});

describe('auth against the mock API', () => {
  it('check-user: USER_NOT_FOUND on login, USER_ALREADY_EXISTS on register, with their messages', async () => {
    const { client, calls } = sdkClient(api);
    await expect(client.auth.checkUser({ email: 'nobody@nowhere.test', mode: 'login' })).rejects.toMatchObject({
      status: 404,
      code: 'USER_NOT_FOUND',
      message: 'Account not found. Please register first.',
    });
    await expect(client.auth.checkUser({ email: DEMO_EMAIL })).rejects.toMatchObject({
      status: 409,
      code: 'USER_ALREADY_EXISTS',
      message: 'Account already exists. Please login instead.',
    });
    await expect(client.auth.checkUser({ email: 'new.person@startup.test' })).resolves.toMatchObject({ exists: false });
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(Array(3).fill('POST /auth/check-user'));
    expect(calls[1]?.data).toEqual({ email: DEMO_EMAIL, mode: 'register' });
  });

  it('signs in by email code and reads the profile', async () => {
    const { client, calls } = sdkClient(api);
    await expect(client.auth.login({ email: DEMO_EMAIL })).rejects.toMatchObject({
      status: 401,
      code: 'VERIFICATION_REQUIRED',
    });
    await client.auth.sendEmailOtp({ email: DEMO_EMAIL });
    await expect(client.auth.verifyEmailOtp({ email: DEMO_EMAIL, otp: '000000' })).rejects.toMatchObject({
      code: 'INVALID_OTP',
    });
    await client.auth.verifyEmailOtp({ email: DEMO_EMAIL, otp: await latestCode(api, DEMO_EMAIL) });
    const result = await client.auth.login({ email: DEMO_EMAIL });
    expect(result.user.userId).toBe(DEMO_ID);
    expect(client.tokens.getAccessToken()).toBe(result.accessToken);
    expect(client.tokens.getRefreshToken()).toBe(result.refreshToken);
    expect(client.session.isValid()).toBe(true);
    await expect(client.auth.getProfile()).resolves.toMatchObject({ userId: DEMO_ID, email: DEMO_EMAIL });
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'POST /auth/login',
      'POST /auth/send-email-otp',
      'POST /auth/verify-email-otp',
      'POST /auth/verify-email-otp',
      'POST /auth/login',
      'GET /auth/profile',
    ]);
    const { accessToken, refreshToken } = result;
    const refreshed = await client.auth.refreshToken({ refreshToken });
    expect(refreshed.accessToken).not.toBe(accessToken);
    expect(client.tokens.getRefreshToken()).toBe(refreshed.refreshToken);
    client.auth.logout();
    expect(client.auth.hasSession()).toBe(false);
  });

  it('registers through the dev phone identity, then the phone is already registered', async () => {
    const { client } = sdkClient(api);
    const identity = createDevIdentityProvider({ baseURL: `${api.url}/api/v1` });
    const phone = '+919811122233';
    const { verificationId } = await identity.sendPhoneCode(phone);
    await expect(identity.confirmPhoneCode(verificationId, '000000')).rejects.toMatchObject({
      message: 'Invalid OTP code',
    });
    const confirmed = await identity.confirmPhoneCode(verificationId, await latestCode(api, phone));
    expect(confirmed.user.phoneNumber).toBe(phone);
    const user = await client.auth.register({
      firstName: 'Ravi',
      lastName: 'Kumar',
      email: 'ravi@kumar-traders.test',
      phone,
    });
    expect(user).toMatchObject({ firstName: 'Ravi', email: 'ravi@kumar-traders.test', plan: 'trial', role: 'owner' });
    expect(client.tokens.getAccessToken()).toBe(user.accessToken);
    await expect(client.auth.getProfile()).resolves.toMatchObject({ userId: user.userId });
    await expect(
      client.auth.register({ firstName: 'Ravi', lastName: 'Kumar', email: 'ravi@kumar-traders.test', phone }),
    ).rejects.toMatchObject({ status: 409, code: 'USER_ALREADY_EXISTS' });
  });

  it('Google sign-in through the dev identity: credential accepted by /auth/register', async () => {
    const identity = createDevIdentityProvider({ baseURL: api.url });
    await expect(identity.signInWithGoogle({ uid: 'google-no-email' })).rejects.toMatchObject({
      message: 'Missing email from Google account',
    });
    const google = await identity.signInWithGoogle({ uid: 'google-arjun-mehta' });
    expect(google.user).toMatchObject({ email: 'arjun.mehta@lumen.test', phoneNumber: null, isNewUser: true });
    // No phone on the account: the phone is verified by code first (the complete-registration page).
    const phone = '+919822233344';
    const { verificationId } = await identity.sendPhoneCode(phone);
    await identity.confirmPhoneCode(verificationId, await latestCode(api, phone));
    const { client } = sdkClient(api);
    const user = await client.auth.register({
      firstName: 'Arjun',
      lastName: 'Mehta',
      email: google.user.email ?? '',
      phone,
      firebaseUid: google.user.uid,
      googleCredential: google.credential,
    });
    expect(user.email).toBe('arjun.mehta@lumen.test');
  });
});

describe('app start with an expired access token', () => {
  it('getProfile refreshes once and returns the user', async () => {
    const { client: signer } = sdkClient(api);
    await signIn(api, signer);
    const { client, calls } = sdkClient(api, {
      tokenStore: memoryTokenStore({
        accessToken: 'expired.or.invalid',
        refreshToken: signer.tokens.getRefreshToken() ?? '',
      }),
    });
    await expect(client.auth.getProfile()).resolves.toMatchObject({ userId: DEMO_ID });
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'GET /auth/profile',
      'POST /auth/refresh-token',
      'GET /auth/profile',
    ]);
  });
});

describe('single-flight refresh against the mock API', () => {
  it('50 concurrent requests with an expired token: exactly one refresh, 50 successes', async () => {
    const { client: signer } = sdkClient(api);
    await signIn(api, signer);
    const refreshToken = signer.tokens.getRefreshToken() ?? '';
    const onSessionExpired = vi.fn();
    const { client, calls } = sdkClient(api, {
      tokenStore: memoryTokenStore({ accessToken: 'expired.or.invalid', refreshToken }),
      onSessionExpired,
    });
    const wa = client.whatsapp(DEMO_ID);
    const results = await Promise.all(Array.from({ length: 50 }, () => wa.getConnectionStatus()));
    expect(results).toHaveLength(50);
    expect(calls.filter((c) => c.url === '/auth/refresh-token')).toHaveLength(1);
    expect(calls.filter((c) => c.url === `/whatsapp/connection/${DEMO_ID}`)).toHaveLength(100);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('refresh failure: one onSessionExpired, every request rejects, no loop', async () => {
    const onSessionExpired = vi.fn();
    const { client, calls } = sdkClient(api, {
      tokenStore: memoryTokenStore({ accessToken: 'expired.or.invalid', refreshToken: 'not-a-refresh-token' }),
      onSessionExpired,
    });
    const settled = await Promise.allSettled(
      Array.from({ length: 20 }, () => client.whatsapp(DEMO_ID).conversations.list()),
    );
    expect(settled.every((s) => s.status === 'rejected' && (s.reason as { status: number }).status === 401)).toBe(true);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(calls.filter((c) => c.url === '/auth/refresh-token')).toHaveLength(1);
    expect(calls.filter((c) => c.url.startsWith('/whatsapp/'))).toHaveLength(20);
    expect(client.tokens.getAccessToken()).toBeNull();
  });

  it('a replayed (rotated) refresh token fails and ends the session once', async () => {
    const { client: signer } = sdkClient(api);
    await signIn(api, signer);
    const used = signer.tokens.getRefreshToken() ?? '';
    await signer.auth.refreshToken({ refreshToken: used });
    // Its successor is rotated too: the first token's reuse interval (two tabs refreshing at once) no longer covers
    // it, so presenting it again is a replay.
    await signer.auth.refreshToken({ refreshToken: signer.tokens.getRefreshToken() ?? '' });
    const onSessionExpired = vi.fn();
    const { client } = sdkClient(api, {
      tokenStore: memoryTokenStore({ accessToken: 'x', refreshToken: used }),
      onSessionExpired,
    });
    await expect(client.whatsapp(DEMO_ID).getConnectionStatus()).rejects.toMatchObject({ status: 401 });
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });
});
