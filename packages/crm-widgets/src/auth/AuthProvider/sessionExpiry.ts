/** Something the AuthProvider can listen to for "the session ended because the token refresh failed". */
export interface SessionExpirySource {
  /** Registers a listener; returns the function that removes it. */
  subscribe(listener: () => void): () => void;
}

/** A source plus the `notify` function to hand to `createWacrmClient({ onSessionExpired })`. */
export interface SessionExpiryChannel extends SessionExpirySource {
  /** Pass this as the client's `onSessionExpired` option. Safe to call with no listener. */
  readonly notify: () => void;
}

/**
 * Connects the SDK client's `onSessionExpired` option (given when the host creates the client) to the
 * `AuthProvider` (created later, in React):
 *
 * ```ts
 * const sessionExpiry = createSessionExpiryChannel();
 * const client = createWacrmClient({ baseURL, onSessionExpired: sessionExpiry.notify });
 * <AuthProvider client={client} identityProvider={identity} sessionExpiry={sessionExpiry}>
 * ```
 */
export function createSessionExpiryChannel(): SessionExpiryChannel {
  const listeners = new Set<() => void>();
  return {
    notify: () => {
      for (const listener of [...listeners]) {
        try {
          listener();
        } catch {
          // One failing listener must not keep the others from hearing about the expiry.
        }
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
