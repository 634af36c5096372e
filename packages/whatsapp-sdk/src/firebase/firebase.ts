import {
  GoogleAuthProvider,
  PhoneAuthProvider,
  RecaptchaVerifier,
  getAdditionalUserInfo,
  getIdTokenResult,
  signInWithCredential,
  signInWithPhoneNumber,
  signInWithPopup,
  signOut as firebaseSignOut,
  type Auth,
  type ConfirmationResult,
  type User as FirebaseUser,
} from 'firebase/auth';
import {
  IdentityError,
  clearIdTokenSync,
  syncIdToken,
  type GoogleSignInResult,
  type IdentityProvider,
  type PhoneCodeSent,
  type PhoneSignInResult,
  type TokenSyncOptions,
} from '../identity';
import type { IdentityUser } from '../model';
import { MESSAGES } from '../rules';

export interface FirebaseIdentityOptions {
  /** The app's Firebase Auth instance (`getAuth(app)`); the host owns the Firebase app and its config. */
  auth: Auth;
  /**
   * Element (or its id) that hosts the invisible reCAPTCHA; default 'recaptcha-container', created at the end of
   * `<body>` on first use when missing.
   */
  recaptchaContainer?: HTMLElement | string;
  /** Optional id-token sync: POST with bearer after sign-in, DELETE on sign-out, skipped beyond 300 s. */
  tokenSync?: TokenSyncOptions;
}

function codeOf(error: unknown): string {
  return typeof error === 'object' && error !== null && typeof (error as { code?: unknown }).code === 'string'
    ? (error as { code: string }).code
    : '';
}

/** Firebase error codes of a Google popup sign-in -> the Google messages of the product's error catalogue. */
export function mapFirebaseGoogleError(error: unknown): IdentityError {
  if (error instanceof IdentityError) return error;
  const g = MESSAGES.google;
  const code = codeOf(error);
  const message: Record<string, string> = {
    'auth/popup-closed-by-user': g.cancelled,
    'auth/user-cancelled': g.cancelled,
    'auth/popup-blocked': g.popupBlocked,
    'auth/cancelled-popup-request': g.requestCancelled,
    'auth/account-exists-with-different-credential': g.differentCredential,
    'auth/network-request-failed': g.networkError,
  };
  if (!code) return new IdentityError('unexpected', g.unexpected, error);
  return new IdentityError(code, message[code] ?? g.failed, error);
}

/** Firebase error codes of sending a phone code -> the phone messages of the product's error catalogue. */
export function mapFirebasePhoneSendError(error: unknown): IdentityError {
  if (error instanceof IdentityError) return error;
  const p = MESSAGES.phoneCode;
  const code = codeOf(error);
  const message: Record<string, string> = {
    'auth/invalid-phone-number': p.invalidPhone,
    'auth/missing-phone-number': p.phoneRequired,
    'auth/quota-exceeded': p.quotaExceeded,
    'auth/captcha-check-failed': p.verificationFailed,
    'auth/invalid-app-credential': p.verificationFailed,
    'auth/too-many-requests': p.tooManyAttempts,
  };
  return new IdentityError(code || 'send-failed', message[code] ?? p.sendFailed, error);
}

/** Firebase error codes of confirming a phone code -> the phone messages of the product's error catalogue. */
export function mapFirebasePhoneVerifyError(error: unknown): IdentityError {
  if (error instanceof IdentityError) return error;
  const p = MESSAGES.phoneCode;
  const code = codeOf(error);
  const message: Record<string, string> = {
    'auth/invalid-verification-code': p.invalidCode,
    'auth/missing-verification-code': p.invalidCode,
    'auth/code-expired': p.expired,
    'auth/too-many-requests': p.tooManyAttempts,
  };
  return new IdentityError(code || 'verify-failed', message[code] ?? p.verifyFailed, error);
}

function toIdentityUser(user: FirebaseUser, isNewUser?: boolean): IdentityUser {
  const out: IdentityUser = {
    uid: user.uid,
    email: user.email,
    displayName: user.displayName,
    photoURL: user.photoURL,
    phoneNumber: user.phoneNumber,
    emailVerified: user.emailVerified,
  };
  if (isNewUser !== undefined) out.isNewUser = isNewUser;
  return out;
}

