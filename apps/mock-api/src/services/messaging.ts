import {
  blankParameters,
  sendMessageSchema,
  templateHeaderParameterCount,
  templateHeaderText,
  templateParameterCount,
  templateParameterRequiredMessage,
  VALIDATION_MESSAGES,
} from '@wacrm/whatsapp-sdk';
import type { Ctx } from '../context';
import { checkWithSharedSchema } from '../http/shared';
import { badRequest, HttpError, notFound } from '../http/errors';
import { type Body, toPhone } from '../http/validate';
import { isMediaKind, type MediaKind } from '@wacrm/whatsapp-sdk/media';
import { parseMediaSend } from '../media/send';
import type {
  ConversationRecord,
  MediaData,
  MessageRecord,
  MessageStatus,
  MessageType,
  TemplateRecord,
} from '../store/types';
import { conversationUpdate, findContact, messageOut, newId, nowIso, previewText } from './wire';

export const TEXT_MAX = 4096;
/** Meta's 'Required parameter is missing'. */
const META_PARAMETER_MISSING = 131008;
export const WINDOW_MS = 24 * 60 * 60 * 1000;
export const OUTSIDE_WINDOW_MESSAGE =
  "Outside the 24-hour customer service window: WhatsApp allows a free-form message only within 24 hours of the contact's last message. Send an approved template instead (Meta error 131047).";

export interface TemplateRef {
  name: string;
  language?: string;
  /** Body parameters, in order. */
  params: string[];
  /** The text header's parameters (Meta's `{ type: 'header', parameters: [{ type: 'text', text }] }`). */
  headerParams?: string[];
}

export interface SendInput {
  to: string;
  type: 'text' | 'template' | MediaKind;
  text?: string;
  template?: TemplateRef;
  /** Media messages (media/send.ts): the stored file and the caption. */
  media?: MediaData;
  clientMessageId?: string;
}

const STATUS_ORDER: Record<MessageStatus, number> = { pending: 0, sent: 1, delivered: 2, read: 3, failed: 4 };

function isObject(value: unknown): value is Record<string, unknown> {
  return !!value && typeof value === 'object' && !Array.isArray(value);
}

/** Template parameters from any of the accepted shapes: string[], { param1: .. } or Meta's components. */
export function paramsFrom(value: unknown, field: string): string[] {
  if (value === undefined || value === null) return [];
  const asText = (v: unknown, where: string): string => {
    if (typeof v === 'string') return v.slice(0, 1024);
    if (typeof v === 'number' || typeof v === 'boolean') return String(v);
    throw badRequest(where, `${where} must be text`);
  };
  if (Array.isArray(value)) {
    const out: string[] = [];
    value.slice(0, 100).forEach((component, i) => {
      if (isObject(component) && Array.isArray(component.parameters)) {
        if (String(component.type ?? 'body').toLowerCase() !== 'body') return;
        component.parameters.slice(0, 100).forEach((p, j) => {
          out.push(asText(isObject(p) ? p.text : p, `${field}[${i}].parameters[${j}].text`));
        });
      } else {
        out.push(asText(component, `${field}[${i}]`));
      }
    });
    return out;
  }
  if (isObject(value)) {
    return Object.keys(value)
      .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
      .slice(0, 100)
      .map((key) => asText(value[key], `${field}.${key}`));
  }
  throw badRequest(field, `${field} must be a list or an object`);
}

/** The text parameters of a `header` component in Meta's components list (media parameters carry no text). */
function headerParamsFrom(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  const header = value.find(
    (c): c is { parameters: unknown[] } =>
      isObject(c) && String(c.type ?? '').toLowerCase() === 'header' && Array.isArray(c.parameters),
  );
  if (!header) return [];
  return header.parameters
    .filter((p) => typeof p === 'string' || (isObject(p) && (p.type ?? 'text') === 'text'))
    .slice(0, 10)
    .map((p) => (isObject(p) ? (typeof p.text === 'string' ? p.text.slice(0, 1024) : '') : String(p)));
}

