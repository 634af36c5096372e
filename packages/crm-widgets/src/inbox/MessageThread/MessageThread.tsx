import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { Button, EmptyState, Spinner } from '@wacrm/ui';
import type { InboxMessage, Template } from '@wacrm/whatsapp-sdk';
import { MessageBubble, type MessageBubbleProps } from '../MessageBubble';
import { ThreadItem } from './ThreadItem';
import { estimatedHeight, useRowEstimates } from './useRowEstimates';
import { ArrowDownIcon } from '../internal/icons';
import { createThreadRowBuilder } from '../internal/threadRows';
import { grownWindowKey, initialWindowKey, windowStart, type WindowKey } from '../internal/threadWindow';
import { FALLBACK_RECT, observeRectWithFallback } from '../internal/virtual';
import { inboxLabels, type InboxLabels } from '../labels';
import { useLocaleDefaults, useWacrmLocale } from '../../i18n/WacrmLocaleProvider';
import { Centered, Count, JumpBar, JumpButton, Root, Scroller, Sizer, TopStatus } from './MessageThread.styles';

export interface MessageThreadProps {
  /** Messages of the open conversation, oldest first. */
  messages: readonly InboxMessage[];
  /** Contact name (names the list for assistive technology). */
  contactName: string;
  /** Whether older messages can be fetched. */
  hasMore: boolean;
  /** A fetch is under way (first page or older messages). */
  loading: boolean;
  /** Fetches older messages; settles when the fetch is over (failed or not). */
  onLoadOlder: () => Promise<unknown>;
  onRetry: (messageKey: string) => void;
  /** Changing this number scrolls to the newest message (e.g. after the user sends). */
  scrollToLatestSignal?: number;
  /** Templates known here: a template message shows its template's header, footer and buttons (by its name). */
  templates?: readonly Template[];
  labels?: InboxLabels;
  /** Replacement bubble component. */
  Bubble?: ComponentType<MessageBubbleProps>;
}

const BOTTOM_SLACK = 48;
const LOAD_OLDER_AT = 400;

/** How many messages came after `key` (scanning from the end; capped). */
function countAfter(messages: readonly InboxMessage[], key: string | null, cap = 999): number {
  if (key === null) return 0;
  let n = 0;
  for (let i = messages.length - 1; i >= 0 && n <= cap; i--) {
    if (messages[i]?.key === key) return n;
    n += 1;
  }
  return n;
}

/**
 * The open conversation's messages: virtualised (only the visible window is in the DOM), date separators, the view
 * kept in place while older pages load above, following new messages while at the bottom, and a jump-to-latest
 * button with the count of messages that arrived while scrolled up.
 */
export function MessageThread(props: MessageThreadProps) {
  const labels = useLocaleDefaults<InboxLabels>(inboxLabels, props.labels);
  const { messages, loading } = props;
  if (messages.length === 0) {
    return (
      <Root>
        <Centered>
          {loading ? (
            <Spinner label={labels.loadingMessages} />
          ) : (
            <EmptyState title={labels.noMessagesYet} text={labels.startNewConversation} />
          )}
        </Centered>
      </Root>
    );
  }
  return <ThreadView {...props} />;
}

/** Resolves after the next animation frame (a task later where there are no frames). */
function afterFrame(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(resolve, 0));
    else setTimeout(resolve, 0);
  });
}

/**
 * The virtual list of a thread that has messages. It mounts with them, so its virtualiser starts at the newest
 * message (its first render is the bottom window, not the top rows of a 10,000-message thread rendered, measured
 * and thrown away before it scrolls down). Of a long thread it renders the last `THREAD_WINDOW` messages and
 * grows that window upwards as the user scrolls up, before asking for older pages.
 */
