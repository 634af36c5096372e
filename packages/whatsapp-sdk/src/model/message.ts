import {
  EPOCH_ISO,
  arr,
  asString,
  isRecord,
  lower,
  optStr,
  own,
  rec,
  str,
  strings,
  time,
  type Rec,
} from './internal/read';
import { normalizeMessageMedia, type MessageMedia } from './media';

/** Text shown for a non-text message without a file name. */
export const MEDIA_MESSAGE_TEXT = 'Media message';

/** Message types the SDK knows; anything else is normalised to 'other'. */
export const MESSAGE_TYPES = [
  'text',
  'template',
  'image',
  'video',
  'document',
  'audio',
  'sticker',
  'location',
  'media',
  'other',
] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

export type MessageDirection = 'inbound' | 'outbound';

/** Delivery statuses in their forward order, then 'failed'. */
export const MESSAGE_STATUSES = ['pending', 'sent', 'delivered', 'read', 'failed'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/** Meta's failure reason (error code and title). */
export interface MessageError {
  code: string;
  title: string;
}

/** A message as every layer above the wire sees it (one shape, whatever variant the server sent). */
export interface Message {
  /** Server id; '' when the record had none. */
  id: string;
  /** Id chosen by the sender for optimistic display; echoed back by the server. */
  clientMessageId?: string;
  type: MessageType;
  /** Text to show: the body (or caption); for media without text the file name, else 'Media message'. */
  text: string;
  mediaFileName?: string;
  mediaMimeType?: string;
  /** The media of an image, video, audio, document or sticker message when the API stores media (it has an id). */
  media?: MessageMedia;
  direction: MessageDirection;
  /** The contact's phone, whichever side sent the message. */
  contactPhone: string;
  contactName: string;
  /** Recipient of an outbound message ('' when unknown). */
  to: string;
  /** Template messages only; '' otherwise. */
  templateName: string;
  /**
   * Template messages: what WhatsApp showed around the body, as sent (the header with its value filled in, the
   * footer, the button labels). Absent when the record does not say.
   */
  templateHeader?: string;
  templateFooter?: string;
  templateButtons?: string[];
  /** Template messages with an IMAGE, VIDEO or DOCUMENT header: the file shown above the body, as sent. */
  templateHeaderMedia?: MessageMedia;
  status: MessageStatus;
  error?: MessageError;
  /** ISO timestamp (1970-01-01 when the record had no usable time). */
  createdAt: string;
}

/** Message as documented on the wire (docs/api-contract.md) plus the spec's variants. Extra fields ignored. */
export interface RawMessage {
  id?: string | number;
  client_message_id?: string;
  clientMessageId?: string;
  type?: string;
  /** A string, or `{ text }` (also `{ body }`). */
  content?: string | { text?: string; body?: string };
  text?: string | { body?: string };
  /** Older backends: `{ file_name, mime_type }`; with the media part: `{ id, mimeType, size, fileName, caption?, ... }`. */
  media_data?: {
    id?: string;
    file_name?: string;
    mime_type?: string;
    fileName?: string;
    mimeType?: string;
    size?: number;
    caption?: string;
    width?: number;
    height?: number;
    durationSeconds?: number;
  };
  /** inbound/incoming, outbound/outgoing. */
  direction?: string;
  contact_phone?: string;
  contact_name?: string;
  contact?: { name?: string; phone?: string };
  from?: string;
  to?: string;
  template_name?: string;
  template_header?: string;
  template_footer?: string;
  template_buttons?: string[];
  template?: { name?: string };
  status?: string;
  error?: string | { code?: string | number; title?: string; message?: string };
  created_at?: string | number;
  timestamp?: string | number;
}

/** Body of a status event (`message_status_update`). */
export interface MessageStatusUpdate {
  messageId: string;
  clientMessageId?: string;
  status: MessageStatus;
  error?: MessageError;
}

const TYPE_ALIASES: Readonly<Record<string, MessageType>> = {
  file: 'document',
  voice: 'audio',
  ptt: 'audio',
  gif: 'video',
};

function toMessageType(value: string): MessageType {
  if ((MESSAGE_TYPES as readonly string[]).includes(value)) return value as MessageType;
  return TYPE_ALIASES[value] ?? (value === '' ? 'text' : 'other');
}

/** 'inbound'/'incoming'/'in'/'received' and 'outbound'/'outgoing'/'out'/'sent', any casing. */
export function toDirection(value: unknown, fallback: MessageDirection = 'inbound'): MessageDirection {
  const v = typeof value === 'string' ? value.trim().toLowerCase() : '';
  if (v === 'inbound' || v === 'incoming' || v === 'in' || v === 'received') return 'inbound';
  if (v === 'outbound' || v === 'outgoing' || v === 'out' || v === 'sent') return 'outbound';
  return fallback;
}

/**
 * A status from the wire, any casing. 'received'/'seen' map to delivered/read, 'queued'/'sending' to pending,
 * 'error'/'undelivered' to failed; anything unknown or missing gives `fallback` ('sent': the server has it).
 */
export function toMessageStatus(value: unknown, fallback: MessageStatus = 'sent'): MessageStatus {
  const v = typeof value === 'string' ? value.trim().toLowerCase() : '';
  if ((MESSAGE_STATUSES as readonly string[]).includes(v)) return v as MessageStatus;
  if (v === 'received') return 'delivered';
  if (v === 'seen') return 'read';
  if (v === 'queued' || v === 'sending' || v === 'accepted') return 'pending';
  if (v === 'error' || v === 'undelivered') return 'failed';
  return fallback;
}

function toError(raw: unknown): MessageError | undefined {
  if (typeof raw === 'string') return raw.trim() ? { code: '', title: raw } : undefined;
  if (!isRecord(raw)) return undefined;
  const code = str(raw, ['code', 'error_code']);
  const title = str(raw, ['title', 'message', 'error_message', 'details']);
  return code || title ? { code, title } : undefined;
}

/** Text of `content` (string, `{ text }` or `{ body }`) or `text` (string or `{ body }`). */
function bodyText(r: Rec): string {
  for (const key of ['content', 'text', 'body', 'message', 'caption']) {
    const v = own(r, key);
    const s = asString(v);
    if (s !== undefined && s !== '') return s;
    if (isRecord(v)) {
      const inner = str(v, ['text', 'body', 'caption']);
      if (inner) return inner;
    }
  }
  return '';
}

/**
 * Normalises any message variant from the wire: `content` as string or `content.text`; direction
 * inbound/incoming or outbound/outgoing; contact from `contact_phone`/`contact_name`, `contact{...}` or
 * from/to; media without `media_data.file_name` and without text shows 'Media message'. Never throws: unknown
 * fields are ignored, missing ones defaulted.
 */
export function normalizeMessage(raw: unknown): Message {
  const r = rec(raw);
  const type = toMessageType(lower(r, ['type', 'message_type']));
  const direction = toDirection(
    own(r, 'direction'),
    own(r, 'from_me') === true || own(r, 'fromMe') === true ? 'outbound' : 'inbound',
  );
  const media = rec(own(r, 'media_data') ?? own(r, 'mediaData') ?? own(r, 'media'));
  const mediaFileName = optStr(media, ['file_name', 'fileName', 'filename']);
  const mediaMimeType = optStr(media, ['mime_type', 'mimeType']);
  const contact = rec(own(r, 'contact'));
  const to = str(r, ['to', 'recipient']);
  const from = str(r, ['from']);
  const contactPhone =
    str(r, ['contact_phone', 'contactPhone']) ||
    str(contact, ['phone', 'phoneNumber']) ||
    (direction === 'inbound' ? from : to) ||
    from ||
    to;
  const mediaRef = normalizeMessageMedia(r);
  let text = bodyText(r);
  if (!text.trim() && mediaRef?.caption) text = mediaRef.caption;
  if (!text.trim()) {
    if (mediaFileName) text = mediaFileName;
    else if (type !== 'text' && type !== 'template') text = MEDIA_MESSAGE_TEXT;
  }

  const message: Message = {
    id: str(r, ['id', '_id', 'message_id', 'messageId', 'wamid']),
    type,
    text,
    direction,
    contactPhone,
    contactName: str(r, ['contact_name', 'contactName']) || str(contact, ['name']),
    to,
    templateName: str(r, ['template_name', 'templateName']) || str(rec(own(r, 'template')), ['name']),
    status: toMessageStatus(own(r, 'status')),
    createdAt: time(r, ['created_at', 'createdAt', 'timestamp', 'sent_at']) ?? EPOCH_ISO,
  };
  const clientMessageId = optStr(r, ['client_message_id', 'clientMessageId']);
  if (clientMessageId) message.clientMessageId = clientMessageId;
  if (mediaFileName) message.mediaFileName = mediaFileName;
  if (mediaMimeType) message.mediaMimeType = mediaMimeType;
  if (mediaRef) message.media = mediaRef;
  const error = toError(own(r, 'error'));
  if (error) message.error = error;
  if (type === 'template') {
    const header = optStr(r, ['template_header', 'templateHeader']);
    const footer = optStr(r, ['template_footer', 'templateFooter']);
    const buttons = strings(arr(r, ['template_buttons', 'templateButtons']));
    if (header) message.templateHeader = header;
    if (footer) message.templateFooter = footer;
    if (buttons.length > 0) message.templateButtons = buttons;
    const headerMedia = normalizeMessageMedia({
      media_data: own(r, 'template_header_media') ?? own(r, 'templateHeaderMedia'),
    });
    if (headerMedia) message.templateHeaderMedia = headerMedia;
  }
  return message;
}

/** Normalises a `message_status_update` payload; `messageId` '' when absent. Never throws. */
export function normalizeMessageStatusUpdate(raw: unknown): MessageStatusUpdate {
  const r = rec(raw);
  const update: MessageStatusUpdate = {
    messageId: str(r, ['messageId', 'message_id', 'id']),
    status: toMessageStatus(own(r, 'status')),
  };
  const clientMessageId = optStr(r, ['clientMessageId', 'client_message_id']);
  if (clientMessageId) update.clientMessageId = clientMessageId;
  const error = toError(own(r, 'error'));
  if (error) update.error = error;
  return update;
}

const RANK: Readonly<Record<MessageStatus, number>> = { pending: 0, sent: 1, delivered: 2, read: 3, failed: -1 };

/**
 * Position of a status in the forward sequence pending (0) < sent (1) < delivered (2) < read (3).
 * 'failed' is outside the sequence and ranks -1.
 */
export function messageStatusRank(status: MessageStatus): number {
  return RANK[status] ?? -1;
}

/**
 * The status after `next` arrives while the message is `current`. Statuses only move forward, because
 * events and webhooks arrive out of order:
 * - pending -> sent -> delivered -> read; steps may be skipped (read implies delivered, delivered may never come);
 *   an older or equal status is ignored.
 * - 'failed' is accepted only from 'pending' or 'sent' (a message that reached the phone cannot fail any more).
 * - 'failed' is final here: nothing moves it. Retrying is an explicit action of the caller that puts the
 *   message back to 'pending' (same client id); it does not go through this function.
 */
export function advanceMessageStatus(current: MessageStatus, next: MessageStatus): MessageStatus {
  if (current === 'failed') return current;
  if (next === 'failed') return current === 'pending' || current === 'sent' ? 'failed' : current;
  return messageStatusRank(next) > messageStatusRank(current) ? next : current;
}

/** True once the message reached the phone (delivered or read). */
export function isDelivered(status: MessageStatus): boolean {
  return status === 'delivered' || status === 'read';
}
