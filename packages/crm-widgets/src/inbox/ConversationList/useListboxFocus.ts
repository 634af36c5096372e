import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import type { Virtualizer } from '@tanstack/react-virtual';
import type { Conversation } from '@wacrm/whatsapp-sdk';
import { FALLBACK_RECT } from '../internal/virtual';
import { canOpenConversation } from './conversationSearch';

/** The rows' one height (px): a page of the keyboard's Page Up and Down is the rows that fit. */
export const ROW_HEIGHT = 72;

export interface ListboxFocus {
  /** The focused row's index (-1: none). */
  focusIndex: number;
  /** Forgets the focused row (the rows shown changed: a search, another tab). */
  resetFocus: () => void;
  /** The listbox's handlers. */
  listboxProps: {
    onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => void;
    onPointerDown: () => void;
    onFocus: () => void;
    onBlur: () => void;
  };
  /** A row clicked: it becomes the focused one, and opens. */
  choose: (index: number, conversation: Conversation) => void;
}

/**
 * The conversation listbox's keyboard focus (over its virtual rows): the focused row (arrow keys, Home, End, Page Up and Down;
 * Enter or Space opens it), following its conversation as the list reorders, the open conversation's row focused on
 * each new `focusActiveSignal`, and focus from a press that leaves the list where it is.
 */
export function useListboxFocus(
  scrollRef: RefObject<HTMLDivElement | null>,
  virtualizer: Virtualizer<HTMLDivElement, HTMLDivElement>,
  visible: readonly Conversation[],
  activeConversationId: string | null,
  focusActiveSignal: number,
  onOpen: (conversation: Conversation) => void,
): ListboxFocus {
  const [focusIndex, setFocusIndex] = useState(-1);

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
  }, [focusIndex, visible, virtualizer, scrollRef]);

  // Back from the thread (narrow inbox): the open conversation's row, wherever the list has moved it meanwhile.
  const focusedSignal = useRef(focusActiveSignal);
  useEffect(() => {
    if (focusedSignal.current === focusActiveSignal) return;
    focusedSignal.current = focusActiveSignal;
    const index = visible.findIndex((c) => c.id !== '' && c.id === activeConversationId);
    if (index >= 0) {
      focusedConversationId.current = visible[index]?.id ?? '';
      // With the DOM focus and the scroll below: the parent's Back signal moves all three at once.
      // eslint-disable-next-line react-hooks/set-state-in-effect -- once per signal, not a state kept in sync
      setFocusIndex(index);
      virtualizer.scrollToIndex(index, { align: 'auto' });
    }
    scrollRef.current?.focus({ preventScroll: true });
  }, [focusActiveSignal, visible, activeConversationId, virtualizer, scrollRef]);

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

  const resetFocus = useCallback(() => setFocusIndex(-1), []);
  const choose = (index: number, conversation: Conversation) => {
    // The pressed row becomes the focused one, by id too: else the reorder effect above moves focus back to the
    // conversation focused before the press.
    focusedConversationId.current = conversation.id;
    setFocusIndex(index);
    open(conversation);
  };
  const listboxProps = {
    onKeyDown,
    onPointerDown: () => {
      // Only a press that focuses the list (it fires before the focus); the next blur forgets it otherwise.
      if (document.activeElement !== scrollRef.current) pressing.current = true;
    },
    onFocus,
    onBlur: () => {
      pressing.current = false;
    },
  };
  return { focusIndex, resetFocus, listboxProps, choose };
}
