import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  AUTH_DEFAULT_ERRORS,
  CLIENT_SESSION_KEY,
  isApiError,
  isClientSessionValid,
  type AuthState,
  type KeyValueStorage,
  type OtpData,
  type PartialGoogleRegistration,
  type User,
  type WacrmClient,
} from '@wacrm/whatsapp-sdk';
import type { AuthIdentityProvider } from '../identity';
import { mergeAuthLabels, type AuthLabelOverrides, type AuthLabels } from '../labels';
import { apiErrorMessage } from '../internal/errors';
import { WacrmLocaleProvider, useWacrmLocale, type LocaleInput } from '../../i18n/WacrmLocaleProvider';
import type { TextDirection } from '../../i18n/locale';
import type { SessionExpirySource } from './sessionExpiry';

/** Coarse state for route guards: a spinner while 'loading'. */
export type AuthStatus = 'loading' | 'signed-in' | 'signed-out';

/** What `useAuth()` returns: the auth state (user, session flags, code step, partial registration, error) plus the actions the forms and the host use. */
export interface AuthContextValue extends AuthState {
  status: AuthStatus;
  /** The host's SDK client. */
  client: WacrmClient;
  /** The injected identity provider (Google, phone codes). */
  identityProvider: AuthIdentityProvider;
  /** The auth labels with the provider's overrides applied. */
  labels: AuthLabels;
  /** Records the user a login or registration returned (the SDK already stored the tokens). */
  completeSignIn(user: User): void;
  /** Keeps the latest sign-in error in the auth state (null clears it). */
  setError(message: string | null): void;
  /** Where the current code was sent (null when no code step is open). */
  setOtpData(data: OtpData | null): void;
  /**
   * Where the forms keep a code step still waiting for its code (where it went, when, until when; never the code),
   * so a reload, Back or 'Change' keeps it; null when not kept.
   */
  codeStepStorage: KeyValueStorage | null;
  /** Stores a Google sign-up still lacking a phone number (session storage and state). */
  savePartialRegistration(record: PartialGoogleRegistration): void;
  clearPartialRegistration(): void;
  /** Clears tokens, the client session record and the identity provider's session. */
  logout(): Promise<void>;
  /** Fetches the profile again (e.g. after a host stored new tokens itself). */
  reload(): Promise<void>;
}

export interface AuthProviderProps {
  /** The host's client from `createWacrmClient()` (no clientId needed: signed-out pages have none). */
  client: WacrmClient;
  /** The SDK's Firebase adapter in production, its dev adapter against the mock API in development. */
  identityProvider: AuthIdentityProvider;
  /** Overrides for any auth label, on top of the active language (English defaults from the product spec). */
  labels?: AuthLabelOverrides;
  /**
   * The forms' language (a BCP 47 tag or a locale object, as `WacrmProvider`'s `locale`); default: an enclosing
   * `WacrmLocaleProvider`'s, else English.
   */
  locale?: LocaleInput;
  /** Writing direction when it should not follow the language. */
  dir?: TextDirection;
  /**
   * Where the client reports a failed token refresh: pass the channel whose `notify` was given to
   * `createWacrmClient({ onSessionExpired })` (see `createSessionExpiryChannel`).
   */
  sessionExpiry?: SessionExpirySource;
  /** Called after the provider ended a session: refresh failure, the 2-hour client session, or lost tokens. */
  onSessionExpired?: () => void;
  /** How often the 2-hour client session record is checked while signed in (default 60 s; also on tab focus). */
  sessionCheckIntervalMs?: number;
  /**
   * The storage the client keeps its session record in, read once at start-up to tell an expired record from a
   * missing one (default: `sessionStorage`, the client's default). Pass null to skip that check.
   */
  sessionStorage?: KeyValueStorage | null;
  /**
   * Where a code step waiting for its code is kept until the code expires (default: `sessionStorage`): where the
   * code went, when, and the details it summarises, never the code. Pass null to keep it in memory only.
   */
  codeStepStorage?: KeyValueStorage | null;
  /**
   * Whether this provider keeps the session (default true): it reads it at start-up (fetching the profile, or
   * clearing what is left without session cookies) and ends it (refresh failure, the 2-hour record, lost tokens).
   * `false` when the host keeps the session in its own provider and mounts this one only around the auth forms:
   * then it neither fetches the profile nor clears tokens at start-up, checks nothing while signed in, and a sign-in
   * only records the user for the forms (the host reads its session again in the forms' `onSuccess`). One session,
   * not two that could disagree.
   */
  ownsSession?: boolean;
  /** The app (or the part of it) that reads the session with `useAuth()`. */
  children?: ReactNode;
}

const AuthContext = createContext<AuthContextValue | null>(null);

/** What start-up does: end an expired session, clear auth, fetch the profile, or nothing (the host's session). */
type Startup = 'expired' | 'none' | 'fetch' | 'host';

