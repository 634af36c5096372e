/**
 * Every user-facing string of the Conversations inbox. Spec wording (section 2 "Conversations screen", section 8)
 * exactly where the spec gives it; the rest is our own wording for what the spec does not word. Hosts override
 * any key through `<WacrmProvider labels={...}>`. Templates use `{name}`-style slots.
 */
export const inboxLabels = {
  // Header
  conversationsTab: 'Conversations',
  contactsTab: 'Contacts',
  screenTabs: 'Inbox screens',
  connected: 'Connected',
  disconnected: 'Disconnected',
  realtimeConnected: 'Connected (Real-time)',
  realtimeDisconnected: 'Disconnected',
  reconnect: 'Reconnect',
  // List
  listTitle: 'Conversations',
  broadcastButton: 'Create broadcast',
  newContactButton: 'New contact',
  searchLabel: 'Search conversations',
  searchPlaceholder: 'Search by name, phone or message',
  filterTabs: 'Filter conversations',
  allTab: 'All',
  unreadTab: 'Unread',
  noMessagesPreview: 'No messages',
  noConversations: 'No conversations yet',
  noConversationsText: 'Conversations appear here when contacts message you.',
  noMatches: 'No conversations match your search',
  loadingConversations: 'Loading conversations',
  conversationList: 'Conversation list',
  unreadCount: '{n} unread',
  cannotOpen: 'This conversation cannot be opened: it has no contact name or phone',
  // Thread
  selectConversation: 'Select a conversation',
  selectConversationText: 'Choose a conversation from the list to read and reply.',
  noMessagesYet: 'No messages yet',
  startNewConversation: 'Start a new conversation with the contact',
  loadingMessages: 'Loading messages',
  loadingOlder: 'Loading older messages',
  /** Button at the top of a thread too short to scroll, after older messages could not be loaded. */
  loadOlder: 'Load older messages',
  messageList: 'Messages with {name}',
  today: 'Today',
  yesterday: 'Yesterday',
  jumpToLatest: 'Jump to latest',
  newMessagesCount: '{n} new',
  lastSeen: 'Last seen',
  typing: 'Typing...',
  statusActive: 'Active',
  statusPending: 'Potential',
  statusInactive: 'Inactive',
  statusUnknown: 'Status unknown',
  windowOpen: 'Custom messages can be sent for {time}',
  windowClosed: 'Customer service window closed: templates only',
  windowClosedReason:
    'More than 24 hours have passed since the contact last wrote (or they never have), so WhatsApp only allows template messages.',
  templateLine: 'Template: {name}',
  statusSending: 'Sending',
  statusSent: 'Sent',
  statusDelivered: 'Delivered',
  statusRead: 'Read',
  statusFailed: 'Failed',
  failedReason: 'Not sent: {reason}',
  retry: 'Retry',
  errorTitle: 'Error',
  close: 'Close',
  you: 'You',
  // Composer
  composerModes: 'Message type',
  customMode: 'Custom Message',
  templateMode: 'Templates',
  messageLabel: 'Message',
  messagePlaceholder: 'Type your own message',
  send: 'Send',
  chooseTemplate: 'Choose template',
  changeTemplate: 'Change template',
  noTemplateChosen: 'No template chosen',
  parameter: 'Parameter {n}',
  /** A blank parameter when sending (Meta rejects it); the SDK's templateParameterRequiredMessage. */
  parameterRequired: 'Parameter {n} is required',
  preview: 'Preview',
  loadingTemplates: 'Loading templates',
  // Template picker
  templatePickerTitle: 'Choose a template',
  noTemplates: 'No templates available',
  templateStatus: 'Status',
  templateSearch: 'Search templates',
  // New contact
  newContactTitle: 'New contact',
  contactName: 'Full Name',
  contactPhone: 'Phone Number',
  contactEmail: 'Email',
  cancel: 'Cancel',
  startChat: 'Start conversation',
  // Notices (spec section 8)
  newMessageFrom: 'New message from {name}',
  newMessagesIn: '{n} new message(s) in conversation with {name}',
  loadMessagesFailed: 'Failed to load conversation messages',
  announceIncoming: 'New message from {name}: {text}',
} as const;

export type InboxLabels = { [K in keyof typeof inboxLabels]: string };

/** Fills `{slot}` placeholders of a label. */
export function fmt(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    Object.prototype.hasOwnProperty.call(values, key) ? String(values[key]) : whole,
  );
}
