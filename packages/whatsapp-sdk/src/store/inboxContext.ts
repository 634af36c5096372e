import type { Conversation } from '../model';
import { normalizePhone } from '../rules';

/** What a change touched: the conversation list and/or the typing record (messages are always rebuilt lazily). */
export interface ChangeParts {
  conversations?: boolean;
  typing?: boolean;
}

/**
 * State the parts of the inbox store share (the list, the threads, the outbox, typing), owned by createInboxStore.
 * Each part reads and writes only what the snapshot shows across parts: the open conversation, the last error and
 * notice; `changed()` tells subscribers.
 */
export interface InboxContext {
  /** Phone key of the open conversation. */
  activeKey: string | null;
  error: string | null;
  notice: string | null;
  destroyed: boolean;
  changed(parts?: ChangeParts): void;
}

const EPOCH_ISO = '1970-01-01T00:00:00.000Z';

/** Already normalised ('+' and digits): what normalizePhone would return, without its work (10,000 per load). */
const NORMALISED_PHONE = /^\+\d+$/;

/** The key of a conversation (and its thread): the normalised phone. */
export function phoneKey(phone: string): string {
  if (NORMALISED_PHONE.test(phone)) return phone;
  return normalizePhone(phone) || phone.trim();
}

export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

/** A conversation the list does not know yet (a message from a new contact, a draft). */
export function newConversation(phone: string, name: string, id: string): Conversation {
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
