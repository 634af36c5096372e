import { advanceMessageStatus, type Message, type MessageStatusUpdate } from '../model';
import type { WhatsAppApi } from '../whatsapp';
import { errorMessage, type InboxContext } from './inboxContext';
import type { ConversationList } from './inboxList';
import type { InboxMessage } from './inboxTypes';
import {
  addTo,
  emptyThread,
  mergeByTime,
  messagesOf,
  newestOf,
  removeFrom,
  replaceIn,
  touch,
  EMPTY_MESSAGES,
  type Thread,
} from './inboxThread';

export { EMPTY_MESSAGES };

/** Where a message lives: its thread (phone key) and its key there. */
export interface MessageRef {
  thread: string;
  key: string;
}

const ORPHAN_STATUS_LIMIT = 2000;

export interface ThreadsOptions {
  whatsapp: WhatsAppApi;
  list: ConversationList;
  /** Page size of message fetches (default: the server's). */
  messagesPageSize?: number;
  /** Marks a message read through the socket; false when it could not (nothing sent). Absent: HTTP only. */
  markRead?: (messageId: string) => boolean;
}

/**
 * The messages of every conversation: one thread per phone key, an index from server and client ids to where a
 * message lives, statuses that only move forward (and those that arrived before their message), and fetching a
 * thread's pages. Changes only for message rules.
 */
export interface Threads {
  /** The thread of a phone key, created empty if needed. */
  ensure(key: string): { loaded: boolean };
  hasMore(key: string): boolean;
  /** A message by where it lives. */
  get(ref: MessageRef): InboxMessage | undefined;
  /** Where a message lives, by its client id or server id. */
  lookup(message: Pick<Message, 'id' | 'clientMessageId'>): MessageRef | undefined;
  /** Where a message lives, by one of its keys (client id or server id). */
  find(id: string): MessageRef | undefined;
  /** Adds a new message at its place by time and indexes it; returns it as stored. */
  add(key: string, m: InboxMessage): void;
  /** Replaces a message through `update`; null when it is not there. */
  update(ref: MessageRef, update: (m: InboxMessage) => InboxMessage): InboxMessage | null;
  /** Takes a message sent from here out of its thread (an upload cancelled before anything was sent). */
  remove(ref: MessageRef): boolean;
  /** Merges a server copy into a known message: ids completed, status forward only. */
  reconcile(ref: MessageRef, incoming: Message): boolean;
  applyStatus(update: MessageStatusUpdate): boolean;
  /** Marks the inbound messages of a thread read through the socket (only those the socket accepted). */
  markRead(key: string): boolean;
  /** Messages of a thread, oldest first (the same array until it changes). */
  messages(key: string): readonly InboxMessage[];
  /** The newest message of a thread that is here. */
  latest(key: string): InboxMessage | undefined;
  loadingMessages(): boolean;
  /** Fetches the newest page of a thread and merges it. */
  fetch(key: string): Promise<void>;
  /** Fetches the page before the oldest message of a thread (a call while it is under way joins it). */
  loadOlder(key: string): Promise<void>;
}