/** Validates a send payload (HTTP and socket). */
export function parseSend(body: Body): SendInput {
  const inferredType = body.type ?? (body.template !== undefined && body.template !== null ? 'template' : 'text');
  checkWithSharedSchema(sendMessageSchema, { ...body, type: inferredType });
  if (body.to === undefined || body.to === null || body.to === '') throw badRequest('to', 'to is required');
  const to = toPhone(body.to, 'to');
  const hasTemplate = body.template !== undefined && body.template !== null;
  const type = body.type ?? (hasTemplate ? 'template' : 'text');
  if (type !== 'text' && type !== 'template') throw badRequest('type', 'type must be one of text, template');
  let clientMessageId: string | undefined;
  if (body.clientMessageId !== undefined && body.clientMessageId !== null) {
    if (typeof body.clientMessageId !== 'string' || body.clientMessageId.length > 100) {
      throw badRequest('clientMessageId', 'clientMessageId must be a string of at most 100 characters');
    }
    clientMessageId = body.clientMessageId;
  }
  if (type === 'text') {
    const raw = isObject(body.text) ? body.text.body : body.text;
    if (raw !== undefined && typeof raw !== 'string') throw badRequest('text', 'text must be a string');
    const text = (raw ?? '').trim();
    if (!text) throw badRequest('text', 'Message is required');
    if (text.length > TEXT_MAX) throw badRequest('text', `text must be at most ${TEXT_MAX} characters`);
    return { to, type, text, clientMessageId };
  }
  const template = body.template;
  if (!isObject(template)) throw badRequest('template', 'Template selection is required');
  if (typeof template.name !== 'string' || !template.name.trim()) {
    throw badRequest('template.name', 'Template selection is required');
  }
  const language = isObject(template.language) ? template.language.code : template.language;
  if (language !== undefined && typeof language !== 'string') {
    throw badRequest('template.language', 'template.language.code must be a string');
  }
  const params = paramsFrom(template.components ?? template.parameters, 'template.components');
  // Meta rejects a template message with a blank body parameter ('(#100) Invalid parameter'). The shared schema
  // checks `components`; this also covers the `parameters` list or record the API accepts.
  const blank = blankParameters(params)[0];
  if (blank !== undefined) throw badRequest('template.parameters', templateParameterRequiredMessage(blank));
  return {
    to,
    type,
    template: {
      name: template.name.trim().slice(0, 512),
      language: language || undefined,
      params,
      headerParams: headerParamsFrom(template.components),
    },
    clientMessageId,
  };
}

/** The client's template by name (and language when given); 404 unknown, 422 when not APPROVED. */
export function approvedTemplate(ctx: Ctx, clientId: string, name: string, language?: string): TemplateRecord {
  const candidates = ctx.store.data.templates.filter((t) => t.clientId === clientId && t.name === name);
  const inLanguage = language ? candidates.filter((t) => t.language === language) : candidates;
  const pool = inLanguage.length > 0 ? inLanguage : candidates;
  const template = pool.find((t) => t.status === 'APPROVED') ?? pool[0];
  if (!template) throw new HttpError(404, 'NOT_FOUND', `Template '${name}' not found`);
  if (template.status !== 'APPROVED') {
    throw new HttpError(
      422,
      'TEMPLATE_NOT_APPROVED',
      `Template '${name}' is ${template.status}; only APPROVED templates can be sent`,
    );
  }
  return template;
}

/**
 * Meta rejects a template message whose parameters do not match its variables ('(#132000) Number of parameters does
 * not match the expected number of params'): 400 naming the first one missing, the header's first.
 */
function checkTemplateParameters(template: TemplateRecord, ref: TemplateRef): void {
  const headerCount = templateHeaderParameterCount(template);
  const headerGiven = (ref.headerParams ?? []).length;
  if (headerGiven < headerCount) {
    throw badRequest('template.components', VALIDATION_MESSAGES.headerParameterRequired);
  }
  const count = templateParameterCount(template);
  if (ref.params.length < count) {
    throw badRequest('template.components', templateParameterRequiredMessage(ref.params.length + 1));
  }
  if (headerGiven > headerCount || ref.params.length > count) {
    throw badRequest(
      'template.components',
      `Template '${template.name}' takes ${headerCount} header and ${count} body parameter(s); ` +
        `${headerGiven} and ${ref.params.length} were given`,
    );
  }
}

/** Fills the {{n}} variables of a text with `params[n - 1]` (a missing one stays as it is). */
function fill(text: string, params: readonly string[]): string {
  return text.replace(/\{\{\s*(\d+)\s*\}\}/g, (match, n: string) => params[Number(n) - 1] ?? match);
}

export function renderTemplate(template: TemplateRecord, params: readonly string[]): string {
  return fill(template.components.find((c) => c.type === 'BODY')?.text ?? template.name, params);
}

/**
 * What WhatsApp shows around a template message's body, kept with the message as sent: the text header with its
 * value filled in, the footer and the button labels (the conversation shows them, whatever becomes of the template).
 */
export function templateFrame(
  template: TemplateRecord,
  headerParams: readonly string[] = [],
): Pick<MessageRecord, 'template_header' | 'template_footer' | 'template_buttons'> {
  const header = templateHeaderText(template);
  const footer = template.components.find((c) => c.type === 'FOOTER')?.text ?? '';
  const buttons = (template.components.find((c) => c.type === 'BUTTONS')?.buttons ?? [])
    .map((b) => b.text)
    .filter((text) => typeof text === 'string' && text.trim() !== '');
  return {
    ...(header ? { template_header: fill(header, headerParams) } : {}),
    ...(footer ? { template_footer: footer } : {}),
    ...(buttons.length > 0 ? { template_buttons: buttons } : {}),
  };
}

