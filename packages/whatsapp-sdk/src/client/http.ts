import axios, { type AxiosInstance, type AxiosResponse } from 'axios';
import { ApiError, apiErrorFromResponse, networkError } from './errors';
import { isAbsoluteUrl, originBoundTokens, urlOrigin } from './originTokens';
import { createTabSync, type SessionEndReason, type TabMessage, type TabSync } from './tabSync';
import type { TokenStore } from './tokens';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Query-string values; `undefined`, `null` and '' are left out. */
export type QueryParams = Readonly<Record<string, string | number | boolean | null | undefined>>;

export interface RequestConfig {
  method: HttpMethod;
  /** Path relative to the base URL, e.g. `/auth/login`. */
  url: string;
  data?: unknown;
  params?: QueryParams;
  /** The operation's default error message used when the server gives none. */
  defaultMessage: string;
  signal?: AbortSignal;
  /** Progress of the request body as it is sent (uploads). */
  onUploadProgress?: (event: { loaded: number; total?: number }) => void;
  /** This request's timeout in ms instead of the client's (0: none, for an upload the user can cancel). */
  timeoutMs?: number;
}

/** The success envelope `{ success, message, data }` plus whatever else the server put next to it (`meta`, ...). */
export interface Envelope<T> {
  success: boolean;
  message: string;
  data: T;
  meta?: Readonly<Record<string, unknown>>;
  readonly [key: string]: unknown;
}

export interface HttpClientOptions {
  baseURL: string;
  /**
   * Where the tokens live. The client keeps the origin of `baseURL` with the tokens it stores and sends them to that
   * origin only; tokens the store holds for another origin are invisible to this client (never sent, never cleared).
   */
  tokenStore: TokenStore;
  /** Called once each time a session ends because the refresh failed or there was no refresh token. */
  onSessionExpired?: () => void;
  /** Called whenever the clear routine runs (e.g. to drop the client session record). */
  onSessionCleared?: () => void;
  /**
   * Called once each time the session ends other than by this tab's own `logout`: its refresh was refused here, or
   * another tab of the origin logged out or saw its refresh refused (`elsewhere: true`).
   */
  onSessionEnded?: (event: SessionEndedEvent) => void;
  /**
   * Coordination with the other tabs of the origin (Web Locks + BroadcastChannel): one refresh per expiry per
   * browser, and a session ended in one tab ends in all. Default: on in a browser, named after the base URL; `false`
   * turns it off; a `TabSync` of your own (tests, a custom channel) replaces it.
   */
  tabSync?: TabSync | false;
  /** Request timeout in ms (default 30 s). */
  timeoutMs?: number;
}

/** Why and where a session ended (`onSessionEnded`). */
export interface SessionEndedEvent {
  /** 'expired': a refresh was refused (revoked, expired, logged out on the server); 'logout': a logout. */
  reason: SessionEndReason;
  /** True when another tab of the origin ended it. */
  elsewhere: boolean;
}

/** The request funnel: one axios instance, bearer header, envelope unwrapping, ApiError, single-flight refresh. */
export interface HttpClient {
  readonly axios: AxiosInstance;
  /** The token store as this client sees it: the tokens of its API's origin only (see `tokenStore`). */
  readonly tokens: TokenStore;
  /** Sends a request and resolves with the envelope's `data`. */
  request<T>(config: RequestConfig): Promise<T>;
  /** Sends a request and resolves with the whole envelope. */
  requestEnvelope<T>(config: RequestConfig): Promise<Envelope<T>>;
  /** Sends a request and resolves with the body as a Blob of the response's Content-Type (a media download). */
  requestBlob(config: RequestConfig): Promise<Blob>;
  /**
   * Runs (or joins) the one shared token refresh; resolves with the new access token. On failure the session
   * is cleared and `onSessionExpired` is called once.
   */
  refreshSession(): Promise<string>;
  /** The logout/clear routine: clears tokens (and, through `onSessionCleared`, the session record). */
  clearSession(options?: { notify?: boolean }): void;
  /**
   * Ends the session here and in every other tab of the origin (they clear it and call `onSessionEnded` with
   * `elsewhere: true`); returns the refresh token that was stored, for a server logout. Does not call the callbacks
   * here: the caller chose to end it.
   */
  endSession(reason: SessionEndReason): string | null;
  /** Stops listening to the other tabs. */
  dispose(): void;
}

const REFRESH_PATH = '/auth/refresh-token';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `/auth/*` calls never trigger a refresh (they are how one gets tokens). */
export function isAuthPath(url: string): boolean {
  return /^\/?auth\//.test(url);
}

