import { useCallback, useRef, useSyncExternalStore } from 'react';
import type { ReadableStore } from '@wacrm/whatsapp-sdk';

/**
 * Binds an SDK store to React with a selector: re-renders only when the selected value changes
 * (`Object.is` by default, or the given equality).
 */
export function useStoreSelector<T, S>(
  store: ReadableStore<T>,
  selector: (snapshot: T) => S,
  isEqual: (a: S, b: S) => boolean = Object.is,
): S {
  const cache = useRef<{ snapshot: T; selector: (snapshot: T) => S; selected: S } | null>(null);
  const getSelected = useCallback(() => {
    const snapshot = store.getSnapshot();
    const previous = cache.current;
    // A new selector (e.g. another conversation's id) must be applied even when the snapshot is unchanged.
    if (previous && previous.snapshot === snapshot && previous.selector === selector) return previous.selected;
    const selected = selector(snapshot);
    if (previous && isEqual(previous.selected, selected)) {
      cache.current = { snapshot, selector, selected: previous.selected };
      return previous.selected;
    }
    cache.current = { snapshot, selector, selected };
    return selected;
  }, [store, selector, isEqual]);
  return useSyncExternalStore(store.subscribe, getSelected, getSelected);
}

/** The whole snapshot of an SDK store. */
export function useStore<T>(store: ReadableStore<T>): T {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}
