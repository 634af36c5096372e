import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useServerText } from './useServerText';

export interface ResourceState<T> {
  data: T | undefined;
  /** The error message in the active language (by its code, the operation's default from the SDK, or the server's). */
  error: string | null;
  loading: boolean;
  /** Fetches again; resolves when done (never rejects). */
  reload: () => Promise<void>;
  /** Replaces the data locally (optimistic updates after a write). */
  setData: (update: T | ((previous: T | undefined) => T)) => void;
}

/** Loads data once per `key` (and on `reload`), ignoring answers that arrive after a newer request. */
export function useResource<T>(key: string, fetcher: () => Promise<T>): ResourceState<T> {
  const [data, setDataState] = useState<T | undefined>(undefined);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const serverText = useServerText();
  const [loading, setLoading] = useState(true);
  const latest = useRef(0);
  const fetcherRef = useRef(fetcher);
  // The last commit's fetcher, before any effect (a child's included) can call reload.
  useLayoutEffect(() => {
    fetcherRef.current = fetcher;
  });

  const load = useCallback(async () => {
    const id = ++latest.current;
    // The first load starts in that state already: setting it again would still cost the component a render when
    // it has other updates pending (React cannot skip an equal state then).
    if (id > 1) {
      setLoading(true);
      setFailure(null);
    }
    try {
      const result = await fetcherRef.current();
      if (id === latest.current) setDataState(result);
    } catch (e) {
      if (id === latest.current) setFailure({ error: e });
    } finally {
      if (id === latest.current) setLoading(false);
    }
  }, []);

  useEffect(() => {
    void load();
    return () => {
      latest.current += 1;
    };
  }, [key, load]);

  const setData = useCallback((update: T | ((previous: T | undefined) => T)) => {
    setDataState((previous) => (typeof update === 'function' ? (update as (p: T | undefined) => T)(previous) : update));
  }, []);

  // Worded when read, so a change of language rewords an error already shown.
  const error = useMemo(() => (failure ? serverText(failure.error) : null), [failure, serverText]);
  return { data, error, loading, reload: load, setData };
}
