// Messages stored and sent: outbound (checked against the window and the template, de-duplicated by clientMessageId,
// a failed one sent again), inbound (a contact writing in), and read receipts.
import { isMediaKind } from '@wacrm/whatsapp-sdk/media';
import type { Ctx } from '../context';
import { HttpError, notFound } from '../http/errors';
import type { Body } from '../http/validate';
import { parseMediaSend } from '../media/send';
import { templateHeaderMedia } from '../media/templateHeader';
import type { MediaData, MessageRecord, MessageType, TemplateRecord } from '../store/types';
import {
  contactName,
  ensureConversation,
  findConversation,
  isInsideWindow,
  OUTSIDE_WINDOW_MESSAGE,
} from './conversations';
import { announceOutbound } from './delivery';
import { isObject, parseSend, type SendInput } from './sendInput';
import { approvedTemplate, checkTemplateParameters, renderTemplate, templateFrame } from './templateMessages';
import { conversationUpdate, findContact, messageOut, newId, nowIso, previewText } from './wire';

/** Meta's 'Required parameter is missing'. */
const META_PARAMETER_MISSING = 131008;

export interface OutboundExtra {
  campaignId?: string;
  broadcastId?: string;
  failure?: { code: number; title: string };
}

/** Stores an outbound message that already passed the checks (mutates; the caller commits, then announces). */
export function createOutbound(
  ctx: Ctx,
  clientId: string,
  input: SendInput,
  template: TemplateRecord | undefined,
  extra: OutboundExtra = {},
): MessageRecord {
  const now = nowIso();
  const name = contactName(ctx, clientId, input.to);
  // The file chosen for a media header, else the template's example (campaigns, broadcasts and bulk sends).
  const headerMedia = template ? (input.headerMedia ?? template.header_media) : undefined;
  const message: MessageRecord = {
    id: newId('msg'),
    clientId,
    ...(input.clientMessageId ? { client_message_id: input.clientMessageId } : {}),
    type: input.type,
    content: { text: template ? renderTemplate(template, input.template?.params ?? []) : (input.text ?? '') },
    ...(input.media ? { media_data: input.media } : {}),
    direction: 'outbound',
    contact_phone: input.to,
    contact_name: name,
    to: input.to,
    ...(template ? { template_name: template.name, ...templateFrame(template, input.template?.headerParams) } : {}),
    ...(headerMedia ? { template_header_media: { ...headerMedia } } : {}),
    status: extra.failure ? 'failed' : 'sent',
    ...(extra.failure ? { error: extra.failure } : {}),
    created_at: now,
    timestamp: now,
    ...(extra.campaignId ? { campaign_id: extra.campaignId } : {}),
    ...(extra.broadcastId ? { broadcast_id: extra.broadcastId } : {}),
  };
  ctx.store.addMessage(message);
  const { conversation } = ensureConversation(ctx, clientId, input.to, name);
  conversation.last_message = previewText(message);
  conversation.last_message_at = now;
  const contact = findContact(ctx.store, clientId, input.to);
  if (contact) contact.lastInteraction = now.slice(0, 10);
  if (extra.campaignId) {
    const campaign = ctx.store.data.campaigns.find((c) => c.id === extra.campaignId);
    if (campaign) {
      if (extra.failure) campaign.failed += 1;
      else campaign.sent += 1;
    }
  }
  return message;
}

/**
 * The stored outbound message a send's clientMessageId names: the one sent with that client id, or (for a message
 * stored without one, e.g. a campaign's or a broadcast's) the one with that id. Per clientId.
 */
function storedSend(ctx: Ctx, clientId: string, clientMessageId: string): MessageRecord | undefined {
  return ctx.store.data.messages.find(
    (m) =>
      m.clientId === clientId &&
      (m.client_message_id === clientMessageId ||
        (m.direction === 'outbound' && !m.client_message_id && m.id === clientMessageId)),
  );
}

/**
 * Retry of a failed message: the same stored message goes out again (same id, no copy) when the checks pass now
 * (the window for text, the template still approved); otherwise the same 4xx as a first send, and it stays failed.
 * A template that failed for a missing parameter would fail the same way again, so it is refused.
 */
async function resendFailed(ctx: Ctx, clientId: string, message: MessageRecord): Promise<MessageRecord> {
  if (message.error?.code === META_PARAMETER_MISSING) {
    throw new HttpError(422, 'TEMPLATE_PARAMETER_MISSING', 'Required parameter is missing');
  }
  if (message.type === 'template') approvedTemplate(ctx, clientId, message.template_name ?? '');
  else if (!isInsideWindow(findConversation(ctx, clientId, message.contact_phone))) {
    throw new HttpError(422, 'OUTSIDE_CUSTOMER_SERVICE_WINDOW', OUTSIDE_WINDOW_MESSAGE);
  }
  message.status = 'sent';
  delete message.error;
  const campaign = message.campaign_id ? ctx.store.data.campaigns.find((c) => c.id === message.campaign_id) : undefined;
  if (campaign) {
    campaign.failed = Math.max(0, campaign.failed - 1);
    campaign.sent += 1;
  }
  await ctx.store.commit();
  announceOutbound(ctx, message);
  return message;
}

