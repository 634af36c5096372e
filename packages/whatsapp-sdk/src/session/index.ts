export {
  CLIENT_SESSION_KEY,
  CLIENT_SESSION_TTL_MS,
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
