import {
  useCallback,
  useDeferredValue,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type KeyboardEvent,
} from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { Alert, Button, EmptyState, IconButton, Spinner, Tabs, TextField } from '@wacrm/ui';
import type { Conversation } from '@wacrm/whatsapp-sdk';
import { BroadcastIcon, PlusIcon, SearchIcon } from '../internal/icons';
import { FALLBACK_RECT, observeRectAfterLayout } from '../internal/virtual';
import { ErrorBox } from '../internal/ErrorBox';
import { inboxLabels, type InboxLabels } from '../labels';
import { ConversationRow, type ConversationRowProps } from './ConversationRow';
import { Actions, Centered, Head, Option, Root, Scroller, Sizer, TitleRow } from './ConversationList.styles';
import { useLocaleDefaults } from '../../i18n/WacrmLocaleProvider';

export type ConversationFilter = 'all' | 'unread';

/** What the list is filtered by: the search text (trimmed) and whether only unread conversations show. */
export interface ConversationSearch {
  search: string;
  unread: boolean;
}

/** How long a search waits after the last keystroke before `onSearch` asks the server. */
const SEARCH_DEBOUNCE_MS = 250;

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

const ROW_HEIGHT = 72;
const rowHeight = () => ROW_HEIGHT;

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
  const [query, setQuery] = useState('');
  const [filter, setFilter] = useState<ConversationFilter>('all');
  const deferredQuery = useDeferredValue(query.trim());
  // The conversation opened from the Unread tab stays listed there once read, until the user leaves the tab or
  // opens another (it would otherwise vanish under the pointer as it opens).
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

  const [focusIndex, setFocusIndex] = useState(-1);
  const scrollRef = useRef<HTMLDivElement | null>(null);
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
  });

  // The keyboard focus follows its conversation, not its row position: when a message moves conversations up the
  // list, focus stays on the one it was on. Rows without an id keep their position.
  const focusedConversationId = useRef<string>('');
  useEffect(() => {
    const id = focusedConversationId.current;
    if (id !== '') {
      const index = visible.findIndex((c) => c.id === id);
      if (index >= 0) {
        if (index !== focusIndex) {
          setFocusIndex(index);
          if (scrollRef.current?.ownerDocument.activeElement === scrollRef.current) {
            virtualizer.scrollToIndex(index, { align: 'auto' });
          }
        }
        return;
      }
    }
    if (focusIndex >= visible.length) setFocusIndex(visible.length - 1);
  }, [focusIndex, visible, virtualizer]);

  // Back from the thread (narrow inbox): the open conversation's row, wherever the list has moved it meanwhile.
  const focusedSignal = useRef(focusActiveSignal);
  useEffect(() => {
    if (focusedSignal.current === focusActiveSignal) return;
    focusedSignal.current = focusActiveSignal;
    const index = visible.findIndex((c) => c.id !== '' && c.id === activeConversationId);
    if (index >= 0) {
      focusedConversationId.current = visible[index]?.id ?? '';
      setFocusIndex(index);
      virtualizer.scrollToIndex(index, { align: 'auto' });
    }
    scrollRef.current?.focus({ preventScroll: true });
  }, [focusActiveSignal, visible, activeConversationId, virtualizer]);

  const rowNow = now ?? Date.now();
  const optionId = (index: number) => `${baseId}-opt-${index}`;

  const open = useCallback(
    (conversation: Conversation | undefined) => {
      if (conversation && canOpenConversation(conversation)) onOpen(conversation);
    },
    [onOpen],
  );

  const moveTo = (index: number) => {
    if (visible.length === 0) return;
    const next = Math.max(0, Math.min(visible.length - 1, index));
    focusedConversationId.current = visible[next]?.id ?? '';
    setFocusIndex(next);
    virtualizer.scrollToIndex(next, { align: 'auto' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = focusIndex < 0 ? -1 : focusIndex;
    const page = Math.max(1, Math.floor((scrollRef.current?.clientHeight || FALLBACK_RECT.height) / ROW_HEIGHT) - 1);
    switch (event.key) {
      case 'ArrowDown':
        moveTo(current + 1);
        break;
      case 'ArrowUp':
        moveTo(current < 0 ? 0 : current - 1);
        break;
      case 'Home':
        moveTo(0);
        break;
      case 'End':
        moveTo(visible.length - 1);
        break;
      case 'PageDown':
        moveTo(current + page);
        break;
      case 'PageUp':
        moveTo(current - page);
        break;
      case 'Enter':
      case ' ':
        open(visible[current]);
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  // Focus from a press (a row, the scrollbar) leaves the list where it is: the row pressed becomes the focused one
  // on click. Moving to the first row there scrolled the list between the press and the release, so the release
  // landed on another row and the click was lost (the first click on a row scrolled into view, right after load).
  const pressing = useRef(false);
  const onFocus = () => {
    const pressed = pressing.current;
    pressing.current = false;
    if (pressed || focusIndex >= 0 || visible.length === 0) return;
    const selected = visible.findIndex((c) => c.id === activeConversationId);
    moveTo(selected >= 0 ? selected : 0);
  };

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
        onKeyDown={onKeyDown}
        onPointerDown={() => {
          // Only a press that focuses the list (it fires before the focus); the next blur forgets it otherwise.
          if (document.activeElement !== scrollRef.current) pressing.current = true;
        }}
        onFocus={onFocus}
        onBlur={() => {
          pressing.current = false;
        }}
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
                onClick={() => {
                  // The pressed row becomes the focused one, by id too: else the reorder effect above moves focus
                  // back to the conversation focused before the press.
                  focusedConversationId.current = conversation.id;
                  setFocusIndex(item.index);
                  open(conversation);
                }}
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
            setFocusIndex(-1);
          }}
          startIcon={<SearchIcon />}
        />
        <Tabs
          label={labels.filterTabs}
          value={filter}
          onValueChange={(v) => {
            setFilter(v === 'unread' ? 'unread' : 'all');
            setKeptId(null);
            setFocusIndex(-1);
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
