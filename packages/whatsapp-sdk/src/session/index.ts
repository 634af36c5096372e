export {
  CLIENT_SESSION_KEY,
  PARTIAL_REGISTRATION_KEY,
  createClientSession,
  createPartialRegistrationStore,
  isClientSessionValid,
  memoryStorage,
  type ClientSession,
  type KeyValueStorage,
  type PartialRegistrationStore,
  type SessionStorageOptions,
} from './session';
