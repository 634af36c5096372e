import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fail, ok, startTestServer, type TestServer } from '../../test/helpers/http-server';
import { createDevIdentityProvider, type PopupHost } from './devProvider';
import { clearIdTokenSync, jwtIssuedAtMs, syncIdToken } from './tokenSync';
import { IdentityError } from './types';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const account = {
  uid: 'g1',
  email: 'demo@acme.test',
  displayName: 'Demo',
  photoURL: null,
  phoneNumber: null,
  emailVerified: true,
  isNewUser: true,
};

function fakePopupHost(origin: string) {
  const listeners = new Set<(event: { origin: string; data: unknown }) => void>();
  const popup = { closed: false, close: vi.fn() };
  const open = vi.fn((_url: string, _target: string, _features: string): typeof popup | null => popup);
  const host: PopupHost = {
    open,
    addEventListener: (_t, l) => void listeners.add(l),
    removeEventListener: (_t, l) => void listeners.delete(l),
    origin: 'http://localhost:5173',
  };
  return {
    host,
    popup,
    open,
    listeners,
    post: (data: unknown, from = origin) => listeners.forEach((l) => l({ origin: from, data })),
  };
}

/** A dev provider whose Google sign-in goes through `fake`'s popup, polled every 5 ms. */
function popupProvider(fake: ReturnType<typeof fakePopupHost>, popupClosedGraceMs?: number) {
  return createDevIdentityProvider({
    baseURL: server.url,
    popupHost: fake.host,
    popupPollMs: 5,
    ...(popupClosedGraceMs === undefined ? {} : { popupClosedGraceMs }),
  });
}

