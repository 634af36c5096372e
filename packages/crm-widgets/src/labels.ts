/**
 * Every user-facing string of the widgets, with the product spec's English wording as default.
 * Hosts override any subset through the provider. Grows with each widget.
 */
export const defaultLabels = {
  selectConversation: 'Select a conversation',
  noMessagesYet: 'No messages yet',
  startNewConversation: 'Start a new conversation with the contact',
  connectedRealtime: 'Connected (Real-time)',
  disconnected: 'Disconnected',
  reconnect: 'Reconnect',
} as const;

export type WacrmLabels = { [K in keyof typeof defaultLabels]: string };
