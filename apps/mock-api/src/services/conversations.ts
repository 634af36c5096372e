// Conversations: the one with a contact (created when missing), its 24-hour customer service window, its name.
import type { Ctx } from '../context';
import type { ConversationRecord } from '../store/types';
import { findContact, newId, nowIso } from './wire';

export const WINDOW_MS = 24 * 60 * 60 * 1000;
export const OUTSIDE_WINDOW_MESSAGE =
  "Outside the 24-hour customer service window: WhatsApp allows a free-form message only within 24 hours of the contact's last message. Send an approved template instead (Meta error 131047).";

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
