import type { IdentityUser } from '@wacrm/whatsapp-sdk';

/** What a Google popup sign-in gives back. */
export interface GoogleSignInResult {
  user: IdentityUser;
  /** The credential `/auth/register` verifies (`googleCredential`); an id token in production. */
  credential: string;
}

/** What sending a phone code gives back. */
export interface PhoneCodeSent {
  verificationId: string;
  expiresInSeconds?: number;
  resendInSeconds?: number;
}

/** What confirming a phone code gives back. */
export interface PhoneCodeConfirmed {
  user: { uid: string; phoneNumber: string | null };
  idToken?: string;
}

/**
 * The identity provider the auth forms need (spec section 7 "An identity provider service": Google popup sign-in,
 * phone code send and confirm, sign-out). The SDK's Firebase adapter (production) and its dev adapter (mock API)
 * implement it; it is injected into `AuthProvider`, never created by a form.
 *
 * Errors: reject with an `Error` whose `message` is one of spec section 8's Google / phone-code messages (the SDK
 * adapters map Firebase codes to them), or with a Firebase-style `code` (`auth/popup-blocked`, ...) that the forms
 * map themselves, or with an `ApiError` from the dev adapter.
 */
export interface AuthIdentityProvider {
  signInWithGoogle(): Promise<GoogleSignInResult>;
  /** Sends a code to an already normalised phone number (`+919876543210`). */
  sendPhoneCode(phone: string): Promise<PhoneCodeSent>;
  confirmPhoneCode(verificationId: string, code: string): Promise<PhoneCodeConfirmed>;
  signOut(): Promise<void>;
}