function ThreadView({
  messages,
  contactName,
  hasMore,
  loading,
  onLoadOlder,
  onRetry,
  scrollToLatestSignal = 0,
  templates,
  labels: ownLabels,
  Bubble = MessageBubble,
}: MessageThreadProps) {
  const labels = useLocaleDefaults<InboxLabels>(inboxLabels, ownLabels);
  const scrollRef = useRef<HTMLDivElement | null>(null);
  const { formats } = useWacrmLocale();
  const templatesByName = useMemo(() => {
    const byName = new Map<string, Template>();
    for (const t of templates ?? []) if (!byName.has(t.name)) byName.set(t.name, t);
    return byName;
  }, [templates]);
  const [buildRows] = useState(createThreadRowBuilder);
  // The rendered window of a long thread, by the key of its first message (see WindowKey).
  const [firstKey, setFirstKey] = useState<WindowKey>(() => initialWindowKey(messages));
  const lastShownFirst = useRef<string | null>(messages[0]?.key ?? null);
  const start = windowStart(messages, firstKey, lastShownFirst.current);
  const startKey = messages[start]?.key ?? null;
  const shown = useMemo(() => (start === 0 ? messages : messages.slice(start)), [messages, start]);
  useLayoutEffect(() => {
    lastShownFirst.current = startKey;
    // Keep a window chosen in this render (the thread outgrew THREAD_WINDOW, or the window's first message is
    // gone), so the messages that arrive next do not move it.
    if (firstKey !== null && startKey !== null && firstKey !== startKey && (firstKey !== undefined || start > 0)) {
      setFirstKey(startKey);
    }
  }, [firstKey, startKey, start]);
  const rows = useMemo(() => buildRows(shown, labels, Date.now(), formats), [buildRows, shown, labels, formats]);
  const rowsRef = useRef(rows);
  rowsRef.current = rows;
  const { estimate, measure, calibration, keepAnchor } = useRowEstimates(rowsRef);
  // A new getItemKey makes the virtualiser rebuild the positions of every row: it changes with the rows, and when
  // the estimates change (not on every render, e.g. every scroll frame).
  // eslint-disable-next-line react-hooks/exhaustive-deps -- calibration: a new function makes the virtualiser place the rows again
  const getItemKey = useCallback((index: number) => rows[index]?.key ?? index, [rows, calibration]);

  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer re-renders through its own onChange; nothing here relies on compiler memoisation
  const virtualizer = useVirtualizer<HTMLDivElement, HTMLDivElement>({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: estimate,
    getItemKey,
    overscan: 6,
    anchorTo: 'end',
    followOnAppend: true,
    initialRect: FALLBACK_RECT,
    initialOffset: () => Math.max(0, estimatedHeight(rowsRef.current) - FALLBACK_RECT.height),
    observeElementRect: observeRectWithFallback,
    measureElement: measure,
  });

  const [atBottom, setAtBottom] = useState(true);
  // Whether the view follows the newest message: from opening until the user scrolls up, and again once back at
  // the bottom. Rows measured taller than estimated, a new message or a smaller view then keep it at the bottom.
  const pinnedRef = useRef(true);
  const lastKey = messages[messages.length - 1]?.key ?? null;
  const seenKey = useRef<string | null>(lastKey);
  if (atBottom) seenKey.current = lastKey;
  const newCount = atBottom ? 0 : countAfter(messages, seenKey.current);

  const scrollToLatest = useCallback(() => {
    const count = rowsRef.current.length;
    pinnedRef.current = true;
    if (count > 0) virtualizer.scrollToIndex(count - 1, { align: 'end' });
    setAtBottom(true);
  }, [virtualizer]);

  // After the estimates changed (see useRowEstimates).
  useLayoutEffect(
    () => keepAnchor(virtualizer, scrollRef.current, pinnedRef.current),
    [calibration, keepAnchor, virtualizer],
  );

  // Start at the newest message.
  const startedRef = useRef(false);
  useLayoutEffect(() => {
    if (startedRef.current || rows.length === 0) return;
    startedRef.current = true;
    virtualizer.scrollToIndex(rows.length - 1, { align: 'end' });
  }, [rows.length, virtualizer]);

  // Pinned to the bottom: after every change of the content's or the view's height, the view is at the bottom.
  const totalSize = virtualizer.getTotalSize();
  const viewHeight = virtualizer.scrollRect?.height ?? 0;
  useLayoutEffect(() => {
    const el = scrollRef.current;
    if (!el || !pinnedRef.current || !startedRef.current) return;
    // Already there by the virtualiser's own account (it follows appends): no layout read in this commit.
    if ((virtualizer.scrollOffset ?? 0) >= totalSize - viewHeight - 1) return;
    const bottom = el.scrollHeight - el.clientHeight;
    if (el.scrollTop < bottom - 1) el.scrollTop = bottom;
  }, [totalSize, viewHeight, rows.length, atBottom, virtualizer]);

  const signalRef = useRef(scrollToLatestSignal);
  useEffect(() => {
    if (signalRef.current === scrollToLatestSignal) return;
    signalRef.current = scrollToLatestSignal;
    scrollToLatest();
  }, [scrollToLatestSignal, scrollToLatest]);

  // A fetch of older messages asked for, until it is over and the next frame has rendered what it brought: the
  // inbox delivers store changes once per frame, so scroll events until then see the props from before the fetch.
  const olderRequested = useRef(false);
  // Counts requests that are over, so the filling below looks again once the next one may be made.
  const [requestsOver, setRequestsOver] = useState(0);

  /**
   * Renders more of the messages already here (a window that is not the whole thread), or fetches older ones; true
   * when it fetches.
   */
  const showOlder = (): boolean => {
    if (start > 0) setFirstKey(grownWindowKey(messages, start));
    else if (hasMore && !loading && !olderRequested.current) {
      // Several scroll events can come before the render that says a fetch is under way: one fetch.
      olderRequested.current = true;
      // The whole thread from now on, with the pages the user asked for.
      setFirstKey(null);
      void onLoadOlder()
        .catch(() => undefined)
        .then(afterFrame)
        .then(() => {
          olderRequested.current = false;
          setRequestsOver((n) => n + 1);
        });
      return true;
    }
    return false;
  };

  const onScroll = () => {
    const el = scrollRef.current;
    if (!el) return;
    // The position and sizes by the virtualiser's account: it read the scroll position for this event already (its
    // listener runs first), and its total is the content's height. Reading the element's scrollHeight here, after
    // the rows the virtualiser just rendered for this event, made the browser lay them out in the handler (then again
    // in the frame) on every scroll event.
    const scrollTop = virtualizer.scrollOffset ?? el.scrollTop;
    const scrollable = virtualizer.getTotalSize() - (virtualizer.scrollRect?.height ?? el.clientHeight);
    const bottom = scrollable - scrollTop <= BOTTOM_SLACK;
    pinnedRef.current = bottom;
    if (bottom !== atBottom) setAtBottom(bottom);
    if (scrollTop >= LOAD_OLDER_AT || !startedRef.current || (start === 0 && !hasMore)) return;
    // Near the top: show older messages. The virtualiser keeps the view in place as rows are added above, holding
    // the row at the top of the view where it is. That row must be a message: the top date separator moves up when
    // older messages of the same day arrive, and the view would move with it. So while more can come above, the
    // view is kept off that separator (when the content is tall enough to scroll past it).
    const firstMessageAt = rows[0]?.kind === 'day' ? (virtualizer.measurementsCache[1]?.start ?? 0) : 0;
    if (scrollTop < firstMessageAt && scrollable >= firstMessageAt) {
      el.scrollTop = firstMessageAt;
      return;
    }
    showOlder();
  };

  // A native listener added after the virtualiser's own (which it sets up in a layout effect), so for each scroll
  // event it runs second: rows shown from here (older messages) are anchored at the scroll position the virtualiser
  // has already read for that event, even when a fetch answers within the event's microtasks. (React's onScroll
  // listener is added before the virtualiser's.)
  const onScrollRef = useRef(onScroll);
  onScrollRef.current = onScroll;
  useEffect(() => {
    const el = scrollRef.current;
    if (!el) return;
    const listener = () => onScrollRef.current();
    el.addEventListener('scroll', listener, { passive: true });
    return () => el.removeEventListener('scroll', listener);
  }, []);

  // A thread shorter than its view cannot be scrolled, so the scroll handler never runs: while older messages can
  // come, show them until the view is filled (only with real layout; jsdom has none). A fetch that added nothing
  // (it failed, or brought only known messages) stops the filling, so a failing server is not asked again and again;
  // a 'Load older messages' button then lets the user ask.
  const fillRef = useRef(showOlder);
  fillRef.current = showOlder;
  const fetchedAt = useRef<number | null>(null);
  const [fillStopped, setFillStopped] = useState(false);
  useEffect(() => {
    const el = scrollRef.current;
    if (loading || !el || !startedRef.current || el.clientHeight === 0 || el.scrollHeight > el.clientHeight) return;
    if (fetchedAt.current !== null && messages.length <= fetchedAt.current) {
      setFillStopped(true);
      return;
    }
    fetchedAt.current = null;
    setFillStopped(false);
    if (fillRef.current()) fetchedAt.current = messages.length;
  }, [messages.length, start, hasMore, loading, requestsOver]);
  const loadOlderByHand = () => {
    fetchedAt.current = null;
    setFillStopped(false);
    if (showOlder()) fetchedAt.current = messages.length;
  };

  const items = virtualizer.getVirtualItems();
  // The set's size is known when the whole thread is here and in the rendered window; otherwise it is -1
  // ('unknown' in ARIA), not the count of the rows this window holds (a screen reader would say '1 of 212' of a
  // thread of thousands). Positions then count from the oldest row rendered: ARIA has no 'unknown position', and
  // the exact one would take building the rows of the whole thread (what the window avoids).
  const setSize = start === 0 && !hasMore ? rows.length : -1;

  return (
    <Root>
      {loading ? (
        <TopStatus>
          <Spinner size="sm" label={labels.loadingOlder} />
        </TopStatus>
      ) : fillStopped && hasMore ? (
        <TopStatus>
          <Button size="sm" variant="secondary" onClick={loadOlderByHand}>
            {labels.loadOlder}
          </Button>
        </TopStatus>
      ) : null}
      <Scroller
        ref={scrollRef}
        role="list"
        aria-label={formats.text(labels.messageList, { name: contactName })}
        tabIndex={0}
        data-testid="message-scroller"
        data-wacrm-scroll-root=""
      >
        <Sizer role="presentation" style={{ height: virtualizer.getTotalSize() }}>
          {items.map((item) => {
            const row = rows[item.index];
            if (!row) return null;
            const template =
              row.kind === 'message' && row.message.type === 'template'
                ? templatesByName.get(row.message.templateName)
                : undefined;
            return (
              <ThreadItem
                key={item.key}
                row={row}
                index={item.index}
                start={item.start}
                setSize={setSize}
                measureRef={virtualizer.measureElement}
                onRetry={onRetry}
                labels={labels}
                template={template}
                Bubble={Bubble}
              />
            );
          })}
        </Sizer>
      </Scroller>
      {!atBottom ? (
        <JumpBar>
          <JumpButton
            type="button"
            onClick={scrollToLatest}
            aria-label={
              newCount > 0
                ? `${labels.jumpToLatest}, ${formats.plural(labels.newMessagesCount, newCount)}`
                : labels.jumpToLatest
            }
          >
            <ArrowDownIcon />
            {labels.jumpToLatest}
            {newCount > 0 ? (
              <Count aria-hidden="true">{newCount > 999 ? `${formats.number(999)}+` : formats.number(newCount)}</Count>
            ) : null}
          </JumpButton>
        </JumpBar>
      ) : null}
    </Root>
  );
}
