import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { ClientSessionState } from './clientSession';
import type { SessionEnd } from './sessionEvents';

/**
 * The reference app's auth interface. Route guards and the workbench read only this context, so the source of the
 * session can change (cookie adapter today, the SDK / auth widgets' `AuthProvider` later) without touching them.
 */
export type AuthStatus = 'loading' | 'signed-in' | 'signed-out' | 'error';

/** Shown on the login page when a session ended without the user's own Logout in this tab. */
export const SESSION_NOTICES = {
  expired: 'Session expired. Please log in again.',
  logout: 'You were logged out in another tab.',
} as const;

/** The spec's message when the profile cannot be loaded (section 8; a server message is preferred). */
export const PROFILE_FAILED = 'Failed to fetch user profile';

export interface AuthUser {
  /** The userId doubles as clientId in every messaging call. */
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
}

export interface AuthContextValue {
  status: AuthStatus;
  user: AuthUser | null;
  /** Why the visitor was signed out (session expired, logged out elsewhere); null after a sign-in or own logout. */
  notice: string | null;
  /** With status 'error': why the profile could not be loaded. */
  error: string | null;
  /** Clears the session; the guards then send the visitor to /auth/login. */
  logout: () => Promise<void>;
  /** Re-reads the session (call after a sign-in form stored new tokens, or to retry a failed profile load). */
  reload: () => void;
  /**
   * Checks that the session still holds (tokens present, client session record younger than 2 hours); ends it with a
   * notice when not. The guards call it on every navigation; the provider on focus and when the record expires.
   */
  checkSession: () => void;
}

/** Where a session comes from. */
export interface AuthAdapter {
  /** Cheap synchronous check (e.g. cookies present); false lets visitors skip the loading state entirely. */
  hasSession(): boolean;
  /**
   * The user, or null when signed out (no session, or the server refused it). Rejects with an Error whose message
   * is shown with a Retry when the profile could not be loaded for another reason (offline, server error).
   */
  loadUser(signal: AbortSignal): Promise<AuthUser | null>;
  logout(): Promise<void>;
  /** The 2-hour client session record; 'expired' ends the session. Without it only the tokens are checked. */
  sessionState?(): ClientSessionState;
  /** Sessions ended outside this tab's Logout (refresh refused, logout in another tab). */
  subscribe?(listener: (end: SessionEnd) => void): () => void;
}

const AuthContext = createContext<AuthContextValue | null>(null);

/** Provides an already computed auth state (bridge for another provider, and tests). */
export function AuthStateProvider({ value, children }: { value: AuthContextValue; children?: ReactNode }) {
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

interface AdapterState {
  status: AuthStatus;
  user: AuthUser | null;
  notice: string | null;
  error: string | null;
}

const signedOut = (notice: string | null = null): AdapterState => ({
  status: 'signed-out',
  user: null,
  notice,
  error: null,
});

const expiredRecord = (adapter: AuthAdapter) => adapter.sessionState?.().state === 'expired';

/** Before the profile loads: signed out without tokens, or with a 2-hour record that has expired; else loading. */
function startState(adapter: AuthAdapter, user: AuthUser | null): AdapterState {
  if (!adapter.hasSession()) return signedOut();
  if (expiredRecord(adapter)) return signedOut(SESSION_NOTICES.expired);
  return { status: 'loading', user, notice: null, error: null };
}

/** Longest delay setTimeout takes (about 24.8 days). */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Runs an `AuthAdapter`: loading while the profile is fetched, then signed-in, signed-out or error. Ends the session
 * with a notice when its 2-hour record expires (checked on focus, at the moment it expires, and by the guards on
 * every navigation), when its tokens disappear, and when the SDK reports it ended elsewhere.
 */
export function AuthProvider({ adapter, children }: { adapter: AuthAdapter; children?: ReactNode }) {
  const [generation, setGeneration] = useState(0);
  const [state, setState] = useState<AdapterState>(() => startState(adapter, null));

  const expire = useCallback(
    (notice: string) => {
      setState(signedOut(notice));
      adapter.logout().catch(() => undefined);
    },
    [adapter],
  );

  useEffect(() => {
    // Without a session the state is already 'signed-out' (initial state or reload()); nothing to fetch.
    if (!adapter.hasSession()) return undefined;
    if (expiredRecord(adapter)) {
      // Already signed out with its notice (startState): end the session itself too.
      adapter.logout().catch(() => undefined);
      return undefined;
    }
    const controller = new AbortController();
    adapter.loadUser(controller.signal).then(
      (user) => {
        if (controller.signal.aborted) return;
        // A session refused by the server was reported through subscribe(): keep its notice.
        setState((s) => (user ? { status: 'signed-in', user, notice: null, error: null } : signedOut(s.notice)));
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const message = error instanceof Error && error.message.trim() ? error.message : PROFILE_FAILED;
        setState({ status: 'error', user: null, notice: null, error: message });
      },
    );
    return () => controller.abort();
  }, [adapter, generation]);

  useEffect(
    () =>
      adapter.subscribe?.((end) => {
        setState(signedOut(SESSION_NOTICES[end]));
      }),
    [adapter],
  );

  const signedIn = state.status === 'signed-in';
  const checkSession = useCallback(() => {
    if (!signedIn) return;
    if (expiredRecord(adapter)) expire(SESSION_NOTICES.expired);
    else if (!adapter.hasSession()) setState(signedOut(SESSION_NOTICES.expired));
  }, [adapter, expire, signedIn]);

  // On focus (back from another tab or window), and at the moment the record expires.
  useEffect(() => {
    if (!signedIn) return undefined;
    const onFocus = () => checkSession();
    const onVisible = () => {
      if (document.visibilityState === 'visible') checkSession();
    };
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onVisible);
    const record = adapter.sessionState?.();
    const timer =
      record?.state === 'active'
        ? setTimeout(checkSession, Math.min(MAX_TIMER_MS, Math.max(0, record.expiresAt - Date.now()) + 50))
        : undefined;
    return () => {
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onVisible);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [adapter, checkSession, signedIn]);

  const logout = useCallback(async () => {
    try {
      await adapter.logout();
    } finally {
      setState(signedOut());
    }
  }, [adapter]);
  const reload = useCallback(() => {
    setState((s) => startState(adapter, s.user));
    setGeneration((g) => g + 1);
  }, [adapter]);

  const value = useMemo<AuthContextValue>(
    () => ({ ...state, logout, reload, checkSession }),
    [state, logout, reload, checkSession],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth() must be used inside <AuthProvider> or <AuthStateProvider>.');
  return value;
}

/** Display name for the top bar: first and last name, else email or phone. */
export function displayName(user: AuthUser | null): string {
  if (!user) return '';
  const name = `${user.firstName} ${user.lastName}`.trim();
  return name || user.email || user.phoneNumber || 'Signed in';
}
