import type { IdentityUser } from '../model';

/** Result of a Google sign-in: the identity-provider user and the credential `/auth/register` verifies. */
export interface GoogleSignInResult {
  user: IdentityUser;
  /** Sent as `googleCredential` when registering. */
  credential: string;
}

export interface PhoneCodeSent {
  /** Pass it back to `confirmPhoneCode`. */
  verificationId: string;
  expiresInSeconds?: number;
  resendInSeconds?: number;
}

export interface PhoneSignInResult {
  user: IdentityUser;
  /** The provider's id token for the verified phone. */
  idToken: string;
}

export interface GoogleSignInOptions {
  /** Dev adapter only: sign in as this demo account without a popup (tests, stories). */
  uid?: string;
}

/**
 * An identity provider: Google popup sign-in, phone code send and confirm with an invisible
 * human check, sign-out, and optional id-token sync. Every failure rejects with an `IdentityError` whose message
 * is one of the Google or phone messages of the product's error catalogue.
 */
export interface IdentityProvider {
  /** 'dev' (mock API) or 'firebase'. */
  readonly kind: string;
  /**
   * False when this provider cannot sign in with Google: the sign-in and sign-up forms then show no Google button.
   * Absent: it can.
   */
  readonly supportsGoogle?: boolean;
  signInWithGoogle(options?: GoogleSignInOptions): Promise<GoogleSignInResult>;
  sendPhoneCode(phone: string): Promise<PhoneCodeSent>;
  confirmPhoneCode(verificationId: string, code: string): Promise<PhoneSignInResult>;
  signOut(): Promise<void>;
}

/** The one error type of identity providers; `message` is user-facing. */
export class IdentityError extends Error {
  readonly code: string;

  constructor(code: string, message: string, cause?: unknown) {
    super(message, cause === undefined ? undefined : { cause });
    this.name = 'IdentityError';
    this.code = code;
  }
}

export function isIdentityError(value: unknown): value is IdentityError {
  return value instanceof IdentityError;
}
