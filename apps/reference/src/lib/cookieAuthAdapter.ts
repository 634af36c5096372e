import { createDocumentCookieJar, type CookieJar } from './cookies';
import type { AuthAdapter, AuthUser } from './auth';

/**
 * Interim auth adapter: reads the session from the `token` / `refreshToken` cookies (spec section 3) and fetches
 * `GET /auth/profile` with the bearer token, refreshing once through `POST /auth/refresh-token` on a 401.
 *
 * It exists until the SDK client (`createWacrmClient`, its token store and `auth.getProfile()`) and the auth
 * widgets' `AuthProvider` land; swapping it is a change in `App.tsx` only (see `AuthStateProvider`).
 */
export const TOKEN_COOKIE = 'token';
export const REFRESH_COOKIE = 'refreshToken';

export interface CookieAuthAdapterOptions {
  apiBaseUrl: string;
  cookies?: CookieJar;
  fetch?: typeof fetch;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

const str = (value: unknown) => (typeof value === 'string' ? value : '');

/** Reads the user from `{ data: { user } }` (contract) or `{ data: { data: { user } } }` defensively. */
export function parseProfile(body: unknown): AuthUser | null {
  if (!isRecord(body) || !isRecord(body.data)) return null;
  const inner = isRecord(body.data.user) ? body.data.user : isRecord(body.data.data) ? body.data.data.user : null;
  if (!isRecord(inner) || typeof inner.userId !== 'string' || inner.userId === '') return null;
  return {
    userId: inner.userId,
    firstName: str(inner.firstName),
    lastName: str(inner.lastName),
    email: str(inner.email),
    phoneNumber: str(inner.phoneNumber),
  };
}

export function createCookieAuthAdapter(options: CookieAuthAdapterOptions): AuthAdapter {
  const base = options.apiBaseUrl.replace(/\/+$/, '');
  let jar: CookieJar | undefined = options.cookies;
  const cookies = () => (jar ??= createDocumentCookieJar());
  const doFetch: typeof fetch = (...args) => (options.fetch ?? globalThis.fetch)(...args);

  const clear = () => {
    cookies().remove(TOKEN_COOKIE);
    cookies().remove(REFRESH_COOKIE);
  };

  const getProfile = (token: string | undefined, signal: AbortSignal) =>
    doFetch(`${base}/auth/profile`, {
      headers: token
        ? { Accept: 'application/json', Authorization: `Bearer ${token}` }
        : { Accept: 'application/json' },
      signal,
    });

  async function refresh(signal: AbortSignal): Promise<string | undefined> {
    const refreshToken = cookies().get(REFRESH_COOKIE);
    if (!refreshToken) return undefined;
    const res = await doFetch(`${base}/auth/refresh-token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ refreshToken }),
      signal,
    });
    if (!res.ok) return undefined;
    const body: unknown = await res.json().catch(() => null);
    const data = isRecord(body) && isRecord(body.data) ? body.data : null;
    const token = data ? str(data.token) || str(data.accessToken) : '';
    const nextRefresh = data ? str(data.refreshToken) : '';
    if (!token) return undefined;
    cookies().set(TOKEN_COOKIE, token);
    if (nextRefresh) cookies().set(REFRESH_COOKIE, nextRefresh);
    return token;
  }

  return {
    hasSession() {
      try {
        return Boolean(cookies().get(TOKEN_COOKIE) || cookies().get(REFRESH_COOKIE));
      } catch {
        return false;
      }
    },
    async loadUser(signal) {
      try {
        if (!this.hasSession()) return null;
        let res = await getProfile(cookies().get(TOKEN_COOKIE), signal);
        if (res.status === 401) {
          const token = await refresh(signal);
          if (!token) {
            clear();
            return null;
          }
          res = await getProfile(token, signal);
        }
        if (!res.ok) {
          if (res.status === 401) clear();
          return null;
        }
        return parseProfile(await res.json().catch(() => null));
      } catch (error) {
        if (signal.aborted) throw error;
        // Network failure: the session cannot be confirmed, so treat the visitor as signed out (cookies kept).
        return null;
      }
    },
    async logout() {
      clear();
    },
  };
}
