import type { ReadableStore } from '@wacrm/whatsapp-sdk';

type Schedule = (flush: () => void) => void;

const nextFrame: Schedule = (flush) => {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => flush());
  else setTimeout(flush, 16);
};

const nextTask: Schedule = (flush) => {
  setTimeout(flush, 0);
};

/** Quiet for this long: the next change is told in the next task instead of waiting for a frame. */
const QUIET_MS = 50;

function clock(): number {
  return typeof performance !== 'undefined' ? performance.now() : Date.now();
}

const views = new WeakMap<ReadableStore<unknown>, ReadableStore<unknown>>();

/**
 * A view of a store that tells its listeners at most once per animation frame: a burst of realtime events
 * (hundreds per second) becomes one render per frame instead of one per event. The first change after a quiet
 * spell is told in the next task (all changes of the current task together). Between frames it keeps handing
 * out the snapshot of the last frame, as `useSyncExternalStore` requires.
 */
export function frameBatched<T>(store: ReadableStore<T>, schedule?: Schedule): ReadableStore<T> {
  const cached = views.get(store as ReadableStore<unknown>);
  if (cached) return cached as ReadableStore<T>;
  let current = store.getSnapshot();
  let scheduled = false;
  let unsubscribe: (() => void) | null = null;
  const listeners = new Set<() => void>();

  let lastFlush = -Infinity;

  const flush = () => {
    scheduled = false;
    lastFlush = clock();
    const next = store.getSnapshot();
    if (next === current) return;
    current = next;
    for (const listener of [...listeners]) listener();
  };
  const onChange = () => {
    if (scheduled) return;
    scheduled = true;
    if (schedule) schedule(flush);
    // After a quiet spell (the list arriving, one message) the change renders in the next task, not up to a frame
    // later; while changes keep coming (a burst) they are told once per frame.
    else if (clock() - lastFlush > QUIET_MS) nextTask(flush);
    else nextFrame(flush);
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
