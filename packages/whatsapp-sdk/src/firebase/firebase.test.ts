import { beforeEach, describe, expect, it, vi } from 'vitest';

const fb = vi.hoisted(() => ({
  signInWithPopup: vi.fn(),
  signInWithPhoneNumber: vi.fn(),
  signInWithCredential: vi.fn(),
  credential: vi.fn((verificationId: string, code: string) => ({ verificationId, code })),
  signOut: vi.fn(async () => undefined),
  getAdditionalUserInfo: vi.fn(() => ({ isNewUser: true })),
  getIdTokenResult: vi.fn(async () => ({ token: 'id-token', issuedAtTime: new Date().toUTCString() })),
  verifiers: [] as Array<{ container: unknown; params: unknown; cleared: boolean }>,
  setCustomParameters: vi.fn(),
}));

vi.mock('firebase/auth', () => ({
  GoogleAuthProvider: class {
    setCustomParameters = fb.setCustomParameters;
  },
  PhoneAuthProvider: { credential: fb.credential },
  RecaptchaVerifier: class {
    record: { container: unknown; params: unknown; cleared: boolean };
    constructor(_auth: unknown, container: unknown, params: unknown) {
      this.record = { container, params, cleared: false };
      fb.verifiers.push(this.record);
    }
    clear() {
      this.record.cleared = true;
    }
  },
  signInWithPopup: fb.signInWithPopup,
  signInWithPhoneNumber: fb.signInWithPhoneNumber,
  signInWithCredential: fb.signInWithCredential,
  signOut: fb.signOut,
  getAdditionalUserInfo: fb.getAdditionalUserInfo,
  getIdTokenResult: fb.getIdTokenResult,
}));

const {
  createFirebaseIdentityProvider,
  mapFirebaseGoogleError,
  mapFirebasePhoneSendError,
  mapFirebasePhoneVerifyError,
} = await import('./index');

const user = {
  uid: 'u1',
  email: 'ann@acme.io',
  displayName: 'Ann',
  photoURL: null,
  phoneNumber: null,
  emailVerified: true,
};
const auth = {} as never;

beforeEach(() => {
  vi.clearAllMocks();
  fb.verifiers.length = 0;
});

describe('firebase error mapping', () => {
  it.each([
    ['auth/popup-closed-by-user', 'Sign-in was cancelled'],
    ['auth/popup-blocked', 'Popup was blocked. Please allow popups for this site'],
    ['auth/cancelled-popup-request', 'Sign-in request was cancelled'],
    ['auth/account-exists-with-different-credential', 'Account exists with different sign-in method'],
    ['auth/network-request-failed', 'Network error. Please check your connection'],
    ['auth/internal-error', 'Google sign-in failed'],
  ])('Google %s -> %s', (code, message) => {
    expect(mapFirebaseGoogleError({ code })).toMatchObject({ code, message });
  });

  it("a non-Firebase error: 'An unexpected error occurred. Please try again.'", () => {
    expect(mapFirebaseGoogleError(new Error('x')).message).toBe('An unexpected error occurred. Please try again.');
  });

  it.each([
    ['auth/invalid-phone-number', 'Invalid phone number format'],
    ['auth/missing-phone-number', 'Phone number is required'],
    ['auth/quota-exceeded', 'SMS quota exceeded. Please try again later'],
    ['auth/captcha-check-failed', 'Verification failed. Please try again'],
    ['auth/too-many-requests', 'Too many attempts. Please try again later'],
    ['auth/other', 'Failed to send OTP'],
  ])('phone send %s -> %s', (code, message) => {
    expect(mapFirebasePhoneSendError({ code }).message).toBe(message);
  });

  it.each([
    ['auth/invalid-verification-code', 'Invalid OTP code'],
    ['auth/code-expired', 'OTP has expired. Please request a new one'],
    ['auth/other', 'OTP verification failed'],
  ])('phone verify %s -> %s', (code, message) => {
    expect(mapFirebasePhoneVerifyError({ code }).message).toBe(message);
  });
});

