import type { Conversation } from '../model';

export interface ConversationFilter {
  /** Matches contact name, phone or last message text, case-insensitive. */
  search?: string;
  /** The 'Unread' tab: only conversations with unread messages. */
  unreadOnly?: boolean;
}

/** Whether a conversation can be opened: it needs an id, a contact name and a contact phone. */
export function canOpenConversation(conversation: Pick<Conversation, 'id' | 'contactName' | 'contactPhone'>): boolean {
  return Boolean(conversation.id && conversation.contactName && conversation.contactPhone);
}

/** The conversation list as the left pane shows it (order kept). Phone search also ignores spaces and dashes. */
export function filterConversations(
  conversations: readonly Conversation[],
  filter: ConversationFilter = {},
): readonly Conversation[] {
  const needle = (filter.search ?? '').trim().toLowerCase();
  const digits = needle.replace(/[\s()-]/g, '');
  if (!needle && !filter.unreadOnly) return conversations;
  return conversations.filter((c) => {
    if (filter.unreadOnly && c.unreadCount <= 0) return false;
    if (!needle) return true;
    return (
      c.contactName.toLowerCase().includes(needle) ||
      c.lastMessage.toLowerCase().includes(needle) ||
      (digits !== '' && c.contactPhone.replace(/[\s()-]/g, '').includes(digits))
    );
  });
}
