import { randomBytes } from 'node:crypto';
import type { Store } from '../store/store';
import type {
  CampaignRecord,
  ConnectionRecord,
  ContactRecord,
  ConversationRecord,
  MessageRecord,
  TemplateRecord,
  UserRecord,
} from '../store/types';

/** Short unique ids with a readable prefix (`msg_3f9c...`). */
export function newId(prefix: string): string {
  return `${prefix}_${randomBytes(8).toString('hex')}`;
}

export const nowIso = () => new Date().toISOString();

/** Drops the owner (and other internal fields) from a stored record. */
function omit<T extends object, K extends keyof T>(record: T, ...keys: K[]): Omit<T, K> {
  const copy = { ...record };
  for (const key of keys) delete copy[key];
  return copy;
}

export type WireUser = Omit<UserRecord, 'googleUid'>;
export const userOut = (user: UserRecord): WireUser => omit(user, 'googleUid');

/** A template as the API answers it: its example's media_data is the server's own (the handle is in `example`). */
export const templateOut = (t: TemplateRecord) => omit(t, 'clientId', 'header_media');
export const campaignOut = (c: CampaignRecord) => omit(c, 'clientId', 'progress');
export const messageOut = (m: MessageRecord) => omit(m, 'clientId', 'campaign_id', 'broadcast_id');
export const contactOut = (c: ContactRecord) => omit(c, 'clientId');

export type WireMessage = ReturnType<typeof messageOut>;

export function connectionOut(c: ConnectionRecord | undefined) {
  if (!c || !c.connected) return { connected: false, status: 'disconnected' as const };
  return {
    connected: true,
    status: 'connected' as const,
    phoneNumberId: c.phoneNumberId,
    ...(c.businessAccountId ? { businessAccountId: c.businessAccountId } : {}),
    accessTokenMasked: c.accessTokenMasked,
  };
}

export function findContact(store: Store, clientId: string, phone: string): ContactRecord | undefined {
  return store.data.contacts.find((c) => c.clientId === clientId && c.phone === phone);
}

/** The status of a conversation's last message when the business sent it (a failed one is marked in the list). */
function lastMessageStatus(store: Store, conv: ConversationRecord): MessageRecord['status'] | null {
  const messages = store.conversationMessages(conv.clientId, conv.contact_phone);
  const last = messages[messages.length - 1];
  return last?.direction === 'outbound' ? last.status : null;
}

/**
 * The last message's type and media when it is a media message (docs/api-contract.md's optional media part): the list
 * then says 'Photo', 'Voice message 0:12' or the document's name rather than the file name `last_message` carries.
 */
function lastMessageMedia(store: Store, conv: ConversationRecord): Record<string, unknown> {
  const messages = store.conversationMessages(conv.clientId, conv.contact_phone);
  const last = messages[messages.length - 1];
  const media = last?.media_data;
  if (!last || !media || !('id' in media) || last.type === 'text' || last.type === 'template') return {};
  return {
    last_message_type: last.type,
    last_message_media: {
      fileName: media.fileName,
      ...(media.caption ? { caption: media.caption } : {}),
      ...(media.durationSeconds ? { durationSeconds: media.durationSeconds } : {}),
    },
  };
}

export function conversationOut(store: Store, conv: ConversationRecord, contacts?: Map<string, ContactRecord>) {
  const contact = contacts ? contacts.get(conv.contact_phone) : findContact(store, conv.clientId, conv.contact_phone);
  return {
    id: conv.id,
    contact_phone: conv.contact_phone,
    contact_name: conv.contact_name,
    contact: {
      name: conv.contact_name,
      phone: conv.contact_phone,
      status: contact?.status ?? 'active',
      lastInteraction: contact?.lastInteraction ?? conv.last_message_at.slice(0, 10),
    },
    last_message: conv.last_message,
    last_message_at: conv.last_message_at,
    last_message_status: lastMessageStatus(store, conv),
    ...lastMessageMedia(store, conv),
    last_inbound_at: conv.last_inbound_at,
    unread_count: conv.unread_count,
    is_pinned: conv.is_pinned,
    tags: conv.tags,
    timestamp: conv.last_message_at,
  };
}

export function conversationUpdate(store: Store, conv: ConversationRecord) {
  return {
    contact_phone: conv.contact_phone,
    contact_name: conv.contact_name,
    unread_count: conv.unread_count,
    last_message: conv.last_message,
    last_message_at: conv.last_message_at,
    last_message_status: lastMessageStatus(store, conv),
    ...lastMessageMedia(store, conv),
  };
}

/** Masks a secret as `EAAB…9xZk`: enough to recognise it, never enough to use it. */
export function maskSecret(secret: string): string {
  if (secret.length <= 8) return '•'.repeat(secret.length);
  return `${secret.slice(0, 4)}${'•'.repeat(8)}${secret.slice(-4)}`;
}

/** The text a message shows as a conversation's last message. */
export function previewText(m: MessageRecord): string {
  if (m.type === 'text' || m.type === 'template') return m.content.text;
  const media = m.media_data;
  return m.content.text || (media && 'fileName' in media ? media.fileName : '') || 'Media message';
}
