// Object URLs of media shown on screen, counted by who shows them: fetched once, revoked when nobody shows them.

/** Loads one media file as an object URL (`WhatsAppApi.fetchMedia`). */
export type MediaUrlLoader = (id: string, options: { signal: AbortSignal }) => Promise<string>;

export interface MediaUrlCacheOptions {
  /** Revokes an object URL (default `URL.revokeObjectURL`). */
  revoke?: (url: string) => void;
}

/**
 * The object URLs of the media on screen. A bubble calls `acquire(id)` as it shows (a second bubble with the same
 * id shares the fetch and the URL) and `release(id)` as it goes (scrolled away, unmounted): when the last one
 * releases, a fetch still under way is cancelled and a loaded URL revoked, so a long thread keeps only what it shows.
 */
export interface MediaUrlCache {
  /** The object URL of a media id; fetched on the first acquire. Rejects when the fetch fails or is cancelled. */
  acquire(id: string): Promise<string>;
  /** One user of the id is done with it. */
  release(id: string): void;
  /** The URL of an id already loaded and held, else undefined (to render without waiting). */
  peek(id: string): string | undefined;
  /** How many ids are held (loaded or loading). */
  readonly size: number;
  /** Releases everything (the widget unmounts). */
  clear(): void;
}

interface Entry {
  users: number;
  controller: AbortController;
  promise: Promise<string>;
  url?: string;
}

export function createMediaUrlCache(load: MediaUrlLoader, options: MediaUrlCacheOptions = {}): MediaUrlCache {
  const revoke = options.revoke ?? ((url: string) => URL.revokeObjectURL(url));
  const entries = new Map<string, Entry>();

  function drop(id: string, entry: Entry): void {
    entries.delete(id);
    if (entry.url) revoke(entry.url);
    else entry.controller.abort();
  }

  return {
    acquire(id) {
      const held = entries.get(id);
      if (held) {
        held.users += 1;
        return held.promise;
      }
      const controller = new AbortController();
      const entry: Entry = { users: 1, controller, promise: Promise.resolve('') };
      entry.promise = load(id, { signal: controller.signal }).then(
        (url) => {
          // Released while it loaded: nobody shows it any more.
          if (entries.get(id) !== entry) revoke(url);
          else entry.url = url;
          return url;
        },
        (error: unknown) => {
          if (entries.get(id) === entry) entries.delete(id);
          throw error;
        },
      );
      entries.set(id, entry);
      return entry.promise;
    },
    release(id) {
      const entry = entries.get(id);
      if (!entry) return;
      entry.users -= 1;
      if (entry.users <= 0) drop(id, entry);
    },
    peek(id) {
      return entries.get(id)?.url;
    },
    get size() {
      return entries.size;
    },
    clear() {
      for (const [id, entry] of [...entries]) drop(id, entry);
    },
  };
}