function recaptchaHost(container: HTMLElement | string | undefined): HTMLElement | string {
  if (container && typeof container !== 'string') return container;
  const id = container ?? 'recaptcha-container';
  if (typeof document !== 'undefined' && !document.getElementById(id)) {
    const div = document.createElement('div');
    div.id = id;
    document.body.appendChild(div);
  }
  return id;
}

/**
 * The Firebase identity provider (`@wacrm/whatsapp-sdk/firebase`; `firebase` is an optional peer dependency).
 * Google sign-in uses Firebase's own popup (500x600); phone codes use an invisible reCAPTCHA. The Google
 * credential handed to `/auth/register` is the Firebase id token of the signed-in user.
 */
export function createFirebaseIdentityProvider(options: FirebaseIdentityOptions): IdentityProvider {
  const { auth } = options;
  const confirmations = new Map<string, ConfirmationResult>();
  let verifier: RecaptchaVerifier | null = null;
  let lastIdToken: string | null = null;

  async function sync(user: FirebaseUser): Promise<string> {
    const result = await getIdTokenResult(user);
    lastIdToken = result.token;
    if (options.tokenSync) await syncIdToken(options.tokenSync, result.token, Date.parse(result.issuedAtTime));
    return result.token;
  }

  function resetVerifier() {
    try {
      verifier?.clear();
    } catch {
      // already cleared
    }
    verifier = null;
  }

  return {
    kind: 'firebase',

    async signInWithGoogle(): Promise<GoogleSignInResult> {
      let credential: string;
      let user: IdentityUser;
      try {
        const provider = new GoogleAuthProvider();
        provider.setCustomParameters({ prompt: 'select_account' });
        const result = await signInWithPopup(auth, provider);
        user = toIdentityUser(result.user, getAdditionalUserInfo(result)?.isNewUser);
        credential = await sync(result.user);
      } catch (error) {
        throw mapFirebaseGoogleError(error);
      }
      if (!user.email) throw new IdentityError('missing-email', MESSAGES.google.missingEmail);
      return { user, credential };
    },

    async sendPhoneCode(phone): Promise<PhoneCodeSent> {
      if (!phone || !phone.trim())
        throw new IdentityError('auth/missing-phone-number', MESSAGES.phoneCode.phoneRequired);
      try {
        verifier ??= new RecaptchaVerifier(auth, recaptchaHost(options.recaptchaContainer), { size: 'invisible' });
        const confirmation = await signInWithPhoneNumber(auth, phone, verifier);
        confirmations.set(confirmation.verificationId, confirmation);
        return { verificationId: confirmation.verificationId };
      } catch (error) {
        resetVerifier();
        throw mapFirebasePhoneSendError(error);
      }
    },

    async confirmPhoneCode(verificationId, code): Promise<PhoneSignInResult> {
      if (!verificationId) throw new IdentityError('auth/invalid-verification-id', MESSAGES.phoneCode.verifyFailed);
      const confirmation = confirmations.get(verificationId);
      try {
        // A code step restored after a reload (the widgets keep the verification id in sessionStorage) has no
        // ConfirmationResult in memory: the id and the code make the same credential, so the code already sent can
        // still be entered. Firebase answers an unknown id with auth/invalid-verification-id ('OTP verification failed').
        const result = confirmation
          ? await confirmation.confirm(code)
          : await signInWithCredential(auth, PhoneAuthProvider.credential(verificationId, code));
        confirmations.delete(verificationId);
        const idToken = await sync(result.user);
        return { user: toIdentityUser(result.user, getAdditionalUserInfo(result)?.isNewUser), idToken };
      } catch (error) {
        throw mapFirebasePhoneVerifyError(error);
      }
    },

    async signOut() {
      resetVerifier();
      confirmations.clear();
      try {
        await firebaseSignOut(auth);
      } finally {
        if (options.tokenSync) await clearIdTokenSync(options.tokenSync, lastIdToken);
        lastIdToken = null;
      }
    },
  };
}