/**
 * HTTP and socket send: validate, check the window / template, de-duplicate, store, persist, announce. A repeated
 * clientMessageId is the same message (idempotent): the stored one is answered, and a failed one is sent again.
 */
export async function sendMessage(
  ctx: Ctx,
  clientId: string,
  body: Body,
): Promise<{ message: MessageRecord; created: boolean }> {
  const input: SendInput =
    isMediaKind(body.type) && ctx.media ? await parseMediaSend(ctx, clientId, body) : parseSend(body);
  if (input.clientMessageId) {
    const existing = storedSend(ctx, clientId, input.clientMessageId);
    if (existing?.status === 'failed') return { message: await resendFailed(ctx, clientId, existing), created: false };
    if (existing) return { message: existing, created: false };
  }
  let template: TemplateRecord | undefined;
  if (input.type === 'template' && input.template) {
    template = approvedTemplate(ctx, clientId, input.template.name, input.template.language);
    checkTemplateParameters(template, input.template);
    const given = isObject(body.template) ? body.template : {};
    const headerMedia = await templateHeaderMedia(ctx, clientId, template, given.components);
    if (headerMedia) input.headerMedia = headerMedia;
  } else if (!isInsideWindow(findConversation(ctx, clientId, input.to))) {
    throw new HttpError(422, 'OUTSIDE_CUSTOMER_SERVICE_WINDOW', OUTSIDE_WINDOW_MESSAGE);
  }
  const message = createOutbound(ctx, clientId, input, template);
  await ctx.store.commit();
  announceOutbound(ctx, message);
  return { message, created: true };
}

export interface InboundInput {
  from: string;
  name?: string;
  text?: string;
  type?: MessageType;
  /** A stored file (media/simulate.ts); without it a media message carries a file name only. */
  media?: MediaData;
}

const MEDIA: Partial<Record<MessageType, { file_name: string; mime_type: string }>> = {
  image: { file_name: 'photo.jpg', mime_type: 'image/jpeg' },
  video: { file_name: 'clip.mp4', mime_type: 'video/mp4' },
  document: { file_name: 'invoice.pdf', mime_type: 'application/pdf' },
  audio: { file_name: 'voice-note.ogg', mime_type: 'audio/ogg' },
};

/** Stores an inbound message (a contact writing in), opens the 24 h window, bumps unread, pushes it. */
export async function receiveInbound(ctx: Ctx, clientId: string, input: InboundInput): Promise<MessageRecord> {
  const type = input.type ?? 'text';
  const media = input.media ?? MEDIA[type];
  const now = nowIso();
  const { conversation } = ensureConversation(ctx, clientId, input.from, input.name);
  if (input.name && conversation.contact_name === conversation.contact_phone) conversation.contact_name = input.name;
  const message: MessageRecord = {
    id: newId('msg'),
    clientId,
    type,
    content: { text: input.text ?? '' },
    ...(media ? { media_data: media } : {}),
    direction: 'inbound',
    contact_phone: input.from,
    contact_name: conversation.contact_name,
    status: 'delivered',
    created_at: now,
    timestamp: now,
  };
  ctx.store.addMessage(message);
  conversation.last_message = previewText(message);
  conversation.last_message_at = now;
  conversation.last_inbound_at = now;
  conversation.unread_count += 1;
  const contact = findContact(ctx.store, clientId, input.from);
  if (contact) contact.lastInteraction = now.slice(0, 10);
  await ctx.store.commit();
  ctx.realtime.emit(clientId, 'whatsapp_message', messageOut(message));
  ctx.realtime.emit(clientId, 'conversation_update', conversationUpdate(ctx.store, conversation));
  return message;
}

/** Marks an inbound message read (persisted) and recomputes the conversation's unread count. */
export async function markRead(ctx: Ctx, clientId: string, messageId: string): Promise<MessageRecord> {
  const message = ctx.store.data.messages.find((m) => m.id === messageId && m.clientId === clientId);
  if (!message) throw notFound('Message');
  if (message.direction !== 'inbound' || message.status === 'read') return message;
  message.status = 'read';
  const conversation = findConversation(ctx, clientId, message.contact_phone);
  if (conversation) {
    conversation.unread_count = ctx.store
      .conversationMessages(clientId, message.contact_phone)
      .filter((m) => m.direction === 'inbound' && m.status !== 'read').length;
  }
  await ctx.store.commit();
  ctx.realtime.emit(clientId, 'message_status_update', { messageId: message.id, status: 'read' });
  if (conversation) ctx.realtime.emit(clientId, 'conversation_update', conversationUpdate(ctx.store, conversation));
  return message;
}
