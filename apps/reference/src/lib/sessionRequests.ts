import type { AuthUser } from './auth';
import type { CookieJar } from './cookies';

/**
 * The network half of the cookie adapter (profile fetch and one refresh), loaded only when session cookies exist
 * so first-time visitors of the landing page never download it.
 */
export const TOKEN_COOKIE = 'token';
export const REFRESH_COOKIE = 'refreshToken';

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

export function clearSessionCookies(cookies: CookieJar): void {
  cookies.remove(TOKEN_COOKIE);
  cookies.remove(REFRESH_COOKIE);
}

export interface SessionRequestOptions {
  apiBaseUrl: string;
  cookies: CookieJar;
  fetch: typeof fetch;
  signal: AbortSignal;
}

/**
 * `GET /auth/profile` with the bearer token; on a 401, one `POST /auth/refresh-token` with the refresh cookie,
 * storing the new tokens, then one retry. Resolves null when signed out (and clears the cookies on a definite
 * 401); network failures also resolve null but keep the cookies. Rejects only when aborted.
 */
export async function fetchSessionUser({
  apiBaseUrl,
  cookies,
  fetch: doFetch,
  signal,
}: SessionRequestOptions): Promise<AuthUser | null> {
  const base = apiBaseUrl.replace(/\/+$/, '');
  const getProfile = (token: string | undefined) =>
    doFetch(`${base}/auth/profile`, {
      headers: token
        ? { Accept: 'application/json', Authorization: `Bearer ${token}` }
        : { Accept: 'application/json' },
      signal,
    });

  const refresh = async (): Promise<string | undefined> => {
    const refreshToken = cookies.get(REFRESH_COOKIE);
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
    if (!token) return undefined;
    cookies.set(TOKEN_COOKIE, token);
    const nextRefresh = data ? str(data.refreshToken) : '';
    if (nextRefresh) cookies.set(REFRESH_COOKIE, nextRefresh);
    return token;
  };

  try {
    let res = await getProfile(cookies.get(TOKEN_COOKIE));
    if (res.status === 401) {
      const token = await refresh();
      if (!token) {
        clearSessionCookies(cookies);
        return null;
      }
      res = await getProfile(token);
    }
    if (!res.ok) {
      if (res.status === 401) clearSessionCookies(cookies);
      return null;
    }
    return parseProfile(await res.json().catch(() => null));
  } catch (error) {
    if (signal.aborted) throw error;
    return null;
  }
}
