import type { Timers } from '../realtime';
import { createStore, type ReadableStore } from './createStore';

/** What a resource store holds: the data once loaded, the last load's failure, and whether a load is running. */
export interface ResourceSnapshot<T> {
  /** The data; `undefined` until the first load succeeded. */
  readonly data: T | undefined;
  /** The last load's failure (the raw error: the view words it); `null` once a load succeeds. */
  readonly error: unknown;
  /** A load is in flight (the first one, a refresh or a poll). */
  readonly loading: boolean;
}

/**
 * One server resource (a connection status, an analytics report, a list): loaded once and shared by every view
 * that shows it, refreshed on demand, polled while needed. Concurrent loads share one request.
 */
export interface ResourceStore<T> extends ReadableStore<ResourceSnapshot<T>> {
  /**
   * Loads unless loaded and fresh; a load in flight is shared. `{ refresh: true }` fetches again even when fresh
   * (keeping the data shown meanwhile), sharing a request in flight. `{ quiet: true }` (a background refresh) shows
   * no loading and keeps a failure to itself (the data stays; `error` is left as it was). Resolves when done; never
   * rejects.
   */
  load(options?: LoadOptions): Promise<void>;
  /** Marks the data stale: fetched again now when anyone watches, else on the next `load()`. */
  invalidate(): void;
  /** Replaces the data locally (after a write the server confirmed); the data becomes fresh. */
  set(next: T | ((current: T | undefined) => T)): void;
  /**
   * Fetches again quietly every `intervalMs` while `when(data)` holds (always by default); returns the stop
   * function.
   */
  poll(intervalMs: number, when?: (data: T | undefined) => boolean): () => void;
}

export interface LoadOptions {
  /** Fetch again even when the data is fresh. */
  refresh?: boolean;
  /** In the background: no loading state, a failure ignored (the data shown stays). */
  quiet?: boolean;
}

export interface ResourceOptions<T> {
  fetch: () => Promise<T>;
  /** Clock for `poll` (tests pass fake timers). */
  timers?: Pick<Timers, 'setTimeout' | 'clearTimeout'>;
}

const defaultTimers: Pick<Timers, 'setTimeout' | 'clearTimeout'> = {
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
};

/** `createResource({ fetch })`: a `ResourceStore` over `createStore`. */
export function createResource<T>(options: ResourceOptions<T>): ResourceStore<T> {
  const timers = options.timers ?? defaultTimers;
  const store = createStore<ResourceSnapshot<T>>({ data: undefined, error: null, loading: false });
  let inFlight: Promise<void> | null = null;
  let request = 0;
  let stale = true;
  let watchers = 0;

  function fetchNow(quiet = false): Promise<void> {
    const id = ++request;
    if (!quiet && !store.getSnapshot().loading) store.setState((s) => ({ ...s, loading: true }));
    const run = (async () => {
      try {
        const data = await options.fetch();
        if (id !== request) return;
        stale = false;
        store.setState({ data, error: null, loading: false });
      } catch (error) {
        if (id !== request) return;
        store.setState((s) => (quiet ? { ...s, loading: false } : { data: s.data, error, loading: false }));
      } finally {
        if (id === request) inFlight = null;
      }
    })();
    inFlight = run;
    return run;
  }

  return {
    getSnapshot: store.getSnapshot,
    subscribe(listener) {
      watchers += 1;
      const off = store.subscribe(listener);
      let done = false;
      return () => {
        if (done) return;
        done = true;
        watchers -= 1;
        off();
      };
    },
    load({ refresh = false, quiet = false } = {}) {
      if (inFlight) return inFlight;
      if (!refresh && !stale && store.getSnapshot().data !== undefined) return Promise.resolve();
      return fetchNow(quiet);
    },
    invalidate() {
      stale = true;
      // A request in flight may have been answered before the change: ask again.
      if (watchers > 0) void fetchNow();
    },
    set(next) {
      // A local write supersedes an answer still on its way (it may predate the write).
      if (inFlight) {
        request += 1;
        inFlight = null;
      }
      stale = false;
      store.setState((s) => ({
        data: typeof next === 'function' ? (next as (current: T | undefined) => T)(s.data) : next,
        error: null,
        loading: false,
      }));
    },
    poll(intervalMs, when = () => true) {
      let handle: unknown = null;
      let stopped = false;
      const tick = () => {
        handle = null;
        if (stopped) return;
        const next = when(store.getSnapshot().data) && !inFlight ? fetchNow(true) : Promise.resolve();
        void next.then(() => {
          if (!stopped) handle = timers.setTimeout(tick, intervalMs);
        });
      };
      if (intervalMs > 0) handle = timers.setTimeout(tick, intervalMs);
      return () => {
        stopped = true;
        if (handle !== null) timers.clearTimeout(handle);
      };
    },
  };
}
