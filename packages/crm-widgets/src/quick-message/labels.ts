import { API_MESSAGES, SUCCESS_MESSAGES } from '@wacrm/whatsapp-sdk';
import type { LabelsOf } from '../i18n/plural';

/** Every user-facing string of the Quick Message modal (English defaults; hosts override any key). */
export const quickMessageLabels = {
  quickMessageTitle: 'Quick Message',
  recipient: 'Recipient',
  recipientHint: 'Phone number with the country code, e.g. +14155550123',
  messageType: 'Message Type',
  customMessage: 'Custom Message',
  templateMessage: 'Template Message',
  message: 'Message',
  template: 'Template',
  templatePlaceholder: 'Select a template',
  noApprovedTemplates: 'No approved templates yet. Templates must be approved before they can be used.',
  /** '{n}' is the 1-based parameter number; the field's name is param_{n-1}. */
  parameter: 'Parameter {n}',
  /** A text header's variable (Meta allows one); '{n}' is its 1-based number, the field's name header_{n-1}. */
  headerParameter: 'Header parameter {n}',
  parametersHeading: 'Parameters',
  preview: 'Preview',
  cancel: 'Cancel',
  sendMessage: 'Send Message',
  close: 'Close',
  // Notices
  messageSent: SUCCESS_MESSAGES.messageSent,
  sendFailed: API_MESSAGES.sendMessage,
} as const;

export type QuickMessageLabels = LabelsOf<typeof quickMessageLabels>;
