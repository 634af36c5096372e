import { useId, useRef, useState, type ComponentType } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { Alert, Button, EmptyState, IconButton, Spinner, Tabs, TextField } from '@wacrm/ui';
import type { Conversation } from '@wacrm/whatsapp-sdk';
import { BroadcastIcon, PlusIcon, SearchIcon } from '../internal/icons';
import { ErrorBox } from '../internal/ErrorBox';
import { FALLBACK_RECT, observeRectAfterLayout, skipFirstScrollToStart } from '../internal/virtual';
import { inboxLabels, type InboxLabels } from '../labels';
import { ConversationRow, type ConversationRowProps } from './ConversationRow';
import { Actions, Centered, Head, Option, Root, Scroller, Sizer, TitleRow } from './ConversationList.styles';
import { canOpenConversation, useConversationSearch, type ConversationSearch } from './conversationSearch';
import { ROW_HEIGHT, useListboxFocus } from './useListboxFocus';
import { useLocaleDefaults } from '../../i18n/WacrmLocaleProvider';

export { canOpenConversation, matchesSearch } from './conversationSearch';
export type { ConversationFilter, ConversationSearch } from './conversationSearch';

const rowHeight = () => ROW_HEIGHT;

export interface ConversationListProps {
  /** Level of the 'Conversations' title (default 2). */
  headingLevel?: 1 | 2 | 3;
  /** Newest activity first. */
  conversations: readonly Conversation[];
  /** Number of conversations with unread messages. */
  unreadConversations: number;
  /**
   * Number of conversations for the All tab (default: those given). The inbox passes the server's count while the
   * rest of a long list is still arriving.
   */
  totalConversations?: number;
  /**
   * The rest of a long list is still arriving: the listbox is marked busy and its options count the whole list (or,
   * filtered, an unknown size) rather than the rows here so far.
   */
  loadingMore?: boolean;
  /**
   * Called while `loadingMore`, once the user pauses typing a search or picks the Unread tab, with that search and
   * tab: the inbox fetches the matching conversations from the server, so they show before their own page arrives.
   */
  onSearch?: (query: ConversationSearch) => void;
  activeConversationId: string | null;
  loading?: boolean;
  /** Load error message; shows an alert with a retry button. */
  error?: string | null;
  onRetry?: () => void;
  onOpen: (conversation: Conversation) => void;
  /** Opens the broadcast dialog. */
  onBroadcast?: () => void;
  /** Opens the new-contact dialog. */
  onNewContact?: () => void;
  labels?: InboxLabels;
  /** Replacement row content. */
  Row?: ComponentType<ConversationRowProps>;
  /** Reference time for row dates (tests, stories). */
  now?: number;
  /**
   * Each change of this number (after the first render) focuses the list on the open conversation's row, where that
   * row is now, scrolled into view: the inbox's back button on a narrow screen returns to the list this way.
   */
  focusActiveSignal?: number;
}

/**
 * The conversation list: title, broadcast and new-contact buttons, search (name, phone, last message), All and
 * Unread tabs with counts, and a virtualised listbox (arrow keys move, Enter opens).
 */
