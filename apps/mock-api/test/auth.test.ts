import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RunningMockApi } from '../src/server';
import { call, DEMO_EMAIL, DEMO_PHONE, latestCode, signIn, startTestApi, type Session } from './helpers';

const AUTH = '/api/v1/auth';

describe('auth: check-user', () => {
  let api: RunningMockApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  it('answers USER_NOT_FOUND in login mode for an unknown account', async () => {
    const res = await call(api, 'POST', `${AUTH}/check-user`, { body: { email: 'nobody@acme.test', mode: 'login' } });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({
      success: false,
      code: 'USER_NOT_FOUND',
      message: 'Account not found. Please register first.',
    });
  });

  it('answers USER_ALREADY_EXISTS in register mode (the default) for a known email or phone', async () => {
    const byEmail = await call(api, 'POST', `${AUTH}/check-user`, { body: { email: 'DEMO@acme.test' } });
    expect(byEmail.status).toBe(409);
    expect(byEmail.body).toMatchObject({
      code: 'USER_ALREADY_EXISTS',
      message: 'Account already exists. Please login instead.',
    });
    const byPhone = await call(api, 'POST', `${AUTH}/check-user`, { body: { phone: '98765 43210', mode: 'register' } });
    expect(byPhone.status).toBe(409);
  });

  it('answers exists for the valid cases and 400 naming the field for bad input', async () => {
    const login = await call<{ exists: boolean }>(api, 'POST', `${AUTH}/check-user`, {
      body: { phone: DEMO_PHONE, mode: 'login' },
    });
    expect(login.status).toBe(200);
    expect(login.body.data.exists).toBe(true);
    const fresh = await call<{ exists: boolean }>(api, 'POST', `${AUTH}/check-user`, {
      body: { email: 'new@startup.test' },
    });
    expect(fresh.body.data.exists).toBe(false);
    const bad = await call(api, 'POST', `${AUTH}/check-user`, { body: { email: 'not-an-email' } });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'VALIDATION_ERROR', field: 'email' });
    const mode = await call(api, 'POST', `${AUTH}/check-user`, { body: { email: DEMO_EMAIL, mode: 'admin' } });
    expect(mode.body.field).toBe('mode');
  });
});

describe('auth: email codes', () => {
  let api: RunningMockApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  const send = (email: string) => call(api, 'POST', `${AUTH}/send-email-otp`, { body: { email } });
  const verify = (email: string, otp: string) =>
    call(api, 'POST', `${AUTH}/verify-email-otp`, { body: { email, otp } });

  it('refuses Gmail and malformed addresses', async () => {
    const gmail = await send('someone@gmail.com');
    expect(gmail.status).toBe(400);
    expect(gmail.body.message).toBe('Please use your business email address, not Gmail');
    expect((await send('nope')).status).toBe(400);
  });

  it('sends a 6-digit code to the outbox, single use', async () => {
    const email = 'single@acme.test';
    const sent = await send(email);
    expect(sent.status).toBe(200);
    expect(sent.body.data).toEqual({ expiresInSeconds: 600, resendInSeconds: 60 });
    const code = await latestCode(api, email);
    expect(code).toMatch(/^\d{6}$/);
    expect((await verify(email, code)).body.data).toEqual({ verified: true });
    const again = await verify(email, code);
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ code: 'INVALID_OTP', message: 'Invalid OTP' });
  });

  it('refuses a resend within 60 s, and the old code dies after a resend', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const email = 'resend@acme.test';
    await send(email);
    const first = await latestCode(api, email);
    const throttled = await send(email);
    expect(throttled.status).toBe(429);
    expect(throttled.body.code).toBe('OTP_THROTTLED');
    vi.setSystemTime(Date.now() + 61_000);
    expect((await send(email)).status).toBe(200);
    const second = await latestCode(api, email);
    if (first !== second) expect((await verify(email, first)).status).toBe(400);
    expect((await verify(email, second)).status).toBe(200);
  });

  it('expires codes after 10 minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const email = 'expiry@acme.test';
    await send(email);
    const code = await latestCode(api, email);
    vi.setSystemTime(Date.now() + 10 * 60_000 + 1000);
    const res = await verify(email, code);
    expect(res.status).toBe(410);
    expect(res.body).toMatchObject({ code: 'OTP_EXPIRED', message: 'OTP has expired. Please request a new one' });
  });

  it('locks the code after 5 wrong tries, even for the right code', async () => {
    const email = 'locked@acme.test';
    await send(email);
    const code = await latestCode(api, email);
    const wrong = code === '000000' ? '111111' : '000000';
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await verify(email, wrong)).status);
    expect(statuses).toEqual([400, 400, 400, 400, 429]);
    const locked = await verify(email, code);
    expect(locked.status).toBe(429);
    expect(locked.body.code).toBe('OTP_LOCKED');
  });
});

