import { ApiError } from '../client/errors';
import {
  advanceMessageStatus,
  type Conversation,
  type ConversationUpdate,
  type Message,
  type MessageStatusUpdate,
  type MessageTemplatePayload,
  type SendMessagePayload,
} from '../model';
import type { RealtimeClient, SendMessageResult, Timers } from '../realtime';
import { MESSAGES, TYPING_IDLE_MS, normalizePhone } from '../rules';
import {
  CONVERSATIONS_PAGE_SIZE,
  type ConversationFilters,
  type ConversationsPage,
  type WhatsAppApi,
} from '../whatsapp';
import type { ReadableStore } from './createStore';
import { canOpenConversation } from './selectors';

/** A message as the inbox shows it: `key` stays the same from the optimistic bubble to the server's copy. */
export interface InboxMessage extends Message {
  /** Stable key for lists: the client id of messages sent from here, else the server id. */
  key: string;
}

/** What `InboxStore.getSnapshot()` returns; a new object after every change, the same one in between. */
export interface InboxSnapshot {
  /** Newest activity first. */
  conversations: readonly Conversation[];
  activeConversationId: string | null;
  activeConversation: Conversation | null;
  /** Messages of the open conversation, oldest first. */
  messages: readonly InboxMessage[];
  /** Contacts currently typing, by normalised phone. */
  typing: Readonly<Record<string, true>>;
  /** Whether the open conversation's contact is typing. */
  activeTyping: boolean;
  /**
   * Number of conversations (the 'All' tab count). While the rest of a long list is still loading, it includes the
   * conversations the server counted that have not arrived yet.
   */
  totalConversations: number;
  /** Number of conversations with unread messages (the 'Unread' tab count; also counts those not arrived yet). */
  unreadConversations: number;
  /** The first page of the list is loading. */
  loading: boolean;
  /** The first page is in; the rest of the list is loading in the background. */
  loadingMoreConversations: boolean;
  loadingMessages: boolean;
  hasMoreMessages: boolean;
  /** Last load error (the API's message), cleared by the next successful load. */
  error: string | null;
  /** Last notice, e.g. 'Socket not connected. Message will be sent via HTTP.' */
  notice: string | null;
}

/** A message typed in the composer. */
export interface OutgoingMessageInput {
  contactPhone: string;
  /** Custom message text. */
  text?: string;
  /** Template message. */
  template?: MessageTemplatePayload;
  /** Text shown in the optimistic bubble of a template message (e.g. the filled preview). */
  previewText?: string;
}

export interface InboxStoreOptions {
  whatsapp: WhatsAppApi;
  /** Events, sending, mark-read and typing; without it the inbox works over HTTP only. */
  realtime?: RealtimeClient;
  /** Clock (tests). */
  now?: () => number;
  /** Client message ids (tests). */
  createId?: () => string;
  /** Typing state clears this long after the last typing event (default 3000 ms). */
  typingIdleMs?: number;
  timers?: Timers;
  /** Page size of message fetches (default: the server's). */
  messagesPageSize?: number;
  /**
   * Conversations in the first page of the list (default 100): it shows as soon as it arrives, and the rest follows
   * in pages of `conversationsBackgroundPageSize`, one task each.
   */
  conversationsPageSize?: number;
  /** Conversations per page after the first (default 1000, the API's largest page). */
  conversationsBackgroundPageSize?: number;
  /**
   * Called once per new inbound message (duplicates excluded) after the inbox applied it, with its conversation;
   * `open` tells whether that conversation is the open one. For notices such as 'New message from {name}'.
   */
  onInbound?: (message: InboxMessage, conversation: Conversation, open: boolean) => void;
}

