import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limitsFromEnv } from '../src/config';
import type { RunningMockApi } from '../src/server';
import {
  call,
  DEMO_EMAIL,
  DEMO_ID,
  DEMO_PHONE,
  latestCode,
  OTHER_EMAIL,
  signIn,
  startTestApi,
  type ApiResponse,
} from './helpers';

/**
 * The attacks of issue #22 against sign-in, performed for real against the mock API (docs/security.md lists what
 * each test proves).
 */
const AUTH = '/api/v1/auth';
const MALLORY = 'mallory@evil.test';
const MALLORY_PHONE = '+919000077777';

type Pair = { token: string; accessToken: string; refreshToken: string };

async function verifyEmail(api: RunningMockApi, email: string): Promise<void> {
  expect((await call(api, 'POST', `${AUTH}/send-email-otp`, { body: { email } })).status).toBe(200);
  const otp = await latestCode(api, email);
  expect((await call(api, 'POST', `${AUTH}/verify-email-otp`, { body: { email, otp } })).status).toBe(200);
}

async function verifyPhone(api: RunningMockApi, phone: string): Promise<void> {
  const sent = await call<{ verificationId: string }>(api, 'POST', '/__dev/identity/phone/send', { body: { phone } });
  expect(sent.status).toBe(200);
  const code = await latestCode(api, phone);
  const confirmed = await call(api, 'POST', '/__dev/identity/phone/confirm', {
    body: { verificationId: sent.body.data.verificationId, code },
  });
  expect(confirmed.status).toBe(200);
}

function expectNoTokens(res: ApiResponse): void {
  expect(res.body.success).toBe(false);
  expect(res.text).not.toMatch(/accessToken|refreshToken/);
}

const refresh = (api: RunningMockApi, refreshToken: string) =>
  call<Pair>(api, 'POST', `${AUTH}/refresh-token`, { body: { refreshToken } });

