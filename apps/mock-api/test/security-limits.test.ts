import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RunningMockApi } from '../src/server';
import { call, DEMO_EMAIL, DEMO_ID, latestCode, signIn, startTestApi, type ApiResponse, type Session } from './helpers';

/**
 * The budget attacks of issue #22 (guessing codes across codes, sending codes in bulk) and cross-site posts to the
 * dev routes, performed against the mock API (docs/security.md lists what each test proves).
 */
const AUTH = '/api/v1/auth';

describe('security: code guessing is limited per identifier across codes', () => {
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
  const retryAfter = async (email: string, otp: string) => {
    const res = await fetch(`${api.url}${AUTH}/verify-email-otp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, otp }),
    });
    return {
      status: res.status,
      retryAfter: Number(res.headers.get('retry-after')),
      body: (await res.json()) as object,
    };
  };

  it('locks the identifier after 10 wrong codes spread over two codes; a fresh code does not reset it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const email = 'target@acme.test';
    const statuses: string[] = [];
    for (let round = 0; round < 2; round += 1) {
      if (round > 0) vi.setSystemTime(Date.now() + 61_000);
      expect((await send(email)).status).toBe(200);
      const code = await latestCode(api, email);
      const wrong = code === '000000' ? '111111' : '000000';
      for (let i = 0; i < 5; i += 1) {
        const res = await verify(email, wrong);
        statuses.push(`${res.status} ${res.body.code}`);
      }
    }
    expect(statuses).toEqual([
      ...Array<string>(4).fill('400 INVALID_OTP'),
      '429 OTP_LOCKED',
      ...Array<string>(4).fill('400 INVALID_OTP'),
      '429 OTP_ATTEMPTS_EXCEEDED',
    ]);
    // A fresh code, entered right: still 429 with Retry-After for the rest of the hour.
    vi.setSystemTime(Date.now() + 61_000);
    expect((await send(email)).status).toBe(200);
    const fresh = await retryAfter(email, await latestCode(api, email));
    expect(fresh.status).toBe(429);
    expect(fresh.body).toMatchObject({
      code: 'OTP_ATTEMPTS_EXCEEDED',
      message: 'Too many incorrect codes for this email address. Please try again in 58 minutes.',
    });
    expect(fresh.retryAfter).toBeGreaterThan(3400);
    expect(fresh.retryAfter).toBeLessThanOrEqual(3600);
    // Another identifier is not affected.
    await send('bystander@acme.test');
    expect((await verify('bystander@acme.test', await latestCode(api, 'bystander@acme.test'))).status).toBe(200);
    // An hour after the failures the identifier can verify again.
    vi.setSystemTime(Date.now() + 3_600_000);
    expect((await send(email)).status).toBe(200);
    expect((await verify(email, await latestCode(api, email))).status).toBe(200);
  });

  it('applies the same budget to phone codes (message names the phone number)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const phone = '+919000055555';
    let last: ApiResponse | undefined;
    for (let round = 0; round < 2; round += 1) {
      if (round > 0) vi.setSystemTime(Date.now() + 61_000);
      const sent = await call<{ verificationId: string }>(api, 'POST', '/__dev/identity/phone/send', {
        body: { phone },
      });
      const code = await latestCode(api, phone);
      for (let i = 0; i < 5; i += 1) {
        last = await call(api, 'POST', '/__dev/identity/phone/confirm', {
          body: { verificationId: sent.body.data.verificationId, code: code === '000000' ? '111111' : '000000' },
        });
      }
    }
    expect(last?.status).toBe(429);
    expect(last?.body.message).toBe('Too many incorrect codes for this phone number. Please try again in 59 minutes.');
  });
});

describe('security: code sends are limited per client address', () => {
  it('accepts 100 sends from one address in an hour by default, across identifiers, then answers 429', async () => {
    const api = await startTestApi();
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 101; i += 1) {
        const email = `burst${i}@acme.test`;
        statuses.push((await call(api, 'POST', `${AUTH}/send-email-otp`, { body: { email } })).status);
      }
      expect(statuses.filter((s) => s === 200)).toHaveLength(100);
      expect(statuses[100]).toBe(429);
    } finally {
      await api.close();
    }
  });

  it('counts email and SMS sends together (refused requests not) and answers OTP_SEND_LIMIT with Retry-After', async () => {
    const api = await startTestApi({ limits: { codeSendsPerAddressPerHour: 3 } });
    try {
      // Refused requests send nothing and use nothing up.
      for (const email of ['someone@gmail.com', 'not-an-email']) {
        expect((await call(api, 'POST', `${AUTH}/send-email-otp`, { body: { email } })).status).toBe(400);
      }
      for (const email of ['a1@acme.test', 'a2@acme.test']) {
        expect((await call(api, 'POST', `${AUTH}/send-email-otp`, { body: { email } })).status).toBe(200);
      }
      const sms = await call(api, 'POST', '/__dev/identity/phone/send', { body: { phone: '+919000011122' } });
      expect(sms.status).toBe(200);
      const res = await fetch(`${api.url}${AUTH}/send-email-otp`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'http://localhost:5173' },
        body: JSON.stringify({ email: 'a3@acme.test' }),
      });
      expect(res.status).toBe(429);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(3500);
      expect(res.headers.get('access-control-expose-headers')).toContain('Retry-After');
      expect(await res.json()).toMatchObject({
        success: false,
        code: 'OTP_SEND_LIMIT',
        message: 'Too many codes were requested from your network. Please try again in 60 minutes.',
      });
      const outbox = await call<unknown[]>(api, 'GET', '/__dev/outbox?to=a3@acme.test');
      expect(outbox.body.data).toEqual([]);
      // The SMS channel shares the budget.
      const phone = await call(api, 'POST', '/__dev/identity/phone/send', { body: { phone: '+919000011133' } });
      expect(phone.status).toBe(429);
      expect(phone.body.code).toBe('OTP_SEND_LIMIT');
    } finally {
      await api.close();
    }
  });
});

describe('security: dev routes that change state need a JSON content type', () => {
  let api: RunningMockApi;
  let demo: Session;
  beforeAll(async () => {
    api = await startTestApi();
    demo = await signIn(api);
  });
  afterAll(() => api.close());

  it('refuses cross-site form posts (and bodiless posts) with 415, changing nothing', async () => {
    const contacts = api.store.data.contacts.length;
    await call(api, 'POST', `/api/v1/whatsapp/contacts/${DEMO_ID}`, {
      token: demo.accessToken,
      body: { name: 'Kept Contact', phone: '+919811100001' },
    });
    expect(api.store.data.contacts.length).toBe(contacts + 1);
    const attempts: [string, string | undefined, string | undefined][] = [
      ['/__dev/reset', undefined, undefined],
      ['/__dev/reset', 'application/x-www-form-urlencoded', 'a=1'],
      ['/__dev/reset', 'text/plain', '{}'],
      ['/__dev/config', 'multipart/form-data; boundary=x', '--x--'],
      [
        '/__dev/simulate/inbound',
        'text/plain',
        JSON.stringify({ clientId: DEMO_ID, from: '+919800000009', text: 'x' }),
      ],
      ['/__dev/identity/google/sign-in', 'application/x-www-form-urlencoded', 'uid=google-demo-user'],
      ['/__dev/identity/phone/send', undefined, undefined],
    ];
    for (const [path, type, raw] of attempts) {
      const res = await call(api, 'POST', path, { raw, headers: type ? { 'content-type': type } : {} });
      expect(res.status, `${path} ${type ?? '(no type)'}`).toBe(415);
      expect(res.body.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    }
    const bare = await call(api, 'POST', '/__dev/reset');
    expect(bare.body.message).toBe(
      'Dev endpoints that change data need Content-Type: application/json (send {} when there is no body)',
    );
    expect(api.store.data.contacts.length).toBe(contacts + 1);
    // The Google sign-in did not run: the demo email is not verified for a login.
    expect((await call(api, 'POST', `${AUTH}/login`, { body: { email: DEMO_EMAIL } })).status).toBe(401);
    // Reading stays plain, and JSON requests still work.
    expect((await call(api, 'GET', `/__dev/outbox?to=${DEMO_EMAIL}`)).status).toBe(200);
    expect((await call(api, 'POST', '/__dev/reset', { body: {} })).status).toBe(200);
    expect(api.store.data.contacts.length).toBe(contacts);
  });
});
