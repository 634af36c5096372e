import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  AUTH_DEFAULT_ERRORS,
  REDIRECT_DELAY_MS,
  normalizePhone,
  type PartialGoogleRegistration,
  type User,
} from '@wacrm/whatsapp-sdk';
import { useAuth } from '../AuthProvider/AuthProvider';
import type { AuthLabels } from '../labels';
import { apiErrorMessage, googleErrorMessage, hasCode } from './errors';

/** Routes of the auth area; hosts with other paths override them. */
export interface AuthPaths {
  login: string;
  register: string;
  completeRegistration: string;
}

export const DEFAULT_AUTH_PATHS: AuthPaths = {
  login: '/auth/login',
  register: '/auth/register',
  completeRegistration: '/auth/complete-registration',
};

export function resolvePaths(paths: Partial<AuthPaths> | undefined): AuthPaths {
  return { ...DEFAULT_AUTH_PATHS, ...paths };
}

/** Calls `onNavigate(path)` after 2 s (error redirects are delayed 2 s); cancelled on unmount. */
export function useDelayedRedirect(onNavigate: ((path: string) => void) | undefined) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const navigate = useRef(onNavigate);
  useEffect(() => {
    navigate.current = onNavigate;
  });
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  const schedule = useCallback((path: string) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = null;
      navigate.current?.(path);
    }, REDIRECT_DELAY_MS);
  }, []);
  const cancel = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  }, []);
  return useMemo(() => ({ schedule, cancel }), [schedule, cancel]);
}

/** An error shown by a form and kept in the auth state (errors are kept in auth state). */
export function useFormError() {
  const { setError: setAuthError } = useAuth();
  const [error, setLocal] = useState<string | null>(null);
  const setError = useCallback(
    (message: string | null) => {
      setLocal(message);
      setAuthError(message);
    },
    [setAuthError],
  );
  return [error, setError] as const;
}

/** First and last name from a Google display name ('Priya Sharma' -> Priya / Sharma). */
export function splitDisplayName(displayName: string | null | undefined): { firstName: string; lastName: string } {
  const parts = (displayName ?? '').trim().split(/\s+/).filter(Boolean);
  return { firstName: parts[0] ?? '', lastName: parts.slice(1).join(' ') };
}

export interface GoogleFlowOptions {
  /** 'login': sign in an existing account (an unknown one is registered); 'register': create the account. */
  mode: 'login' | 'register';
  labels: AuthLabels;
  paths: AuthPaths;
  onSuccess?: (user: User) => void;
  onNavigate?: (path: string) => void;
}

/**
 * The Google flows: popup sign-in, 'Missing email from Google Account', then an existing account
 * signs in, a new one without a phone is stored as a partial registration and sent to complete-registration, a
 * new one with a phone registers directly (success clears the partial data).
 */
export function useGoogleFlow({ mode, labels, paths, onSuccess, onNavigate }: GoogleFlowOptions) {
  const auth = useAuth();
  const { client, identityProvider, completeSignIn, savePartialRegistration, clearPartialRegistration, setError } =
    auth;
  const [busy, setBusy] = useState(false);
  const [error, setLocalError] = useState<string | null>(null);
  const redirect = useDelayedRedirect(onNavigate);

  const fail = useCallback(
    (message: string) => {
      setLocalError(message);
      setError(message);
    },
    [setError],
  );

  const dismiss = useCallback(() => {
    setLocalError(null);
    setError(null);
  }, [setError]);

  const start = useCallback(async () => {
    setBusy(true);
    setLocalError(null);
    setError(null);
    redirect.cancel();
    try {
      let signIn;
      try {
        signIn = await identityProvider.signInWithGoogle();
      } catch (err) {
        fail(googleErrorMessage(err, labels));
        return;
      }
      const { user: gUser, credential } = signIn;
      const email = typeof gUser?.email === 'string' ? gUser.email.trim() : '';
      if (!email) {
        fail(labels.googleMissingEmail);
        return;
      }

      if (mode === 'login') {
        try {
          const result = await client.auth.login({ email });
          clearPartialRegistration();
          completeSignIn(result.user);
          onSuccess?.(result.user);
          return;
        } catch (err) {
          if (!hasCode(err, 'USER_NOT_FOUND')) {
            fail(apiErrorMessage(err, labels, 'loginFailed', { sdkDefault: AUTH_DEFAULT_ERRORS.login }));
            return;
          }
          // A Google account we do not know yet: register it (no dead end).
        }
      } else {
        try {
          await client.auth.checkUser({ email, mode: 'register' });
        } catch (err) {
          if (hasCode(err, 'USER_ALREADY_EXISTS')) {
            fail(labels.accountExists);
            redirect.schedule(paths.login);
          } else {
            fail(apiErrorMessage(err, labels, 'verifyAccountFailed', { sdkDefault: AUTH_DEFAULT_ERRORS.checkUser }));
          }
          return;
        }
      }

      const { firstName, lastName } = splitDisplayName(gUser.displayName);
      const phone = gUser.phoneNumber ? normalizePhone(gUser.phoneNumber) : '';
      const partial: PartialGoogleRegistration = {
        firstName,
        lastName,
        email,
        phone,
        firebaseUid: gUser.uid ?? '',
        googleCredential: credential ?? '',
      };
      if (!phone) {
        savePartialRegistration(partial);
        onNavigate?.(paths.completeRegistration);
        return;
      }
      try {
        const registered = await client.auth.register(partial);
        clearPartialRegistration();
        const { accessToken: _a, refreshToken: _r, tokens: _t, ...user } = registered;
        completeSignIn(user);
        onSuccess?.(user);
      } catch (err) {
        if (hasCode(err, 'USER_ALREADY_EXISTS')) {
          fail(labels.accountExists);
          redirect.schedule(paths.login);
        } else {
          fail(
            apiErrorMessage(err, labels, 'registrationFailed', {
              sdkDefault: AUTH_DEFAULT_ERRORS.register,
              unexpected: 'registrationError',
            }),
          );
        }
      }
    } finally {
      setBusy(false);
    }
  }, [
    client,
    identityProvider,
    labels,
    mode,
    paths,
    onSuccess,
    onNavigate,
    completeSignIn,
    savePartialRegistration,
    clearPartialRegistration,
    setError,
    fail,
    redirect,
  ]);

  return { start, busy, error, dismiss };
}