export function ConversationList({
  conversations,
  unreadConversations,
  totalConversations,
  loadingMore = false,
  onSearch,
  activeConversationId,
  loading = false,
  error = null,
  onRetry,
  onOpen,
  onBroadcast,
  onNewContact,
  labels: ownLabels,
  Row = ConversationRow,
  now,
  headingLevel = 2,
  focusActiveSignal = 0,
}: ConversationListProps) {
  const labels = useLocaleDefaults<InboxLabels>(inboxLabels, ownLabels);
  const Title = `h${headingLevel}` as const;
  const baseId = useId().replace(/:/g, '');
  const { query, deferredQuery, filter, visible, setQuery, setFilter } = useConversationSearch(
    conversations,
    activeConversationId,
    loadingMore,
    onSearch,
  );
  const scrollRef = useRef<HTMLDivElement | null>(null);
  const [scrollToFn] = useState(skipFirstScrollToStart);
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer re-renders through its own onChange; nothing here relies on compiler memoisation
  const virtualizer = useVirtualizer<HTMLDivElement, HTMLDivElement>({
    count: visible.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: rowHeight,
    // Rows have one fixed height, so the virtualiser needs no per-row keys (its default, the index, never changes:
    // a key function per list made it rebuild the positions of all 10,000 rows whenever the list changed, i.e.
    // every realtime frame). React keys rows by conversation id below.
    overscan: 4,
    initialRect: FALLBACK_RECT,
    observeElementRect: observeRectAfterLayout,
    scrollToFn,
  });

  const { focusIndex, resetFocus, listboxProps, choose } = useListboxFocus(
    scrollRef,
    virtualizer,
    visible,
    activeConversationId,
    focusActiveSignal,
    onOpen,
  );
  const rowNow = now ?? Date.now();
  const optionId = (index: number) => `${baseId}-opt-${index}`;
  let content;
  if (error && conversations.length === 0) {
    content = (
      <Centered>
        <ErrorBox>
          <Alert tone="error" title={labels.errorTitle} message={error} />
          {onRetry ? (
            <Button size="sm" variant="secondary" onClick={onRetry}>
              {labels.retry}
            </Button>
          ) : null}
        </ErrorBox>
      </Centered>
    );
  } else if ((loading && conversations.length === 0) || (loadingMore && visible.length === 0)) {
    // (Filtered while the rest of a long list arrives: no match among the rows here is not 'no match' yet.)
    content = (
      <Centered>
        <Spinner label={labels.loadingConversations} showLabel />
      </Centered>
    );
  } else if (conversations.length === 0) {
    content = (
      <Centered>
        <EmptyState title={labels.noConversations} text={labels.noConversationsText} />
      </Centered>
    );
  } else if (visible.length === 0) {
    content = (
      <Centered>
        <EmptyState title={labels.noMatches} />
      </Centered>
    );
  } else {
    const focused = visible[focusIndex];
    // ARIA's -1: a size not known yet.
    const setSize = !loadingMore
      ? visible.length
      : deferredQuery
        ? -1
        : filter === 'all'
          ? (totalConversations ?? -1)
          : unreadConversations;
    content = (
      <Scroller
        ref={scrollRef}
        role="listbox"
        aria-label={labels.conversationList}
        aria-busy={loadingMore || undefined}
        tabIndex={0}
        aria-activedescendant={focused ? optionId(focusIndex) : undefined}
        {...listboxProps}
      >
        <Sizer role="presentation" style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((item) => {
            const conversation = visible[item.index];
            if (!conversation) return null;
            const openable = canOpenConversation(conversation);
            const selected = conversation.id !== '' && conversation.id === activeConversationId;
            return (
              <Option
                key={conversation.id || `row-${item.index}`}
                id={optionId(item.index)}
                role="option"
                aria-selected={selected}
                aria-disabled={openable ? undefined : true}
                aria-setsize={setSize}
                aria-posinset={item.index + 1}
                title={openable ? undefined : labels.cannotOpen}
                data-index={item.index}
                data-unread={conversation.unreadCount > 0 ? '' : undefined}
                data-focused={item.index === focusIndex ? '' : undefined}
                style={{ height: ROW_HEIGHT, transform: `translateY(${item.start}px)` }}
                onClick={() => choose(item.index, conversation)}
              >
                <Row conversation={conversation} labels={labels} now={rowNow} />
              </Option>
            );
          })}
        </Sizer>
      </Scroller>
    );
  }

  return (
    <Root aria-labelledby={`${baseId}-title`}>
      <Head>
        <TitleRow>
          <Title id={`${baseId}-title`}>{labels.listTitle}</Title>
          <Actions>
            {onNewContact ? (
              <IconButton label={labels.newContactButton} onClick={onNewContact}>
                <PlusIcon />
              </IconButton>
            ) : null}
            {onBroadcast ? (
              <IconButton label={labels.broadcastButton} onClick={onBroadcast}>
                <BroadcastIcon />
              </IconButton>
            ) : null}
          </Actions>
        </TitleRow>
        <TextField
          type="search"
          label={labels.searchLabel}
          hideLabel
          placeholder={labels.searchPlaceholder}
          value={query}
          onChange={(e) => {
            setQuery(e.target.value);
            resetFocus();
          }}
          startIcon={<SearchIcon />}
        />
        <Tabs
          label={labels.filterTabs}
          value={filter}
          onValueChange={(v) => {
            setFilter(v === 'unread' ? 'unread' : 'all');
            resetFocus();
          }}
          items={[
            { value: 'all', label: labels.allTab, count: totalConversations ?? conversations.length },
            { value: 'unread', label: labels.unreadTab, count: unreadConversations },
          ]}
        />
      </Head>
      {content}
    </Root>
  );
}
