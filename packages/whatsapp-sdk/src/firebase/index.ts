// @wacrm/whatsapp-sdk/firebase: the Firebase identity provider (firebase is an optional peer dependency).
export {
  createFirebaseIdentityProvider,
  mapFirebaseGoogleError,
  mapFirebasePhoneSendError,
  mapFirebasePhoneVerifyError,
  type FirebaseIdentityOptions,
} from './firebase';
export { IdentityError, type IdentityProvider, type TokenSyncOptions } from '../identity';
