import { API_MESSAGES, SUCCESS_MESSAGES } from '@wacrm/whatsapp-sdk';
import type { LabelsOf } from '../i18n/plural';

/**
 * Every user-facing string of the WhatsApp dashboard and the Connect WhatsApp modal (English defaults from the
 * product spec; hosts override any key through `WacrmProvider` labels). `{id}`, `{n}`, ... are placeholders.
 */
export const connectionLabels = {
  dashboardTitle: 'WhatsApp Dashboard',
  connectionConnected: 'WhatsApp Connected',
  connectionDisconnected: 'WhatsApp Disconnected',
  checking: 'Checking connection',
  connectionStatusFailed: 'Could not check the connection',
  /** '{id}' is the phone number id. */
  phoneNumberId: 'Phone Number ID: {id}',
  connectWhatsApp: 'Connect WhatsApp',
  retry: 'Retry',
  // Cards
  activeConversations: 'Active Conversations',
  /** '{n}' conversations with unread messages. */
  activeConversationsCaption: { one: '{n} with unread messages', other: '{n} with unread messages' },
  totalContacts: 'Total Contacts',
  totalContactsCaption: 'In your contact list',
  responseRate: 'Response Rate',
  /** '{answered}' of '{asked}' conversations whose customer wrote got a reply after their last message. */
  responseRateCaption: { one: '{answered} of {n} customer answered', other: '{answered} of {n} customers answered' },
  /** The figure when there is none yet (no customer has written). */
  noFigure: '—',
  responseRateNone: 'No customer messages yet',
  unavailable: 'Unavailable',
  recentActivities: 'Recent Activities',
  noActivities: 'No recent activity',
  /** '{name}' is the contact, '{message}' the last message. */
  activityMessage: '{name}: {message}',
  noMessages: 'No messages',
  loading: 'Loading',
  // Connect modal
  modalTitle: 'Connect WhatsApp',
  modalDescription: 'Enter the credentials of your WhatsApp Business account from the Meta developer dashboard.',
  accessToken: 'Access Token',
  showAccessToken: 'Show Access Token',
  hideAccessToken: 'Hide Access Token',
  phoneNumberIdField: 'Phone Number ID',
  businessAccountId: 'Business Account ID',
  businessAccountIdHint: 'Optional',
  cancel: 'Cancel',
  connect: 'Connect',
  close: 'Close',
  // Notices
  connectedNotice: SUCCESS_MESSAGES.whatsappConnected,
  connectFailed: API_MESSAGES.connect,
} as const;

export type ConnectionLabels = LabelsOf<typeof connectionLabels>;