describe('security: login acts only for the owner of the verified identifier', () => {
  let api: RunningMockApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  it("refuses the attacker's verified email with the victim's phone (no tokens)", async () => {
    await verifyEmail(api, MALLORY);
    const res = await call(api, 'POST', `${AUTH}/login`, { body: { email: MALLORY, phone: DEMO_PHONE } });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({
      code: 'IDENTIFIER_MISMATCH',
      message: 'The email address and phone number do not belong to the same account. Log in with one of them.',
    });
    expectNoTokens(res);
    // Another registered user's verified email with the victim's phone: refused as well.
    await verifyEmail(api, OTHER_EMAIL);
    const other = await call(api, 'POST', `${AUTH}/login`, { body: { email: OTHER_EMAIL, phone: DEMO_PHONE } });
    expect(other.status).toBe(401);
    expectNoTokens(other);
  });

  it("refuses the victim's email with the attacker's verified phone (no tokens)", async () => {
    await verifyPhone(api, MALLORY_PHONE);
    const res = await call(api, 'POST', `${AUTH}/login`, { body: { email: DEMO_EMAIL, phone: MALLORY_PHONE } });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('IDENTIFIER_MISMATCH');
    expectNoTokens(res);
    // The attacker's phone alone names no account.
    const alone = await call(api, 'POST', `${AUTH}/login`, { body: { phone: MALLORY_PHONE } });
    expect(alone.status).toBe(404);
    expectNoTokens(alone);
  });

  it("does not accept another account's Google credential", async () => {
    const google = await call<{ credential: string }>(api, 'POST', '/__dev/identity/google/sign-in', {
      body: { uid: 'google-priya-sharma' },
    });
    const res = await call(api, 'POST', `${AUTH}/login`, {
      body: { email: DEMO_EMAIL, googleCredential: google.body.data.credential },
    });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('VERIFICATION_REQUIRED');
    expectNoTokens(res);
  });

  it("signs in the account's owner when both identifiers are that account's and one was verified", async () => {
    await verifyEmail(api, DEMO_EMAIL);
    const res = await call<{ user: { userId: string } }>(api, 'POST', `${AUTH}/login`, {
      body: { email: DEMO_EMAIL, phone: DEMO_PHONE },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.user.userId).toBe(DEMO_ID);
  });
});

describe('security: register cannot take over or create an account from unverified identifiers', () => {
  let api: RunningMockApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  const person = { firstName: 'Mallory', lastName: 'Evil' };

  it("refuses the victim's email with the attacker's verified phone, and changes nothing", async () => {
    await verifyPhone(api, MALLORY_PHONE);
    const users = api.store.data.users.length;
    const res = await call(api, 'POST', `${AUTH}/register`, {
      body: { ...person, email: DEMO_EMAIL, phone: MALLORY_PHONE },
    });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('USER_ALREADY_EXISTS');
    expectNoTokens(res);
    expect(api.store.data.users).toHaveLength(users);
    expect(api.store.data.users.find((u) => u.userId === DEMO_ID)?.phoneNumber).toBe(DEMO_PHONE);
  });

  it("refuses the attacker's verified email with the victim's phone", async () => {
    await verifyEmail(api, MALLORY);
    const res = await call(api, 'POST', `${AUTH}/register`, {
      body: { ...person, email: MALLORY, phone: DEMO_PHONE },
    });
    expect(res.status).toBe(409);
    expectNoTokens(res);
    expect(api.store.data.users.some((u) => u.email === MALLORY)).toBe(false);
  });

  it('refuses a verified email with a phone nobody verified (an unclaimed phone cannot be squatted)', async () => {
    await verifyEmail(api, 'squatter@evil.test');
    const res = await call(api, 'POST', `${AUTH}/register`, {
      body: { ...person, email: 'squatter@evil.test', phone: '+919000088888' },
    });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ code: 'VERIFICATION_REQUIRED', message: 'Please verify your phone number first' });
    expectNoTokens(res);
    expect(api.store.data.users.some((u) => u.phoneNumber === '+919000088888')).toBe(false);
  });

  it("refuses a Google credential for another email even next to the attacker's verified phone", async () => {
    await verifyPhone(api, '+919000066666');
    const google = await call<{ credential: string }>(api, 'POST', '/__dev/identity/google/sign-in', {
      body: { uid: 'google-arjun-mehta' },
    });
    const res = await call(api, 'POST', `${AUTH}/register`, {
      body: {
        ...person,
        email: 'ceo@lumen.test',
        phone: '+919000066666',
        firebaseUid: 'google-arjun-mehta',
        googleCredential: google.body.data.credential,
      },
    });
    expect(res.status).toBe(401);
    expectNoTokens(res);
    expect(api.store.data.users.some((u) => u.email === 'ceo@lumen.test')).toBe(false);
  });
});

