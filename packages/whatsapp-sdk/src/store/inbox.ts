import { lastMessageMediaOf } from '../model/lastMessageMedia';
import type { Conversation, Message } from '../model';
import type { Timers } from '../realtime';
import { TYPING_IDLE_MS } from '../rules';
import { newConversation, phoneKey, type ChangeParts, type InboxContext } from './inboxContext';
import { backgroundTask, createConversationList } from './inboxList';
import { createDraftStore } from './inboxDrafts';
import { createOutbox, defaultClientMessageId } from './inboxOutbox';
import { EMPTY_MESSAGES, createThreads } from './inboxThreads';
import { createTyping } from './inboxTyping';
import type { InboxMessage, InboxSnapshot, InboxStore, InboxStoreOptions } from './inboxTypes';
import { canOpenConversation } from './selectors';

export {
  EMPTY_DRAFT,
  createDraftStore,
  inboxDraftsKey,
  type ComposerDraft,
  type DraftStorage,
  type DraftStore,
} from './inboxDrafts';
export type {
  DraftContact,
  InboxMessage,
  InboxSnapshot,
  InboxStore,
  InboxStoreOptions,
  OutgoingMessageInput,
} from './inboxTypes';

/**
 * The inbox: the conversation list (inboxList), the threads of messages (inboxThreads), the outbox (sending, Retry,
 * statuses of messages sent from here; inboxOutbox) and typing (inboxTyping), put together behind one store. This
 * file holds what spans them: the snapshot, opening a conversation, applying socket events, and resync.
 */
