import {
  AUTH_MESSAGES,
  COMMON_MESSAGES,
  EMAIL_CODE_MESSAGES,
  GOOGLE_MESSAGES,
  PHONE_CODE_MESSAGES,
  VALIDATION_MESSAGES,
} from '@wacrm/whatsapp-sdk';
import { validationText } from '../provider/validationText';
import { isLabel, type Label, type LabelsOf, type TextKey } from '../i18n/plural';

/**
 * Every user-facing string of the auth forms, English defaults. Strings the product spec words (sections 2, 5 and
 * 8) are copied from the SDK's `MESSAGES` so they stay word for word; the rest are ours. `{name}` style
 * placeholders are filled by the forms. Hosts override any of them through `AuthProvider`'s `labels` prop or a
 * form's own `labels` prop.
 */
export const authLabels = {
  // Shared
  googleButton: 'Continue with Google',
  orDivider: 'or',
  otpGroup: 'Verification code',
  otpDigit: 'Digit {n} of {total}',
  codeSentTo: 'We sent a 6-digit code to {identifier}.',
  resendIn: { one: 'Resend code in {n}s', other: 'Resend code in {n}s' },
  resendOtp: 'Resend OTP',
  resendCode: 'Resend Code',
  sending: 'Sending…',
  dismissError: 'Dismiss error',
  errorTitle: COMMON_MESSAGES.errorTitle,
  devHintTitle: 'Development only',
  devHintCode: 'Code {code} was sent by {channel} to {to}.',
  devHintEmpty: 'No code found in the development outbox for {to}.',
  devHintEmail: 'email',
  devHintSms: 'SMS',
  // Login (/auth/login)
  loginTitle: 'Welcome back',
  loginSubtitle: 'Log in with your business email or phone number.',
  identifierLabel: 'Business email or phone number',
  identifierPlaceholder: 'you@company.com or +91 98765 43210',
  sendOtp: 'Send OTP',
  verifyEmailTitle: 'Verify Your Email',
  verifyPhoneTitle: 'Verify Your Phone Number',
  verifyAndLogin: 'Verify & Login',
  changeEmail: 'Change email address',
  changePhone: 'Change phone number',
  noAccount: "Don't have an account?",
  registerLink: 'Sign up',
  // Register (/auth/register)
  registerTitle: 'Start your free trial',
  registerSubtitle: 'No credit card required.',
  firstNameLabel: 'First name',
  lastNameLabel: 'Last name',
  emailLabel: 'Business email',
  phoneLabel: 'Mobile number',
  phonePlaceholder: '+91 98765 43210',
  sendOtpToPhone: 'Send OTP to Phone',
  verifyRegisterTitle: 'Verify Your Phone Number',
  summaryTitle: 'Your details',
  summaryName: 'Name',
  summaryEmail: 'Business email',
  summaryPhone: 'Mobile number',
  changeDetails: 'Change details',
  verifyAndCreate: 'Verify & Create Account',
  haveAccount: 'Already have an account?',
  loginLink: 'Sign in',
  termsPrefix: 'By creating an account you agree to our',
  termsLink: 'Terms of Service',
  termsAnd: 'and',
  privacyLink: 'Privacy Policy',
  opensInNewTab: '(opens in a new tab)',
  // Complete registration (/auth/complete-registration)
  completeTitle: 'Complete your registration',
  googleVerified: 'Google Account Verified',
  useDifferentAccount: 'Use different account',
  completePhoneIntro: 'Add your mobile number to finish creating your account.',
  sendVerificationCode: 'Send Verification Code',
  completeRegistration: 'Complete Registration',
  // Validation and errors: word for word
  identifierRequired: VALIDATION_MESSAGES.identifierRequired,
  identifierInvalid: VALIDATION_MESSAGES.identifierInvalid,
  identifierGmail: VALIDATION_MESSAGES.identifierGmail,
  firstNameRequired: VALIDATION_MESSAGES.firstNameRequired,
  lastNameRequired: VALIDATION_MESSAGES.lastNameRequired,
  firstNameMin: VALIDATION_MESSAGES.firstNameMin,
  lastNameMin: VALIDATION_MESSAGES.lastNameMin,
  firstNameLetters: VALIDATION_MESSAGES.firstNameLetters,
  lastNameLetters: VALIDATION_MESSAGES.lastNameLetters,
  firstNameMax: VALIDATION_MESSAGES.firstNameMax,
  lastNameMax: VALIDATION_MESSAGES.lastNameMax,
  emailRequired: VALIDATION_MESSAGES.emailRequired,
  emailInvalid: VALIDATION_MESSAGES.emailInvalid,
  emailGmail: VALIDATION_MESSAGES.emailGmail,
  phoneRequired: VALIDATION_MESSAGES.phoneRequired,
  phoneInvalid: VALIDATION_MESSAGES.phoneInvalid,
  otpIncompleteLogin: VALIDATION_MESSAGES.otpLogin,
  otpIncompleteRegister: VALIDATION_MESSAGES.otpRegister,
  googleMissingEmail: VALIDATION_MESSAGES.googleMissingEmail,
  accountNotFound: AUTH_MESSAGES.accountNotFound,
  accountExists: AUTH_MESSAGES.accountExists,
  phoneAlreadyRegistered: AUTH_MESSAGES.phoneAlreadyRegistered,
  verifyAccountFailed: AUTH_MESSAGES.verifyAccountFailed,
  verifyPhoneFailed: AUTH_MESSAGES.verifyPhoneFailed,
  networkError: AUTH_MESSAGES.networkError,
  loginFailed: AUTH_MESSAGES.loginFailed,
  registrationFailed: AUTH_MESSAGES.registrationFailed,
  verificationError: AUTH_MESSAGES.verificationError,
  registrationError: AUTH_MESSAGES.registrationError,
  profileFailed: AUTH_MESSAGES.profileFailed,
  googleCancelled: GOOGLE_MESSAGES.cancelled,
  googlePopupBlocked: GOOGLE_MESSAGES.popupBlocked,
  googleRequestCancelled: GOOGLE_MESSAGES.requestCancelled,
  googleDifferentCredential: GOOGLE_MESSAGES.differentCredential,
  googleNetworkError: GOOGLE_MESSAGES.networkError,
  googleMissingEmailAccount: GOOGLE_MESSAGES.missingEmail,
  googleFailed: GOOGLE_MESSAGES.failed,
  googleUnexpected: GOOGLE_MESSAGES.unexpected,
  phoneInvalidFormat: PHONE_CODE_MESSAGES.invalidPhone,
  phoneCodeRequired: PHONE_CODE_MESSAGES.phoneRequired,
  smsQuotaExceeded: PHONE_CODE_MESSAGES.quotaExceeded,
  phoneVerificationFailed: PHONE_CODE_MESSAGES.verificationFailed,
  tooManyAttempts: PHONE_CODE_MESSAGES.tooManyAttempts,
  sendOtpFailed: PHONE_CODE_MESSAGES.sendFailed,
  invalidOtpCode: PHONE_CODE_MESSAGES.invalidCode,
  otpExpired: PHONE_CODE_MESSAGES.expired,
  otpVerifyFailed: PHONE_CODE_MESSAGES.verifyFailed,
  emailInvalidOtp: EMAIL_CODE_MESSAGES.invalid,
  emailSendFailed: EMAIL_CODE_MESSAGES.sendFailed,
} as const;

