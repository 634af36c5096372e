import { useEffect, useState } from 'react';
import { isApiError, type User, type WacrmClient } from '@wacrm/whatsapp-sdk';
import type { WacrmEmit } from '../events';

/** What the element knows about the clientId its widget works for. */
export type ClientIdState =
  | { status: 'ready'; clientId: string }
  | { status: 'loading' }
  | { status: 'signed-out' }
  | { status: 'failed'; message: string };

/** GET /auth/profile, refreshing an expired access token once (the SDK never refreshes on an /auth/ 401). */
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

/**
 * The clientId: the `client-id` attribute when given, else the signed-in profile's userId. `attempt` changes when
 * someone signs in on the page (a `wacrm-signed-in` event), so an element that found no session tries again.
 */
export function useClientId(
  client: WacrmClient | null,
  explicit: string | undefined,
  attempt: number,
  emit: WacrmEmit,
): ClientIdState {
  const [state, setState] = useState<ClientIdState>(() =>
    explicit ? { status: 'ready', clientId: explicit } : { status: 'loading' },
  );
  useEffect(() => {
    if (explicit) {
      setState({ status: 'ready', clientId: explicit });
      return undefined;
    }
    if (!client) return undefined;
    if (!client.auth.hasSession()) {
      setState({ status: 'signed-out' });
      emit('wacrm-error', { code: 'NOT_SIGNED_IN', message: 'Not signed in: no session to read the clientId from' });
      return undefined;
    }
    let cancelled = false;
    setState({ status: 'loading' });
    fetchProfile(client).then(
      (user) => {
        if (!cancelled) setState({ status: 'ready', clientId: user.userId });
      },
      (error: unknown) => {
        if (cancelled) return;
        const status = isApiError(error) ? error.status : undefined;
        if (status === 401) {
          client.auth.logout();
          setState({ status: 'signed-out' });
          emit('wacrm-session-expired', { reason: 'session-ended' });
          return;
        }
        const message = error instanceof Error && error.message ? error.message : 'Failed to fetch user profile';
        setState({ status: 'failed', message });
        if (status !== 0) {
          emit('wacrm-error', { code: 'PROFILE', message, ...(status !== undefined ? { status } : {}) });
          return;
        }
        // Why, for the developer: the diagnostics are fetched now (script-tag loader: a chunk of their own).
        void import('./diagnostics')
          .then(({ networkDiagnosis }) => networkDiagnosis(client.baseURL))
          .then((why) => emit('wacrm-error', { code: 'PROFILE', message: why, status }));
      },
    );
    return () => {
      cancelled = true;
    };
  }, [client, explicit, attempt, emit]);
  return state;
}
