import {
  API_MESSAGES,
  SCREEN_MESSAGES,
  SEND_VALIDATION_MESSAGES,
  SOCKET_MESSAGES,
  SUCCESS_MESSAGES,
} from '@wacrm/whatsapp-sdk';
import type { LabelsOf } from '../i18n/plural';

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
  // Two states named for what they are (instead of the spec's 'Connected' / 'Connected (Real-time)'):
  // the WhatsApp account (the dot) and this screen's live connection (new messages as they arrive).
  connected: 'WhatsApp connected',
  disconnected: 'WhatsApp not connected',
  /** Opens the Connect WhatsApp form when the account is not connected (the dashboard's key too). */
  connectWhatsApp: 'Connect WhatsApp',
  realtimeConnected: 'Live',
  /** The live connection is down and being tried again. */
  realtimeDisconnected: 'Reconnecting',
  /** The live connection stopped trying (after the last attempt); Reconnect starts again. */
  realtimeOffline: 'Offline',
  reconnect: 'Reconnect',
  // Socket errors: beside 'Disconnected' and as red notices. Other texts (a server's refusal of
  // the client room) show as the server words them.
  socketConnectionFailed: SOCKET_MESSAGES.connectionFailed,
  socketEstablishFailed: SOCKET_MESSAGES.establishFailed,
  socketMaxReconnect: SOCKET_MESSAGES.maxReconnect,
  socketNotConnected: SOCKET_MESSAGES.notConnected,
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
  /** A message without text or file name (the spec's wording), in the list and the thread. */
  mediaMessage: 'Media message',
  // Media: the list's preview of a media message and what each kind is called in the thread.
  kindPhoto: 'Photo',
  kindVideo: 'Video',
  kindSticker: 'Sticker',
  kindVoice: 'Voice message',
  /** A voice message with its length: '{duration}' is minutes and seconds ('0:12') in the active locale's digits. */
  kindVoiceDuration: 'Voice message {duration}',
  kindDocument: 'Document',
  /** A media message's preview with its caption: '{kind}' is 'Photo', 'Video'... */
  kindWithCaption: '{kind}: {caption}',
  noConversations: 'No conversations yet',
  noConversationsText: 'Conversations appear here when contacts message you.',
  noMatches: 'No conversations match your search',
  loadingConversations: 'Loading conversations',
  conversationList: 'Conversation list',
  unreadCount: { one: '{n} unread', other: '{n} unread' },
  /** Read before the last message of a row when it failed (a red mark shows). */
  lastMessageFailed: 'Not sent:',
  cannotOpen: 'This conversation cannot be opened: it has no contact name or phone',
  // Thread
  /** The button before the open conversation's name when the inbox is narrow (list and thread as two views). */
  backToConversations: 'Back to conversations',
  /** The narrow inbox's compact header: the button whose panel shows the contact's phone, Last seen, the window. */
  conversationMore: 'More',
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
  newMessagesCount: { one: '{n} new', other: '{n} new' },
  // 'Last seen' from the contact's last inbound message ('{time}' and '{date}' through Intl); absent when unknown.
  lastSeenJustNow: 'Last seen just now',
  /** '{time}' is Intl's relative time, e.g. '5 minutes ago'. */
  lastSeenRelative: 'Last seen {time}',
  lastSeenToday: 'Last seen today at {time}',
  lastSeenYesterday: 'Last seen yesterday at {time}',
  lastSeenDate: 'Last seen {date}',
  typing: 'Typing...',
  statusActive: 'Active',
  statusPending: 'Potential',
  statusInactive: 'Inactive',
  statusUnknown: 'Status unknown',
  /** '{time}' is the time left, in hours and minutes ('23h 8m', written by `Intl` in the active locale). */
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
  /** Names the list of a template message's buttons (what the customer can tap). */
  templateButtons: 'Buttons',
  errorTitle: 'Error',
  close: 'Close',
  you: 'You',
  // Composer
  composerModes: 'Message type',
  customMode: 'Custom Message',
  templateMode: 'Templates',
  messageLabel: 'Message',
  messagePlaceholder: 'Type your own message',
  /** The counter under a custom message near Meta's text limit: '{length}' typed of '{n}' (4,096) characters. */
  messageLength: { one: '{length} / {n} character', other: '{length} / {n} characters' },
  /** A custom message over Meta's limit: not sent, the text stays (the SDK's VALIDATION_MESSAGES.textMessageMax). */
  messageTooLong: SEND_VALIDATION_MESSAGES.textMessageMax,
  send: 'Send',
  chooseTemplate: 'Choose template',
  changeTemplate: 'Change template',
  noTemplateChosen: 'No template chosen',
  parameter: 'Parameter {n}',
  /** A blank parameter when sending (Meta rejects it); the SDK's templateParameterRequiredMessage. */
  parameterRequired: 'Parameter {n} is required',
  /** The input for a text header's variable (Meta allows one). */
  headerParameter: 'Header parameter {n}',
  /** A blank or missing header parameter when sending; the SDK's VALIDATION_MESSAGES.headerParameterRequired. */
  headerParameterRequired: 'Header parameter is required',
  preview: 'Preview',
  loadingTemplates: 'Loading templates',
  // Template picker
  templatePickerTitle: 'Choose a template',
  noTemplates: 'No templates available',
  templateStatus: 'Status',
  /** The status of the templates offered (approved ones only; the same key as the Campaign Manager's). */
  templateApproved: 'Approved',
  templateSearch: 'Search templates',
  // New contact
  newContactTitle: 'New contact',
  contactName: 'Full Name',
  contactPhone: 'Phone Number',
  contactEmail: 'Email',
  cancel: 'Cancel',
  startChat: 'Start conversation',
  // The same keys and defaults as the Contacts screen's, so one override serves both.
  contactCreated: SUCCESS_MESSAGES.contactCreated,
  saveFailed: SCREEN_MESSAGES.saveContact,
  /** A failure with the server's reason, e.g. 'Failed to save contact: A contact with this phone number already exists'. */
  saveFailedReason: `${SCREEN_MESSAGES.saveContact}: {reason}`,
  // Notices
  newMessageFrom: 'New message from {name}',
  newMessagesIn: {
    one: '{n} new message(s) in conversation with {name}',
    other: '{n} new message(s) in conversation with {name}',
  },
  loadMessagesFailed: 'Failed to load conversation messages',
  /** A send that failed without a reason from the server (the Quick Message widget's key too). */
  sendFailed: API_MESSAGES.sendMessage,
  announceIncoming: 'New message from {name}: {text}',
} as const;

export type InboxLabels = LabelsOf<typeof inboxLabels>;

/** Fills `{slot}` placeholders of a label. */
export function fmt(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    Object.prototype.hasOwnProperty.call(values, key) ? String(values[key]) : whole,
  );
}

/**
 * Why a message was not sent, in the host's words: the SDK's default text for a failed send (the server gave no
 * reason) is `sendFailed`; a reason of the server's own shows as it is; undefined without a reason.
 */
export function sendFailureReason(
  reason: string | null | undefined,
  labels: Pick<InboxLabels, 'sendFailed'>,
): string | undefined {
  if (!reason) return undefined;
  return reason === API_MESSAGES.sendMessage ? labels.sendFailed : reason;
}