describe('auth: login, tokens, refresh rotation, profile', () => {
  let api: RunningMockApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  it('refuses login without a verified code, and for unknown accounts', async () => {
    const res = await call(api, 'POST', `${AUTH}/login`, { body: { email: DEMO_EMAIL } });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('VERIFICATION_REQUIRED');
    const unknown = await call(api, 'POST', `${AUTH}/login`, { body: { email: 'ghost@acme.test' } });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('USER_NOT_FOUND');
  });

  it('logs in after an email code, returns the profile, and the verification is spent', async () => {
    const session = await signIn(api);
    expect(session.accessToken.split('.')).toHaveLength(3);
    const profile = await call<{ user: Record<string, unknown> }>(api, 'GET', `${AUTH}/profile`, {
      token: session.accessToken,
    });
    expect(profile.status).toBe(200);
    expect(profile.body.data.user).toMatchObject({
      userId: 'usr_demo',
      firstName: 'Demo',
      lastName: 'User',
      email: DEMO_EMAIL,
      phoneNumber: DEMO_PHONE,
      plan: 'trial',
      status: 'active',
      role: 'owner',
    });
    const again = await call(api, 'POST', `${AUTH}/login`, { body: { email: DEMO_EMAIL } });
    expect(again.status).toBe(401);
  });

  it('logs in by phone after a phone code through the identity service', async () => {
    const sent = await call<{ verificationId: string }>(api, 'POST', '/__dev/identity/phone/send', {
      body: { phone: '9876543210' },
    });
    expect(sent.status).toBe(200);
    const code = await latestCode(api, DEMO_PHONE);
    const confirmed = await call(api, 'POST', '/__dev/identity/phone/confirm', {
      body: { verificationId: sent.body.data.verificationId, code },
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data).toMatchObject({ user: { phoneNumber: DEMO_PHONE } });
    const login = await call<Session>(api, 'POST', `${AUTH}/login`, { body: { phone: DEMO_PHONE } });
    expect(login.status).toBe(200);
  });

  it('rejects missing, malformed and forged tokens with 401', async () => {
    expect((await call(api, 'GET', `${AUTH}/profile`)).status).toBe(401);
    expect((await call(api, 'GET', `${AUTH}/profile`, { token: 'abc' })).status).toBe(401);
    const session = await signIn(api);
    const [h, p] = session.accessToken.split('.');
    const forged = `${h}.${p}.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`;
    expect((await call(api, 'GET', `${AUTH}/profile`, { token: forged })).status).toBe(401);
  });

  it('rotates refresh tokens and revokes the family when a used one is replayed after the reuse interval', async () => {
    const session = await signIn(api);
    const first = await call<{ token: string; accessToken: string; refreshToken: string }>(
      api,
      'POST',
      `${AUTH}/refresh-token`,
      {
        body: { refreshToken: session.refreshToken },
      },
    );
    expect(first.status).toBe(200);
    expect(first.body.data.token).toBe(first.body.data.accessToken);
    expect(first.body.data.refreshToken).not.toBe(session.refreshToken);
    // Replay of the used token after the 10 s reuse interval: refused, and the whole family dies (the newest too).
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 11_000);
      const replay = await call(api, 'POST', `${AUTH}/refresh-token`, {
        body: { refreshToken: session.refreshToken },
      });
      expect(replay.status).toBe(401);
      expect(replay.body.code).toBe('INVALID_REFRESH_TOKEN');
      const newest = await call(api, 'POST', `${AUTH}/refresh-token`, {
        body: { refreshToken: first.body.data.refreshToken },
      });
      expect(newest.status).toBe(401);
    } finally {
      vi.useRealTimers();
    }
    // Another session is unaffected.
    const other = await signIn(api);
    expect(
      (await call(api, 'POST', `${AUTH}/refresh-token`, { body: { refreshToken: other.refreshToken } })).status,
    ).toBe(200);
  });

  it('answers TOKEN_EXPIRED for an access token older than 15 minutes', async () => {
    const session = await signIn(api);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 16 * 60_000);
      const res = await call(api, 'GET', `${AUTH}/profile`, { token: session.accessToken });
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('TOKEN_EXPIRED');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('auth: register and the dev identity service', () => {
  let api: RunningMockApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  const person = { firstName: 'Nisha', lastName: 'Verma', email: 'nisha@brightlabs.test', phone: '+91 91234-56789' };

  it('validates with the spec messages', async () => {
    const res = await call(api, 'POST', `${AUTH}/register`, { body: { ...person, firstName: 'N' } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ field: 'firstName', message: 'First name must be at least 2 characters' });
    const digits = await call(api, 'POST', `${AUTH}/register`, { body: { ...person, lastName: 'V3rma' } });
    expect(digits.body.message).toBe('Last name should only contain letters');
    const gmail = await call(api, 'POST', `${AUTH}/register`, { body: { ...person, email: 'n@gmail.com' } });
    expect(gmail.body.message).toBe('Please use your business email address, not Gmail');
    const phone = await call(api, 'POST', `${AUTH}/register`, { body: { ...person, phone: '12345' } });
    expect(phone.body.message).toBe('Please enter a valid phone number');
  });

  it('refuses registration without a verified phone, then registers after a phone code', async () => {
    const refused = await call(api, 'POST', `${AUTH}/register`, { body: person });
    expect(refused.status).toBe(401);
    expect(refused.body.code).toBe('VERIFICATION_REQUIRED');
    const sent = await call<{ verificationId: string }>(api, 'POST', '/__dev/identity/phone/send', {
      body: { phone: person.phone },
    });
    const code = await latestCode(api, '+919123456789');
    const wrong = await call(api, 'POST', '/__dev/identity/phone/confirm', {
      body: { verificationId: sent.body.data.verificationId, code: code === '000000' ? '000001' : '000000' },
    });
    expect(wrong.body).toMatchObject({ code: 'INVALID_OTP', message: 'Invalid OTP code' });
    await call(api, 'POST', '/__dev/identity/phone/confirm', {
      body: { verificationId: sent.body.data.verificationId, code },
    });
    const res = await call<Record<string, unknown>>(api, 'POST', `${AUTH}/register`, {
      body: { ...person, role: 'admin', plan: 'enterprise' },
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      firstName: 'Nisha',
      email: 'nisha@brightlabs.test',
      phoneNumber: '+919123456789',
      plan: 'trial',
      role: 'owner',
      tokens: { accessToken: res.body.data.accessToken, refreshToken: res.body.data.refreshToken },
    });
    const duplicate = await call(api, 'POST', `${AUTH}/register`, { body: person });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.code).toBe('USER_ALREADY_EXISTS');
  });

  it('keeps the outbox per address (email lower-cased, phone normalised) and needs `to`', async () => {
    expect((await call(api, 'GET', '/__dev/outbox')).status).toBe(400);
    await call(api, 'POST', '/__dev/identity/phone/send', { body: { phone: '+91 90000 22222' } });
    const byLocal = await call<{ to: string; channel: string }[]>(api, 'GET', '/__dev/outbox?to=9000022222');
    expect(byLocal.body.data[0]).toMatchObject({ to: '+919000022222', channel: 'sms' });
    await call(api, 'POST', `${AUTH}/send-email-otp`, { body: { email: 'Case@Acme.test' } });
    const byEmail = await call<{ to: string }[]>(api, 'GET', '/__dev/outbox?to=CASE@acme.test');
    expect(byEmail.body.data[0]).toMatchObject({ to: 'case@acme.test', channel: 'email' });
  });

  it('offers demo Google accounts, one without a phone and one without an email', async () => {
    const res = await call<{ uid: string; phoneNumber: string | null; email: string | null }[]>(
      api,
      'GET',
      '/__dev/identity/google/accounts',
    );
    expect(res.status).toBe(200);
    expect(res.body.data.some((a) => a.phoneNumber === null && a.email)).toBe(true);
    expect(res.body.data.some((a) => a.email === null)).toBe(true);
  });

  it('registers a Google account without a phone via its signed credential and a phone code (complete-registration)', async () => {
    const signInRes = await call<{
      user: { email: string; isNewUser: boolean; phoneNumber: null };
      credential: string;
    }>(api, 'POST', '/__dev/identity/google/sign-in', { body: { uid: 'google-arjun-mehta' } });
    expect(signInRes.body.data.user).toMatchObject({ isNewUser: true, phoneNumber: null });
    const { credential, user } = signInRes.body.data;
    const body = {
      firstName: 'Arjun',
      lastName: 'Mehta',
      email: user.email,
      phone: '9000011111',
      firebaseUid: 'google-arjun-mehta',
    };
    // The Google credential proves the email only: the phone needs its own code.
    const unverifiedPhone = await call(api, 'POST', `${AUTH}/register`, {
      body: { ...body, googleCredential: credential },
    });
    expect(unverifiedPhone.status).toBe(401);
    expect(unverifiedPhone.body).toMatchObject({
      code: 'VERIFICATION_REQUIRED',
      message: 'Please verify your phone number first',
    });
    const sent = await call<{ verificationId: string }>(api, 'POST', '/__dev/identity/phone/send', {
      body: { phone: body.phone },
    });
    const code = await latestCode(api, '+919000011111');
    await call(api, 'POST', '/__dev/identity/phone/confirm', {
      body: { verificationId: sent.body.data.verificationId, code },
    });
    const forged = await call(api, 'POST', `${AUTH}/register`, {
      body: { ...body, googleCredential: `${credential}x` },
    });
    expect(forged.status).toBe(401);
    expect(forged.body.message).toBe('The Google credential is invalid or expired');
    const otherEmail = await call(api, 'POST', `${AUTH}/register`, {
      body: { ...body, email: 'someone.else@lumen.test', googleCredential: credential },
    });
    expect(otherEmail.status).toBe(401);
    expect(otherEmail.body.message).toBe('The Google credential is for a different email address');
    const ok = await call<{ emailVerified: boolean }>(api, 'POST', `${AUTH}/register`, {
      body: { ...body, googleCredential: credential },
    });
    expect(ok.status).toBe(201);
    expect(ok.body.data.emailVerified).toBe(true);
  });

  it("registers a Google account with a phone directly: the phone is the Google account's own", async () => {
    const signInRes = await call<{ user: { email: string; phoneNumber: string }; credential: string }>(
      api,
      'POST',
      '/__dev/identity/google/sign-in',
      { body: { uid: 'google-priya-sharma' } },
    );
    const { credential, user } = signInRes.body.data;
    const body = { firstName: 'Priya', lastName: 'Sharma', email: user.email, googleCredential: credential };
    // Another phone than the Google account's is not verified by the credential.
    const otherPhone = await call(api, 'POST', `${AUTH}/register`, { body: { ...body, phone: '9000033333' } });
    expect(otherPhone.status).toBe(401);
    expect(api.store.data.users.some((u) => u.email === user.email)).toBe(false);
    const ok = await call(api, 'POST', `${AUTH}/register`, { body: { ...body, phone: user.phoneNumber } });
    expect(ok.status).toBe(201);
  });

  it('lets an existing Google user log in with the email Google verified', async () => {
    const res = await call<{ user: { isNewUser: boolean } }>(api, 'POST', '/__dev/identity/google/sign-in', {
      body: { uid: 'google-demo-user' },
    });
    expect(res.body.data.user.isNewUser).toBe(false);
    expect((await call(api, 'POST', `${AUTH}/login`, { body: { email: DEMO_EMAIL } })).status).toBe(200);
  });

  it('serves the popup page only for an allowed origin', async () => {
    const page = await fetch(
      `${api.url}/__dev/identity/google/popup?origin=${encodeURIComponent('http://localhost:5173')}`,
    );
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('wacrm:dev-google');
    expect(html).toContain('Demo User');
    const evil = await fetch(
      `${api.url}/__dev/identity/google/popup?origin=${encodeURIComponent('https://evil.test')}`,
    );
    expect(evil.status).toBe(400);
  });
});