/** Conversations and their messages, with the inbox rules of spec section 4 and optimistic sending. */
export interface InboxStore extends ReadableStore<InboxSnapshot> {
  /**
   * Fetches the conversation list and merges it (no duplicates). Resolves once the first page is in; the rest of
   * a long list then loads in the background (`loadingMoreConversations`, `whenListLoaded()`).
   */
  load(filters?: ConversationFilters): Promise<void>;
  /** Resolves when the list being loaded is complete (at once when no load is under way). */
  whenListLoaded(): Promise<void>;
  /**
   * While the rest of a long list is still loading, fetches the first page of the conversations that match (the
   * API's search over contact name, phone and last message, and/or unread ones only) and merges them, so a search or
   * the Unread tab finds them before their own page arrives. Does nothing once the list is complete (the list is
   * then searched where it is), without a query, or with a search text when the list was loaded with one (the API
   * takes one). A failure changes nothing: the pages still bring every conversation.
   */
  search(query: Pick<ConversationFilters, 'search' | 'unread'>): Promise<void>;
  /**
   * Opens a conversation: unread back to 0, its messages fetched (once) and inbound unread messages marked read
   * through the socket. Returns false when the conversation cannot be opened (needs id, contact name and phone).
   */
  open(conversationId: string): Promise<boolean>;
  close(): void;
  /** Fetches older messages of the open conversation (a call while that fetch is under way joins it). */
  loadOlder(): Promise<void>;
  /** Sends a message: it shows at once as `pending` with a client id, then moves forward only. */
  send(input: OutgoingMessageInput): Promise<InboxMessage>;
  /** Sends a failed message again with the same client id. */
  retry(messageKey: string): Promise<InboxMessage | null>;
  /** A local draft conversation ('new-' id, isNew) for a contact without one; returns the conversation id. */
  startConversation(contact: { phone: string; name?: string }): string;
  /** The user typed in the composer: emits typing_start once and typing_stop after 3 s without typing. */
  userTyping(contactPhone: string): void;
  stopUserTyping(contactPhone: string): void;
  /** Applies an incoming (or echoed) message. Duplicates are ignored. */
  receive(message: Message): void;
  /** Applies a delivery status; statuses only move forward. */
  applyStatus(update: MessageStatusUpdate): void;
  applyConversationUpdate(update: ConversationUpdate): void;
  /** Marks a contact typing or not; typing clears by itself 3 s after the last event. */
  setTyping(contactPhone: string, typing: boolean): void;
  /** Re-fetches the list and the open conversation and merges (runs by itself after a socket reconnect). */
  resync(): Promise<void>;
  getConversation(conversationId: string): Conversation | undefined;
  /** Messages of any conversation (oldest first). */
  getMessages(conversationId: string): readonly InboxMessage[];
  /** Whether a contact is typing. */
  isTyping(contactPhone: string): boolean;
  dismissNotice(): void;
  /** Stops listening to the socket and clears timers. */
  destroy(): void;
}

interface Thread {
  /** Message keys, oldest first. */
  order: string[];
  byKey: Map<string, InboxMessage>;
  loaded: boolean;
  hasMore: boolean;
  /** The current messages array (null: changed since it was built). */
  snapshot: readonly InboxMessage[] | null;
  /** The last array built, and the changes since (null: rebuild from `order`). */
  built: InboxMessage[] | null;
  ops: ThreadOp[] | null;
}

type ThreadOp = { kind: 'append'; m: InboxMessage } | { kind: 'replace'; prev: InboxMessage; next: InboxMessage };

interface MessageRef {
  thread: string;
  key: string;
}

const EMPTY: readonly InboxMessage[] = Object.freeze([]);
const EPOCH_ISO = '1970-01-01T00:00:00.000Z';
const ORPHAN_STATUS_LIMIT = 2000;

/** Already normalised ('+' and digits): what normalizePhone would return, without its work (10,000 per load). */
const NORMALISED_PHONE = /^\+\d+$/;

function phoneKey(phone: string): string {
  if (NORMALISED_PHONE.test(phone)) return phone;
  return normalizePhone(phone) || phone.trim();
}

type Entry = [string, Conversation];

function byTime(a: Entry, b: Entry): number {
  return a[1].lastMessageAt < b[1].lastMessageAt ? -1 : a[1].lastMessageAt > b[1].lastMessageAt ? 1 : 0;
}

/**
 * Oldest activity first (the map's order; the list shows it reversed). The server answers newest first, and the list
 * shows its order, ties included: a list in that order is reversed, one ascending is kept, anything else is sorted
 * newest first (stable: ties keep their order) and reversed.
 */
function sortByTime(entries: Entry[]): Entry[] {
  let ascending = true;
  let descending = true;
  for (let i = 1; i < entries.length && (ascending || descending); i++) {
    const c = byTime(entries[i - 1] as Entry, entries[i] as Entry);
    if (c > 0) ascending = false;
    if (c < 0) descending = false;
  }
  if (descending) return entries.reverse();
  if (ascending) return entries;
  return entries.sort((a, b) => byTime(b, a)).reverse();
}

function defaultId(): string {
  const c = (globalThis as { crypto?: { randomUUID?: () => string } }).crypto;
  if (c?.randomUUID) return `c_${c.randomUUID()}`;
  return `c_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 10)}`;
}

/** The last messages array with a few appends and replacements applied; null when a rebuild is needed. */
function applyThreadOps(built: InboxMessage[], ops: readonly ThreadOp[]): InboxMessage[] | null {
  if (ops.length === 0) return built;
  const out = built.slice();
  for (const op of ops) {
    if (op.kind === 'append') {
      out.push(op.m);
      continue;
    }
    const at = out.lastIndexOf(op.prev);
    if (at < 0) return null;
    out[at] = op.next;
  }
  return out;
}

/**
 * The thread's keys with a fetched page merged in, by time. The same order as a stable sort of the keys followed
 * by the page's (ties: the thread's first, the page in its order), without sorting 10,000 keys through map
 * look-ups: pages come sorted (oldest first) and land before or after the thread, so this is a linear merge.
 */