export function createInboxStore(options: InboxStoreOptions): InboxStore {
  const wa = options.whatsapp;
  const rt = options.realtime;
  const timers: Timers = options.timers ?? {
    setTimeout: (fn, ms) => setTimeout(fn, ms),
    clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
  };
  const listeners = new Set<() => void>();
  let snapshot: InboxSnapshot | null = null;

  const ctx: InboxContext = {
    activeKey: null,
    error: null,
    notice: null,
    destroyed: false,
    changed(parts: ChangeParts = {}) {
      if (parts.conversations) list.invalidate();
      if (parts.typing) typing.invalidate();
      snapshot = null;
      if (listeners.size === 0) return;
      for (const listener of [...listeners]) {
        try {
          listener();
        } catch (e) {
          console.error(e);
        }
      }
    },
  };

  const list = createConversationList(ctx, {
    whatsapp: wa,
    timers,
    // Timers given (tests) keep control of when the rest of the list loads.
    ...(options.timers ? {} : { yieldToHost: backgroundTask(timers) }),
    ...(options.now ? { now: options.now } : {}),
    ...(options.conversationsPageSize !== undefined ? { firstPageSize: options.conversationsPageSize } : {}),
    ...(options.conversationsBackgroundPageSize !== undefined
      ? { backgroundPageSize: options.conversationsBackgroundPageSize }
      : {}),
  });
  const threads = createThreads(ctx, {
    whatsapp: wa,
    list,
    ...(options.messagesPageSize !== undefined ? { messagesPageSize: options.messagesPageSize } : {}),
    ...(rt ? { markRead: (id: string) => rt.markRead(id) } : {}),
  });
  const typing = createTyping(ctx, {
    timers,
    idleMs: options.typingIdleMs ?? TYPING_IDLE_MS,
    ...(rt ? { realtime: rt } : {}),
  });
  const outbox = createOutbox(ctx, {
    whatsapp: wa,
    ...(rt ? { realtime: rt } : {}),
    list,
    threads,
    now: options.now ?? Date.now,
    createId: options.createId ?? defaultClientMessageId,
    stopUserTyping: (phone) => typing.stopUserTyping(phone),
    onStatus: (key) => syncLastStatus(key),
  });

  /**
   * The list's mark of the last message (a failed one shows in its row) follows the thread's newest message, when
   * that is the message the list shows last: its status when the business sent it, none when the contact did.
   */
  function syncLastStatus(key: string): void {
    const conv = list.get(key);
    const latest = threads.latest(key);
    if (!conv || !latest || latest.createdAt < conv.lastMessageAt) return;
    const status = latest.direction === 'outbound' ? latest.status : undefined;
    if (conv.lastMessageStatus === status) return;
    const next: Conversation = { ...conv };
    if (status) next.lastMessageStatus = status;
    else delete next.lastMessageStatus;
    list.put(key, next, false);
    ctx.changed({ conversations: true });
  }

  function canAutoRead(key: string): boolean {
    return ctx.activeKey === key && rt !== undefined && rt.state.getSnapshot().connected;
  }

  function receiveInternal(message: Message): boolean {
    if (!message.id && !message.clientMessageId) return false;
    const known = threads.lookup(message);
    if (known) {
      const changed = threads.reconcile(known, message);
      if (changed) syncLastStatus(known.thread);
      return changed;
    }
    const phone = message.contactPhone;
    if (!phone.trim()) return false;
    const key = phoneKey(phone);
    const inbound = message.direction === 'inbound';
    let conv = list.get(key);
    if (!conv) conv = newConversation(phone, message.contactName || phone, phone);

    const m: InboxMessage = { ...message, key: message.clientMessageId || message.id };
    let stored = m;
    const autoRead = inbound && canAutoRead(key) && m.id !== '' && rt !== undefined && rt.markRead(m.id);
    if (autoRead) stored = { ...m, status: 'read' };
    threads.add(key, stored);

    const isLatest = message.createdAt >= conv.lastMessageAt;
    const active = ctx.activeKey === key;
    const next: Conversation = {
      ...conv,
      contactName: conv.contactName || message.contactName || phone,
      unreadCount: inbound && !autoRead && !active ? conv.unreadCount + 1 : active ? 0 : conv.unreadCount,
    };
    if (isLatest) {
      next.lastMessage = message.text;
      next.lastMessageAt = message.createdAt;
      const media = lastMessageMediaOf(message);
      if (media) next.lastMessageMedia = media;
      else delete next.lastMessageMedia;
      if (inbound) delete next.lastMessageStatus;
      else next.lastMessageStatus = stored.status;
    }
    if (inbound && (next.lastInboundAt === null || message.createdAt > next.lastInboundAt)) {
      next.lastInboundAt = message.createdAt;
    }
    list.put(key, next, isLatest || !list.has(key));
    return true;
  }

  const unsubscribers: Array<() => void> = [];

  const store: InboxStore = {
    drafts: createDraftStore(options.drafts),

    getSnapshot() {
      if (snapshot) return snapshot;
      const key = ctx.activeKey;
      const active = key ? (list.get(key) ?? null) : null;
      snapshot = {
        conversations: list.conversations(),
        activeConversationId: active?.id ?? null,
        activeConversation: active,
        messages: key ? threads.messages(key) : EMPTY_MESSAGES,
        typing: typing.record(),
        activeTyping: key !== null && typing.has(key),
        totalConversations: list.total(),
        unreadConversations: list.unread(),
        loading: list.loading(),
        loadingMoreConversations: list.loadingMore(),
        loadingMessages: threads.loadingMessages(),
        hasMoreMessages: key ? threads.hasMore(key) : false,
        error: ctx.error,
        notice: ctx.notice,
      };
      return snapshot;
    },

    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },

    load: (filters) => list.load(filters),
    preload: () => list.preload(),
    search: (query) => list.search(query),
    whenListLoaded: () => list.whenListLoaded(),

    async open(conversationId) {
      const key = list.keyOf(conversationId);
      const conv = key ? list.get(key) : undefined;
      if (!key || !conv || !canOpenConversation(conv)) return false;
      ctx.activeKey = key;
      if (conv.unreadCount !== 0) list.put(key, { ...conv, unreadCount: 0 }, false);
      threads.markRead(key);
      ctx.changed({ conversations: true });
      const t = threads.ensure(key);
      if (!t.loaded && !conv.isNew) await threads.fetch(key);
      return true;
    },

    close() {
      if (ctx.activeKey === null) return;
      ctx.activeKey = null;
      ctx.changed();
    },

    loadOlder() {
      const key = ctx.activeKey;
      return key ? threads.loadOlder(key) : Promise.resolve();
    },

    send: (input) => outbox.send(input),
    retry: (messageKey) => outbox.retry(messageKey),
    cancelUpload: (messageKey) => outbox.cancelUpload(messageKey),

    startConversation(contact) {
      const key = phoneKey(contact.phone);
      const existing = list.get(key);
      if (existing) return existing.id;
      const draft: Conversation = {
        ...newConversation(contact.phone, contact.name || contact.phone, `new-${contact.phone}`),
        lastMessageAt: new Date((options.now ?? Date.now)()).toISOString(),
        isNew: true,
      };
      if (contact.status) draft.contactStatus = contact.status;
      if (contact.lastInteraction) draft.contactLastInteraction = contact.lastInteraction;
      if (contact.tags) draft.tags = [...contact.tags];
      list.put(key, draft, true);
      threads.ensure(key).loaded = true;
      ctx.changed({ conversations: true });
      return draft.id;
    },

    userTyping: (contactPhone) => typing.userTyping(contactPhone),
    stopUserTyping: (contactPhone) => typing.stopUserTyping(contactPhone),

    receive(message) {
      const isNew = options.onInbound !== undefined && !threads.lookup(message);
      if (!receiveInternal(message)) return;
      ctx.changed({ conversations: true });
      if (!isNew || message.direction !== 'inbound' || !options.onInbound) return;
      const key = phoneKey(message.contactPhone);
      const conv = list.get(key);
      const stored = threads.get({ thread: key, key: message.clientMessageId || message.id });
      if (!conv || !stored) return;
      try {
        options.onInbound(stored, conv, ctx.activeKey === key);
      } catch (e) {
        console.error(e);
      }
    },

    applyStatus(update) {
      if (!threads.applyStatus(update)) return;
      const ref = threads.find(update.clientMessageId || update.messageId);
      if (ref) syncLastStatus(ref.thread);
      ctx.changed();
    },

    applyConversationUpdate(update) {
      if (!update.contactPhone) return;
      const key = phoneKey(update.contactPhone);
      const existing = list.get(key);
      if (!existing && update.lastMessageAt === undefined) return;
      const conv =
        existing ??
        newConversation(update.contactPhone, update.contactName || update.contactPhone, update.contactPhone);
      const next: Conversation = { ...conv };
      if (update.contactName) next.contactName = update.contactName;
      if (update.unreadCount !== undefined) next.unreadCount = key === ctx.activeKey ? 0 : update.unreadCount;
      const newer = update.lastMessageAt !== undefined && update.lastMessageAt > conv.lastMessageAt;
      if (update.lastMessageAt !== undefined && update.lastMessageAt >= conv.lastMessageAt) {
        next.lastMessageAt = update.lastMessageAt;
        // An update that does not say whether the last message is media keeps what this list knows of the same text.
        if (update.lastMessageMedia) next.lastMessageMedia = update.lastMessageMedia;
        else if (
          update.lastMessageMedia === null ||
          (update.lastMessage !== undefined && update.lastMessage !== conv.lastMessage)
        ) {
          delete next.lastMessageMedia;
        }
        if (update.lastMessage !== undefined) next.lastMessage = update.lastMessage;
        if (update.lastMessageStatus) next.lastMessageStatus = update.lastMessageStatus;
        else if (update.lastMessageStatus === null) delete next.lastMessageStatus;
      }
      list.put(key, next, newer || !existing);
      if (key === ctx.activeKey && update.unreadCount) threads.markRead(key);
      ctx.changed({ conversations: true });
    },

    setTyping(contactPhone, on) {
      typing.set(contactPhone, on);
    },

    async resync() {
      await list.reload(list.lastFilters());
      const key = ctx.activeKey;
      if (key && list.has(key) && !list.get(key)?.isNew) await threads.fetch(key);
    },

    getConversation(conversationId) {
      const key = list.keyOf(conversationId);
      return key ? list.get(key) : undefined;
    },

    getMessages(conversationId) {
      const key = list.keyOf(conversationId);
      return key ? threads.messages(key) : EMPTY_MESSAGES;
    },

    isTyping(contactPhone) {
      return typing.has(phoneKey(contactPhone));
    },

    dismissNotice() {
      if (ctx.notice === null) return;
      ctx.notice = null;
      ctx.changed();
    },

    destroy() {
      if (ctx.destroyed) return;
      ctx.destroyed = true;
      for (const off of unsubscribers.splice(0)) off();
      typing.destroy();
      listeners.clear();
    },
  };

  if (rt) {
    unsubscribers.push(
      rt.on('whatsapp_message', (m) => store.receive(m)),
      rt.on('message_status_update', (u) => store.applyStatus(u)),
      rt.on('conversation_update', (u) => store.applyConversationUpdate(u)),
      rt.on('typing_start', (e) => typing.set(e.contactPhone, true)),
      rt.on('typing_stop', (e) => typing.set(e.contactPhone, false)),
      rt.on('connect', ({ recovered }) => {
        if (recovered) void store.resync();
        else if (ctx.activeKey && threads.markRead(ctx.activeKey)) ctx.changed();
      }),
    );
  }

  return store;
}
