import { createDocumentCookieJar, type CookieJar } from './cookies';
import type { AuthAdapter } from './auth';

/**
 * Interim auth adapter: the session is the `token` / `refreshToken` cookies (spec section 3); the user comes from
 * `GET /auth/profile`, refreshing once through `POST /auth/refresh-token` on a 401 (see sessionRequests.ts, loaded
 * on demand).
 *
 * It exists until the SDK client (`createWacrmClient`, its token store and `auth.getProfile()`) and the auth
 * widgets' `AuthProvider` land; swapping it is a change in `App.tsx` only (see `AuthStateProvider`).
 */
export interface CookieAuthAdapterOptions {
  apiBaseUrl: string;
  cookies?: CookieJar;
  fetch?: typeof fetch;
}

const TOKEN = 'token';
const REFRESH = 'refreshToken';

export function createCookieAuthAdapter(options: CookieAuthAdapterOptions): AuthAdapter {
  let jar: CookieJar | undefined = options.cookies;
  const cookies = () => (jar ??= createDocumentCookieJar());
  const hasSession = () => {
    try {
      return Boolean(cookies().get(TOKEN) || cookies().get(REFRESH));
    } catch {
      return false;
    }
  };

  return {
    hasSession,
    async loadUser(signal) {
      if (!hasSession()) return null;
      const { fetchSessionUser } = await import('./sessionRequests');
      return fetchSessionUser({
        apiBaseUrl: options.apiBaseUrl,
        cookies: cookies(),
        fetch: options.fetch ?? ((...args) => globalThis.fetch(...args)),
        signal,
      });
    },
    async logout() {
      try {
        cookies().remove(TOKEN);
        cookies().remove(REFRESH);
      } catch {
        // no cookie access: nothing to clear
      }
    },
  };
}
