/**
 * Coordination of one session across the tabs of an origin (docs/security.md, "One refresh per expiry per browser").
 *
 * - A refresh runs under a browser-wide Web Lock (`navigator.locks`), so two tabs whose access token expired together
 *   make one refresh call: the second tab takes the lock after the first, re-reads the token store and finds the new
 *   token (cookies are shared; a per-tab store gets it over the channel).
 * - A BroadcastChannel tells the other tabs of new tokens and of a session that ended (logout, refresh refused), so
 *   every tab ends it within a moment instead of at its next request.
 *
 * Where either API is missing (Node, SSR, old browsers) it falls back to the single-flight refresh of one tab and to
 * no messages; nothing here runs at import.
 */

/** Why a session ended. */
export type SessionEndReason = 'expired' | 'logout';

/** What tabs tell each other. Tokens only travel between same-origin contexts of the same browser. */
export type TabMessage =
  | {
      type: 'tokens';
      accessToken: string;
      refreshToken: string;
      /** The refresh token that was rotated: a tab applies the pair only when it holds that one (same session). */
      previousRefreshToken: string;
    }
  | {
      type: 'ended';
      reason: SessionEndReason;
      /** The refresh token of the session that ended (null when the tab had none left). */
      refreshToken: string | null;
    };

/** The part of the Web Locks API used here. */
export interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

/** The part of BroadcastChannel used here. */
export interface BroadcastChannelLike {
  postMessage(message: unknown): void;
  close(): void;
  onmessage: ((event: { data: unknown }) => void) | null;
}

export interface TabSyncOptions {
  /** Lock and channel name; tabs with the same name share one session. */
  name: string;
  /** Web Locks; default `navigator.locks` in a browser. `null` turns locking off. */
  locks?: LockManagerLike | null;
  /** Opens the channel; default `new BroadcastChannel(name)` in a browser. `null` turns messages off. */
  openChannel?: ((name: string) => BroadcastChannelLike) | null;
}

export interface TabSync {
  /** Runs `task` while holding the refresh lock of every tab of this session (or directly without Web Locks). */
  withRefreshLock<T>(task: () => Promise<T>): Promise<T>;
  /** Tells the other tabs. */
  publish(message: TabMessage): void;
  /** Messages from the other tabs. */
  subscribe(listener: (message: TabMessage) => void): () => void;
  /** Closes the channel. */
  close(): void;
}

function isBrowser(): boolean {
  return typeof window !== 'undefined' && typeof document !== 'undefined';
}

function defaultLocks(): LockManagerLike | null {
  if (!isBrowser() || typeof navigator === 'undefined') return null;
  const locks = (navigator as Navigator & { locks?: LockManagerLike }).locks;
  return locks && typeof locks.request === 'function' ? locks : null;
}

function defaultOpenChannel(): ((name: string) => BroadcastChannelLike) | null {
  // Only in a browser: a server process holds clients of many users, which must never hear each other.
  if (!isBrowser() || typeof BroadcastChannel === 'undefined') return null;
  return (name) => new BroadcastChannel(name) as unknown as BroadcastChannelLike;
}

function isString(value: unknown): value is string {
  return typeof value === 'string' && value !== '';
}

/** Reads a message from another tab; anything malformed is ignored. */
export function parseTabMessage(data: unknown): TabMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const m = data as Record<string, unknown>;
  if (m.type === 'tokens' && isString(m.accessToken) && isString(m.refreshToken) && isString(m.previousRefreshToken)) {
    return {
      type: 'tokens',
      accessToken: m.accessToken,
      refreshToken: m.refreshToken,
      previousRefreshToken: m.previousRefreshToken,
    };
  }
  if (m.type === 'ended' && (m.reason === 'expired' || m.reason === 'logout')) {
    return { type: 'ended', reason: m.reason, refreshToken: isString(m.refreshToken) ? m.refreshToken : null };
  }
  return null;
}

export function createTabSync(options: TabSyncOptions): TabSync {
  const locks = options.locks === undefined ? defaultLocks() : options.locks;
  const open = options.openChannel === undefined ? defaultOpenChannel() : options.openChannel;
  const listeners = new Set<(message: TabMessage) => void>();
  let channel: BroadcastChannelLike | null = null;
  let closed = false;

  const ensureChannel = (): BroadcastChannelLike | null => {
    if (channel || closed || !open) return channel;
    try {
      channel = open(options.name);
    } catch {
      return null;
    }
    channel.onmessage = (event) => {
      const message = parseTabMessage(event.data);
      if (!message) return;
      for (const listener of [...listeners]) listener(message);
    };
    // Node's BroadcastChannel (tests) would otherwise keep the process alive.
    (channel as BroadcastChannelLike & { unref?: () => void }).unref?.();
    return channel;
  };

  return {
    withRefreshLock(task) {
      if (!locks) return task();
      return locks.request(`${options.name}:refresh`, task);
    },
    publish(message) {
      try {
        ensureChannel()?.postMessage(message);
      } catch {
        // A closed or unusable channel: the other tabs learn at their next request instead.
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      ensureChannel();
      return () => {
        listeners.delete(listener);
      };
    },
    close() {
      closed = true;
      listeners.clear();
      channel?.close();
      channel = null;
    },
  };
}
