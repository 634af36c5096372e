import { ApiError } from '../client/errors';
import { lastMessageMediaOf } from '../model/lastMessageMedia';
import type { Conversation, MessageTemplatePayload, SendMessagePayload } from '../model';
import type { RealtimeClient, SendMessageResult } from '../realtime';
import { TEXT_MESSAGE_MAX } from '../rules';
import { SEND_VALIDATION_MESSAGES } from '../rules/messageGroups';
import type { WhatsAppApi } from '../whatsapp';
import { errorMessage, newConversation, phoneKey, type InboxContext } from './inboxContext';
import type { ConversationList } from './inboxList';
import type { MessageRef, Threads } from './inboxThreads';
import { createMediaOutbox, mediaPayloadOf } from './inboxOutboxMedia';
import type { InboxMessage, OutgoingMessageInput } from './inboxTypes';

export interface OutboxOptions {
  whatsapp: WhatsAppApi;
  realtime?: RealtimeClient;
  list: ConversationList;
  threads: Threads;
  now: () => number;
  createId: () => string;
  /** The user stopped typing to this contact (a send ends typing). */
  stopUserTyping: (contactPhone: string) => void;
  /** A message of this thread changed status (the list marks a failed last message). */
  onStatus?: (threadKey: string) => void;
}

/**
 * Messages sent from here: the optimistic bubble with a client id, the send through the socket (or HTTP), its
 * outcome, and Retry of a failed one. Changes only for sending rules.
 */
export interface Outbox {
  send(input: OutgoingMessageInput): Promise<InboxMessage>;
  retry(messageKey: string): Promise<InboxMessage | null>;
  cancelUpload(messageKey: string): boolean;
}

export function defaultClientMessageId(): string {
  const c = (globalThis as { crypto?: { randomUUID?: () => string } }).crypto;
  if (c?.randomUUID) return `c_${c.randomUUID()}`;
  return `c_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 10)}`;
}

function payloadOf(m: InboxMessage, template?: MessageTemplatePayload): SendMessagePayload {
  const media = mediaPayloadOf(m);
  if (media) return media;
  const payload: SendMessagePayload = { to: m.contactPhone, type: m.type === 'template' ? 'template' : 'text' };
  if (payload.type === 'text') payload.text = m.text;
  if (template) payload.template = template;
  if (m.clientMessageId) payload.clientMessageId = m.clientMessageId;
  return payload;
}

/**
 * Retry sends the same message: its client id, or for a message stored without one (a campaign's, a broadcast's,
 * one sent from another tab) its server id, which the API takes as the client id of that stored message
 * (docs/api-contract.md): the server sends that message again instead of storing a copy. A template not sent from
 * here is named by its template (the server re-sends what it stored).
 */
function retryPayloadOf(m: InboxMessage, template: MessageTemplatePayload | undefined): SendMessagePayload {
  const known =
    template ??
    (m.type === 'template' && m.templateName
      ? { name: m.templateName, language: { code: 'en_US' }, components: [] }
      : undefined);
  const payload = payloadOf(m, known);
  const clientMessageId = m.clientMessageId || m.id;
  if (clientMessageId) payload.clientMessageId = clientMessageId;
  return payload;
}

