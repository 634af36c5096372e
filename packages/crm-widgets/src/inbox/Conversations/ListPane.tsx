import { memo, useCallback, useMemo } from 'react';
import type { Conversation, InboxStore } from '@wacrm/whatsapp-sdk';
import { useServerText, useStoreSelector, useWacrmComponent } from '../../provider';
import { ConversationList, ConversationRow, type ConversationSearch } from '../ConversationList';
import { frameBatched } from '../internal/frameStore';
import type { InboxLabels } from '../labels';

export interface ListPaneProps {
  store: InboxStore;
  /** Changes when a list load finished: the pane re-renders with it even before its subscriptions are attached. */
  listVersion: number;
  labels: InboxLabels;
  onOpen: (conversation: Conversation) => void;
  onRetry: () => void;
  onBroadcast: () => void;
  onNewContact: () => void;
  now: number;
  headingLevel: 1 | 2 | 3;
  focusActiveSignal: number;
}

/** The conversation list of the inbox, reading the store through a frame-batched view. */
export const ListPane = memo(function ListPane({
  store,
  labels,
  onOpen,
  onRetry,
  onBroadcast,
  onNewContact,
  now,
  headingLevel,
  focusActiveSignal,
}: ListPaneProps) {
  const view = useMemo(() => frameBatched(store), [store]);
  const conversations = useStoreSelector(view, (s) => s.conversations);
  const unread = useStoreSelector(view, (s) => s.unreadConversations);
  const total = useStoreSelector(view, (s) => s.totalConversations);
  const loadingMore = useStoreSelector(view, (s) => s.loadingMoreConversations);
  const activeId = useStoreSelector(view, (s) => s.activeConversationId);
  const loading = useStoreSelector(view, (s) => s.loading);
  const failure = useStoreSelector(view, (s) => s.error);
  const serverText = useServerText();
  const error = failure ? serverText(failure) : null;
  const Row = useWacrmComponent('ConversationRow', ConversationRow);
  const onSearch = useCallback((query: ConversationSearch) => void store.search(query), [store]);
  return (
    <ConversationList
      conversations={conversations}
      unreadConversations={unread}
      totalConversations={total}
      loadingMore={loadingMore}
      onSearch={onSearch}
      activeConversationId={activeId}
      loading={loading}
      error={error}
      onRetry={onRetry}
      onOpen={onOpen}
      onBroadcast={onBroadcast}
      onNewContact={onNewContact}
      labels={labels}
      Row={Row}
      now={now}
      headingLevel={headingLevel}
      focusActiveSignal={focusActiveSignal}
    />
  );
});
