import type { Conversation } from '../model';
import type { Timers } from '../realtime';
import {
  CONVERSATIONS_PAGE_SIZE,
  type ConversationFilters,
  type ConversationsPage,
  type WhatsAppApi,
} from '../whatsapp';
import { errorMessage, phoneKey, type InboxContext } from './inboxContext';
import { createConversationRecords, type ConversationRecords } from './inboxListRecords';

export interface ConversationListOptions {
  whatsapp: WhatsAppApi;
  timers: Timers;
  /** Conversations in the first page of a load (default: the API's page size). */
  firstPageSize?: number;
  /** Conversations per page after the first (default 1000). */
  backgroundPageSize?: number;
  /** Clock of `preload`'s freshness (default `Date.now`). */
  now?: () => number;
  /**
   * Waits before each page after the first (default: a timer of 0 ms from `timers`): the rest of a long list is
   * background work, which the host's rendering (e.g. the first page's) should not wait behind.
   */
  yieldToHost?: () => Promise<void>;
}

interface TaskScheduler {
  postTask(callback: () => void, options: { priority: 'background' }): Promise<void>;
}

/**
 * A task of background priority where the browser has the Prioritized Task Scheduling API (`scheduler.postTask`:
 * Chromium, Firefox): it runs once the page's user-visible work is done, such as a time-sliced first render of the
 * list. Elsewhere a timer of 0 ms.
 */
export function backgroundTask(timers: Timers): () => Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<TaskScheduler> }).scheduler;
  if (typeof scheduler?.postTask === 'function') {
    const post = scheduler.postTask.bind(scheduler);
    return () => post(() => {}, { priority: 'background' });
  }
  return () => new Promise<void>((resolve) => timers.setTimeout(resolve, 0));
}

/**
 * The conversation list of the inbox: its records (inboxListRecords.ts: by phone key, newest activity on top, their
 * counts) and its loading in pages (the first page at once, the rest in the background). Changes only for list rules.
 */
export interface ConversationList extends Omit<ConversationRecords, 'size' | 'merge'> {
  /** The 'All' count, including conversations a paged load has not brought yet. */
  total(): number;
  /** The 'Unread' count, including those a paged load has not brought yet. */
  unread(): number;
  loading(): boolean;
  loadingMore(): boolean;
  lastFilters(): ConversationFilters | undefined;
  load(filters?: ConversationFilters): Promise<void>;
  /** A load ahead of the view, taken over by the next `load()` without filters while fresh (InboxStore.preload). */
  preload(): Promise<void>;
  /** A new load, even while a preload is fresh (a resync after the socket was away). */
  reload(filters?: ConversationFilters): Promise<void>;
  whenListLoaded(): Promise<void>;
  search(query: Pick<ConversationFilters, 'search' | 'unread'>): Promise<void>;
}

/**
 * How long a preloaded list (`InboxStore.preload`) stays good to take over: a pointer resting on the inbox's link is
 * followed by the click within a second or two. Later, the view loads the list again (the socket, connected by the
 * view, is what keeps a list current; until then a list this old may miss a message that arrived meanwhile).
 */
export const PRELOAD_FRESH_MS = 5000;