describe('createFirebaseIdentityProvider', () => {
  it('Google: popup sign-in, isNewUser, the id token as credential, synced with bearer', async () => {
    const fetchMock = vi.fn(async () => new Response('{}', { status: 200 }));
    fb.signInWithPopup.mockResolvedValueOnce({ user });
    const provider = createFirebaseIdentityProvider({
      auth,
      tokenSync: { url: 'https://api.test/sync', fetch: fetchMock },
    });
    await expect(provider.signInWithGoogle()).resolves.toEqual({
      user: { ...user, isNewUser: true },
      credential: 'id-token',
    });
    expect(fb.setCustomParameters).toHaveBeenCalledWith({ prompt: 'select_account' });
    expect(fetchMock).toHaveBeenCalledWith(
      'https://api.test/sync',
      expect.objectContaining({
        method: 'POST',
        headers: expect.objectContaining({ Authorization: 'Bearer id-token' }),
      }),
    );
    await provider.signOut();
    expect(fb.signOut).toHaveBeenCalledWith(auth);
    expect(fetchMock).toHaveBeenLastCalledWith('https://api.test/sync', expect.objectContaining({ method: 'DELETE' }));
  });

  it('Google: skips the sync when the token is older than 300 s', async () => {
    const fetchMock = vi.fn(async () => new Response('{}'));
    fb.signInWithPopup.mockResolvedValueOnce({ user });
    fb.getIdTokenResult.mockResolvedValueOnce({
      token: 'old',
      issuedAtTime: new Date(Date.now() - 301_000).toUTCString(),
    });
    const provider = createFirebaseIdentityProvider({
      auth,
      tokenSync: { url: 'https://api.test/sync', fetch: fetchMock },
    });
    await provider.signInWithGoogle();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('Google: maps popup errors and rejects accounts without email', async () => {
    const provider = createFirebaseIdentityProvider({ auth });
    fb.signInWithPopup.mockRejectedValueOnce({ code: 'auth/popup-blocked' });
    await expect(provider.signInWithGoogle()).rejects.toMatchObject({
      message: 'Popup was blocked. Please allow popups for this site',
    });
    fb.signInWithPopup.mockResolvedValueOnce({ user: { ...user, email: null } });
    await expect(provider.signInWithGoogle()).rejects.toMatchObject({ message: 'Missing email from Google account' });
  });

  it('phone: invisible reCAPTCHA, send then confirm; a failed send clears the verifier', async () => {
    const confirm = vi.fn(async () => ({ user: { ...user, phoneNumber: '+919876543210' } }));
    fb.signInWithPhoneNumber.mockResolvedValueOnce({ verificationId: 'ver-1', confirm });
    const container = { id: 'captcha' } as unknown as HTMLElement;
    const provider = createFirebaseIdentityProvider({ auth, recaptchaContainer: container });
    await expect(provider.sendPhoneCode('+919876543210')).resolves.toEqual({ verificationId: 'ver-1' });
    expect(fb.verifiers[0]).toMatchObject({ container, params: { size: 'invisible' } });
    await expect(provider.confirmPhoneCode('ver-1', '123456')).resolves.toMatchObject({
      idToken: 'id-token',
      user: { phoneNumber: '+919876543210' },
    });
    expect(confirm).toHaveBeenCalledWith('123456');
    expect(fb.signInWithCredential).not.toHaveBeenCalled();
    fb.signInWithCredential.mockRejectedValueOnce({ code: 'auth/invalid-verification-id' });
    await expect(provider.confirmPhoneCode('unknown', '1')).rejects.toMatchObject({
      message: 'OTP verification failed',
    });
    await expect(provider.confirmPhoneCode('', '1')).rejects.toMatchObject({ message: 'OTP verification failed' });

    fb.signInWithPhoneNumber.mockRejectedValueOnce({ code: 'auth/quota-exceeded' });
    await expect(provider.sendPhoneCode('+919876543210')).rejects.toMatchObject({
      message: 'SMS quota exceeded. Please try again later',
    });
    expect(fb.verifiers[0]?.cleared).toBe(true);
    await expect(provider.sendPhoneCode('')).rejects.toMatchObject({ message: 'Phone number is required' });

    const badConfirm = vi.fn(async () => Promise.reject({ code: 'auth/invalid-verification-code' }));
    fb.signInWithPhoneNumber.mockResolvedValueOnce({ verificationId: 'ver-2', confirm: badConfirm });
    await provider.sendPhoneCode('+919876543210');
    await expect(provider.confirmPhoneCode('ver-2', '000000')).rejects.toMatchObject({ message: 'Invalid OTP code' });
  });

  it('phone: a code step restored after a reload confirms with the verification id (no confirmation in memory)', async () => {
    const provider = createFirebaseIdentityProvider({ auth });
    fb.signInWithCredential.mockResolvedValueOnce({ user: { ...user, phoneNumber: '+919876543210' } });
    await expect(provider.confirmPhoneCode('ver-sent-before-reload', '654321')).resolves.toMatchObject({
      idToken: 'id-token',
      user: { phoneNumber: '+919876543210' },
    });
    expect(fb.credential).toHaveBeenCalledWith('ver-sent-before-reload', '654321');
    expect(fb.signInWithCredential).toHaveBeenCalledWith(auth, {
      verificationId: 'ver-sent-before-reload',
      code: '654321',
    });
    fb.signInWithCredential.mockRejectedValueOnce({ code: 'auth/code-expired' });
    await expect(provider.confirmPhoneCode('ver-sent-before-reload', '654321')).rejects.toMatchObject({
      message: 'OTP has expired. Please request a new one',
    });
  });
});
