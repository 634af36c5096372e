import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';

/**
 * The reference app's auth interface. Route guards and the workbench read only this context, so the source of the
 * session can change (cookie adapter today, the SDK / auth widgets' `AuthProvider` later) without touching them.
 */
export type AuthStatus = 'loading' | 'signed-in' | 'signed-out';

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
  /** Clears the session; the guards then send the visitor to /auth/login. */
  logout: () => Promise<void>;
  /** Re-reads the session (call after a sign-in form stored new tokens). */
  reload: () => void;
}

/** Where a session comes from. `loadUser` resolves null when signed out and must not reject except on abort. */
export interface AuthAdapter {
  /** Cheap synchronous check (e.g. cookies present); false lets visitors skip the loading state entirely. */
  hasSession(): boolean;
  loadUser(signal: AbortSignal): Promise<AuthUser | null>;
  logout(): Promise<void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

/** Provides an already computed auth state (bridge for another provider, and tests). */
export function AuthStateProvider({ value, children }: { value: AuthContextValue; children?: ReactNode }) {
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

interface AdapterState {
  status: AuthStatus;
  user: AuthUser | null;
}

/** Runs an `AuthAdapter`: loading while the profile is fetched, then signed-in or signed-out. */
export function AuthProvider({ adapter, children }: { adapter: AuthAdapter; children?: ReactNode }) {
  const [generation, setGeneration] = useState(0);
  const [state, setState] = useState<AdapterState>(() =>
    adapter.hasSession() ? { status: 'loading', user: null } : { status: 'signed-out', user: null },
  );

  useEffect(() => {
    // Without a session the state is already 'signed-out' (initial state or reload()); nothing to fetch.
    if (!adapter.hasSession()) return undefined;
    const controller = new AbortController();
    adapter.loadUser(controller.signal).then(
      (user) => {
        if (!controller.signal.aborted)
          setState(user ? { status: 'signed-in', user } : { status: 'signed-out', user: null });
      },
      () => {
        if (!controller.signal.aborted) setState({ status: 'signed-out', user: null });
      },
    );
    return () => controller.abort();
  }, [adapter, generation]);

  const logout = useCallback(async () => {
    try {
      await adapter.logout();
    } finally {
      setState({ status: 'signed-out', user: null });
    }
  }, [adapter]);
  const reload = useCallback(() => {
    setState((s) =>
      adapter.hasSession() ? { status: 'loading', user: s.user } : { status: 'signed-out', user: null },
    );
    setGeneration((g) => g + 1);
  }, [adapter]);

  const value = useMemo<AuthContextValue>(() => ({ ...state, logout, reload }), [state, logout, reload]);
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
