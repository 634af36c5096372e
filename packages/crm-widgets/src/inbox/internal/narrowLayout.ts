import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefCallback, type RefObject } from 'react';
import { flushSync } from 'react-dom';

/**
 * Below this width (px) of the inbox's own box, its list and its thread are two views (a phone, or a narrow column
 * of a desktop page) instead of side by side.
 */
export const NARROW_INBOX_WIDTH = 720;

/**
 * Whether the element is narrower than `breakpoint`, from its own width (a ResizeObserver), not the viewport's: a
 * host may embed the widget in a narrow column of a wide page. Known before the first paint; an element without
 * layout (width 0: not attached yet, hidden, jsdom) keeps the last answer (at first: not narrow). `elementKey`
 * changes when the ref's element is replaced by another (the inbox's placeholder box by its themed root): the new
 * element is measured and observed.
 *
 * A container query would not need script, but it needs `container-type: inline-size` on the widget, which makes
 * its width ignore its content: inside a host's shrink-to-fit box (a flex row, a table cell) the widget would
 * collapse. The widget also needs to know the mode to move focus between the two views.
 */
export function useNarrowLayout(
  ref: RefObject<HTMLElement | null>,
  elementKey: unknown = null,
  breakpoint: number = NARROW_INBOX_WIDTH,
): boolean {
  const [narrow, setNarrow] = useState(false);
  // The answer as last set: an unchanged one sets no state (the first measure, in the mount's commit, would still
  // cost a render when the inbox has other updates pending).
  const current = useRef(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = (width: number) => {
      if (width > 0 && width < breakpoint !== current.current) setNarrow((current.current = width < breakpoint));
    };
    // Without an observer the width is read now (a forced layout), once.
    if (typeof ResizeObserver === 'undefined') return update(element.getBoundingClientRect().width);
    // The observer's first report comes after the frame's own layout and before its paint: the width is known without
    // forcing the browser to lay out the whole new widget inside this commit (a read here cost up to 95 ms of a cold
    // first render in the bench's profile). A change is rendered at once (flushSync) so that frame paints the right
    // layout: a phone never shows the two panes first.
    const observer = new ResizeObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (entry) flushSync(() => update(entry.borderBoxSize?.[0]?.inlineSize ?? entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, breakpoint, elementKey]);
  return narrow;
}

/** The narrow inbox's two views, and what moves between them. */
export interface InboxViews {
  /** The widget is narrower than NARROW_INBOX_WIDTH: one view at a time. */
  narrow: boolean;
  /** The view shown when narrow: the thread while a conversation is open and the user has not gone back. */
  view: 'list' | 'thread';
  /** A conversation is being opened: its thread is the view. */
  showThread: () => void;
  /** The back button: the list is the view, focused on the open conversation's row (`focusListSignal`). */
  back: () => void;
  /** Focus on the list's open conversation, the view unchanged (Escape in a wide inbox). */
  focusList: () => void;
  /** Changes on each `back` and `focusList`: the list's `focusActiveSignal`. */
  focusListSignal: number;
  /** For the thread header's back button: focused when the thread view opens. */
  backButtonRef: RefCallback<HTMLButtonElement>;
}

/**
 * The inbox's views on a narrow widget (like WhatsApp on a phone): the list, or the open conversation's thread with
 * a back button. Opening the thread view moves focus to its back button (the list that had it is hidden), unless
 * the focus is on the host's page outside the widget or already in the thread (the composer of a conversation the
 * user opened); going back focuses the list on the same conversation.
 * `rootKey` changes when the root element is replaced (`useNarrowLayout`'s `elementKey`).
 */
export function useInboxViews(
  rootRef: RefObject<HTMLElement | null>,
  activeId: string | null,
  rootKey: unknown = null,
): InboxViews {
  const narrow = useNarrowLayout(rootRef, rootKey);
  const [listShown, setListShown] = useState(false);
  const [focusListSignal, setFocusListSignal] = useState(0);
  const view = activeId !== null && !listShown ? 'thread' : 'list';

  const backButton = useRef<HTMLButtonElement | null>(null);
  const focusBackPending = useRef(false);
  const backButtonRef = useCallback((element: HTMLButtonElement | null) => {
    backButton.current = element;
    if (element && focusBackPending.current) {
      focusBackPending.current = false;
      element.focus();
    }
  }, []);
  const showThread = useCallback(() => setListShown(false), []);
  const back = useCallback(() => {
    focusBackPending.current = false;
    setListShown(true);
    setFocusListSignal((n) => n + 1);
  }, []);

  const focusList = useCallback(() => setFocusListSignal((n) => n + 1), []);

  const shownView = useRef(view);
  useEffect(() => {
    const previous = shownView.current;
    shownView.current = view;
    if (!narrow || view !== 'thread' || previous === 'thread') return;
    const focused = document.activeElement;
    if (focused && focused !== document.body && !rootRef.current?.contains(focused)) return;
    // Already in the thread (its composer, focused as the user opened the conversation).
    if (focused?.closest('[data-pane="thread"]')) return;
    if (backButton.current) backButton.current.focus();
    else focusBackPending.current = true;
  }, [narrow, view, rootRef]);

  return { narrow, view, showThread, back, focusList, focusListSignal, backButtonRef };
}