function mergeByTime(order: readonly string[], byKey: ReadonlyMap<string, InboxMessage>, added: InboxMessage[]) {
  const at = (k: string) => byKey.get(k)?.createdAt ?? '';
  let sorted = true;
  for (let i = 1; i < added.length && sorted; i++) {
    if ((added[i - 1] as InboxMessage).createdAt > (added[i] as InboxMessage).createdAt) sorted = false;
  }
  // Array.prototype.sort is stable: ties keep the page's order.
  const page = sorted
    ? added
    : added.slice().sort((a, b) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0));
  // A thread's first page (or a whole thread fetched at once): nothing to merge with.
  if (order.length === 0) return page.map((m) => m.key);
  const out = new Array<string>(order.length + page.length);
  let i = 0;
  let j = 0;
  let n = 0;
  while (i < order.length && j < page.length) {
    const k = order[i] as string;
    const m = page[j] as InboxMessage;
    if (at(k) <= m.createdAt) {
      out[n++] = k;
      i++;
    } else {
      out[n++] = m.key;
      j++;
    }
  }
  while (i < order.length) out[n++] = order[i++] as string;
  while (j < page.length) out[n++] = (page[j++] as InboxMessage).key;
  return out;
}

function emptyThread(): Thread {
  return { order: [], byKey: new Map(), loaded: false, hasMore: false, snapshot: null, built: null, ops: null };
}

function errorMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

