import { ApiError } from '../../client/errors';
import type { Conversation, Message, SendMessagePayload } from '../../model';
import { CONVERSATIONS_PAGE_SIZE, type ConversationFilters, type WhatsAppApi } from '../../whatsapp';
import { mediaFieldsOf } from '../fakeMedia';
import type { FakeRealtime } from '../fakeRealtime';
import { makeMessage } from '../fixtures';
import { includes, key, type FakeCore } from './core';

/** The fake's conversations and threads: messages stored, sent (with simulated delivery) and paged. */
export interface FakeMessaging {
  /** Stores an incoming or sent message in its thread and moves its conversation to the top. */
  storeMessage(message: Message): void;
  /** Accepts a message sent (socket or HTTP): stored as sent, delivered and read later when simulated. */
  acceptSend(payload: SendMessagePayload): Message;
  messages: WhatsAppApi['messages'];
  conversations: WhatsAppApi['conversations'];
}

/** `realtimes()` lists the fake sockets told of simulated status changes. */
export function createFakeMessaging(core: FakeCore, realtimes: () => Iterable<FakeRealtime>): FakeMessaging {
  const { db, run, newId, iso, options } = core;

  function thread(phone: string): Message[] {
    const k = key(phone);
    const existing = Object.keys(db.messages).find((p) => key(p) === k);
    if (existing) return db.messages[existing] ?? [];
    const list: Message[] = [];
    db.messages[phone] = list;
    return list;
  }

  function touchConversation(message: Message) {
    const k = key(message.contactPhone);
    const index = db.conversations.findIndex((c) => key(c.contactPhone) === k);
    const inbound = message.direction === 'inbound';
    const prev: Conversation =
      index >= 0
        ? (db.conversations[index] as Conversation)
        : {
            id: newId('conv'),
            contactPhone: message.contactPhone,
            contactName: message.contactName || message.contactPhone,
            contactStatus: 'unknown',
            contactLastInteraction: '',
            lastMessage: '',
            lastMessageAt: message.createdAt,
            lastInboundAt: null,
            unreadCount: 0,
            isPinned: false,
            tags: [],
          };
    const next: Conversation = {
      ...prev,
      lastMessage: message.text,
      lastMessageAt: message.createdAt,
      unreadCount: inbound ? prev.unreadCount + 1 : prev.unreadCount,
      lastInboundAt: inbound ? message.createdAt : prev.lastInboundAt,
    };
    if (index >= 0) db.conversations.splice(index, 1);
    db.conversations.unshift(next);
  }

  function storeMessage(message: Message) {
    const list = thread(message.contactPhone);
    if (message.id && list.some((m) => m.id === message.id)) return;
    list.push(message);
    touchConversation(message);
  }

  function acceptSend(payload: SendMessagePayload): Message {
    const k = key(payload.to);
    const conv = db.conversations.find((c) => key(c.contactPhone) === k);
    const message = makeMessage({
      id: newId('msg'),
      direction: 'outbound',
      contactPhone: conv?.contactPhone ?? payload.to,
      contactName: conv?.contactName ?? '',
      to: payload.to,
      type: payload.type,
      text:
        payload.type === 'text'
          ? typeof payload.text === 'string'
            ? payload.text
            : ''
          : (payload.template?.name ?? ''),
      templateName: payload.template?.name ?? '',
      ...mediaFieldsOf(payload),
      status: 'sent',
      createdAt: iso(),
    });
    if (payload.clientMessageId) message.clientMessageId = payload.clientMessageId;
    storeMessage(message);
    simulateDelivery(message);
    return message;
  }

  function simulateDelivery(message: Message) {
    const step = options.deliveryStepMs ?? 0;
    if (step <= 0) return;
    (['delivered', 'read'] as const).forEach((status, i) => {
      setTimeout(
        () => {
          const stored = thread(message.contactPhone).find((m) => m.id === message.id);
          if (stored) stored.status = status;
          for (const rt of realtimes()) {
            rt.controls.emitStatus({
              messageId: message.id,
              status,
              ...(message.clientMessageId ? { clientMessageId: message.clientMessageId } : {}),
            });
          }
        },
        step * (i + 1),
      );
    });
  }

  function pageOf(phone: string, filters: { limit?: number; before?: string }) {
    let list = [...thread(phone)].sort((a, b) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0));
    if (filters.before) {
      const at = list.findIndex((m) => m.id === filters.before);
      if (at >= 0) list = list.slice(0, at);
    }
    const limit = filters.limit ?? list.length;
    const items = list.slice(Math.max(0, list.length - limit));
    return { items, hasMore: items.length < list.length };
  }

  /** Newest activity first, filtered as the API filters. */
  function filterConversations(filters: ConversationFilters): Conversation[] {
    return [...db.conversations]
      .sort((a, b) => (a.lastMessageAt < b.lastMessageAt ? 1 : a.lastMessageAt > b.lastMessageAt ? -1 : 0))
      .filter(
        (c) =>
          (!filters.unread || c.unreadCount > 0) &&
          (!filters.search || includes(`${c.contactName} ${c.contactPhone} ${c.lastMessage}`, filters.search)),
      );
  }

  return {
    storeMessage,
    acceptSend,
    messages: {
      send: (payload) => run('messages.send', [payload], () => acceptSend(payload)),
      sendBulk: (payload) =>
        run('messages.sendBulk', [payload], () => {
          const messages = payload.recipients.map((to) =>
            acceptSend({
              to,
              type: 'template',
              template: { name: payload.templateName, language: { code: 'en_US' }, components: [] },
            }),
          );
          return { queued: messages.length, messages };
        }),
      list: (filters = {}) =>
        run('messages.list', [filters], () => {
          let all = Object.values(db.messages).flat();
          if (filters.contactPhone) all = all.filter((m) => key(m.contactPhone) === key(filters.contactPhone ?? ''));
          if (filters.status) all = all.filter((m) => m.status === filters.status);
          all.sort((a, b) => (a.createdAt < b.createdAt ? -1 : 1));
          return filters.limit ? all.slice(-filters.limit) : all;
        }),
    },
    conversations: {
      list: (filters = {}) => run('conversations.list', [filters], () => filterConversations(filters)),
      page: (filters = {}) =>
        run('conversations.page', [filters], () => {
          const matching = filterConversations(filters);
          const page = filters.page ?? 1;
          const limit = filters.limit ?? CONVERSATIONS_PAGE_SIZE;
          if (!Number.isInteger(page) || page < 1 || !Number.isInteger(limit) || limit < 1 || limit > 1000) {
            throw new ApiError({
              status: 400,
              code: 'VALIDATION_ERROR',
              message: 'page must be a whole number from 1, limit one between 1 and 1000',
              field: !Number.isInteger(page) || page < 1 ? 'page' : 'limit',
            });
          }
          return {
            items: matching.slice((page - 1) * limit, page * limit),
            total: matching.length,
            unread: matching.reduce((n, c) => n + (c.unreadCount > 0 ? 1 : 0), 0),
            page,
            limit,
          };
        }),
      messages: (phone, filters = {}) =>
        run('conversations.messages', [phone, filters], () => pageOf(phone, filters).items),
      messagesPage: (phone, filters = {}) =>
        run('conversations.messagesPage', [phone, filters], () => pageOf(phone, filters)),
      create: (payload) =>
        run('conversations.create', [payload], () => {
          const k = key(payload.contactPhone);
          const existing = db.conversations.find((c) => key(c.contactPhone) === k);
          if (existing) return existing;
          const contact = db.contacts.find((c) => key(c.phone) === k);
          const conversation: Conversation = {
            id: newId('conv'),
            contactPhone: payload.contactPhone,
            contactName: contact?.name ?? payload.contactPhone,
            contactStatus: contact?.status ?? 'unknown',
            contactLastInteraction: contact?.lastInteraction ?? '',
            lastMessage: '',
            lastMessageAt: iso(),
            lastInboundAt: null,
            unreadCount: 0,
            isPinned: false,
            tags: contact?.tags ?? [],
          };
          db.conversations.unshift(conversation);
          return conversation;
        }),
    },
  };
}
