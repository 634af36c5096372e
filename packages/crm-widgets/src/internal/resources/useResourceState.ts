import { useCallback, useEffect, useMemo } from 'react';
import type { ResourceStore } from '@wacrm/whatsapp-sdk';
import { useServerText, useStore } from '../../provider';

/** A resource store as a view reads it. */
export interface ResourceViewState<T> {
  /** The data; `undefined` until the first load succeeded. */
  data: T | undefined;
  /** The failure in the active language (by its code, the operation's default from the SDK, or the server's). */
  error: string | null;
  /** A load is running, or none has answered yet (the first render shows loading, not an empty list). */
  loading: boolean;
  /** Fetches again (Retry); resolves when done, never rejects. */
  reload: () => Promise<void>;
}

export interface ResourceStateOptions {
  /**
   * Load as the view mounts (default true). A part of a widget whose container loads the store passes false: it
   * reads what the container loaded (and its failure, until Retry) instead of asking again.
   */
  load?: boolean;
}

/**
 * Binds a resource store to React and loads it as the view mounts: the first time with a loading state, later
 * quietly (the data already shown stays while fresh data comes). Views mounted together share one request.
 */
export function useResourceState<T>(
  store: ResourceStore<T>,
  { load = true }: ResourceStateOptions = {},
): ResourceViewState<T> {
  const snapshot = useStore(store);
  const serverText = useServerText();
  useEffect(() => {
    if (!load) return;
    const loaded = store.getSnapshot().data !== undefined;
    void store.load(loaded ? { refresh: true, quiet: true } : {});
  }, [store, load]);
  const reload = useCallback(() => store.load({ refresh: true }), [store]);
  // Worded when read, so a change of language rewords an error already shown.
  const error = useMemo(() => (snapshot.error ? serverText(snapshot.error) : null), [snapshot.error, serverText]);
  const pending = snapshot.data === undefined && snapshot.error === null;
  return { data: snapshot.data, error, loading: snapshot.loading || pending, reload };
}

const NONE: readonly never[] = [];

/** A list store as a view reads it: `items` is the list, empty until loaded. */
export function useCollection<T>(
  store: ResourceStore<readonly T[]>,
  options?: ResourceStateOptions,
): ResourceViewState<readonly T[]> & { items: readonly T[] } {
  const state = useResourceState(store, options);
  return { ...state, items: state.data ?? NONE };
}