export function createInboxStore(options: InboxStoreOptions): InboxStore {
  const wa = options.whatsapp;
  const rt = options.realtime;
  const now = options.now ?? Date.now;
  const createId = options.createId ?? defaultId;
  const typingIdleMs = options.typingIdleMs ?? TYPING_IDLE_MS;
  const timers: Timers = options.timers ?? {
    setTimeout: (fn, ms) => setTimeout(fn, ms),
    clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
  };

  /** Conversations by phone key; Map order is oldest activity first, so "move to top" is delete + set. */
  const convs = new Map<string, Conversation>();
  const idToKey = new Map<string, string>();
  const threads = new Map<string, Thread>();
  /** Server ids and client ids -> where the message lives. */
  const index = new Map<string, MessageRef>();
  /** Statuses that arrived before their message. */
  const orphanStatuses = new Map<string, MessageStatusUpdate>();
  const typing = new Map<string, unknown>();
  const userTypingTimers = new Map<string, unknown>();
  const listeners = new Set<() => void>();

  let activeKey: string | null = null;
  let unreadConversations = 0;
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
  const firstPageSize = options.conversationsPageSize ?? CONVERSATIONS_PAGE_SIZE;
  const backgroundPageSize = options.conversationsBackgroundPageSize ?? 1000;
  let loadingMessages = false;
  let error: string | null = null;
  let notice: string | null = null;
  let lastFilters: ConversationFilters | undefined;
  let destroyed = false;

  let snapshot: InboxSnapshot | null = null;
  let conversationsArray: readonly Conversation[] | null = null;
  /** The last array built, and the conversation changes since (null: rebuild from the map). */
  let builtArray: Conversation[] | null = null;
  let pendingOps: Array<{ prev: Conversation | undefined; next: Conversation; toTop: boolean }> | null = null;
  let typingRecord: Readonly<Record<string, true>> | null = null;
  /** Older pages being fetched, by thread. */
  const olderInFlight = new Map<string, Promise<void>>();

  function changed(parts: { conversations?: boolean; typing?: boolean } = {}) {
    if (parts.conversations) conversationsArray = null;
    if (parts.typing) typingRecord = null;
    snapshot = null;
    if (listeners.size === 0) return;
    for (const listener of [...listeners]) {
      try {
        listener();
      } catch (e) {
        console.error(e);
      }
    }
  }

  function thread(key: string): Thread {
    let t = threads.get(key);
    if (!t) {
      t = emptyThread();
      threads.set(key, t);
    }
    return t;
  }

  /** Replaces a conversation record (keeps its position unless `toTop`). */
  function putConversation(key: string, next: Conversation, toTop: boolean) {
    const prev = convs.get(key);
    if (prev) {
      unreadConversations -= prev.unreadCount > 0 ? 1 : 0;
      if (prev.id !== next.id) idToKey.delete(prev.id);
    }
    unreadConversations += next.unreadCount > 0 ? 1 : 0;
    if (toTop) convs.delete(key);
    convs.set(key, next);
    if (next.id) idToKey.set(next.id, key);
    if (pendingOps) {
      if (pendingOps.length < 32) pendingOps.push({ prev, next, toTop });
      else pendingOps = null;
    }
  }

  /**
   * The conversations, newest first. Rebuilt from the map after a reload; otherwise derived from the last array
   * by the few changes since (a move to the top is one splice), so a subscriber reading the snapshot after every
   * message does not pay for a full rebuild.
   */
  function conversationList(): Conversation[] {
    if (builtArray && pendingOps) {
      if (pendingOps.length === 0) return builtArray;
      const arr = builtArray.slice();
      for (const op of pendingOps) {
        const at = op.prev ? arr.indexOf(op.prev) : -1;
        if (at >= 0 && !op.toTop) {
          arr[at] = op.next;
          continue;
        }
        if (at >= 0) arr.splice(at, 1);
        arr.unshift(op.next);
      }
      return arr;
    }
    const arr = new Array<Conversation>(convs.size);
    let i = convs.size - 1;
    for (const conv of convs.values()) arr[i--] = conv;
    return arr;
  }

  function newConversation(phone: string, name: string, id: string): Conversation {
    return {
      id,
      contactPhone: phone,
      contactName: name,
      contactStatus: 'unknown',
      contactLastInteraction: '',
      lastMessage: '',
      lastMessageAt: EPOCH_ISO,
      lastInboundAt: null,
      unreadCount: 0,
      isPinned: false,
      tags: [],
    };
  }

  function lookup(message: Pick<Message, 'id' | 'clientMessageId'>): MessageRef | undefined {
    return (
      (message.clientMessageId && index.get(message.clientMessageId)) ||
      (message.id ? index.get(message.id) : undefined)
    );
  }

  /** Records a change of a thread; `null` means its array has to be rebuilt. */
  function touch(t: Thread, op: ThreadOp | null) {
    t.snapshot = null;
    if (!t.ops) return;
    if (op === null || t.ops.length >= 32) t.ops = null;
    else t.ops.push(op);
  }

  function replaceIn(t: Thread, key: string, prev: InboxMessage, next: InboxMessage) {
    t.byKey.set(key, next);
    touch(t, { kind: 'replace', prev, next });
  }

  function addTo(t: Thread, m: InboxMessage) {
    t.byKey.set(m.key, m);
    touch(t, insertOrdered(t, m) ? { kind: 'append', m } : null);
  }

  /** Inserts a message key at its place by time (a push for the usual newest message); true when appended. */
  function insertOrdered(t: Thread, m: InboxMessage): boolean {
    const order = t.order;
    const lastKey = order[order.length - 1];
    const last = lastKey === undefined ? undefined : t.byKey.get(lastKey);
    if (!last || m.createdAt >= last.createdAt) {
      order.push(m.key);
      return true;
    }
    let lo = 0;
    let hi = order.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const at = t.byKey.get(order[mid] ?? '');
      if (at && at.createdAt <= m.createdAt) lo = mid + 1;
      else hi = mid;
    }
    order.splice(lo, 0, m.key);
    return false;
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

  /** Merges a server copy into a known message: ids completed, status forward only. */
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
    if (early) applyStatusInternal(early);
    return true;
  }

  function canAutoRead(key: string): boolean {
    return activeKey === key && rt !== undefined && rt.state.getSnapshot().connected;
  }

  /** Marks inbound messages of a thread read through the socket (only those the socket accepted). */
  function markThreadRead(key: string): boolean {
    const t = threads.get(key);
    if (!t || !rt) return false;
    let any = false;
    for (const mk of t.order) {
      const m = t.byKey.get(mk);
      if (!m || m.direction !== 'inbound' || m.status === 'read' || !m.id) continue;
      if (!rt.markRead(m.id)) break;
      replaceIn(t, mk, m, { ...m, status: 'read' });
      any = true;
    }
    return any;
  }

  function receiveInternal(message: Message): boolean {
    if (!message.id && !message.clientMessageId) return false;
    const known = lookup(message);
    if (known) return reconcile(known, message);
    const phone = message.contactPhone;
    if (!phone.trim()) return false;
    const key = phoneKey(phone);
    const inbound = message.direction === 'inbound';
    let conv = convs.get(key);
    if (!conv) conv = newConversation(phone, message.contactName || phone, phone);

    const t = thread(key);
    const m: InboxMessage = { ...message, key: message.clientMessageId || message.id };
    let stored = m;
    const autoRead = inbound && canAutoRead(key) && m.id !== '' && rt !== undefined && rt.markRead(m.id);
    if (autoRead) stored = { ...m, status: 'read' };
    addTo(t, stored);
    const early = indexMessage(key, stored);
    if (early) applyStatusInternal(early);

    const isLatest = message.createdAt >= conv.lastMessageAt;
    const next: Conversation = {
      ...conv,
      contactName: conv.contactName || message.contactName || phone,
      unreadCount:
        inbound && !autoRead && activeKey !== key ? conv.unreadCount + 1 : activeKey === key ? 0 : conv.unreadCount,
    };
    if (isLatest) {
      next.lastMessage = message.text;
      next.lastMessageAt = message.createdAt;
    }
    if (inbound && (next.lastInboundAt === null || message.createdAt > next.lastInboundAt)) {
      next.lastInboundAt = message.createdAt;
    }
    putConversation(key, next, isLatest || !convs.has(key));
    return true;
  }

  function applyStatusInternal(update: MessageStatusUpdate): boolean {
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

  function setMessage(ref: MessageRef, update: (m: InboxMessage) => InboxMessage): InboxMessage | null {
    const t = threads.get(ref.thread);
    const current = t?.byKey.get(ref.key);
    if (!t || !current) return null;
    const next = update(current);
    replaceIn(t, ref.key, current, next);
    if (next.id) index.set(next.id, ref);
    return next;
  }

  function threadMessages(key: string): readonly InboxMessage[] {
    const t = threads.get(key);
    if (!t) return EMPTY;
    if (!t.snapshot) {
      let out = t.built && t.ops ? applyThreadOps(t.built, t.ops) : null;
      if (!out) {
        out = new Array<InboxMessage>(t.order.length);
        for (let i = 0; i < t.order.length; i++) out[i] = t.byKey.get(t.order[i] ?? '') as InboxMessage;
      }
      t.built = out;
      t.ops = [];
      t.snapshot = out;
    }
    return t.snapshot;
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
      if (early) applyStatusInternal(early);
    }
    if (added.length > 0) t.order = mergeByTime(t.order, t.byKey, added);
    t.loaded = true;
    if (hasMore !== undefined) t.hasMore = hasMore;
    touch(t, null);
  }

  async function fetchThread(key: string) {
    const conv = convs.get(key);
    if (!conv || conv.isNew) return;
    loadingMessages = true;
    changed();
    try {
      const page = await wa.conversations.messagesPage(
        conv.contactPhone,
        options.messagesPageSize ? { limit: options.messagesPageSize } : {},
      );
      mergeThread(key, page.items, page.hasMore);
      error = null;
      if (activeKey === key) markThreadRead(key);
    } catch (e) {
      error = errorMessage(e, 'Failed to load conversation messages');
    } finally {
      loadingMessages = false;
      changed({ conversations: true });
    }
  }

  /** A load: the first page (then `firstPageIn`), and the rest of a long list in the background. */
  async function loadList(generation: number, filters: ConversationFilters | undefined, firstPageIn: () => void) {
    loading = true;
    loadingMore = false;
    pagedLoad = null;
    changed();
    let more = false;
    try {
      const page = await wa.conversations.page({ ...filters, page: 1, limit: firstPageSize });
      if (generation !== loadGeneration) return;
      pagedLoad = { total: 0, unread: 0, seen: new Set(), seenUnread: 0 };
      mergeListPage(page.items, page);
      error = null;
      // More to come unless this page holds them all (or the server answered everything at once, ignoring limit).
      more = page.items.length === firstPageSize && (page.hasMore ?? page.total > firstPageSize);
      if (!more) pagedLoad = null;
    } catch (e) {
      if (generation !== loadGeneration) return;
      pagedLoad = null;
      error = errorMessage(e, 'Failed to get conversations');
    } finally {
      if (generation === loadGeneration) {
        loading = false;
        loadingMore = more;
        changed({ conversations: true });
      }
      firstPageIn();
    }
    if (more) await loadRest(generation, filters);
  }

  /** A conversation from the server as the list keeps it: read while open, with a later last message seen here. */
  function fromServer(key: string, conv: Conversation, local: Conversation | undefined): Conversation {
    let next = conv;
    if (key === activeKey) next = { ...next, unreadCount: 0 };
    if (local && local.lastMessageAt > next.lastMessageAt) {
      next = { ...next, lastMessage: local.lastMessage, lastMessageAt: local.lastMessageAt };
    }
    return next;
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
    if (!mergeOlderPage(items)) mergeConversations(items);
  }

  /**
   * A page of the list in linear time, for the usual case: the conversations already here keep their times, and the
   * new ones come newest first (a page of the list, or of a search). The new ones are merged in by time: a later page
   * of a list loading newest first goes below the others, in the page's order, as mergeConversations would place it;
   * a new one as old as one already here goes below it. False (and nothing changed) otherwise.
   */
  function mergeOlderPage(list: readonly Conversation[]): boolean {
    const fresh: Entry[] = [];
    const known: Entry[] = [];
    const inPage = new Set<string>();
    for (const conv of list) {
      if (!conv.contactPhone) continue;
      const key = phoneKey(conv.contactPhone);
      if (inPage.has(key)) continue;
      inPage.add(key);
      const local = convs.get(key);
      const next = fromServer(key, conv, local);
      if (local) {
        if (next.lastMessageAt !== local.lastMessageAt) return false;
        known.push([key, next]);
      } else {
        const previous = fresh[fresh.length - 1];
        if (previous && previous[1].lastMessageAt < next.lastMessageAt) return false;
        fresh.push([key, next]);
      }
    }
    for (const [key, next] of known) putConversation(key, next, false);
    if (fresh.length > 0) {
      const here = [...convs];
      convs.clear();
      // Both ascending by time (the map is oldest first; the page, newest first, is walked from its end).
      let i = fresh.length - 1;
      const putFresh = ([key, next]: Entry) => {
        convs.set(key, next);
        if (next.id) idToKey.set(next.id, key);
        if (next.unreadCount > 0) unreadConversations += 1;
      };
      for (const [key, conv] of here) {
        while (i >= 0 && (fresh[i] as Entry)[1].lastMessageAt <= conv.lastMessageAt) putFresh(fresh[i--] as Entry);
        convs.set(key, conv);
      }
      while (i >= 0) putFresh(fresh[i--] as Entry);
    }
    pendingOps = null;
    return true;
  }

  /**
   * The rest of a long list, after its first page: pages of `backgroundPageSize` (the first one again included:
   * pages are numbered by their size), each merged in its own task so the first page paints first and no task
   * grows with the list. Stops when a newer load starts, after a short page or the last by the server's total (or
   * its hasMore), and when a page starts with the same conversation as the one before (an API that ignores `page`
   * would answer the same page forever); a failure keeps what arrived and sets the error.
   */
  async function loadRest(generation: number, filters: ConversationFilters | undefined): Promise<void> {
    try {
      let previousFirst: string | undefined;
      for (let number = 1; ; number++) {
        await new Promise<void>((resolve) => timers.setTimeout(resolve, 0));
        if (generation !== loadGeneration || destroyed) return;
        const page = await wa.conversations.page({ ...filters, page: number, limit: backgroundPageSize });
        if (generation !== loadGeneration || destroyed) return;
        mergeListPage(page.items, page);
        const first = page.items[0]?.contactPhone;
        const repeated = number > 1 && first !== undefined && first === previousFirst;
        previousFirst = first;
        const last = !(page.hasMore ?? number * backgroundPageSize < page.total);
        if (page.items.length < backgroundPageSize || last || repeated) break;
        changed({ conversations: true });
      }
    } catch (e) {
      if (generation !== loadGeneration || destroyed) return;
      error = errorMessage(e, 'Failed to get conversations');
    }
    pagedLoad = null;
    loadingMore = false;
    changed({ conversations: true });
  }

  /** Replaces the list with a server list, keeping local drafts and conversations the server does not know yet. */
  function mergeConversations(list: readonly Conversation[]) {
    // One pass builds the entries in the server's order (newest first), keeping the first of any duplicate phone;
    // conversations only known here follow. (10,000 on a first load: no intermediate map or copies.)
    const seen = new Set<string>();
    const entries: Entry[] = [];
    for (const conv of list) {
      if (!conv.contactPhone) continue;
      const key = phoneKey(conv.contactPhone);
      if (seen.has(key)) continue;
      seen.add(key);
      entries.push([key, fromServer(key, conv, convs.get(key))]);
    }
    for (const [key, local] of convs) if (!seen.has(key)) entries.push([key, local]);
    const ordered = sortByTime(entries);
    convs.clear();
    idToKey.clear();
    unreadConversations = 0;
    // Ascending by time: the newest ends up last, which is the top.
    for (const [key, conv] of ordered) putConversation(key, conv, false);
    pendingOps = null;
  }

  function clearTyping(key: string) {
    const handle = typing.get(key);
    if (handle === undefined) return false;
    timers.clearTimeout(handle);
    typing.delete(key);
    return true;
  }

  function setTypingInternal(contactPhone: string, on: boolean) {
    if (!contactPhone) return;
    const key = phoneKey(contactPhone);
    const had = clearTyping(key);
    if (on) {
      typing.set(
        key,
        timers.setTimeout(() => {
          typing.delete(key);
          changed({ typing: true });
        }, typingIdleMs),
      );
    }
    if (on !== had) changed({ typing: true });
  }

  async function dispatch(ref: MessageRef, payload: SendMessagePayload): Promise<InboxMessage> {
    let result: SendMessageResult;
    try {
      result = rt
        ? await rt.sendMessage(payload)
        : { message: await wa.messages.send(payload), via: 'http', notice: null };
    } catch (e) {
      const apiError = e instanceof ApiError ? e : null;
      const failed = setMessage(ref, (m) => ({
        ...m,
        status: 'failed',
        error: { code: apiError?.code ?? 'SEND_FAILED', title: errorMessage(e, 'Failed to send message') },
      }));
      changed();
      if (!failed) throw e;
      return failed;
    }
    if (result.notice) notice = result.notice;
    reconcile(ref, { ...result.message, clientMessageId: payload.clientMessageId ?? result.message.clientMessageId });
    changed();
    const t = threads.get(ref.thread);
    return t?.byKey.get(ref.key) ?? { ...result.message, key: ref.key };
  }

  function payloadOf(m: InboxMessage, template?: MessageTemplatePayload): SendMessagePayload {
    const payload: SendMessagePayload = { to: m.contactPhone, type: m.type === 'template' ? 'template' : 'text' };
    if (payload.type === 'text') payload.text = m.text;
    if (template) payload.template = template;
    if (m.clientMessageId) payload.clientMessageId = m.clientMessageId;
    return payload;
  }

  const templatesByKey = new Map<string, MessageTemplatePayload>();
  const unsubscribers: Array<() => void> = [];

  const store: InboxStore = {
    getSnapshot() {
      if (snapshot) return snapshot;
      if (!conversationsArray) {
        builtArray = conversationList();
        pendingOps = [];
        conversationsArray = builtArray;
      }
      if (!typingRecord) {
        const rec: Record<string, true> = {};
        for (const key of typing.keys()) rec[key] = true;
        typingRecord = rec;
      }
      const active = activeKey ? (convs.get(activeKey) ?? null) : null;
      snapshot = {
        conversations: conversationsArray,
        activeConversationId: active?.id ?? null,
        activeConversation: active,
        messages: activeKey ? threadMessages(activeKey) : EMPTY,
        typing: typingRecord,
        activeTyping: activeKey !== null && typing.has(activeKey),
        totalConversations: convs.size + (pagedLoad ? Math.max(0, pagedLoad.total - pagedLoad.seen.size) : 0),
        unreadConversations:
          unreadConversations + (pagedLoad ? Math.max(0, pagedLoad.unread - pagedLoad.seenUnread) : 0),
        loading,
        loadingMoreConversations: loadingMore,
        loadingMessages,
        hasMoreMessages: activeKey ? (threads.get(activeKey)?.hasMore ?? false) : false,
        error,
        notice,
      };
      return snapshot;
    },

    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },

    load(filters) {
      lastFilters = filters;
      const generation = ++loadGeneration;
      let firstPageIn!: () => void;
      const firstPage = new Promise<void>((resolve) => (firstPageIn = resolve));
      currentLoad = loadList(generation, filters, firstPageIn);
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
      if (generation !== loadGeneration || destroyed || !loadingMore || !pagedLoad) return;
      mergeListPage(page.items);
      changed({ conversations: true });
    },

    async whenListLoaded() {
      // A load started while waiting replaces the one waited for.
      for (;;) {
        const generation = loadGeneration;
        await currentLoad;
        if (generation === loadGeneration) return;
      }
    },

    async open(conversationId) {
      const key = idToKey.get(conversationId);
      const conv = key ? convs.get(key) : undefined;
      if (!key || !conv || !canOpenConversation(conv)) return false;
      activeKey = key;
      if (conv.unreadCount !== 0) putConversation(key, { ...conv, unreadCount: 0 }, false);
      markThreadRead(key);
      changed({ conversations: true });
      const t = thread(key);
      if (!t.loaded && !conv.isNew) await fetchThread(key);
      return true;
    },

    close() {
      if (activeKey === null) return;
      activeKey = null;
      changed();
    },

    loadOlder() {
      const key = activeKey;
      if (!key) return Promise.resolve();
      // A call while that thread's older page is being fetched joins that fetch instead of fetching it again.
      const joined = olderInFlight.get(key);
      if (joined) return joined;
      const conv = convs.get(key);
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
      changed();
      void (async () => {
        try {
          const page = await wa.conversations.messagesPage(conv.contactPhone, {
            ...(oldest ? { before: oldest.id } : {}),
            ...(options.messagesPageSize ? { limit: options.messagesPageSize } : {}),
          });
          mergeThread(key, page.items, page.hasMore);
          error = null;
        } catch (e) {
          error = errorMessage(e, 'Failed to load conversation messages');
        } finally {
          olderInFlight.delete(key);
          loadingMessages = false;
          changed();
          finished();
        }
      })();
      return done;
    },

    async send(input) {
      const phone = typeof input?.contactPhone === 'string' ? input.contactPhone : '';
      const v = MESSAGES.validation;
      // Nothing is sent (and no bubble shown) for input the composer should not have allowed.
      if (!phone.trim())
        throw new ApiError({ status: 400, code: 'VALIDATION_ERROR', message: v.recipientRequired, field: 'to' });
      if (input.template === undefined && !(input.text ?? '').trim()) {
        throw new ApiError({ status: 400, code: 'VALIDATION_ERROR', message: v.messageRequired, field: 'text' });
      }
      if (input.template !== undefined && !input.template.name) {
        throw new ApiError({
          status: 400,
          code: 'VALIDATION_ERROR',
          message: v.templateSelectionRequired,
          field: 'template',
        });
      }
      const key = phoneKey(phone);
      const clientMessageId = createId();
      const conv = convs.get(key) ?? { ...newConversation(phone, phone, `new-${phone}`), isNew: true };
      const isTemplate = input.template !== undefined;
      const text = isTemplate ? (input.previewText ?? input.template?.name ?? '') : (input.text ?? '');
      const createdAt = new Date(Math.max(now(), Date.parse(conv.lastMessageAt) || 0)).toISOString();
      const local: InboxMessage = {
        key: clientMessageId,
        id: '',
        clientMessageId,
        type: isTemplate ? 'template' : 'text',
        text,
        direction: 'outbound',
        contactPhone: conv.contactPhone || phone,
        contactName: conv.contactName,
        to: conv.contactPhone || phone,
        templateName: input.template?.name ?? '',
        status: 'pending',
        createdAt,
      };
      const t = thread(key);
      addTo(t, local);
      index.set(clientMessageId, { thread: key, key: local.key });
      if (input.template) templatesByKey.set(local.key, input.template);
      putConversation(key, { ...conv, lastMessage: text, lastMessageAt: createdAt }, true);
      store.stopUserTyping(phone);
      changed({ conversations: true });
      return dispatch({ thread: key, key: local.key }, payloadOf(local, input.template));
    },

    async retry(messageKey) {
      const ref = index.get(messageKey);
      if (!ref) return null;
      const current = threads.get(ref.thread)?.byKey.get(ref.key);
      if (!current || current.status !== 'failed' || current.direction !== 'outbound') return null;
      const pending = setMessage(ref, (m) => {
        const next: InboxMessage = { ...m, status: 'pending' };
        delete next.error;
        return next;
      });
      changed();
      if (!pending) return null;
      return dispatch(ref, payloadOf(pending, templatesByKey.get(ref.key)));
    },

    startConversation(contact) {
      const key = phoneKey(contact.phone);
      const existing = convs.get(key);
      if (existing) return existing.id;
      const draft: Conversation = {
        ...newConversation(contact.phone, contact.name || contact.phone, `new-${contact.phone}`),
        lastMessageAt: new Date(now()).toISOString(),
        isNew: true,
      };
      putConversation(key, draft, true);
      thread(key).loaded = true;
      changed({ conversations: true });
      return draft.id;
    },

    userTyping(contactPhone) {
      if (!rt || !contactPhone) return;
      const key = phoneKey(contactPhone);
      const handle = userTypingTimers.get(key);
      if (handle === undefined) rt.startTyping(contactPhone);
      else timers.clearTimeout(handle);
      userTypingTimers.set(
        key,
        timers.setTimeout(() => {
          userTypingTimers.delete(key);
          rt.stopTyping(contactPhone);
        }, typingIdleMs),
      );
    },

    stopUserTyping(contactPhone) {
      const key = phoneKey(contactPhone);
      const handle = userTypingTimers.get(key);
      if (handle === undefined) return;
      timers.clearTimeout(handle);
      userTypingTimers.delete(key);
      rt?.stopTyping(contactPhone);
    },

    receive(message) {
      const isNew = options.onInbound !== undefined && !lookup(message);
      if (!receiveInternal(message)) return;
      changed({ conversations: true });
      if (!isNew || message.direction !== 'inbound' || !options.onInbound) return;
      const key = phoneKey(message.contactPhone);
      const conv = convs.get(key);
      const stored = threads.get(key)?.byKey.get(message.clientMessageId || message.id);
      if (!conv || !stored) return;
      try {
        options.onInbound(stored, conv, activeKey === key);
      } catch (e) {
        console.error(e);
      }
    },

    applyStatus(update) {
      if (applyStatusInternal(update)) changed();
    },

    applyConversationUpdate(update) {
      if (!update.contactPhone) return;
      const key = phoneKey(update.contactPhone);
      const existing = convs.get(key);
      if (!existing && update.lastMessageAt === undefined) return;
      const conv =
        existing ??
        newConversation(update.contactPhone, update.contactName || update.contactPhone, update.contactPhone);
      const next: Conversation = { ...conv };
      if (update.contactName) next.contactName = update.contactName;
      if (update.unreadCount !== undefined) next.unreadCount = key === activeKey ? 0 : update.unreadCount;
      const newer = update.lastMessageAt !== undefined && update.lastMessageAt > conv.lastMessageAt;
      if (update.lastMessageAt !== undefined && update.lastMessageAt >= conv.lastMessageAt) {
        next.lastMessageAt = update.lastMessageAt;
        if (update.lastMessage !== undefined) next.lastMessage = update.lastMessage;
      }
      putConversation(key, next, newer || !existing);
      if (key === activeKey && update.unreadCount) markThreadRead(key);
      changed({ conversations: true });
    },

    setTyping(contactPhone, on) {
      setTypingInternal(contactPhone, on);
    },

    async resync() {
      await store.load(lastFilters);
      const key = activeKey;
      if (key && convs.has(key) && !convs.get(key)?.isNew) await fetchThread(key);
    },

    getConversation(conversationId) {
      const key = idToKey.get(conversationId);
      return key ? convs.get(key) : undefined;
    },

    getMessages(conversationId) {
      const key = idToKey.get(conversationId);
      return key ? threadMessages(key) : EMPTY;
    },

    isTyping(contactPhone) {
      return typing.has(phoneKey(contactPhone));
    },

    dismissNotice() {
      if (notice === null) return;
      notice = null;
      changed();
    },

    destroy() {
      if (destroyed) return;
      destroyed = true;
      for (const off of unsubscribers.splice(0)) off();
      for (const handle of typing.values()) timers.clearTimeout(handle);
      for (const handle of userTypingTimers.values()) timers.clearTimeout(handle);
      typing.clear();
      userTypingTimers.clear();
      listeners.clear();
    },
  };

  if (rt) {
    unsubscribers.push(
      rt.on('whatsapp_message', (m) => store.receive(m)),
      rt.on('message_status_update', (u) => store.applyStatus(u)),
      rt.on('conversation_update', (u) => store.applyConversationUpdate(u)),
      rt.on('typing_start', (e) => setTypingInternal(e.contactPhone, true)),
      rt.on('typing_stop', (e) => setTypingInternal(e.contactPhone, false)),
      rt.on('connect', ({ recovered }) => {
        if (recovered) void store.resync();
        else if (activeKey && markThreadRead(activeKey)) changed();
      }),
    );
  }

  return store;
}
