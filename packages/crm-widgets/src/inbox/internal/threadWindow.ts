/**
 * Messages of a long thread rendered from the end when it opens; scrolling up near the top renders this many more
 * before older pages are fetched. The virtualiser measures and positions every row it is given, so a thread with
 * 10,000 messages in the store opens as fast as a paged one.
 */
export const THREAD_WINDOW = 200;

/**
 * Which messages of a thread are rendered, as the `firstKey` state of the thread view:
 * - `undefined`: not chosen yet; the whole thread while it fits in `THREAD_WINDOW`;
 * - a message key: from that message on (older pages arriving above and new messages below do not move it);
 * - `null`: the whole thread, including pages loaded later (the user scrolled up to its first message).
 */
export type WindowKey = string | null | undefined;

/** Index of the message with `key`, searched from the end (a window's first message is near the end). */
export function indexOfKey(messages: readonly { key: string }[], key: string): number {
  for (let i = messages.length - 1; i >= 0; i--) if (messages[i]?.key === key) return i;
  return -1;
}

/** The window a thread view starts with. */
export function initialWindowKey(messages: readonly { key: string }[]): WindowKey {
  return messages.length > THREAD_WINDOW ? messages[messages.length - THREAD_WINDOW]?.key : undefined;
}

/**
 * Index of the first rendered message. `lastShownFirst` is the first message the last render showed. While no
 * window is chosen (a thread that fit in it), the whole thread is shown; when it outgrows the window without the
 * user asking for older messages (e.g. a whole thread merged under a message that came first over the socket), the
 * window becomes its last `THREAD_WINDOW` messages, or more so as to keep every message that was shown. (Older
 * pages the user asks for are shown: the view switches to the whole thread, `null`, when it asks.)
 */
export function windowStart(
  messages: readonly { key: string }[],
  firstKey: WindowKey,
  lastShownFirst: string | null,
): number {
  const tail = Math.max(0, messages.length - THREAD_WINDOW);
  if (firstKey === null) return 0;
  if (firstKey === undefined) {
    if (tail === 0) return 0;
    const shown = lastShownFirst === null ? -1 : indexOfKey(messages, lastShownFirst);
    return shown >= 0 ? Math.min(shown, tail) : tail;
  }
  const at = indexOfKey(messages, firstKey);
  // That message is gone (e.g. the thread was reloaded): the tail again.
  return at >= 0 ? at : tail;
}

/** The window key after the user asked for older messages than `start`: `THREAD_WINDOW` more, or all. */
export function grownWindowKey(messages: readonly { key: string }[], start: number): WindowKey {
  return start > THREAD_WINDOW ? (messages[start - THREAD_WINDOW]?.key ?? null) : null;
}