function cleanParams(params: QueryParams | undefined): Record<string, string | number | boolean> | undefined {
  if (!params) return undefined;
  const out: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    out[key] = value;
  }
  return out;
}

/** An error body asked for as bytes (a download) read as the JSON envelope it is, when it is one. */
function binaryJson(data: unknown): unknown {
  // A browser gives an ArrayBuffer, Node a Buffer.
  if (!(data instanceof ArrayBuffer) && !ArrayBuffer.isView(data)) return data;
  try {
    return JSON.parse(new TextDecoder().decode(data)) as unknown;
  } catch {
    return undefined;
  }
}

function toEnvelope<T>(response: AxiosResponse<unknown>, defaultMessage: string): Envelope<T> {
  const body = response.data;
  if (isRecord(body)) {
    if (body.success === false) throw apiErrorFromResponse(response.status, body, defaultMessage);
    if ('data' in body || 'success' in body) {
      return {
        ...body,
        success: true,
        message: typeof body.message === 'string' ? body.message : '',
        data: body.data as T,
      };
    }
  }
  // Not an envelope (e.g. 204 or a bare JSON value): hand the body over as data.
  return { success: true, message: '', data: (body === '' ? undefined : body) as T };
}

export function createHttpClient(options: HttpClientOptions): HttpClient {
  const origin = urlOrigin(options.baseURL);
  const tokens = originBoundTokens(options.tokenStore, origin);
  const instance = axios.create({
    baseURL: options.baseURL.replace(/\/+$/, ''),
    timeout: options.timeoutMs ?? 30_000,
    headers: { Accept: 'application/json' },
  });

  let refreshing: Promise<string> | null = null;
  const sync: TabSync | null =
    options.tabSync === false
      ? null
      : (options.tabSync ?? createTabSync({ name: `wacrm-session:${options.baseURL.replace(/\/+$/, '')}` }));
  // Whether this tab has seen a session: with a shared store (cookies) another tab's logout leaves nothing to compare.
  let sawSession = tokens.getAccessToken() !== null || tokens.getRefreshToken() !== null;

  function clearSession(opts: { notify?: boolean } = {}): void {
    const hadSession = tokens.getAccessToken() !== null || tokens.getRefreshToken() !== null;
    tokens.clear();
    sawSession = false;
    options.onSessionCleared?.();
    if (opts.notify && hadSession) {
      options.onSessionExpired?.();
      options.onSessionEnded?.({ reason: 'expired', elsewhere: false });
    }
  }

  function endSession(reason: SessionEndReason): string | null {
    const refreshToken = tokens.getRefreshToken();
    const hadSession = refreshToken !== null || tokens.getAccessToken() !== null;
    clearSession({ notify: false });
    if (hadSession) sync?.publish({ type: 'ended', reason, refreshToken });
    return refreshToken;
  }

  /** The refresh was refused: the session is over here and in the other tabs. */
  function refused(refreshToken: string | null): void {
    clearSession({ notify: true });
    sync?.publish({ type: 'ended', reason: 'expired', refreshToken });
  }

  function fromOtherTab(message: TabMessage): void {
    const current = tokens.getRefreshToken();
    if (message.type === 'tokens') {
      // Applied only by a tab of the same session that does not share the store (a shared one already has them).
      if (current === message.previousRefreshToken) {
        tokens.setTokens({ accessToken: message.accessToken, refreshToken: message.refreshToken });
      }
      return;
    }
    const sameSession =
      current === null ? sawSession && tokens.getAccessToken() === null : current === message.refreshToken;
    if (!sameSession) return;
    tokens.clear();
    sawSession = false;
    options.onSessionCleared?.();
    if (message.reason === 'expired') options.onSessionExpired?.();
    options.onSessionEnded?.({ reason: message.reason, elsewhere: true });
  }
  const unsubscribe = sync?.subscribe(fromOtherTab);

  /** `seen`: the access token that was refused; another tab may have replaced it while this one waited. */
  async function runRefresh(seen: string | null): Promise<string> {
    const current = tokens.getAccessToken();
    if (current !== null && current !== seen) return current;
    const refreshToken = tokens.getRefreshToken();
    if (!refreshToken) {
      clearSession({ notify: true });
      throw new ApiError({ status: 401, code: 'SESSION_EXPIRED', message: 'Session expired' });
    }
    let response: AxiosResponse<unknown>;
    try {
      response = await instance.request({ method: 'POST', url: REFRESH_PATH, data: { refreshToken } });
    } catch (error) {
      if (axios.isAxiosError(error) && error.response) {
        refused(refreshToken);
        throw apiErrorFromResponse(error.response.status, error.response.data, 'Session expired');
      }
      // No response: the session may still be fine; do not log the user out over a network blip.
      throw networkError();
    }
    const data = isRecord(response.data) && isRecord(response.data.data) ? response.data.data : {};
    const accessToken =
      typeof data.accessToken === 'string' && data.accessToken
        ? data.accessToken
        : typeof data.token === 'string' && data.token
          ? data.token
          : null;
    if (!accessToken) {
      refused(refreshToken);
      throw new ApiError({ status: 401, code: 'SESSION_EXPIRED', message: 'Session expired' });
    }
    const nextRefresh = typeof data.refreshToken === 'string' && data.refreshToken ? data.refreshToken : refreshToken;
    tokens.setTokens({ accessToken, refreshToken: nextRefresh });
    sawSession = true;
    sync?.publish({ type: 'tokens', accessToken, refreshToken: nextRefresh, previousRefreshToken: refreshToken });
    return accessToken;
  }

  function refreshSession(): Promise<string> {
    if (!refreshing) {
      const seen = tokens.getAccessToken();
      const locked = sync ? sync.withRefreshLock(() => runRefresh(seen)) : runRefresh(seen);
      refreshing = locked.finally(() => {
        refreshing = null;
      });
    }
    return refreshing;
  }

  async function send(
    config: RequestConfig,
    isRetry: boolean,
    responseType?: 'arraybuffer',
  ): Promise<AxiosResponse<unknown>> {
    // An absolute URL to another origin (a call the SDK does not wrap) goes without this API's token.
    const ownOrigin = !isAbsoluteUrl(config.url) || urlOrigin(config.url) === origin;
    const usedToken = ownOrigin ? tokens.getAccessToken() : null;
    if (usedToken !== null) sawSession = true;
    try {
      return await instance.request<unknown>({
        method: config.method,
        url: config.url,
        data: config.data,
        params: cleanParams(config.params),
        signal: config.signal,
        headers: usedToken ? { Authorization: `Bearer ${usedToken}` } : {},
        ...(config.onUploadProgress ? { onUploadProgress: config.onUploadProgress } : {}),
        ...(config.timeoutMs !== undefined ? { timeout: config.timeoutMs } : {}),
        ...(responseType ? { responseType } : {}),
      });
    } catch (error) {
      // The axios error is not kept as `cause`: its config carries the Authorization header (the token), and
      // errors end up in logs and error trackers.
      if (!axios.isAxiosError(error)) throw networkError();
      if (axios.isCancel(error) || error.code === 'ERR_CANCELED') {
        throw new ApiError({ status: 0, code: 'ABORTED', message: config.defaultMessage });
      }
      const response = error.response;
      if (!response) throw networkError();
      const apiError = apiErrorFromResponse(response.status, binaryJson(response.data), config.defaultMessage);
      if (response.status !== 401 || isRetry || !ownOrigin || isAuthPath(config.url)) throw apiError;

      const current = tokens.getAccessToken();
      if (current !== null && current !== usedToken) {
        // Another request already refreshed while this one was in flight: just retry with the new token.
        return send(config, true, responseType);
      }
      if (current === null && usedToken !== null) {
        // The session was cleared meanwhile (refresh failed or logout): do not start another refresh.
        throw apiError;
      }
      try {
        await refreshSession();
      } catch (refreshError) {
        throw refreshError instanceof ApiError && refreshError.status === 0 ? refreshError : apiError;
      }
      return send(config, true, responseType);
    }
  }

  async function requestEnvelope<T>(config: RequestConfig): Promise<Envelope<T>> {
    const response = await send(config, false);
    return toEnvelope<T>(response, config.defaultMessage);
  }

  return {
    axios: instance,
    tokens,
    requestEnvelope,
    async requestBlob(config) {
      const response = await send(config, false, 'arraybuffer');
      const type = response.headers['content-type'];
      return new Blob([response.data as ArrayBuffer | Uint8Array<ArrayBuffer>], {
        type: typeof type === 'string' ? type : '',
      });
    },
    async request<T>(config: RequestConfig): Promise<T> {
      return (await requestEnvelope<T>(config)).data;
    },
    refreshSession,
    clearSession,
    endSession,
    dispose() {
      unsubscribe?.();
      sync?.close();
    },
  };
}