export function createConversationList(ctx: InboxContext, options: ConversationListOptions): ConversationList {
  const wa = options.whatsapp;
  const timers = options.timers;
  const yieldToHost = options.yieldToHost ?? (() => new Promise<void>((resolve) => timers.setTimeout(resolve, 0)));
  const records = createConversationRecords(ctx);
  let loading = false;
  let loadingMore = false;
  /** Each load() gets a number; a page of an older load arriving late is dropped. */
  let loadGeneration = 0;
  /** The whole of the latest load: first page and the rest. */
  let currentLoad: Promise<void> = Promise.resolve();
  /**
   * While a list loads in pages: the server's totals (of the latest page) and the conversations of this load that
   * have arrived, so the counts include those still to come. Null when no paged load is under way.
   */
  let pagedLoad: { total: number; unread: number; seen: Set<string>; seenUnread: number } | null = null;
  const firstPageSize = options.firstPageSize ?? CONVERSATIONS_PAGE_SIZE;
  const backgroundPageSize = options.backgroundPageSize ?? 1000;
  let lastFilters: ConversationFilters | undefined;
  const now = options.now ?? Date.now;
  /** The load `preload()` started (its generation, start time and first page), until a load takes it over. */
  let preloaded: { generation: number; at: number; firstPage: Promise<void> } | null = null;
  /** The preloaded load, while it is the latest one and fresh. */
  const freshPreload = () =>
    preloaded && preloaded.generation === loadGeneration && now() - preloaded.at <= PRELOAD_FRESH_MS ? preloaded : null;

  /** A load: the first page (then `firstPageIn`), and the rest of a long list in the background. */
  async function loadList(generation: number, filters: ConversationFilters | undefined, firstPageIn: () => void) {
    loading = true;
    loadingMore = false;
    pagedLoad = null;
    ctx.changed();
    let more = false;
    try {
      const page = await wa.conversations.page({ ...filters, page: 1, limit: firstPageSize });
      if (generation !== loadGeneration) return;
      pagedLoad = { total: 0, unread: 0, seen: new Set(), seenUnread: 0 };
      mergeListPage(page.items, page);
      ctx.error = null;
      // More to come unless this page holds them all (or the server answered everything at once, ignoring limit).
      more = page.items.length === firstPageSize && (page.hasMore ?? page.total > firstPageSize);
      if (!more) pagedLoad = null;
    } catch (e) {
      if (generation !== loadGeneration) return;
      pagedLoad = null;
      ctx.error = errorMessage(e, 'Failed to get conversations');
    } finally {
      if (generation === loadGeneration) {
        loading = false;
        loadingMore = more;
        ctx.changed({ conversations: true });
      }
      firstPageIn();
    }
    if (more) await loadRest(generation, filters);
  }

  /**
   * Counts a page of a paged load and merges it. Without `counts` (a search's page) the list's totals stay; its
   * conversations are counted as arrived, so their own page later does not count them twice.
   */
  function mergeListPage(items: readonly Conversation[], counts?: { total: number; unread: number }) {
    const paged = pagedLoad;
    if (paged) {
      if (counts) {
        paged.total = counts.total;
        paged.unread = counts.unread;
      }
      for (const conv of items) {
        if (!conv.contactPhone) continue;
        const key = phoneKey(conv.contactPhone);
        if (paged.seen.has(key)) continue;
        paged.seen.add(key);
        if (conv.unreadCount > 0) paged.seenUnread += 1;
      }
    }
    records.merge(items);
  }

  /**
   * The rest of a long list, after its first page: pages of `backgroundPageSize` (the first one again included:
   * pages are numbered by their size), each merged in its own task (of background priority in a browser that has
   * one, see `backgroundTask`) so the first page paints first and no task grows with the list. Stops when a newer
   * load starts, after a short page or the last by the server's total (or its hasMore), and when a page starts with
   * the same conversation as the one before (an API that ignores `page` would answer the same page forever); a
   * failure keeps what arrived and sets the error.
   */
  async function loadRest(generation: number, filters: ConversationFilters | undefined): Promise<void> {
    try {
      let previousFirst: string | undefined;
      for (let number = 1; ; number++) {
        await yieldToHost();
        if (generation !== loadGeneration || ctx.destroyed) return;
        const page = await wa.conversations.page({ ...filters, page: number, limit: backgroundPageSize });
        if (generation !== loadGeneration || ctx.destroyed) return;
        mergeListPage(page.items, page);
        const first = page.items[0]?.contactPhone;
        const repeated = number > 1 && first !== undefined && first === previousFirst;
        previousFirst = first;
        const last = !(page.hasMore ?? number * backgroundPageSize < page.total);
        if (page.items.length < backgroundPageSize || last || repeated) break;
        ctx.changed({ conversations: true });
      }
    } catch (e) {
      if (generation !== loadGeneration || ctx.destroyed) return;
      ctx.error = errorMessage(e, 'Failed to get conversations');
    }
    pagedLoad = null;
    loadingMore = false;
    ctx.changed({ conversations: true });
  }

  function startLoad(filters: ConversationFilters | undefined): Promise<void> {
    lastFilters = filters;
    const generation = ++loadGeneration;
    let firstPageIn!: () => void;
    const firstPage = new Promise<void>((resolve) => (firstPageIn = resolve));
    currentLoad = loadList(generation, filters, firstPageIn);
    return firstPage;
  }

  return {
    get: records.get,
    has: records.has,
    keyOf: records.keyOf,
    put: records.put,
    invalidate: records.invalidate,
    conversations: records.conversations,
    total: () => records.size() + (pagedLoad ? Math.max(0, pagedLoad.total - pagedLoad.seen.size) : 0),
    unread: () => records.unread() + (pagedLoad ? Math.max(0, pagedLoad.unread - pagedLoad.seenUnread) : 0),
    loading: () => loading,
    loadingMore: () => loadingMore,
    lastFilters: () => lastFilters,

    load(filters) {
      const ahead = filters === undefined ? freshPreload() : null;
      preloaded = null;
      if (ahead) return ahead.firstPage;
      return startLoad(filters);
    },

    reload(filters) {
      preloaded = null;
      return startLoad(filters);
    },

    preload() {
      const ahead = freshPreload();
      if (ahead) return ahead.firstPage;
      const firstPage = startLoad(undefined);
      preloaded = { generation: loadGeneration, at: now(), firstPage };
      return firstPage;
    },

    async search(query) {
      const text = query.search?.trim() ?? '';
      if (!loadingMore || !pagedLoad || (!text && !query.unread)) return;
      // A list loaded with a search of its own: the API takes one search text, and this one alone would bring
      // conversations outside that list.
      if (text && lastFilters?.search) return;
      const generation = loadGeneration;
      let page: ConversationsPage;
      try {
        page = await wa.conversations.page({
          ...lastFilters,
          ...(text ? { search: text } : {}),
          ...(query.unread ? { unread: true } : {}),
          page: 1,
          limit: firstPageSize,
        });
      } catch {
        // The list's own pages still bring these conversations; a failed shortcut is not an error of the list.
        return;
      }
      // Only while that same load is still under way: once it is complete, its pages brought these already.
      if (generation !== loadGeneration || ctx.destroyed || !loadingMore || !pagedLoad) return;
      mergeListPage(page.items);
      ctx.changed({ conversations: true });
    },

    async whenListLoaded() {
      // A load started while waiting replaces the one waited for.
      for (;;) {
        const generation = loadGeneration;
        await currentLoad;
        if (generation === loadGeneration) return;
      }
    },
  };
}
