import type { Conversation } from '@wacrm/whatsapp-sdk';

/**
 * Hand-off of a draft conversation from the contacts screen to the conversations screen (spec: start
 * conversation creates a local draft with id prefixed `new-`, then switches to conversations), by its id: the
 * conversations screen opens `/dashboard/whatsapp/conversations/new-<phone>` with the contact's name, status and
 * tags. Kept in memory and in the workbench's storage (sessionStorage), so a reload of that URL shows the same
 * draft; forgotten at logout.
 */
const STORAGE_KEY = 'wacrm.reference.draftConversations';
const offered = new Map<string, Conversation>();

function read(storage: Storage | undefined): Record<string, Conversation> {
  try {
    const data: unknown = JSON.parse(storage?.getItem(STORAGE_KEY) ?? '{}');
    return typeof data === 'object' && data !== null ? (data as Record<string, Conversation>) : {};
  } catch {
    return {};
  }
}

export function offerDraftConversation(conversation: Conversation, storage: Storage | undefined): void {
  offered.set(conversation.id, conversation);
  try {
    storage?.setItem(STORAGE_KEY, JSON.stringify({ ...read(storage), [conversation.id]: conversation }));
  } catch {
    // In memory only: a reload shows the draft under its phone number.
  }
}

/** The draft offered under this id (a `new-` id), if any. Pure: safe in render. */
export function peekDraftConversation(id: string | null, storage: Storage | undefined): Conversation | null {
  if (!id?.startsWith('new-')) return null;
  const found = offered.get(id) ?? read(storage)[id];
  return found && typeof found.contactPhone === 'string' && found.id === id ? found : null;
}

export function forgetDraftConversations(storage: Storage | undefined): void {
  offered.clear();
  try {
    storage?.removeItem(STORAGE_KEY);
  } catch {
    // ignore
  }
}
