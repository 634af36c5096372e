/**
 * Whether the inbox's code has run and its styles are compiled in this page: set when a Conversations widget
 * mounted or a warm-up finished, so `warmConversations` does not render its specimen again.
 */
let warm = false;

export function markConversationsWarm(): void {
  warm = true;
}

export function isConversationsWarm(): boolean {
  return warm;
}

/** Tests: forget that the inbox was warmed. */
export function resetConversationsWarm(): void {
  warm = false;
}
