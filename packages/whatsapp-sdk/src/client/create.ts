import { createAuthApi, type AuthApi } from '../auth';
import { createRealtimeClient, type RealtimeClient, type ReconnectOptions } from '../realtime';
import {
  createClientSession,
  createPartialRegistrationStore,
  type ClientSession,
  type KeyValueStorage,
  type PartialRegistrationStore,
} from '../session';
import { createWhatsAppApi, type WhatsAppApi } from '../whatsapp';
import { createHttpClient, type HttpClient, type SessionEndedEvent } from './http';
import type { TabSync } from './tabSync';
import { cookieTokenStore, type TokenStore } from './tokens';

export interface WacrmClientOptions {
  /** REST base URL of the /api/v1 contract, e.g. `http://localhost:4010/api/v1`. Required. */
  baseURL: string;
  /** socket.io server URL; defaults to the origin of `baseURL`. */
  socketURL?: string;
  /**
   * Where tokens live; `cookieTokenStore()` by default, `memoryTokenStore()` for tests, SSR and iframes. The client
   * stores the origin of `baseURL` with the tokens and sends them to that origin only.
   */
  tokenStore?: TokenStore;
  /** Called once by the logout/clear routine when a session ends because the token refresh failed. */
  onSessionExpired?: () => void;
  /**
   * Called once each time the session ends other than by this tab's own `auth.logout()`: a refresh refused here, or
   * a logout or refused refresh in another tab of the origin (`elsewhere: true`). Send the user to sign-in here.
   */
  onSessionEnded?: (event: SessionEndedEvent) => void;
  /**
   * Coordination with the other tabs of the origin: one token refresh per expiry per browser (Web Locks) and a
   * session ended in one tab ended in all (BroadcastChannel). On by default in a browser; `false` turns it off.
   */
  tabSync?: TabSync | false;
  /** Storage for the client session and partial registration records; sessionStorage by default. */
  sessionStorage?: KeyValueStorage;
  /** Request timeout in ms (default 30 s). */
  timeoutMs?: number;
  /** socket.io path (default '/socket.io'). */
  socketPath?: string;
  /** Reconnection policy (default: 5 attempts, 1000 ms doubling up to 30000 ms). */
  reconnect?: ReconnectOptions;
}

/** What `createWacrmClient` returns. The host creates one and hands it to widgets. */
export interface WacrmClient {
  readonly baseURL: string;
  readonly socketURL: string;
  /** The /auth calls. */
  readonly auth: AuthApi;
  /** The /whatsapp calls for one client (the signed-in userId); memoised per clientId. */
  whatsapp(clientId: string): WhatsAppApi;
  /** The realtime socket for one client: one socket per client and clientId, shared by every caller. */
  realtime(clientId: string): RealtimeClient;
  /** The token store in use, as this client sees it: the tokens its API's origin issued (or of unknown origin). */
  readonly tokens: TokenStore;
  /** The client session record (sessionStorage, 2 h). */
  readonly session: ClientSession;
  /** The partial Google registration record. */
  readonly partialRegistration: PartialRegistrationStore;
  /** The request funnel, for calls the SDK does not wrap. */
  readonly http: HttpClient;
}

/** Origin of a URL (`http://host:port`), or the URL itself when it cannot be parsed. */
export function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return url;
  }
}

export function createWacrmClient(options: WacrmClientOptions): WacrmClient {
  if (typeof options?.baseURL !== 'string' || options.baseURL.trim() === '') {
    throw new TypeError('createWacrmClient: baseURL is required');
  }
  const baseURL = options.baseURL.replace(/\/+$/, '');
  const store = options.tokenStore ?? cookieTokenStore();
  const storage = options.sessionStorage ? { storage: options.sessionStorage } : {};
  const session = createClientSession(storage);
  const partialRegistration = createPartialRegistrationStore(storage);
  const whatsappByClient = new Map<string, WhatsAppApi>();
  const realtimeByClient = new Map<string, RealtimeClient>();
  const http = createHttpClient({
    baseURL,
    tokenStore: store,
    onSessionExpired: options.onSessionExpired,
    onSessionEnded: options.onSessionEnded,
    ...(options.tabSync !== undefined ? { tabSync: options.tabSync } : {}),
    onSessionCleared: () => {
      // Logout or an expired session: drop the session record and close the sockets opened with the old token.
      session.clear();
      for (const rt of realtimeByClient.values()) rt.disconnect();
    },
    timeoutMs: options.timeoutMs,
  });
  const socketURL = options.socketURL ?? originOf(baseURL);
  const whatsapp = (clientId: string): WhatsAppApi => {
    let api = whatsappByClient.get(clientId);
    if (!api) {
      api = createWhatsAppApi(http, clientId);
      whatsappByClient.set(clientId, api);
    }
    return api;
  };
  return {
    baseURL,
    socketURL,
    auth: createAuthApi(http, session),
    whatsapp,
    realtime(clientId) {
      let rt = realtimeByClient.get(clientId);
      if (!rt) {
        rt = createRealtimeClient({
          url: socketURL,
          clientId,
          getToken: () => http.tokens.getAccessToken(),
          sendViaHttp: (message) => whatsapp(clientId).messages.send(message),
          refreshToken: () => http.refreshSession(),
          ...(options.socketPath ? { path: options.socketPath } : {}),
          ...(options.reconnect ? { reconnect: options.reconnect } : {}),
        });
        realtimeByClient.set(clientId, rt);
      }
      return rt;
    },
    tokens: http.tokens,
    session,
    partialRegistration,
    http,
  };
}