function defaultSessionStorage(): KeyValueStorage | null {
  try {
    return typeof sessionStorage !== 'undefined' ? sessionStorage : null;
  } catch {
    return null;
  }
}

/** True when a client session record exists but is older than 2 hours (a missing record is not "expired"). */
function recordExpired(storage: KeyValueStorage | null, now: number): boolean {
  if (!storage) return false;
  let raw: string | null = null;
  try {
    raw = storage.getItem(CLIENT_SESSION_KEY);
  } catch {
    return false;
  }
  if (!raw) return false;
  try {
    const parsed = JSON.parse(raw) as { timestamp?: unknown; isAuthenticated?: unknown };
    if (typeof parsed.timestamp !== 'number' || typeof parsed.isAuthenticated !== 'boolean') return false;
    return !isClientSessionValid({ timestamp: parsed.timestamp, isAuthenticated: parsed.isAuthenticated }, now);
  } catch {
    return false;
  }
}

function decideStartup(client: WacrmClient, storage: KeyValueStorage | null): Startup {
  if (recordExpired(storage, Date.now())) return 'expired';
  return client.auth.hasSession() ? 'fetch' : 'none';
}

/**
 * GET /auth/profile. The SDK treats every /auth/ path as a token endpoint and never refreshes on its 401, so an
 * access token that expired (15 min) while a refresh token is still good is refreshed here once.
 */
async function fetchProfile(client: WacrmClient): Promise<User> {
  try {
    return await client.auth.getProfile();
  } catch (error) {
    if (isApiError(error) && error.status === 401 && client.tokens.getRefreshToken()) {
      await client.http.refreshSession();
      return client.auth.getProfile();
    }
    throw error;
  }
}

type ProfileOutcome = { ok: true; user: User } | { ok: false; message: string };

/**
 * Fetches the profile: the user, or the spec's 'Failed to fetch user profile' (server message preferred). An invalid
 * session (401) is cleared; any other failure keeps the tokens so a reload can recover.
 */
async function profileOutcome(client: WacrmClient, labels: AuthLabels): Promise<ProfileOutcome> {
  try {
    const user = await fetchProfile(client);
    // A new tab or a host that stored tokens itself has no session record yet: start one now.
    if (!client.session.isValid()) client.session.start();
    return { ok: true, user };
  } catch (error) {
    if (isApiError(error) && error.status === 401) void client.auth.logout();
    return {
      ok: false,
      message: apiErrorMessage(error, labels, 'profileFailed', { sdkDefault: AUTH_DEFAULT_ERRORS.getProfile }),
    };
  }
}

const signedOut = (partial: PartialGoogleRegistration | null, error: string | null = null): AuthState => ({
  user: null,
  isAuthenticated: false,
  isLoading: false,
  error,
  otpData: null,
  partialRegistration: partial,
});

/**
 * The auth state on the SDK client. Start-up: with session cookies the profile is fetched,
 * otherwise auth is cleared; the client session record expires after 2 hours; logout clears tokens; a failed token
 * refresh ends the session. Works without `WacrmProvider` (signed-out pages have no clientId).
 */
export function AuthProvider({ locale, dir, ...props }: AuthProviderProps) {
  return (
    <WacrmLocaleProvider locale={locale} dir={dir}>
      <AuthProviderInner {...props} />
    </WacrmLocaleProvider>
  );
}

