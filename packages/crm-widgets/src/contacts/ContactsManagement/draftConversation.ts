import type { Contact, Conversation } from '@wacrm/whatsapp-sdk';

/** A local draft conversation for a contact (id prefixed new-, flagged new). */
export function draftConversation(contact: Contact, now: number): Conversation {
  return {
    id: `new-${now}-${contact.id || contact.phone}`,
    contactPhone: contact.phone,
    contactName: contact.name,
    contactStatus: contact.status,
    contactLastInteraction: contact.lastInteraction,
    lastMessage: '',
    lastMessageAt: new Date(now).toISOString(),
    lastInboundAt: null,
    unreadCount: 0,
    isPinned: false,
    tags: [...contact.tags],
    isNew: true,
  };
}
