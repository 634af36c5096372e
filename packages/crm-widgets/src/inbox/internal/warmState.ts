/**
 * Whether the inbox's code has run and its styles are compiled in this page: set when a Conversations widget
 * mounted or a warm-up finished, so `warmConversations` does not render its specimen again.
 */
let warm = false;
/**
 * Whether the open-conversation view (header, thread, bubbles, composer) has rendered: a mounted widget has run its
 * list's code, not this, until a conversation opens or the widget's own idle warm-up of it committed.
 */
let threadWarm = false;
/** Stops the warm-up under way, if any. */
let stopRunning: (() => void) | null = null;

/** The inbox has rendered: no warm-up is needed any more, and one under way stops (it would compete with it). */
export function markConversationsWarm(): void {
  warm = true;
  stopRunning?.();
}

export function isConversationsWarm(): boolean {
  return warm;
}

/** The open-conversation view has rendered (a conversation opened, or a warm-up of it committed). */
export function markThreadWarm(): void {
  threadWarm = true;
}

export function isThreadWarm(): boolean {
  return threadWarm;
}

export function setRunningWarmUp(stop: (() => void) | null): void {
  stopRunning = stop;
}

/** Tests: forget that the inbox was warmed. */
export function resetConversationsWarm(): void {
  warm = false;
  threadWarm = false;
}