function AuthProviderInner({
  client,
  identityProvider,
  labels: labelOverrides,
  sessionExpiry,
  onSessionExpired,
  sessionCheckIntervalMs = 60_000,
  sessionStorage: storageProp,
  codeStepStorage: codeStepStorageProp,
  ownsSession = true,
  children,
}: Omit<AuthProviderProps, 'locale' | 'dir'>) {
  const storage = storageProp === undefined ? defaultSessionStorage() : storageProp;
  const codeStepStorage = codeStepStorageProp === undefined ? defaultSessionStorage() : codeStepStorageProp;
  const { labels: translated } = useWacrmLocale();
  const labels = useMemo(() => mergeAuthLabels(translated, labelOverrides), [translated, labelOverrides]);
  const labelsRef = useRef(labels);
  const onExpiredRef = useRef(onSessionExpired);
  useEffect(() => {
    labelsRef.current = labels;
    onExpiredRef.current = onSessionExpired;
  });

  const [startup] = useState<Startup>(() => (ownsSession ? decideStartup(client, storage) : 'host'));
  const [state, setState] = useState<AuthState>(() => {
    const partial = client.partialRegistration.read();
    return startup === 'fetch' ? { ...signedOut(partial), isLoading: true } : signedOut(partial);
  });
  // Mirrors state.isAuthenticated for event handlers; written wherever that state is written.
  const authenticated = useRef(false);
  const applyProfile = useCallback((outcome: ProfileOutcome) => {
    authenticated.current = outcome.ok;
    setState((s) =>
      outcome.ok
        ? { ...s, user: outcome.user, isAuthenticated: true, isLoading: false, error: null }
        : signedOut(s.partialRegistration, outcome.message),
    );
  }, []);

  // Start-up: fetch the profile when session cookies exist, otherwise clear whatever is left.
  useEffect(() => {
    let cancelled = false;
    if (startup === 'fetch') {
      void profileOutcome(client, labelsRef.current).then((outcome) => {
        if (!cancelled) applyProfile(outcome);
      });
    } else if (startup !== 'host') {
      void client.auth.logout();
    }
    return () => {
      cancelled = true;
    };
  }, [client, startup, applyProfile]);

  const endSession = useCallback(
    (notify: boolean) => {
      void client.auth.logout();
      identityProvider.signOut().catch(() => undefined);
      setState((s) => signedOut(s.partialRegistration));
      if (notify) onExpiredRef.current?.();
    },
    [client, identityProvider],
  );

  const expireIfAuthenticated = useCallback(() => {
    if (authenticated.current) {
      authenticated.current = false;
      endSession(true);
    }
  }, [endSession]);

  // Refresh failure reported by the client.
  useEffect(
    () => (startup === 'host' ? undefined : sessionExpiry?.subscribe(expireIfAuthenticated)),
    [startup, sessionExpiry, expireIfAuthenticated],
  );

  // The 2-hour client session record (and tokens removed behind our back) while signed in (the host checks its own).
  useEffect(() => {
    if (!state.isAuthenticated || startup === 'host') return undefined;
    const check = () => {
      if (!client.session.isValid() || !client.auth.hasSession()) expireIfAuthenticated();
    };
    const interval = setInterval(check, Math.max(1000, sessionCheckIntervalMs));
    const onVisible = () => {
      if (typeof document === 'undefined' || document.visibilityState === 'visible') check();
    };
    if (typeof document !== 'undefined') document.addEventListener('visibilitychange', onVisible);
    if (typeof window !== 'undefined') window.addEventListener('focus', onVisible);
    return () => {
      clearInterval(interval);
      if (typeof document !== 'undefined') document.removeEventListener('visibilitychange', onVisible);
      if (typeof window !== 'undefined') window.removeEventListener('focus', onVisible);
    };
  }, [client, state.isAuthenticated, startup, sessionCheckIntervalMs, expireIfAuthenticated]);

  const completeSignIn = useCallback(
    (user: User) => {
      if (!client.session.isValid()) client.session.start();
      authenticated.current = true;
      setState((s) => ({ ...s, user, isAuthenticated: true, isLoading: false, error: null, otpData: null }));
    },
    [client],
  );
  const setError = useCallback(
    (error: string | null) => setState((s) => (s.error === error ? s : { ...s, error })),
    [],
  );
  const setOtpData = useCallback((otpData: OtpData | null) => setState((s) => ({ ...s, otpData })), []);
  const savePartialRegistration = useCallback(
    (record: PartialGoogleRegistration) => {
      client.partialRegistration.save(record);
      setState((s) => ({ ...s, partialRegistration: client.partialRegistration.read() ?? { ...record } }));
    },
    [client],
  );
  const clearPartialRegistration = useCallback(() => {
    client.partialRegistration.clear();
    setState((s) => ({ ...s, partialRegistration: null }));
  }, [client]);
  const logout = useCallback(async () => {
    authenticated.current = false;
    endSession(false);
  }, [endSession]);
  const reload = useCallback(async () => {
    if (!client.auth.hasSession()) {
      void client.auth.logout();
      authenticated.current = false;
      setState((s) => signedOut(s.partialRegistration));
      return;
    }
    setState((s) => ({ ...s, isLoading: true }));
    applyProfile(await profileOutcome(client, labelsRef.current));
  }, [client, applyProfile]);

  const value = useMemo<AuthContextValue>(
    () => ({
      ...state,
      status: state.isLoading ? 'loading' : state.isAuthenticated ? 'signed-in' : 'signed-out',
      client,
      identityProvider,
      labels,
      completeSignIn,
      setError,
      setOtpData,
      codeStepStorage,
      savePartialRegistration,
      clearPartialRegistration,
      logout,
      reload,
    }),
    [
      state,
      client,
      identityProvider,
      labels,
      completeSignIn,
      setError,
      setOtpData,
      codeStepStorage,
      savePartialRegistration,
      clearPartialRegistration,
      logout,
      reload,
    ],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/** The auth state and actions. Throws a clear error outside `<AuthProvider>`. */
export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) {
    throw new Error(
      'useAuth() and the auth forms must be used inside <AuthProvider client={...} identityProvider={...}>.',
    );
  }
  return value;
}

/** The provider's labels with a form's own overrides on top. */
export function useAuthLabels(overrides?: AuthLabelOverrides): AuthLabels {
  const { labels } = useAuth();
  return useMemo(() => (overrides ? mergeAuthLabels(labels, overrides) : labels), [labels, overrides]);
}
