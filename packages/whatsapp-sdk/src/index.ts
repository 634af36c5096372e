// Public API of @wacrm/whatsapp-sdk (no React). The rules and the data model are re-exported whole; the
// client side lists its public names explicitly.
export * from './rules';
export * from './model';

export {
  ApiError,
  NETWORK_ERROR_CODE,
  NETWORK_ERROR_MESSAGE,
  REFRESH_TOKEN_COOKIE,
  TOKEN_COOKIE,
  TOKEN_COOKIE_DAYS,
  cookieTokenStore,
  createWacrmClient,
  isApiError,
  memoryTokenStore,
  type ApiErrorInit,
  type CookieTokenStoreOptions,
  type Envelope,
  type HttpClient,
  type HttpMethod,
  type QueryParams,
  type RequestConfig,
  type StoredTokens,
  type TokenStore,
  type WacrmClient,
  type WacrmClientOptions,
} from './client';
export {
  AUTH_DEFAULT_ERRORS,
  type AuthApi,
  type CheckUserResult,
  type EmailOtpSent,
  type EmailOtpVerified,
} from './auth';
export {
  WHATSAPP_DEFAULT_ERRORS,
  type BulkSendResult,
  type CampaignFilters,
  type ConnectResult,
  type ContactFilters,
  type ContactsPage,
  type ConversationFilters,
  type ConversationMessagesFilters,
  type DeletedRef,
  type MessageFilters,
  type MessagesPage,
  type TemplateFilters,
  type WhatsAppApi,
} from './whatsapp';
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
export {
  createRealtimeClient,
  reconnectDelayFor,
  type ClientToServerEvents,
  type RealtimeClient,
  type RealtimeEventMap,
  type RealtimeEventName,
  type RealtimeHandler,
  type RealtimeOptions,
  type RealtimeState,
  type ReconnectOptions,
  type SendMessageResult,
  type ServerToClientEvents,
  type SocketAck,
  type Timers,
  type TypingEvent,
} from './realtime';
export { createStore, type ReadableStore, type Store } from './store/createStore';