export function createThreads(ctx: InboxContext, options: ThreadsOptions): Threads {
  const wa = options.whatsapp;
  const list = options.list;
  const threads = new Map<string, Thread>();
  /** Server ids and client ids -> where the message lives. */
  const index = new Map<string, MessageRef>();
  /** Statuses that arrived before their message. */
  const orphanStatuses = new Map<string, MessageStatusUpdate>();
  /** Older pages being fetched, by thread. */
  const olderInFlight = new Map<string, Promise<void>>();
  let loadingMessages = false;

  function thread(key: string): Thread {
    let t = threads.get(key);
    if (!t) {
      t = emptyThread();
      threads.set(key, t);
    }
    return t;
  }

  function lookup(message: Pick<Message, 'id' | 'clientMessageId'>): MessageRef | undefined {
    return (
      (message.clientMessageId && index.get(message.clientMessageId)) ||
      (message.id ? index.get(message.id) : undefined)
    );
  }

  function indexMessage(key: string, m: InboxMessage) {
    const ref = { thread: key, key: m.key };
    if (m.id) index.set(m.id, ref);
    if (m.clientMessageId) index.set(m.clientMessageId, ref);
    if (m.id && orphanStatuses.size > 0) {
      const early = orphanStatuses.get(m.id);
      if (early) {
        orphanStatuses.delete(m.id);
        return early;
      }
    }
    return undefined;
  }

  function reconcile(ref: MessageRef, incoming: Message): boolean {
    const t = threads.get(ref.thread);
    const current = t?.byKey.get(ref.key);
    if (!t || !current) return false;
    const status =
      current.status === 'failed' && incoming.status !== 'failed' && current.id === '' && incoming.id !== ''
        ? incoming.status // a retried message the server has now accepted
        : advanceMessageStatus(current.status, incoming.status);
    const next: InboxMessage = {
      ...current,
      id: current.id || incoming.id,
      status,
    };
    if (status === 'failed' && incoming.error) next.error = incoming.error;
    if (status !== 'failed') delete next.error;
    if (!current.clientMessageId && incoming.clientMessageId) next.clientMessageId = incoming.clientMessageId;
    if (next.id === current.id && next.status === current.status && next.error === current.error) return false;
    replaceIn(t, ref.key, current, next);
    const early = indexMessage(ref.thread, next);
    if (early) applyStatus(early);
    return true;
  }

  function applyStatus(update: MessageStatusUpdate): boolean {
    const ref =
      (update.clientMessageId && index.get(update.clientMessageId)) ||
      (update.messageId ? index.get(update.messageId) : undefined);
    if (!ref) {
      if (update.messageId) {
        if (orphanStatuses.size >= ORPHAN_STATUS_LIMIT) {
          const oldest = orphanStatuses.keys().next();
          if (!oldest.done) orphanStatuses.delete(oldest.value);
        }
        const prev = orphanStatuses.get(update.messageId);
        const status = prev ? advanceMessageStatus(prev.status, update.status) : update.status;
        orphanStatuses.set(update.messageId, { ...update, status });
      }
      return false;
    }
    const t = threads.get(ref.thread);
    const current = t?.byKey.get(ref.key);
    if (!t || !current) return false;
    const status = advanceMessageStatus(current.status, update.status);
    const id = current.id || update.messageId;
    if (status === current.status && id === current.id) return false;
    const next: InboxMessage = { ...current, id, status };
    if (status === 'failed' && update.error) next.error = update.error;
    replaceIn(t, ref.key, current, next);
    if (id && id !== current.id) index.set(id, ref);
    return true;
  }

  function markRead(key: string): boolean {
    const t = threads.get(key);
    const mark = options.markRead;
    if (!t || !mark) return false;
    let any = false;
    for (const mk of t.order) {
      const m = t.byKey.get(mk);
      if (!m || m.direction !== 'inbound' || m.status === 'read' || !m.id) continue;
      if (!mark(m.id)) break;
      replaceIn(t, mk, m, { ...m, status: 'read' });
      any = true;
    }
    return any;
  }

  /** Merges a server page of messages (oldest first) into a thread without duplicates. */
  function mergeThread(key: string, messages: readonly Message[], hasMore: boolean | undefined) {
    const t = thread(key);
    const added: InboxMessage[] = [];
    for (const message of messages) {
      const known = lookup(message);
      if (known) {
        reconcile(known, message);
        continue;
      }
      if (!message.id && !message.clientMessageId) continue;
      const m: InboxMessage = { ...message, key: message.clientMessageId || message.id };
      t.byKey.set(m.key, m);
      added.push(m);
      const early = indexMessage(key, m);
      if (early) applyStatus(early);
    }
    if (added.length > 0) t.order = mergeByTime(t.order, t.byKey, added);
    t.loaded = true;
    if (hasMore !== undefined) t.hasMore = hasMore;
    touch(t, null);
  }

  return {
    ensure: thread,
    hasMore: (key) => threads.get(key)?.hasMore ?? false,
    get: (ref) => threads.get(ref.thread)?.byKey.get(ref.key),
    lookup,
    find: (id) => index.get(id),
    add(key, m) {
      addTo(thread(key), m);
      const early = indexMessage(key, m);
      if (early) applyStatus(early);
    },
    update(ref, update) {
      const t = threads.get(ref.thread);
      const current = t?.byKey.get(ref.key);
      if (!t || !current) return null;
      const next = update(current);
      replaceIn(t, ref.key, current, next);
      if (next.id) index.set(next.id, ref);
      return next;
    },
    remove(ref) {
      const t = threads.get(ref.thread);
      const current = t?.byKey.get(ref.key);
      if (!t || !current) return false;
      removeFrom(t, ref.key);
      if (current.id) index.delete(current.id);
      if (current.clientMessageId) index.delete(current.clientMessageId);
      return true;
    },
    reconcile,
    applyStatus,
    markRead,
    latest(key) {
      const t = threads.get(key);
      return t ? newestOf(t) : undefined;
    },

    messages(key) {
      const t = threads.get(key);
      return t ? messagesOf(t) : EMPTY_MESSAGES;
    },

    loadingMessages: () => loadingMessages,

    async fetch(key) {
      const conv = list.get(key);
      if (!conv || conv.isNew) return;
      loadingMessages = true;
      ctx.changed();
      try {
        const page = await wa.conversations.messagesPage(
          conv.contactPhone,
          options.messagesPageSize ? { limit: options.messagesPageSize } : {},
        );
        mergeThread(key, page.items, page.hasMore);
        ctx.error = null;
        if (ctx.activeKey === key) markRead(key);
      } catch (e) {
        ctx.error = errorMessage(e, 'Failed to load conversation messages');
      } finally {
        loadingMessages = false;
        ctx.changed({ conversations: true });
      }
    },

    loadOlder(key) {
      // A call while that thread's older page is being fetched joins that fetch instead of fetching it again.
      const joined = olderInFlight.get(key);
      if (joined) return joined;
      const conv = list.get(key);
      const t = threads.get(key);
      if (!conv || !t || !t.hasMore || conv.isNew) return Promise.resolve();
      let oldest: InboxMessage | undefined;
      for (const k of t.order) {
        const m = t.byKey.get(k);
        if (m?.id) {
          oldest = m;
          break;
        }
      }
      let finished = () => {};
      const done = new Promise<void>((resolve) => (finished = resolve));
      // Registered before listeners hear that it is under way (one of them may ask again).
      olderInFlight.set(key, done);
      loadingMessages = true;
      ctx.changed();
      void (async () => {
        try {
          const page = await wa.conversations.messagesPage(conv.contactPhone, {
            ...(oldest ? { before: oldest.id } : {}),
            ...(options.messagesPageSize ? { limit: options.messagesPageSize } : {}),
          });
          mergeThread(key, page.items, page.hasMore);
          ctx.error = null;
        } catch (e) {
          ctx.error = errorMessage(e, 'Failed to load conversation messages');
        } finally {
          olderInFlight.delete(key);
          loadingMessages = false;
          ctx.changed();
          finished();
        }
      })();
      return done;
    },
  };
}
