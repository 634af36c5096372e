import type { ReadableStore } from '@wacrm/whatsapp-sdk';

type Schedule = (flush: () => void) => void;

const defaultSchedule: Schedule = (flush) => {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => flush());
  else setTimeout(flush, 16);
};

const views = new WeakMap<ReadableStore<unknown>, ReadableStore<unknown>>();

/**
 * A view of a store that tells its listeners at most once per animation frame: a burst of realtime events
 * (hundreds per second) becomes one render per frame instead of one per event. Between frames it keeps handing
 * out the snapshot of the last frame, as `useSyncExternalStore` requires.
 */
export function frameBatched<T>(store: ReadableStore<T>, schedule: Schedule = defaultSchedule): ReadableStore<T> {
  const cached = views.get(store as ReadableStore<unknown>);
  if (cached) return cached as ReadableStore<T>;
  let current = store.getSnapshot();
  let scheduled = false;
  let unsubscribe: (() => void) | null = null;
  const listeners = new Set<() => void>();

  const flush = () => {
    scheduled = false;
    const next = store.getSnapshot();
    if (next === current) return;
    current = next;
    for (const listener of [...listeners]) listener();
  };
  const onChange = () => {
    if (scheduled) return;
    scheduled = true;
    schedule(flush);
  };

  const view: ReadableStore<T> = {
    // Without listeners nothing keeps `current` fresh: read through.
    getSnapshot: () => (unsubscribe ? current : (current = store.getSnapshot())),
    subscribe(listener) {
      listeners.add(listener);
      if (!unsubscribe) {
        unsubscribe = store.subscribe(onChange);
        current = store.getSnapshot();
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && unsubscribe) {
          unsubscribe();
          unsubscribe = null;
        }
      };
    },
  };
  views.set(store as ReadableStore<unknown>, view as ReadableStore<unknown>);
  return view;
}
