import type { LabelsOf } from '../i18n/plural';

/**
 * Every user-facing string of the 'Create Broadcast Message' dialog (spec section 2). Spec wording exactly where
 * the spec gives it; hosts override any key through `<WacrmProvider labels={...}>`.
 */
export const broadcastLabels = {
  broadcastTitle: 'Create Broadcast Message',
  broadcastName: 'Broadcast Name',
  broadcastNamePlaceholder: 'e.g. November offers',
  recipients: 'Recipients',
  recipientsAll: 'All Contacts',
  recipientsVip: 'VIP Customers (15)',
  recipientsCustomers: 'Customers (45)',
  recipientsLeads: 'Leads (23)',
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
  broadcastScheduled: 'Broadcast scheduled successfully',
  broadcastFailed: 'Failed to schedule broadcast',
} as const;

export type BroadcastLabels = LabelsOf<typeof broadcastLabels>;
