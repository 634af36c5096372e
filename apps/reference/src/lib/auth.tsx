import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { SessionEnd } from './sessionEvents';

/**
 * The reference app's auth interface and its one session (`SessionProvider`, at the root). Route guards, the auth
 * pages and the workbench read only this context, so the source of the session can change without touching them.
 * The app's one `AuthProvider` is the auth widgets' own, around the forms (auth/AuthForms.tsx): it gives them the
 * client, the identity provider and the language, and keeps no session of its own (`ownsSession={false}`).
 */
export type AuthStatus = 'loading' | 'signed-in' | 'signed-out' | 'error';

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
  /**
   * Why the session ended without this tab's own Logout ('expired', or 'logout' in another tab), for the login page
   * to say; null after a sign-in or an own logout.
   */
  sessionEnd: SessionEnd | null;
  /** With status 'error': why the profile could not be loaded. */
  error: string | null;
  /** Clears the session; the guards then send the visitor to /auth/login. */
  logout: () => Promise<void>;
  /** Re-reads the session (call after a sign-in form stored new tokens, or to retry a failed profile load). */
  reload: () => void;
  /** Ends the session (here, on the server and in the other tabs) and signs out, saying why on the login page. */
  endSession: (why: SessionEnd) => void;
  /** Whether tokens are still stored (cheap, synchronous). */
  hasSession: () => boolean;
}

/** Where a session comes from. */
export interface AuthAdapter {
  /**
   * Cheap synchronous check (e.g. cookies present); false lets visitors skip the loading state entirely. Called
   * unbound (handed on as the context's `hasSession`): it must not use `this`.
   */
  hasSession(): boolean;
  /**
   * The user; null when signed out (no session, or the server refused it); 'expired' when the 2-hour client session
   * record has expired. Rejects with an Error whose message is shown with a Retry when the profile could not be
   * loaded for another reason (offline, server error).
   */
  loadUser(signal: AbortSignal): Promise<AuthUser | null | 'expired'>;
  logout(): Promise<void>;
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
  sessionEnd: SessionEnd | null;
  error: string | null;
}

const signedOut = (why: SessionEnd | null = null): AdapterState => ({
  status: 'signed-out',
  user: null,
  sessionEnd: why,
  error: null,
});

/**
 * Runs an `AuthAdapter`: loading while the profile is fetched, then signed-in, signed-out or error. Ends the session
 * (saying why) when its 2-hour record has expired (at start; the signed-in area checks it afterwards with
 * useSessionWatch) and when the SDK reports it ended elsewhere.
 */
export function SessionProvider({ adapter, children }: { adapter: AuthAdapter; children?: ReactNode }) {
  const [generation, setGeneration] = useState(0);
  const [state, setState] = useState<AdapterState>(() =>
    adapter.hasSession() ? { status: 'loading', user: null, sessionEnd: null, error: null } : signedOut(),
  );

  const endSession = useCallback(
    (why: SessionEnd) => {
      setState(signedOut(why));
      adapter.logout().catch(() => undefined);
    },
    [adapter],
  );

  useEffect(() => {
    // Without a session the state is already 'signed-out' (initial state or reload()); nothing to fetch.
    if (!adapter.hasSession()) return undefined;
    const controller = new AbortController();
    adapter.loadUser(controller.signal).then(
      (user) => {
        if (controller.signal.aborted) return;
        if (user === 'expired') endSession('expired');
        // A session refused by the server was reported through subscribe(): keep its reason.
        else
          setState((s) =>
            user ? { status: 'signed-in', user, sessionEnd: null, error: null } : signedOut(s.sessionEnd),
          );
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const message = (error instanceof Error && error.message) || PROFILE_FAILED;
        setState({ status: 'error', user: null, sessionEnd: null, error: message });
      },
    );
    return () => controller.abort();
  }, [adapter, generation, endSession]);

  useEffect(() => adapter.subscribe?.((end) => setState(signedOut(end))), [adapter]);

  const logout = useCallback(async () => {
    try {
      await adapter.logout();
    } finally {
      setState(signedOut());
    }
  }, [adapter]);
  const reload = useCallback(() => {
    setState((s) =>
      adapter.hasSession() ? { status: 'loading', user: s.user, sessionEnd: null, error: null } : signedOut(),
    );
    setGeneration((g) => g + 1);
  }, [adapter]);
  // The adapter's own function (adapters are plain objects of closures, never `this`-bound).
  const value = useMemo<AuthContextValue>(
    () => ({ ...state, logout, reload, endSession, hasSession: adapter.hasSession }),
    [state, logout, reload, endSession, adapter],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth() must be used inside <SessionProvider> or <AuthStateProvider>.');
  return value;
}

/** Display name for the top bar: first and last name, else email or phone. */
export function displayName(user: AuthUser | null): string {
  if (!user) return '';
  const name = `${user.firstName} ${user.lastName}`.trim();
  return name || user.email || user.phoneNumber || 'Signed in';
}
