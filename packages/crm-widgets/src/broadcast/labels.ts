import type { LabelsOf } from '../i18n/plural';

/**
 * Every user-facing string of the 'Create Broadcast Message' dialog. Spec wording exactly where
 * the spec gives it; hosts override any key through `<WacrmProvider labels={...}>`.
 */
export const broadcastLabels = {
  broadcastTitle: 'Create Broadcast Message',
  broadcastName: 'Broadcast Name',
  broadcastNamePlaceholder: 'e.g. November offers',
  recipients: 'Recipients',
  // The groups (contacts by tag: VIP, Customer, Lead); shown with their count from the account's contacts once
  // loaded, through `recipientsGroupCount` (the spec's static 15 / 45 / 23 would not be the account's).
  recipientsAll: 'All Contacts',
  recipientsVip: 'VIP Customers',
  recipientsCustomers: 'Customers',
  recipientsLeads: 'Leads',
  /** '{group}' is a group's name, '{n}' how many contacts it has. */
  recipientsGroupCount: '{group} ({n})',
  recipientsCustom: 'Custom',
  customRecipients: 'Phone numbers',
  customRecipientsHint: 'Separate numbers with commas or new lines',
  messageType: 'Message Type',
  messageTypeCustom: 'Custom Message',
  messageTypeTemplate: 'Use Template',
  template: 'Template',
  templatePlaceholder: 'Select a template',
  loadingTemplates: 'Loading templates',
  /** A template's body variable {{n}} ('{n}' is its number): required, Meta refuses the message without it. */
  parameter: 'Parameter {n}',
  /** A text header's variable (Meta allows one). */
  headerParameter: 'Header parameter {n}',
  noTemplates: 'No templates available',
  broadcastMessage: 'Message',
  broadcastMessagePlaceholder: 'Type your broadcast message',
  media: 'Media',
  mediaImage: 'Image',
  mediaVideo: 'Video',
  mediaFile: 'File',
  mediaUnavailable: 'Media attachments are not available yet.',
  /** A template broadcast carries no attachment (a template's media is its header's). */
  mediaTemplate: 'Template broadcasts cannot have an attachment.',
  /** The chosen file in the form (its name, size, progress, Remove). */
  attachment: 'Attachment',
  /** The message is the attachment's caption: Meta's limit (the SDK's caption message). */
  attachmentCaptionMax: 'Caption must be 1024 characters or less',
  scheduleDate: 'Schedule Date (optional)',
  scheduleTime: 'Schedule Time (optional)',
  broadcastPreview: 'Preview',
  previewEmpty: 'Your message preview appears here',
  cancel: 'Cancel',
  saveDraft: 'Save as Draft',
  saveDraftUnavailable: 'Saving broadcasts as drafts is not available yet.',
  scheduleBroadcast: 'Schedule Broadcast',
  sendNow: 'Send Now',
  close: 'Close',
  // Meta's 24-hour customer service window: a custom message reaches only contacts who wrote in the last 24 hours.
  /** '{open}' recipients inside their window, of '{total}'. */
  windowCount: {
    one: '{open} of {n} recipient can receive a custom message; use a template for the others',
    other: '{open} of {n} recipients can receive a custom message; use a template for the others',
  },
  windowNone: {
    one: 'The recipient cannot receive a custom message; use a template',
    other: 'None of the {n} recipients can receive a custom message; use a template',
  },
  windowReason: "WhatsApp allows a custom message only within 24 hours of the contact's last message.",
  /** The choice to send a custom message only to the '{n}' recipients inside their window. */
  windowOnlyOpen: { one: 'Send only to the {n} who can receive it', other: 'Send only to the {n} who can receive it' },
  checkingWindows: 'Checking who can receive a custom message',
  /** Sending refused: some recipients are outside their window and the user did not choose to skip them. */
  windowChoose: 'Choose to send it only to them, or use a template',
  /** Sending refused: every recipient is outside their window. */
  windowUseTemplate: 'Use a template: a custom message cannot reach these recipients',
  // Notices after sending (the product's exact words for a scheduled one): what happened, per recipient.
  broadcastScheduled: 'Broadcast scheduled successfully',
  /** '{sent}' of '{total}' recipients. */
  broadcastSent: {
    one: 'Broadcast sent to {sent} of {n} recipient',
    other: 'Broadcast sent to {sent} of {n} recipients',
  },
  /** '{reasons}' are Meta's reasons, e.g. 'Re-engagement message'. */
  broadcastPartlyFailed: {
    one: 'Broadcast sent to {sent} of {n} recipient; {failed} failed: {reasons}',
    other: 'Broadcast sent to {sent} of {n} recipients; {failed} failed: {reasons}',
  },
  broadcastAllFailed: {
    one: 'Broadcast not sent: the message failed: {reasons}',
    other: 'Broadcast not sent: all {n} messages failed: {reasons}',
  },
  unknownReason: 'no reason given',
  broadcastFailed: 'Failed to schedule broadcast',
} as const;

export type BroadcastLabels = LabelsOf<typeof broadcastLabels>;