describe('security: logout ends the session on the server', () => {
  let api: RunningMockApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  it('revokes the refresh family: a later refresh is 401 INVALID_REFRESH_TOKEN, the access token stops working', async () => {
    const session = await signIn(api);
    const res = await call<{ loggedOut: boolean }>(api, 'POST', `${AUTH}/logout`, {
      body: { refreshToken: session.refreshToken },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: 'Logged out', data: { loggedOut: true } });
    const after = await refresh(api, session.refreshToken);
    expect(after.status).toBe(401);
    expect(after.body).toMatchObject({ code: 'INVALID_REFRESH_TOKEN', message: 'Invalid or expired refresh token' });
    const profile = await call(api, 'GET', `${AUTH}/profile`, { token: session.accessToken });
    expect(profile.status).toBe(401);
    expect(profile.body).toMatchObject({
      code: 'UNAUTHORIZED',
      message: 'Your session has ended. Please log in again.',
    });
  });

  it('revokes the whole family when the token given was rotated since, without ending other sessions', async () => {
    const session = await signIn(api);
    const other = await signIn(api);
    const rotated = await refresh(api, session.refreshToken);
    expect(rotated.status).toBe(200);
    await call(api, 'POST', `${AUTH}/logout`, { body: { refreshToken: rotated.body.data.refreshToken } });
    // The old token inside the reuse interval must not hand out the (now revoked) pair again.
    expect((await refresh(api, session.refreshToken)).status).toBe(401);
    expect((await refresh(api, rotated.body.data.refreshToken)).status).toBe(401);
    expect((await refresh(api, other.refreshToken)).status).toBe(200);
  });

  it('is idempotent: an unknown or already revoked token still answers 200', async () => {
    const session = await signIn(api);
    const body = { refreshToken: session.refreshToken };
    expect((await call(api, 'POST', `${AUTH}/logout`, { body })).status).toBe(200);
    expect((await call(api, 'POST', `${AUTH}/logout`, { body })).status).toBe(200);
    const unknown = await call(api, 'POST', `${AUTH}/logout`, { body: { refreshToken: 'never-issued' } });
    expect(unknown.status).toBe(200);
    expect(unknown.body.data).toEqual({ loggedOut: true });
  });

  it('answers 400 naming refreshToken for a missing or malformed body, 415 for a non-JSON one', async () => {
    const missing = await call(api, 'POST', `${AUTH}/logout`, { body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({
      code: 'VALIDATION_ERROR',
      field: 'refreshToken',
      message: 'refreshToken is required',
    });
    const wrongType = await call(api, 'POST', `${AUTH}/logout`, { body: { refreshToken: 42 } });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.message).toBe('refreshToken must be a string');
    const form = await call(api, 'POST', `${AUTH}/logout`, {
      raw: 'refreshToken=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(415);
  });
});

describe('security: refresh rotation tolerates two tabs refreshing at once', () => {
  let api: RunningMockApi;
  beforeAll(async () => {
    api = await startTestApi({ limits: { refreshReuseMs: 300 } });
  });
  afterAll(() => api.close());

  it('gives two concurrent refreshes with the same token the same new pair, and that pair works', async () => {
    const session = await signIn(api);
    const [a, b] = await Promise.all([refresh(api, session.refreshToken), refresh(api, session.refreshToken)]);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(b.body.data).toEqual(a.body.data);
    expect(a.body.data.refreshToken).not.toBe(session.refreshToken);
    const profile = await call(api, 'GET', `${AUTH}/profile`, { token: b.body.data.accessToken });
    expect(profile.status).toBe(200);
    expect((await refresh(api, a.body.data.refreshToken)).status).toBe(200);
  });

  it('treats a reuse after the interval as a replay and revokes the family', async () => {
    const session = await signIn(api);
    const first = await refresh(api, session.refreshToken);
    await new Promise((r) => setTimeout(r, 400));
    const replay = await refresh(api, session.refreshToken);
    expect(replay.status).toBe(401);
    expect(replay.body.code).toBe('INVALID_REFRESH_TOKEN');
    expect((await refresh(api, first.body.data.refreshToken)).status).toBe(401);
  });

  it('does not hand out a successor that was itself rotated since: the family is revoked instead', async () => {
    const session = await signIn(api);
    const first = await refresh(api, session.refreshToken);
    const second = await refresh(api, first.body.data.refreshToken);
    expect(second.status).toBe(200);
    const late = await refresh(api, session.refreshToken);
    expect(late.status).toBe(401);
    expect((await refresh(api, second.body.data.refreshToken)).status).toBe(401);
  });

  it('reads MOCK_REFRESH_REUSE_MS and the other limits from the environment', () => {
    expect(
      limitsFromEnv({
        MOCK_REFRESH_REUSE_MS: '2500',
        MOCK_VERIFY_FAILURES_PER_HOUR: '3',
        MOCK_CODE_SENDS_PER_ADDRESS_PER_HOUR: '1000',
        MOCK_SOCKETS_PER_USER: 'many',
      }),
    ).toEqual({ refreshReuseMs: 2500, verifyFailuresPerHour: 3, codeSendsPerAddressPerHour: 1000 });
  });
});