export function findConversation(ctx: Ctx, clientId: string, phone: string): ConversationRecord | undefined {
  return ctx.store.data.conversations.find((c) => c.clientId === clientId && c.contact_phone === phone);
}

export function isInsideWindow(conv: ConversationRecord | undefined, now = Date.now()): boolean {
  return !!conv?.last_inbound_at && now - Date.parse(conv.last_inbound_at) < WINDOW_MS;
}

export function contactName(ctx: Ctx, clientId: string, phone: string): string {
  return findContact(ctx.store, clientId, phone)?.name ?? findConversation(ctx, clientId, phone)?.contact_name ?? phone;
}

/** The conversation with a contact, created when missing (mutates; the caller commits). */
export function ensureConversation(
  ctx: Ctx,
  clientId: string,
  phone: string,
  name?: string,
): { conversation: ConversationRecord; created: boolean } {
  const existing = findConversation(ctx, clientId, phone);
  if (existing) return { conversation: existing, created: false };
  const contact = findContact(ctx.store, clientId, phone);
  const now = nowIso();
  const conversation: ConversationRecord = {
    id: newId('conv'),
    clientId,
    contact_phone: phone,
    contact_name: name || contact?.name || phone,
    last_message: '',
    last_message_at: now,
    last_inbound_at: null,
    unread_count: 0,
    is_pinned: false,
    tags: contact?.tags ?? [],
    created_at: now,
  };
  ctx.store.data.conversations.push(conversation);
  return { conversation, created: true };
}

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

/** Pushes a stored outbound message to the room and starts its delivery simulation. */
export function announceOutbound(ctx: Ctx, message: MessageRecord, readChance = 1): void {
  ctx.realtime.emit(message.clientId, 'whatsapp_message', messageOut(message));
  const conversation = findConversation(ctx, message.clientId, message.contact_phone);
  if (conversation)
    ctx.realtime.emit(message.clientId, 'conversation_update', conversationUpdate(ctx.store, conversation));
  if (message.status === 'sent') scheduleDelivery(ctx, message.id, readChance);
  if (message.status === 'failed') {
    ctx.realtime.emit(message.clientId, 'message_status_update', {
      messageId: message.id,
      ...(message.client_message_id ? { clientMessageId: message.client_message_id } : {}),
      status: 'failed',
      ...(message.error ? { error: message.error } : {}),
    });
  }
}

/** Moves a message's status forward only (webhooks can arrive out of order); updates campaign counters. */
export function advanceStatus(ctx: Ctx, message: MessageRecord, status: MessageStatus): boolean {
  if (message.status === 'failed' || STATUS_ORDER[status] <= STATUS_ORDER[message.status]) return false;
  const before = message.status;
  message.status = status;
  if (message.campaign_id) {
    const campaign = ctx.store.data.campaigns.find((c) => c.id === message.campaign_id);
    if (campaign) {
      if (status === 'delivered' || (status === 'read' && before !== 'delivered')) campaign.delivered += 1;
      if (status === 'read') campaign.read += 1;
    }
  }
  return true;
}

/** sent -> delivered -> read over the socket, one step every MOCK_DELIVERY_STEP_MS. */
export function scheduleDelivery(ctx: Ctx, messageId: string, readChance = 1): void {
  const step = (status: 'delivered' | 'read') => {
    const message = ctx.store.data.messages.find((m) => m.id === messageId);
    if (!message || !advanceStatus(ctx, message, status)) return;
    void ctx.persistInBackground().then(() => {
      ctx.realtime.emit(message.clientId, 'message_status_update', {
        messageId: message.id,
        ...(message.client_message_id ? { clientMessageId: message.client_message_id } : {}),
        status,
      });
    });
    const readsIt = readChance >= 1 || stableFraction(message.id) < readChance;
    if (status === 'delivered' && readsIt) ctx.scheduler.later(ctx.timings.deliveryStepMs, () => step('read'));
  };
  const current = ctx.store.data.messages.find((m) => m.id === messageId)?.status;
  ctx.scheduler.later(ctx.timings.deliveryStepMs, () => step(current === 'delivered' ? 'read' : 'delivered'));
}

/** After a restart: outbound messages of the last 10 minutes still on their way continue to delivered/read. */
export function resumeDeliveries(ctx: Ctx, now = Date.now()): number {
  let resumed = 0;
  for (const m of ctx.store.data.messages) {
    if (m.direction !== 'outbound' || (m.status !== 'sent' && m.status !== 'delivered')) continue;
    if (now - Date.parse(m.created_at) > 10 * 60 * 1000) continue;
    scheduleDelivery(ctx, m.id, m.campaign_id ? 0.7 : 1);
    resumed += 1;
  }
  return resumed;
}

/** A deterministic number in [0, 1) from a string (so simulations are repeatable per id). */
export function stableFraction(text: string): number {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619);
  return (hash >>> 0) / 2 ** 32;
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
