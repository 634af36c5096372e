import axios, { type AxiosInstance, type AxiosResponse } from 'axios';
import { ApiError, apiErrorFromResponse, networkError } from './errors';
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
  /** The operation's default error message (spec section 8) used when the server gives none. */
  defaultMessage: string;
  signal?: AbortSignal;
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
  tokenStore: TokenStore;
  /** Called once each time a session ends because the refresh failed or there was no refresh token. */
  onSessionExpired?: () => void;
  /** Called whenever the clear routine runs (e.g. to drop the client session record). */
  onSessionCleared?: () => void;
  /** Request timeout in ms (default 30 s). */
  timeoutMs?: number;
}

/** The request funnel: one axios instance, bearer header, envelope unwrapping, ApiError, single-flight refresh. */
export interface HttpClient {
  readonly axios: AxiosInstance;
  readonly tokens: TokenStore;
  /** Sends a request and resolves with the envelope's `data`. */
  request<T>(config: RequestConfig): Promise<T>;
  /** Sends a request and resolves with the whole envelope. */
  requestEnvelope<T>(config: RequestConfig): Promise<Envelope<T>>;
  /**
   * Runs (or joins) the one shared token refresh; resolves with the new access token. On failure the session
   * is cleared and `onSessionExpired` is called once.
   */
  refreshSession(): Promise<string>;
  /** The logout/clear routine: clears tokens (and, through `onSessionCleared`, the session record). */
  clearSession(options?: { notify?: boolean }): void;
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
  const tokens = options.tokenStore;
  const instance = axios.create({
    baseURL: options.baseURL.replace(/\/+$/, ''),
    timeout: options.timeoutMs ?? 30_000,
    headers: { Accept: 'application/json' },
  });

  let refreshing: Promise<string> | null = null;

  function clearSession(opts: { notify?: boolean } = {}): void {
    const hadSession = tokens.getAccessToken() !== null || tokens.getRefreshToken() !== null;
    tokens.clear();
    options.onSessionCleared?.();
    if (opts.notify && hadSession) options.onSessionExpired?.();
  }

  async function runRefresh(): Promise<string> {
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
        clearSession({ notify: true });
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
      clearSession({ notify: true });
      throw new ApiError({ status: 401, code: 'SESSION_EXPIRED', message: 'Session expired' });
    }
    const nextRefresh = typeof data.refreshToken === 'string' && data.refreshToken ? data.refreshToken : refreshToken;
    tokens.setTokens({ accessToken, refreshToken: nextRefresh });
    return accessToken;
  }

  function refreshSession(): Promise<string> {
    if (!refreshing) {
      refreshing = runRefresh().finally(() => {
        refreshing = null;
      });
    }
    return refreshing;
  }

  async function send(config: RequestConfig, isRetry: boolean): Promise<AxiosResponse<unknown>> {
    const usedToken = tokens.getAccessToken();
    try {
      return await instance.request<unknown>({
        method: config.method,
        url: config.url,
        data: config.data,
        params: cleanParams(config.params),
        signal: config.signal,
        headers: usedToken ? { Authorization: `Bearer ${usedToken}` } : {},
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
      const apiError = apiErrorFromResponse(response.status, response.data, config.defaultMessage);
      if (response.status !== 401 || isRetry || isAuthPath(config.url)) throw apiError;

      const current = tokens.getAccessToken();
      if (current !== null && current !== usedToken) {
        // Another request already refreshed while this one was in flight: just retry with the new token.
        return send(config, true);
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
      return send(config, true);
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
    async request<T>(config: RequestConfig): Promise<T> {
      return (await requestEnvelope<T>(config)).data;
    },
    refreshSession,
    clearSession,
  };
}
