import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import type { Conversation } from '@wacrm/whatsapp-sdk';

export type ConversationFilter = 'all' | 'unread';

/** What the list is filtered by: the search text (trimmed) and whether only unread conversations show. */
export interface ConversationSearch {
  search: string;
  unread: boolean;
}

/** How long a search waits after the last keystroke before `onSearch` asks the server. */
const SEARCH_DEBOUNCE_MS = 250;

/** Only conversations with an id, a contact name and a contact phone can be opened. */
export function canOpenConversation(c: Pick<Conversation, 'id' | 'contactName' | 'contactPhone'>): boolean {
  return Boolean(c.id && c.contactName && c.contactPhone);
}

/** Case-insensitive match on the contact name, phone or last message text. */
export function matchesSearch(c: Conversation, query: string): boolean {
  if (!query) return true;
  const q = query.toLowerCase();
  return (
    c.contactName.toLowerCase().includes(q) ||
    c.contactPhone.toLowerCase().includes(q) ||
    c.lastMessage.toLowerCase().includes(q)
  );
}

export interface ConversationSearchState {
  /** The search field's text, as typed. */
  query: string;
  /** The search text the rows are filtered by (trimmed, deferred: typing stays responsive in a long list). */
  deferredQuery: string;
  filter: ConversationFilter;
  /** The conversations shown, newest activity first. */
  visible: readonly Conversation[];
  setQuery: (query: string) => void;
  setFilter: (filter: ConversationFilter) => void;
}

/**
 * The list's search and All/Unread filter: the rows that match, and, while the rest of a long list arrives, asking
 * `onSearch` for the matches (once typing pauses); once the list is complete it is searched where it is. The
 * conversation opened from the Unread tab stays listed there once read, until the user leaves the tab or opens
 * another (it would otherwise vanish under the pointer as it opens).
 */
export function useConversationSearch(
  conversations: readonly Conversation[],
  activeConversationId: string | null,
  loadingMore: boolean,
  onSearch: ((query: ConversationSearch) => void) | undefined,
): ConversationSearchState {
  const [query, setQuery] = useState('');
  const [filter, setFilterState] = useState<ConversationFilter>('all');
  const deferredQuery = useDeferredValue(query.trim());
  const [keptId, setKeptId] = useState<string | null>(null);
  const [seenActiveId, setSeenActiveId] = useState(activeConversationId);
  if (seenActiveId !== activeConversationId) {
    setSeenActiveId(activeConversationId);
    setKeptId(filter === 'unread' ? activeConversationId : null);
  }
  const visible = useMemo(() => {
    if (!deferredQuery && filter === 'all') return conversations;
    return conversations.filter(
      (c) => (filter === 'all' || c.unreadCount > 0 || c.id === keptId) && matchesSearch(c, deferredQuery),
    );
  }, [conversations, deferredQuery, filter, keptId]);

  // While the rest of a long list arrives, the rows here are not all there is: ask for the matches (once typing
  // pauses). Once the list is complete it is searched where it is.
  useEffect(() => {
    if (!onSearch || !loadingMore || (!deferredQuery && filter === 'all')) return;
    const timer = setTimeout(
      () => onSearch({ search: deferredQuery, unread: filter === 'unread' }),
      deferredQuery ? SEARCH_DEBOUNCE_MS : 0,
    );
    return () => clearTimeout(timer);
  }, [onSearch, loadingMore, deferredQuery, filter]);
  const setFilter = (next: ConversationFilter) => {
    setFilterState(next);
    setKeptId(null);
  };
  return { query, deferredQuery, filter, visible, setQuery, setFilter };
}
