import type { AuthClient } from './authClient';
import { createDocumentCookieJar, type CookieJar } from './cookies';
import { PROFILE_FAILED, type AuthAdapter } from './auth';
import type { ClientSessionState } from './clientSession';
import { subscribeSessionEnded, type SessionEnd } from './sessionEvents';

/**
 * The app's auth adapter on top of the SDK: a session exists when the SDK's `token` / `refreshToken` cookies do
 * (checked synchronously, so visitors without them never wait or download anything), and the user comes from the
 * SDK client's `auth.getProfile()`, which sends the bearer token and runs the single-flight refresh on a 401
 * (clearing the tokens when that fails). The client is loaded on demand (see wacrmClient.ts).
 * It is the app's one session: the auth widgets' `AuthProvider` around the forms keeps none of its own.
 */
export interface CookieAuthAdapterOptions {
  cookies?: CookieJar;
  /** Resolves the SDK client; by default the app's shared client, imported on demand. */
  loadClient?: () => Promise<AuthClient>;
  /** Ends the identity provider's session on logout; by default the app's (identity.ts, imported on demand). */
  signOutIdentity?: () => Promise<void>;
  /** The 2-hour client session record; by default read from sessionStorage. */
  sessionState?: () => ClientSessionState;
  /** Sessions ended elsewhere; by default the SDK client's onSessionEnded (sessionEvents.ts). */
  subscribe?: (listener: (end: SessionEnd) => void) => () => void;
}

/** The SDK cookie token store's cookie names (TOKEN_COOKIE / REFRESH_TOKEN_COOKIE; a unit test keeps them equal). */
export const SESSION_COOKIES = ['token', 'refreshToken'] as const;

const defaultLoadClient = async (): Promise<AuthClient> => (await import('./wacrmClient')).getWacrmClient();
const defaultSignOutIdentity = async (): Promise<void> => (await import('./identity')).signOutAppIdentity();

export function createCookieAuthAdapter(options: CookieAuthAdapterOptions = {}): AuthAdapter {
  let jar: CookieJar | undefined = options.cookies;
  const cookies = () => (jar ??= createDocumentCookieJar());
  const loadClient = options.loadClient ?? defaultLoadClient;
  const signOutIdentity = options.signOutIdentity ?? defaultSignOutIdentity;
  const hasSession = () => {
    try {
      return SESSION_COOKIES.some((name) => Boolean(cookies().get(name)));
    } catch {
      return false;
    }
  };
  const clearCookies = () => {
    try {
      for (const name of SESSION_COOKIES) cookies().remove(name);
    } catch {
      // no cookie access: nothing to clear
    }
  };

  return {
    hasSession,
    subscribe: options.subscribe ?? subscribeSessionEnded,
    async loadUser() {
      if (!hasSession()) return null;
      // The profile code loads with the client: signed-out pages carry neither.
      const [client, { loadProfile }] = await Promise.all([loadClient(), import('./profile')]).catch(() => {
        throw new Error(PROFILE_FAILED);
      });
      return loadProfile(client, { hasSession, sessionState: options.sessionState });
    },
    async logout() {
      try {
        // Ends the session here and in the other tabs at once; the server revocation runs on in the background.
        if (hasSession()) void (await loadClient()).auth.logout();
      } catch {
        // The client could not load; the cookies are cleared below anyway.
      }
      try {
        await signOutIdentity();
      } catch {
        // The provider's sign-out failed (e.g. offline); the app's session ends anyway.
      }
      clearCookies();
    },
  };
}