export function createOutbox(ctx: InboxContext, options: OutboxOptions): Outbox {
  const { whatsapp: wa, realtime: rt, list, threads, now, createId } = options;
  const templatesByKey = new Map<string, MessageTemplatePayload>();

  async function dispatch(ref: MessageRef, payload: SendMessagePayload): Promise<InboxMessage> {
    let result: SendMessageResult;
    try {
      result = rt
        ? await rt.sendMessage(payload)
        : { message: await wa.messages.send(payload), via: 'http', notice: null };
    } catch (e) {
      const apiError = e instanceof ApiError ? e : null;
      const failed = threads.update(ref, (m) => ({
        ...m,
        status: 'failed',
        error: { code: apiError?.code ?? 'SEND_FAILED', title: errorMessage(e, 'Failed to send message') },
      }));
      options.onStatus?.(ref.thread);
      ctx.changed();
      if (!failed) throw e;
      return failed;
    }
    if (result.notice) ctx.notice = result.notice;
    threads.reconcile(ref, {
      ...result.message,
      clientMessageId: payload.clientMessageId ?? result.message.clientMessageId,
    });
    options.onStatus?.(ref.thread);
    ctx.changed();
    return threads.get(ref) ?? { ...result.message, key: ref.key };
  }

  /** The optimistic bubble of a message sent from here, and the list's preview of it. */
  function addLocal(phone: string, fields: Partial<InboxMessage>) {
    const key = phoneKey(phone);
    const clientMessageId = createId();
    const previous = list.get(key);
    const conv: Conversation = previous ?? { ...newConversation(phone, phone, `new-${phone}`), isNew: true };
    const createdAt = new Date(Math.max(now(), Date.parse(conv.lastMessageAt) || 0)).toISOString();
    const local: InboxMessage = {
      key: clientMessageId,
      id: '',
      clientMessageId,
      type: 'text',
      text: '',
      direction: 'outbound',
      contactPhone: conv.contactPhone || phone,
      contactName: conv.contactName,
      to: conv.contactPhone || phone,
      templateName: '',
      status: 'pending',
      createdAt,
      ...fields,
    };
    threads.add(key, local);
    const next: Conversation = {
      ...conv,
      lastMessage: local.text,
      lastMessageAt: createdAt,
      lastMessageStatus: 'pending',
    };
    const media = lastMessageMediaOf(local);
    if (media) next.lastMessageMedia = media;
    else delete next.lastMessageMedia;
    list.put(key, next, true);
    options.stopUserTyping(phone);
    ctx.changed({ conversations: true });
    const undo = () => {
      if (previous) list.put(key, previous, false);
    };
    return { ref: { thread: key, key: local.key }, local, undo };
  }

  const media = createMediaOutbox(ctx, {
    whatsapp: wa,
    threads,
    addLocal,
    dispatch,
    ...(options.onStatus ? { onStatus: options.onStatus } : {}),
  });

  return {
    async send(input) {
      const phone = typeof input?.contactPhone === 'string' ? input.contactPhone : '';
      const v = SEND_VALIDATION_MESSAGES;
      // Nothing is sent (and no bubble shown) for input the composer should not have allowed.
      if (!phone.trim())
        throw new ApiError({ status: 400, code: 'VALIDATION_ERROR', message: v.recipientRequired, field: 'to' });
      if (input.attachment) return media.send({ ...input, attachment: input.attachment }, phone);
      if (input.template === undefined && !(input.text ?? '').trim()) {
        throw new ApiError({ status: 400, code: 'VALIDATION_ERROR', message: v.messageRequired, field: 'text' });
      }
      // Meta refuses a longer text: refused here, before a bubble that Retry could never send.
      if (input.template === undefined && (input.text ?? '').length > TEXT_MESSAGE_MAX) {
        throw new ApiError({ status: 400, code: 'VALIDATION_ERROR', message: v.textMessageMax, field: 'text' });
      }
      if (input.template !== undefined && !input.template.name) {
        throw new ApiError({
          status: 400,
          code: 'VALIDATION_ERROR',
          message: v.templateSelectionRequired,
          field: 'template',
        });
      }
      const isTemplate = input.template !== undefined;
      const { ref, local } = addLocal(phone, {
        type: isTemplate ? 'template' : 'text',
        text: isTemplate ? (input.previewText ?? input.template?.name ?? '') : (input.text ?? ''),
        templateName: input.template?.name ?? '',
      });
      if (input.template) templatesByKey.set(local.key, input.template);
      return dispatch(ref, payloadOf(local, input.template));
    },

    async retry(messageKey) {
      const ref = threads.find(messageKey);
      if (!ref) return null;
      const current = threads.get(ref);
      if (!current || current.status !== 'failed' || current.direction !== 'outbound') return null;
      const reupload = media.retry(ref, current);
      if (reupload) return reupload;
      const pending = threads.update(ref, (m) => {
        const next: InboxMessage = { ...m, status: 'pending' };
        delete next.error;
        return next;
      });
      options.onStatus?.(ref.thread);
      ctx.changed();
      if (!pending) return null;
      return dispatch(ref, retryPayloadOf(pending, templatesByKey.get(ref.key)));
    },

    cancelUpload(messageKey) {
      const ref = threads.find(messageKey);
      return ref ? media.cancel(ref) : false;
    },
  };
}
