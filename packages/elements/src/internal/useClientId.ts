import { useEffect, useState } from 'react';
import { isApiError, type WacrmClient } from '@wacrm/whatsapp-sdk';
import type { WacrmEmit } from '../events';
import { announceSignedIn, forgetSignedIn } from './sharedClient';

/** What the element knows about the clientId its widget works for. */
export type ClientIdState =
  | { status: 'ready'; clientId: string }
  | { status: 'loading' }
  | { status: 'signed-out' }
  | { status: 'failed'; message: string };

const SIGNED_OUT: ClientIdState = { status: 'signed-out' };

/**
 * The clientId: the `client-id` attribute when given, else the signed-in profile's userId (the profile the page's
 * elements share, see sharedClient.ts; the SDK refreshes an expired access token for it). `attempt` changes when
 * someone signs in or out on the page, so the element asks again; a widget already shown stays while it does. A
 * session found here is announced with `wacrm-signed-in`, once per page.
 */
export function useClientId(
  client: WacrmClient | null,
  explicit: string | undefined,
  attempt: number,
  emit: WacrmEmit,
): ClientIdState {
  const [found, setState] = useState<ClientIdState>({ status: 'loading' });
  useEffect(() => {
    if (explicit || !client) return undefined;
    if (!client.auth.hasSession()) {
      forgetSignedIn(client);
      // Read from the client's storage (outside React) and told to the page with the event below, at each attempt.
      // eslint-disable-next-line react-hooks/set-state-in-effect -- the state comes with that report
      setState(SIGNED_OUT);
      emit('wacrm-error', { code: 'NOT_SIGNED_IN', message: 'Not signed in' });
      return undefined;
    }
    let cancelled = false;
    setState((s) => (s.status === 'ready' ? s : { status: 'loading' }));
    client.auth.getProfile().then(
      (user) => {
        if (cancelled) return;
        setState((s) =>
          s.status === 'ready' && s.clientId === user.userId ? s : { status: 'ready', clientId: user.userId },
        );
        announceSignedIn(client, user, emit);
      },
      (error: unknown) => {
        if (cancelled) return;
        const status = isApiError(error) ? error.status : undefined;
        if (status === 401) {
          // The API refused the stored session: the first element to hear it ends it and tells the page.
          forgetSignedIn(client);
          setState(SIGNED_OUT);
          if (client.auth.hasSession()) {
            void client.auth.logout();
            emit('wacrm-session-expired', { reason: 'session-ended' });
          }
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
  // A given clientId needs no profile: it is the answer at once, whatever was found before (a new object each render:
  // its reader uses its fields only).
  return explicit ? { status: 'ready', clientId: explicit } : found;
}
