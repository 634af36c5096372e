import type { ReadableStore } from '@wacrm/whatsapp-sdk';

type Schedule = (flush: () => void) => void;

const nextFrame: Schedule = (flush) => {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => flush());
  else setTimeout(flush, 16);
};

const FRAME_MS = 16;

const nextTask: Schedule = (flush) => {
  setTimeout(flush, 0);
};

/**
 * Changes are told at most this often. A change after a quiet spell (the list arriving, one message, a tick) is
 * told in the next task; while changes keep coming (a realtime burst of hundreds of events per second) they are
 * told together, on the first frame at least this long after the last time, so a burst costs a few renders per
 * second instead of one (and the virtual lists' measuring and scrolling after it) in every frame.
 */
export const BURST_INTERVAL_MS = 100;

function clock(): number {
  return typeof performance !== 'undefined' ? performance.now() : Date.now();
}

const views = new WeakMap<ReadableStore<unknown>, ReadableStore<unknown>>();

/**
 * A view of a store that batches its changes: a burst of realtime events (hundreds per second) becomes a few
 * renders per second (at most one per BURST_INTERVAL_MS, on an animation frame) instead of one per event; a
 * change after a quiet spell is told in the next task (all changes of the current task together). In between it
 * keeps handing out the last snapshot told, as `useSyncExternalStore` requires. `schedule` replaces the timing
 * (tests).
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
    if (schedule) {
      schedule(flush);
      return;
    }
    const wait = BURST_INTERVAL_MS - (clock() - lastFlush);
    if (wait <= 0) nextTask(flush);
    else setTimeout(() => nextFrame(flush), Math.max(0, wait - FRAME_MS));
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
