import type { Conversation } from '@wacrm/whatsapp-sdk';

/**
 * Hand-off of a draft conversation from the contacts screen to the conversations screen (spec: start
 * conversation creates a local draft with id prefixed `new-`, then switches to conversations). Reading is pure
 * (safe in render and under StrictMode's double render); the reader clears it once mounted, so a later visit to
 * conversations does not reopen it.
 */
let pending: Conversation | null = null;

export function offerDraftConversation(conversation: Conversation): void {
  pending = conversation;
}

export function peekDraftConversation(): Conversation | null {
  return pending;
}

export function clearDraftConversation(conversation: Conversation | null): void {
  if (conversation && pending === conversation) pending = null;
}
