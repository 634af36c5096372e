/**
 * Sessions that end outside the app's own Logout: the SDK client's `onSessionEnded` (a refresh refused here, or a
 * logout or refused refresh in another tab) is emitted here, and the auth provider listens. A module of its own with
 * no SDK import, so the auth provider at the root can listen without loading the client.
 */
export type SessionEnd = 'expired' | 'logout';

const listeners = new Set<(end: SessionEnd) => void>();

export function emitSessionEnded(end: SessionEnd): void {
  for (const listener of [...listeners]) listener(end);
}

export function subscribeSessionEnded(listener: (end: SessionEnd) => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
