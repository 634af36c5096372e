/** A value that can be read and watched: the shape `useSyncExternalStore` takes. */
export interface ReadableStore<T> {
  /** The current value; the same object until it changes (safe for `useSyncExternalStore`). */
  getSnapshot(): T;
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

/** A small writable store. */
export interface Store<T> extends ReadableStore<T> {
  /** Replaces the value (or derives it from the current one). Listeners run only when the value changed. */
  setState(next: T | ((current: T) => T)): void;
}

function isUpdater<T>(value: T | ((current: T) => T)): value is (current: T) => T {
  return typeof value === 'function';
}

/** `createStore(initial)`: subscribe/getSnapshot/setState, no framework. */
export function createStore<T>(initial: T): Store<T> {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    setState(next) {
      const value = isUpdater(next) ? next(state) : next;
      if (Object.is(value, state)) return;
      state = value;
      for (const listener of [...listeners]) {
        try {
          listener();
        } catch (error) {
          // One failing listener must not stop the others.
          console.error(error);
        }
      }
    },
  };
}
