import { isApiError, MESSAGES, NETWORK_ERROR_CODE } from '@wacrm/whatsapp-sdk';
import type { AuthLabels } from '../labels';
import type { TextKey } from '../../i18n/plural';

type LabelKey = TextKey<AuthLabels>;

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

/** The `code` of an error-like value (IdentityError / Firebase codes without the `auth/` prefix, ApiError codes). */
export function errorCode(error: unknown): string | undefined {
  const code = record(error).code;
  return typeof code === 'string' && code !== '' ? code.replace(/^auth\//, '') : undefined;
}

function errorMessage(error: unknown): string | undefined {
  const message = record(error).message;
  return typeof message === 'string' && message.trim() !== '' ? message : undefined;
}

function isNetwork(error: unknown): boolean {
  return isApiError(error) && (error.status === 0 || error.code === NETWORK_ERROR_CODE) && error.code !== 'ABORTED';
}

/** Finds which label a spec message corresponds to (the SDK adapters reject with spec messages). */
function keyForMessage(message: string | undefined, table: Readonly<Record<string, LabelKey>>): LabelKey | undefined {
  return message === undefined ? undefined : table[message];
}

/**
 * Message of a failed API call: 'Network error. Please try again.' when nothing came back, the server's message
 * when it gave one, else `fallback` ("server message or ..."). `sdkDefault` is the message the
 * SDK puts on an ApiError when the server gave none, so it is replaced by our own fallback wording.
 */
export function apiErrorMessage(
  error: unknown,
  labels: AuthLabels,
  fallback: LabelKey,
  options: { sdkDefault?: string; unexpected?: LabelKey } = {},
): string {
  if (isApiError(error)) {
    if (isNetwork(error)) return labels.networkError;
    const message = errorMessage(error);
    if (message && message !== options.sdkDefault) return message;
    return labels[fallback];
  }
  return labels[options.unexpected ?? fallback];
}

const GOOGLE_CODES: Readonly<Record<string, LabelKey>> = {
  'popup-closed-by-user': 'googleCancelled',
  'user-cancelled': 'googleCancelled',
  'popup-blocked': 'googlePopupBlocked',
  'cancelled-popup-request': 'googleRequestCancelled',
  'account-exists-with-different-credential': 'googleDifferentCredential',
  'network-request-failed': 'googleNetworkError',
  'missing-email': 'googleMissingEmailAccount',
};

const GOOGLE_MESSAGES: Readonly<Record<string, LabelKey>> = {
  [MESSAGES.google.cancelled]: 'googleCancelled',
  [MESSAGES.google.popupBlocked]: 'googlePopupBlocked',
  [MESSAGES.google.requestCancelled]: 'googleRequestCancelled',
  [MESSAGES.google.differentCredential]: 'googleDifferentCredential',
  [MESSAGES.google.networkError]: 'googleNetworkError',
  [MESSAGES.google.missingEmail]: 'googleMissingEmailAccount',
  [MESSAGES.google.failed]: 'googleFailed',
  [MESSAGES.google.unexpected]: 'googleUnexpected',
};

/** Spec section 8 "Google" message for a failed popup sign-in. */
export function googleErrorMessage(error: unknown, labels: AuthLabels): string {
  const code = errorCode(error);
  const byCode = code ? GOOGLE_CODES[code] : undefined;
  if (byCode) return labels[byCode];
  const byMessage = keyForMessage(errorMessage(error), GOOGLE_MESSAGES);
  if (byMessage) return labels[byMessage];
  if (isNetwork(error)) return labels.googleNetworkError;
  if (error instanceof Error) return labels.googleFailed;
  return labels.googleUnexpected;
}

const PHONE_SEND_CODES: Readonly<Record<string, LabelKey>> = {
  'invalid-phone-number': 'phoneInvalidFormat',
  'missing-phone-number': 'phoneCodeRequired',
  'quota-exceeded': 'smsQuotaExceeded',
  'captcha-check-failed': 'phoneVerificationFailed',
  'too-many-requests': 'tooManyAttempts',
  OTP_THROTTLED: 'tooManyAttempts',
  OTP_LOCKED: 'tooManyAttempts',
};

const PHONE_MESSAGES: Readonly<Record<string, LabelKey>> = {
  [MESSAGES.phoneCode.invalidPhone]: 'phoneInvalidFormat',
  [MESSAGES.phoneCode.phoneRequired]: 'phoneCodeRequired',
  [MESSAGES.phoneCode.quotaExceeded]: 'smsQuotaExceeded',
  [MESSAGES.phoneCode.verificationFailed]: 'phoneVerificationFailed',
  [MESSAGES.phoneCode.tooManyAttempts]: 'tooManyAttempts',
  [MESSAGES.phoneCode.sendFailed]: 'sendOtpFailed',
  [MESSAGES.phoneCode.invalidCode]: 'invalidOtpCode',
  [MESSAGES.phoneCode.expired]: 'otpExpired',
  [MESSAGES.phoneCode.verifyFailed]: 'otpVerifyFailed',
};

/** Spec section 8 "Phone code send" message. */
export function phoneSendErrorMessage(error: unknown, labels: AuthLabels): string {
  const code = errorCode(error);
  const byCode = code ? PHONE_SEND_CODES[code] : undefined;
  if (byCode) return labels[byCode];
  const byMessage = keyForMessage(errorMessage(error), PHONE_MESSAGES);
  if (byMessage) return labels[byMessage];
  if (isNetwork(error)) return labels.networkError;
  if (isApiError(error) && error.status === 429) return labels.tooManyAttempts;
  if (isApiError(error) && error.status === 400 && error.field === 'phone') return labels.phoneInvalidFormat;
  return labels.sendOtpFailed;
}

const PHONE_VERIFY_CODES: Readonly<Record<string, LabelKey>> = {
  'invalid-verification-code': 'invalidOtpCode',
  'invalid-verification-id': 'invalidOtpCode',
  'code-expired': 'otpExpired',
  'too-many-requests': 'tooManyAttempts',
  INVALID_OTP: 'invalidOtpCode',
  OTP_EXPIRED: 'otpExpired',
  OTP_LOCKED: 'tooManyAttempts',
};

/** Spec section 8 "Verify" message for a phone code. */
export function phoneVerifyErrorMessage(error: unknown, labels: AuthLabels): string {
  const code = errorCode(error);
  const byCode = code ? PHONE_VERIFY_CODES[code] : undefined;
  if (byCode) return labels[byCode];
  const byMessage = keyForMessage(errorMessage(error), PHONE_MESSAGES);
  if (byMessage) return labels[byMessage];
  if (isNetwork(error)) return labels.networkError;
  return labels.otpVerifyFailed;
}

/**
 * True when the identity provider no longer knows the code's verification id: a phone step restored after a
 * reload whose provider kept it in memory only (Firebase's ConfirmationResult). The code cannot be confirmed; a
 * new one must be sent.
 */
export function isLostVerification(error: unknown): boolean {
  return errorCode(error) === 'invalid-verification-id';
}

/** True for an ApiError with this server code. */
export function hasCode(error: unknown, code: string): boolean {
  return isApiError(error) && error.code === code;
}
