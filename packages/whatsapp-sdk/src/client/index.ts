export { createWacrmClient, originOf, type WacrmClient, type WacrmClientOptions } from './create';
export { ApiError, NETWORK_ERROR_CODE, NETWORK_ERROR_MESSAGE, isApiError, type ApiErrorInit } from './errors';
export {
  createHttpClient,
  isAuthPath,
  type Envelope,
  type HttpClient,
  type HttpClientOptions,
  type HttpMethod,
  type QueryParams,
  type RequestConfig,
  type SessionEndedEvent,
} from './http';
export {
  createTabSync,
  type BroadcastChannelLike,
  type LockManagerLike,
  type SessionEndReason,
  type TabMessage,
  type TabSync,
  type TabSyncOptions,
} from './tabSync';
export {
  REFRESH_TOKEN_COOKIE,
  TOKEN_COOKIE,
  TOKEN_COOKIE_DAYS,
  TOKEN_ORIGIN_COOKIE,
  cookieTokenStore,
  memoryTokenStore,
  type CookieTokenStoreOptions,
  type StoredTokens,
  type TokenStore,
} from './tokens';
