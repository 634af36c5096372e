// The sign-in forms' own messages (Google sign-in, phone code), out of messageGroups.ts: the workbench's widgets (the
// inbox first) load that module and do not carry these. MESSAGES (messages.ts) and the rules' index export them.

/** `MESSAGES.google`: google sign-in. */
export const GOOGLE_MESSAGES = {
  cancelled: 'Sign-in was cancelled',
  popupBlocked: 'Popup was blocked. Please allow popups for this site',
  requestCancelled: 'Sign-in request was cancelled',
  differentCredential: 'Account exists with different sign-in method',
  networkError: 'Network error. Please check your connection',
  missingEmail: 'Missing email from Google account',
  failed: 'Google sign-in failed',
  unexpected: 'An unexpected error occurred. Please try again.',
} as const;

/** `MESSAGES.phoneCode`: phone code send and verify. */
export const PHONE_CODE_MESSAGES = {
  invalidPhone: 'Invalid phone number format',
  phoneRequired: 'Phone number is required',
  quotaExceeded: 'SMS quota exceeded. Please try again later',
  verificationFailed: 'Verification failed. Please try again',
  tooManyAttempts: 'Too many attempts. Please try again later',
  sendFailed: 'Failed to send OTP',
  invalidCode: 'Invalid OTP code',
  expired: 'OTP has expired. Please request a new one',
  verifyFailed: 'OTP verification failed',
} as const;