describe('dev identity provider', () => {
  it('Google sign-in without a popup (uid) posts to /__dev/identity/google/sign-in', async () => {
    server.setHandler(() => ok({ user: account, credential: 'cred-1' }));
    const provider = createDevIdentityProvider({ baseURL: `${server.url}/api/v1` });
    await expect(provider.signInWithGoogle({ uid: 'g1' })).resolves.toEqual({ user: account, credential: 'cred-1' });
    expect(server.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/__dev/identity/google/sign-in',
      body: { uid: 'g1' },
    });
  });

  it("an account without email: 'Missing email from Google account'", async () => {
    server.setHandler(() => ok({ user: { ...account, email: null }, credential: 'c' }));
    const provider = createDevIdentityProvider({ baseURL: server.url });
    await expect(provider.signInWithGoogle({ uid: 'x' })).rejects.toMatchObject({
      message: 'Missing email from Google account',
    });
  });

  it('popup flow: opens 500x600 with the app origin and resolves with the posted choice', async () => {
    const fake = fakePopupHost(server.url);
    const provider = popupProvider(fake);
    const pending = provider.signInWithGoogle();
    expect(fake.open).toHaveBeenCalledWith(
      `${server.url}/__dev/identity/google/popup?origin=${encodeURIComponent('http://localhost:5173')}`,
      'wacrm-dev-google',
      'width=500,height=600',
    );
    fake.post({ type: 'wacrm:dev-google', user: account, credential: 'evil' }, 'http://evil.test'); // ignored: wrong origin
    fake.post({ type: 'something-else' }); // ignored: wrong type
    fake.post({ type: 'wacrm:dev-google', user: account, credential: 'cred-2' });
    await expect(pending).resolves.toEqual({ user: account, credential: 'cred-2' });
    expect(fake.listeners.size).toBe(0);
  });

  it('a choice that arrives after the popup was seen closed still signs in (it posts, then closes at once)', async () => {
    const fake = fakePopupHost(server.url);
    const provider = popupProvider(fake, 500);
    const pending = provider.signInWithGoogle();
    fake.popup.closed = true;
    // Several polls see it closed before the message is delivered.
    await new Promise((resolve) => setTimeout(resolve, 50));
    fake.post({ type: 'wacrm:dev-google', user: account, credential: 'cred-late' });
    await expect(pending).resolves.toEqual({ user: account, credential: 'cred-late' });
    expect(fake.listeners.size).toBe(0);
  });

  it("popup closed without a choice: 'Sign-in was cancelled'; blocked popup: 'Popup was blocked. Please allow popups for this site'", async () => {
    const fake = fakePopupHost(server.url);
    const provider = popupProvider(fake, 20);
    const pending = provider.signInWithGoogle();
    fake.popup.closed = true;
    await expect(pending).rejects.toMatchObject({ code: 'popup-closed-by-user', message: 'Sign-in was cancelled' });
    fake.open.mockReturnValueOnce(null);
    await expect(provider.signInWithGoogle()).rejects.toMatchObject({
      message: 'Popup was blocked. Please allow popups for this site',
    });
  });

  it('sends and confirms phone codes, mapping failures to the spec messages', async () => {
    const provider = createDevIdentityProvider({ baseURL: server.url });
    server.setHandler(() => ok({ verificationId: 'v1', expiresInSeconds: 600, resendInSeconds: 60 }));
    await expect(provider.sendPhoneCode('+919876543210')).resolves.toEqual({
      verificationId: 'v1',
      expiresInSeconds: 600,
      resendInSeconds: 60,
    });
    expect(server.requests.at(-1)).toMatchObject({
      path: '/__dev/identity/phone/send',
      body: { phone: '+919876543210' },
    });
    await expect(provider.sendPhoneCode('  ')).rejects.toMatchObject({ message: 'Phone number is required' });
    server.setHandler(() => ({
      status: 400,
      body: { success: false, code: 'VALIDATION_ERROR', field: 'phone', message: 'x' },
    }));
    await expect(provider.sendPhoneCode('12')).rejects.toMatchObject({ message: 'Invalid phone number format' });
    server.setHandler(() => fail(429, 'OTP_THROTTLED', 'wait'));
    await expect(provider.sendPhoneCode('+919876543210')).rejects.toMatchObject({
      message: 'Too many attempts. Please try again later',
    });
    server.setHandler(() => fail(500));
    await expect(provider.sendPhoneCode('+919876543210')).rejects.toMatchObject({ message: 'Failed to send OTP' });

    server.setHandler(() => ok({ user: { uid: 'phone-1', phoneNumber: '+919876543210' }, idToken: 'tok' }));
    await expect(provider.confirmPhoneCode('v1', '123456')).resolves.toMatchObject({
      idToken: 'tok',
      user: { uid: 'phone-1', phoneNumber: '+919876543210' },
    });
    expect(server.requests.at(-1)).toMatchObject({
      path: '/__dev/identity/phone/confirm',
      body: { verificationId: 'v1', code: '123456' },
    });
    server.setHandler(() => fail(400, 'INVALID_OTP'));
    await expect(provider.confirmPhoneCode('v1', '000000')).rejects.toMatchObject({ message: 'Invalid OTP code' });
    server.setHandler(() => fail(410, 'OTP_EXPIRED'));
    await expect(provider.confirmPhoneCode('v1', '000000')).rejects.toMatchObject({
      message: 'OTP has expired. Please request a new one',
    });
    server.setHandler(() => fail(500));
    await expect(provider.confirmPhoneCode('v1', '000000')).rejects.toMatchObject({
      message: 'OTP verification failed',
    });
  });

  it("network failure of Google sign-in: 'Network error. Please check your connection'", async () => {
    const provider = createDevIdentityProvider({ baseURL: 'http://127.0.0.1:9' });
    const error = await provider.signInWithGoogle({ uid: 'g1' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(IdentityError);
    expect(error).toMatchObject({ message: 'Network error. Please check your connection' });
  });
});

describe('id-token sync', () => {
  it('POSTs with bearer when fresh, skips beyond 300 s (configurable), DELETEs on sign-out', async () => {
    server.setHandler(() => ok({}));
    const now = 1_000_000_000;
    const opts = { url: `${server.url}/session`, now: () => now };
    server.requests.length = 0;
    await expect(syncIdToken(opts, 'tok', now - 300_000)).resolves.toBe('synced');
    expect(server.requests[0]).toMatchObject({ method: 'POST', path: '/session' });
    expect(server.requests[0]?.headers.authorization).toBe('Bearer tok');
    await expect(syncIdToken(opts, 'tok', now - 300_001)).resolves.toBe('skipped');
    await expect(syncIdToken({ ...opts, maxAgeSeconds: 600 }, 'tok', now - 500_000)).resolves.toBe('synced');
    await expect(clearIdTokenSync(opts, 'tok')).resolves.toBe('synced');
    expect(server.requests.at(-1)).toMatchObject({ method: 'DELETE', path: '/session' });
    expect(server.requests).toHaveLength(3);
    await expect(syncIdToken({ url: 'http://127.0.0.1:9/x' }, 'tok', Date.now())).resolves.toBe('failed');
  });

  it('reads iat from a JWT', () => {
    const payload = Buffer.from(JSON.stringify({ iat: 1700000000 })).toString('base64url');
    expect(jwtIssuedAtMs(`h.${payload}.s`)).toBe(1_700_000_000_000);
    expect(jwtIssuedAtMs('junk')).toBeNaN();
  });

  it('the dev provider syncs the phone id token and deletes it on sign-out', async () => {
    const fresh = `h.${Buffer.from(JSON.stringify({ iat: Math.floor(Date.now() / 1000) })).toString('base64url')}.s`;
    server.setHandler((req) =>
      req.path === '/sync' ? ok({}) : ok({ user: { uid: 'p1', phoneNumber: '+1' }, idToken: fresh }),
    );
    const provider = createDevIdentityProvider({ baseURL: server.url, tokenSync: { url: `${server.url}/sync` } });
    server.requests.length = 0;
    await provider.confirmPhoneCode('v', '123456');
    await provider.signOut();
    expect(server.requests.map((r) => `${r.method} ${r.path} ${r.headers.authorization ?? ''}`)).toEqual([
      'POST /__dev/identity/phone/confirm ',
      `POST /sync Bearer ${fresh}`,
      `DELETE /sync Bearer ${fresh}`,
    ]);
  });
});
