export {
  DEV_GOOGLE_MESSAGE_TYPE,
  GOOGLE_POPUP_FEATURES,
  createDevIdentityProvider,
  devPhoneSendError,
  devPhoneVerifyError,
  type DevIdentityOptions,
  type PopupHost,
} from './devProvider';
export {
  clearIdTokenSync,
  jwtIssuedAtMs,
  syncIdToken,
  type TokenSyncOptions,
  type TokenSyncOutcome,
} from './tokenSync';
export {
  IdentityError,
  isIdentityError,
  type GoogleSignInOptions,
  type GoogleSignInResult,
  type IdentityProvider,
  type PhoneCodeSent,
  type PhoneSignInResult,
} from './types';
