import {
  IdentityError,
  MESSAGES,
  normalizePhone,
  type GoogleSignInResult,
  type IdentityProvider,
  type IdentityUser,
  type PhoneCodeSent,
  type PhoneSignInResult,
} from '@wacrm/whatsapp-sdk';

export type FakeIdentityOperation = 'signInWithGoogle' | 'sendPhoneCode' | 'confirmPhoneCode' | 'signOut';

export interface FakeIdentityOptions {
  /** The account the Google popup "chooses" (default: a new user with a phone). */
  googleUser?: Partial<IdentityUser>;
  /** The code every phone confirmation accepts (default '123456'). */
  otp?: string;
  /** Delay of every call in ms (stories use it to show busy states). */
  latencyMs?: number;
}

export interface FakeIdentityProvider extends IdentityProvider {
  readonly calls: { op: FakeIdentityOperation; args: unknown[] }[];
  /** The next call of `op` rejects with `error` (an Error with a spec message, a Firebase-style `{ code }`, ...). */
  failNext(op: FakeIdentityOperation, error: unknown): void;
  /** Changes the account the next Google sign-ins return. */
  setGoogleUser(user: Partial<IdentityUser>): void;
}

/** Firebase-style error with a `code` (e.g. 'auth/popup-blocked'). */
export function firebaseError(code: string, message = `Firebase: Error (${code}).`): Error & { code: string } {
  return Object.assign(new Error(message), { code });
}

export const GOOGLE_WITH_PHONE: IdentityUser = {
  uid: 'google-priya-sharma',
  email: 'priya.sharma@nimbus.test',
  displayName: 'Priya Sharma',
  photoURL: null,
  phoneNumber: '+919812345678',
  emailVerified: true,
  isNewUser: true,
};

export const GOOGLE_WITHOUT_PHONE: IdentityUser = {
  uid: 'google-arjun-mehta',
  email: 'arjun.mehta@lumen.test',
  displayName: 'Arjun Mehta',
  photoURL: null,
  phoneNumber: null,
  emailVerified: true,
  isNewUser: true,
};

export const GOOGLE_WITHOUT_EMAIL: IdentityUser = {
  uid: 'google-no-email',
  email: null,
  displayName: 'No Email Account',
  photoURL: null,
  phoneNumber: null,
  emailVerified: false,
  isNewUser: true,
};

/** An in-memory identity provider for tests and stories (no popup, no SMS). */
export function createFakeIdentityProvider(options: FakeIdentityOptions = {}): FakeIdentityProvider {
  let googleUser: IdentityUser = { ...GOOGLE_WITH_PHONE, ...options.googleUser };
  const otp = options.otp ?? '123456';
  const latency = options.latencyMs ?? 0;
  const failures = new Map<FakeIdentityOperation, unknown>();
  const calls: { op: FakeIdentityOperation; args: unknown[] }[] = [];
  const sent = new Map<string, string>();
  let seq = 0;

  async function run<T>(op: FakeIdentityOperation, args: unknown[], body: () => T): Promise<T> {
    calls.push({ op, args });
    if (latency > 0) await new Promise((resolve) => setTimeout(resolve, latency));
    else await Promise.resolve();
    if (failures.has(op)) {
      const error = failures.get(op);
      failures.delete(op);
      throw error;
    }
    return body();
  }

  return {
    kind: 'fake',
    calls,
    failNext: (op, error) => void failures.set(op, error),
    setGoogleUser: (user) => {
      googleUser = { ...GOOGLE_WITH_PHONE, ...user };
    },
    signInWithGoogle: () =>
      run('signInWithGoogle', [], (): GoogleSignInResult => ({
        user: { ...googleUser },
        credential: `fake-google-credential-${googleUser.uid}`,
      })),
    sendPhoneCode: (phone) =>
      run('sendPhoneCode', [phone], (): PhoneCodeSent => {
        if (!phone) throw new IdentityError('missing-phone-number', MESSAGES.phoneCode.phoneRequired);
        seq += 1;
        const verificationId = `fake-verification-${seq}`;
        sent.set(verificationId, normalizePhone(phone));
        return { verificationId, expiresInSeconds: 600, resendInSeconds: 60 };
      }),
    confirmPhoneCode: (verificationId, code) =>
      run('confirmPhoneCode', [verificationId, code], (): PhoneSignInResult => {
        const phone = sent.get(verificationId);
        if (!phone || code !== otp) {
          throw new IdentityError('invalid-verification-code', MESSAGES.phoneCode.invalidCode);
        }
        return {
          user: {
            uid: `phone-${phone.slice(1)}`,
            email: null,
            displayName: null,
            photoURL: null,
            phoneNumber: phone,
            emailVerified: false,
          },
          idToken: 'fake-phone-id-token',
        };
      }),
    signOut: () => run('signOut', [], () => undefined),
  };
}
