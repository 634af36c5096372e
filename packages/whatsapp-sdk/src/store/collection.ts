import { createResource, type ResourceOptions, type ResourceStore } from './resource';

/**
 * A list resource keyed by id: a `ResourceStore` of the list, plus reading one item and applying a write the server
 * confirmed (upsert, remove) without fetching the list again.
 */
export interface CollectionStore<T> extends ResourceStore<readonly T[]> {
  /** The item of this key in the loaded list. */
  get(key: string): T | undefined;
  /** Replaces the item of the same key in place, or puts a new one first. */
  upsert(item: T): void;
  /** Takes the item of this key out of the list. */
  remove(key: string): void;
}

export interface CollectionOptions<T> extends ResourceOptions<readonly T[]> {
  /** An item's key (default: its `id`). */
  key?: (item: T) => string;
}

const byId = (item: unknown): string => String((item as { id?: unknown }).id ?? '');

/** `createCollection({ fetch, key })`: a keyed list over `createResource`. */
export function createCollection<T>(options: CollectionOptions<T>): CollectionStore<T> {
  const keyOf = options.key ?? byId;
  const resource = createResource<readonly T[]>(options);
  return {
    ...resource,
    get(key) {
      return resource.getSnapshot().data?.find((item) => keyOf(item) === key);
    },
    upsert(item) {
      // Nothing loaded yet: the next load brings the item (a list of it alone would pass for the whole list).
      if (resource.getSnapshot().data === undefined) return resource.invalidate();
      const key = keyOf(item);
      resource.set((list = []) => {
        const at = list.findIndex((i) => keyOf(i) === key);
        if (at < 0) return [item, ...list];
        const next = [...list];
        next[at] = item;
        return next;
      });
    },
    remove(key) {
      if (resource.getSnapshot().data === undefined) return resource.invalidate();
      resource.set((list = []) => {
        const next = list.filter((i) => keyOf(i) !== key);
        return next.length === list.length ? list : next;
      });
    },
  };
}
