import { stripBidiControls } from '../rules/bidi';
import { toContactStatus, type ContactStatus } from './contact';
import { EPOCH_ISO, arr, bool, count, isRecord, own, rec, str, strings, time, type Rec } from './internal/read';
import { normalizeLastMessageMedia, type LastMessageMedia } from './lastMessageMedia';
import { normalizeMessage, toDirection, toMessageStatus, type MessageStatus } from './message';

/** A conversation as every layer above the wire sees it. */
export interface Conversation {
  /** Server id; local drafts use an id prefixed 'new-' and `isNew: true`. */
  id: string;
  contactPhone: string;
  contactName: string;
  /** 'unknown' when the record says nothing (shown grey). */
  contactStatus: ContactStatus | 'unknown';
  /** The contact's last interaction as sent ('' when unknown). */
  contactLastInteraction: string;
  /** Text of the last message ('' when none; a non-text message shows 'Media message'). */
  lastMessage: string;
  /** ISO timestamp of the last activity (1970-01-01 when unknown). */
  lastMessageAt: string;
  /**
   * The status of the last message when the business sent it (a failed one is marked in the list); absent when the
   * contact sent it or the record does not say.
   */
  lastMessageStatus?: MessageStatus;
  /** The last message when it is media: the list says 'Photo', 'Voice message 0:12', a document's name. */
  lastMessageMedia?: LastMessageMedia;
  /** ISO timestamp of the contact's last inbound message (for the 24 h window); null when unknown. */
  lastInboundAt: string | null;
  unreadCount: number;
  isPinned: boolean;
  tags: string[];
  /** A local draft created by 'start conversation', not yet on the server. */
  isNew?: boolean;
}

/** Conversation as sent on the wire (docs/api-contract.md) plus the spec's variants. Extra fields ignored. */
export interface RawConversation {
  id?: string | number;
  contact?: { name?: string; phone?: string; status?: string; lastInteraction?: string };
  contact_phone?: string;
  contact_name?: string;
  /** Text, or a message object. */
  last_message?: string | Record<string, unknown>;
  last_message_at?: string | number;
  /** The status of the last message when it is outbound; null or absent otherwise. */
  last_message_status?: string | null;
  /** The last message's type when `last_message` is its text (image, video, audio, document, sticker...). */
  last_message_type?: string;
  /** The last message's media when it is media: `{ fileName, caption, durationSeconds }`. */
  last_message_media?: Record<string, unknown>;
  last_inbound_at?: string | number | null;
  unreadCount?: number;
  unread_count?: number;
  is_pinned?: boolean;
  tags?: string[];
  contact_tags?: string[];
  timestamp?: string | number;
  isNew?: boolean;
}

/** Body of a `conversation_update` event. */
export interface ConversationUpdate {
  contactPhone: string;
  contactName?: string;
  unreadCount?: number;
  lastMessage?: string;
  lastMessageAt?: string;
  /** The last message's status when it is outbound; null when the contact sent it (absent: not said). */
  lastMessageStatus?: MessageStatus | null;
  /** The last message's media (null: the update says the last message is not media; absent: not said). */
  lastMessageMedia?: LastMessageMedia | null;
}

/**
 * The outbound last message's status: `last_message_status`, or the status of a `last_message` object sent by the
 * business; null when the record says the last message is not outbound, undefined when it does not say.
 */
function lastStatus(r: Rec, last: unknown): MessageStatus | null | undefined {
  const key = own(r, 'last_message_status') !== undefined ? 'last_message_status' : 'lastMessageStatus';
  const value = own(r, key);
  if (value === null) return null;
  if (typeof value === 'string' && value) return toMessageStatus(value);
  if (isRecord(last) && own(last, 'direction') !== undefined) {
    return toDirection(own(last, 'direction')) === 'outbound' ? toMessageStatus(own(last, 'status')) : null;
  }
  return undefined;
}

function lastMessageText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (isRecord(value)) return normalizeMessage(value).text;
  return '';
}

/**
 * Normalises any conversation variant: `contact{...}` or `contact_phone`/`contact_name`; `unreadCount` or
 * `unread_count`; `tags` or `contact_tags`; `last_message` as text or as a message. Never throws.
 */
export function normalizeConversation(raw: unknown): Conversation {
  const r = rec(raw);
  const contact = rec(own(r, 'contact'));
  const last = own(r, 'last_message') ?? own(r, 'lastMessage');
  const lastAt =
    time(r, ['last_message_at', 'lastMessageAt', 'timestamp', 'updated_at', 'updatedAt']) ??
    (isRecord(last) ? time(last, ['created_at', 'createdAt', 'timestamp']) : undefined);
  const conversation: Conversation = {
    id: str(r, ['id', '_id', 'conversationId']),
    contactPhone: str(r, ['contact_phone', 'contactPhone']) || str(contact, ['phone', 'phoneNumber']),
    // Names are shown as they will display: no bidirectional controls that could reverse or reorder them.
    contactName: stripBidiControls(str(r, ['contact_name', 'contactName']) || str(contact, ['name'])),
    contactStatus: toContactStatus(own(contact, 'status') ?? own(r, 'contact_status'), 'unknown'),
    contactLastInteraction: str(contact, ['lastInteraction', 'last_interaction']),
    lastMessage: lastMessageText(last),
    lastMessageAt: lastAt ?? EPOCH_ISO,
    lastInboundAt: time(r, ['last_inbound_at', 'lastInboundAt']) ?? null,
    unreadCount: Math.floor(count(r, ['unreadCount', 'unread_count'])),
    isPinned: bool(r, ['is_pinned', 'isPinned']),
    tags: strings(arr(r, ['tags', 'contact_tags'])),
  };
  const status = lastStatus(r, last);
  if (status) conversation.lastMessageStatus = status;
  const media = normalizeLastMessageMedia(r, last);
  if (media) conversation.lastMessageMedia = media;
  if (bool(r, ['isNew', 'is_new'])) conversation.isNew = true;
  return conversation;
}

/** Normalises a `conversation_update` payload; only fields present are set. Never throws. */
export function normalizeConversationUpdate(raw: unknown): ConversationUpdate {
  const r = rec(raw);
  const update: ConversationUpdate = { contactPhone: str(r, ['contact_phone', 'contactPhone']) };
  const name = own(r, 'contact_name') ?? own(r, 'contactName');
  if (typeof name === 'string') update.contactName = stripBidiControls(name);
  if (own(r, 'unread_count') !== undefined || own(r, 'unreadCount') !== undefined) {
    update.unreadCount = Math.floor(count(r, ['unread_count', 'unreadCount']));
  }
  const last = own(r, 'last_message') ?? own(r, 'lastMessage');
  if (last !== undefined && last !== null) update.lastMessage = lastMessageText(last);
  const at = time(r, ['last_message_at', 'lastMessageAt']);
  if (at) update.lastMessageAt = at;
  const status = lastStatus(r, last);
  if (status !== undefined) update.lastMessageStatus = status;
  const media = normalizeLastMessageMedia(r, last);
  if (media) update.lastMessageMedia = media;
  else if (isRecord(last) || own(r, 'last_message_type') !== undefined) update.lastMessageMedia = null;
  return update;
}