/** The auth forms' labels; every key is overridable. */
export type AuthLabels = LabelsOf<typeof authLabels>;

/** Host overrides: any subset of the labels (non-string values are ignored). */
export type AuthLabelOverrides = Partial<AuthLabels>;

/**
 * Defaults with overrides applied, left to right (a language's texts, then the host's): only labels of known keys
 * (text, or plural forms for a count text).
 */
export function mergeAuthLabels(
  ...overrides: (AuthLabelOverrides | Readonly<object> | null | undefined)[]
): AuthLabels {
  const merged: Record<string, Label> = { ...authLabels };
  for (const layer of overrides) {
    if (!layer) continue;
    for (const key of Object.keys(authLabels)) {
      const value = (layer as Record<string, unknown>)[key];
      if (isLabel(value)) merged[key] = value;
    }
  }
  return merged as AuthLabels;
}

/** The two code messages, whose keys here are not those of VALIDATION_MESSAGES. */
const OTP_KEYS: Readonly<Record<string, TextKey<AuthLabels>>> = {
  [VALIDATION_MESSAGES.otpLogin]: 'otpIncompleteLogin',
  [VALIDATION_MESSAGES.otpRegister]: 'otpIncompleteRegister',
};

/** A validation message of the SDK's schemas, through the host's label overrides. */
export function validationLabel(message: string | undefined, labels: AuthLabels): string | undefined {
  if (!message) return undefined;
  const otpKey = OTP_KEYS[message];
  // The other messages go by the keys of VALIDATION_MESSAGES, as in every widget's forms.
  return otpKey ? labels[otpKey] : validationText(message, labels);
}
