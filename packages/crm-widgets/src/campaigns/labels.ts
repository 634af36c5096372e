import { CONFIRM_MESSAGES, SUCCESS_MESSAGES, VALIDATION_MESSAGES } from '@wacrm/whatsapp-sdk';
import type { LabelsOf } from '../i18n/plural';

/**
 * Every user-facing string of the Campaign Manager, the Campaign modal and the delivery analytics (English
 * defaults from the product spec; hosts override any key through `WacrmProvider` labels). Validation messages
 * and notices come from the SDK (the SDK's VALIDATION_MESSAGES and MESSAGES).
 */
export const campaignLabels = {
  managerTitle: 'Campaign Manager',
  quickMessage: 'Quick Message',
  newTemplate: 'New Template',
  newCampaign: 'New Campaign',
  whatsappConnected: 'WhatsApp Connected',
  whatsappDisconnected: 'WhatsApp Disconnected',
  /** In the banner when the account is not connected: opens the Connect WhatsApp form. */
  connectWhatsApp: 'Connect WhatsApp',
  /** '{id}' is the phone number id. */
  phoneNumberId: 'Phone Number ID: {id}',
  tabsLabel: 'Campaign Manager sections',
  tabCampaigns: 'Campaigns',
  tabTemplates: 'Templates',
  tabAnalytics: 'Analytics',
  // Campaigns tab
  activeCampaigns: 'Active Campaigns',
  activeCampaignsCaption: 'Currently running',
  messagesSent: 'Messages Sent',
  messagesSentCaption: 'This month',
  openRate: 'Open Rate',
  openRateCaption: 'Average',
  campaignsHeading: 'Campaigns',
  noCampaigns: 'No campaigns yet',
  noCampaignsText: 'Create your first campaign to get started',
  createCampaign: 'Create Campaign',
  launch: 'Launch',
  pause: 'Pause',
  /** A paused campaign's card: starts it again with the recipients not reached yet (the toggle's start). */
  resume: 'Resume',
  /** '{name}' is the campaign's name (accessible names of the card actions). */
  launchNamed: 'Launch {name}',
  pauseNamed: 'Pause {name}',
  resumeNamed: 'Resume {name}',
  editCampaign: 'Edit {name}',
  /** A completed campaign is view only: its card opens its details instead of the form. */
  viewCampaign: 'View {name}',
  viewCampaignTitle: 'Campaign: {name}',
  campaignViewOnly: 'This campaign has completed: what it sent can no longer be changed.',
  deleteCampaign: 'Delete {name}',
  templateColumn: 'Template',
  recipients: 'Recipients',
  scheduled: 'Scheduled',
  notScheduled: 'Not scheduled',
  sent: 'Sent',
  delivered: 'Delivered',
  read: 'Read',
  failed: 'Failed',
  statusDraft: 'Draft',
  statusActive: 'Active',
  statusPaused: 'Paused',
  statusCompleted: 'Completed',
  // Templates tab
  approvedTemplates: 'Approved Templates',
  approvedCaption: 'Ready to use',
  pendingReview: 'Pending Review',
  pendingCaption: 'Awaiting approval',
  rejected: 'Rejected',
  rejectedCaption: 'Need revision',
  templatesHeading: 'Templates',
  templatesCaption: 'Message templates',
  noTemplatesYet: 'No templates yet',
  noTemplatesText: 'Templates must be approved by WhatsApp before you can use them in campaigns.',
  createTemplate: 'Create Template',
  nameColumn: 'Name',
  categoryColumn: 'Category',
  languageColumn: 'Language',
  statusColumn: 'Status',
  actionsColumn: 'Actions',
  editTemplate: 'Edit {name}',
  /** Why Edit is disabled for a template in review, disabled or in appeal (Meta's editing rule). */
  templateNotEditable: VALIDATION_MESSAGES.templateNotEditable,
  viewTemplate: 'View {name}',
  copyTemplate: 'Copy {name}',
  deleteTemplate: 'Delete {name}',
  templateApproved: 'Approved',
  templatePending: 'Pending',
  templateRejected: 'Rejected',
  /** Meta's other template statuses. */
  templatePaused: 'Paused',
  templateDisabled: 'Disabled',
  templateInAppeal: 'In appeal',
  /** Template categories as the templates table shows them. */
  categoryMarketing: 'Marketing',
  categoryUtility: 'Utility',
  categoryAuthentication: 'Authentication',
  rejectionReason: 'Reason: {reason}',
  /** Suffix of a copied template's name. */
  copySuffix: '_copy',
  viewTitle: 'Template: {name}',
  // Analytics tab
  analyticsHeading: 'Delivery analytics',
  analyticsLoadFailed: 'Could not load analytics',
  deliveryRate: 'Delivery Rate',
  readRate: 'Read Rate',
  chartTitle: 'Messages per day',
  /** '{from}', '{to}' and '{n}' days describe the chart for screen readers. */
  chartSummary: {
    one: 'Sent, delivered, read and failed messages per day from {from} to {to} ({n} day). The same figures are in the table below.',
    other:
      'Sent, delivered, read and failed messages per day from {from} to {to} ({n} days). The same figures are in the table below.',
  },
  chartEmpty: 'No messages in this period yet',
  tableCaption: 'Messages per day',
  dateColumn: 'Date',
  // Loading and errors
  loading: 'Loading',
  loadFailed: 'Could not load campaigns',
  templatesLoadFailed: 'Could not load templates',
  retry: 'Retry',
  // Confirmations
  confirmDeleteCampaign: CONFIRM_MESSAGES.deleteCampaign,
  confirmDeleteTemplate: CONFIRM_MESSAGES.deleteTemplate,
  confirmTitle: 'Delete',
  confirm: 'Delete',
  cancel: 'Cancel',
  close: 'Close',
  // Campaign modal
  createCampaignTitle: 'Create Campaign',
  editCampaignTitle: 'Edit Campaign',
  campaignName: 'Campaign Name',
  template: 'Template',
  templatePlaceholder: 'Select a template',
  noApprovedTemplates: 'No approved templates yet. Templates must be approved before they can be used.',
  recipientsLabel: 'Recipients',
  allContacts: 'All Contacts',
  segment1: 'VIP Customers',
  segment2: 'New Subscribers',
  custom: 'Custom',
  /** Recipients from a file: a Phone column, other columns can fill the template's variables per recipient. */
  recipientsCsv: 'From a CSV file',
  csvFile: 'CSV file',
  csvFileHint: 'A header row with a Phone column; its other columns can fill the parameters.',
  csvRequired: 'Please choose a CSV file',
  csvNoPhone: 'The file needs a Phone column',
  csvNoRecipients: 'The file has no row with a valid phone number',
  /** '{n}' recipients read from the file '{file}'. */
  csvLoaded: { one: '{n} recipient from {file}.', other: '{n} recipients from {file}.' },
  csvSkipped: {
    one: '{n} row without a valid phone number, or repeated, was left out.',
    other: '{n} rows without a valid phone number, or repeated, were left out.',
  },
  campaignPhoneNumbers: 'Phone Numbers',
  campaignPhoneNumbersHint: 'One per line or separated by commas, with the country code.',
  emptyAudience: 'There are no contacts in this group yet',
  customRecipientsRequired: 'Please enter at least one phone number',
  /** '{phone}' is the first invalid entry. */
  customRecipientInvalid: 'Please enter a valid phone number: {phone}',
  /** '{n}' recipients resolved from the chosen group. */
  audienceCount: { one: '{n} recipient', other: '{n} recipients' },
  scheduledFor: 'Schedule For',
  scheduledForHint: 'Optional. Leave empty to start when you launch it.',
  // One field per variable of the chosen template (instead of the spec's fixed Customer Name, Discount
  // Percentage and Promo Code), its example as the hint, and where its value comes from.
  parametersHeading: 'Parameters',
  noParameters: 'This template has no parameters.',
  /** The input for a text header's variable, shown only for templates whose header has one (Meta allows one). */
  headerParameter: 'Header parameter {n}',
  /** The input for the body's {{n}}. */
  parameter: 'Parameter {n}',
  /** The hint of a parameter: '{example}' is the template's example value. */
  parameterExample: 'Example: {example}',
  /** The choice of where a parameter's value comes from; '{name}' is the parameter ('Parameter 1'). */
  parameterSource: '{name} comes from',
  sourceValue: 'The same value for everyone',
  sourceContactName: "Each contact's name",
  /** '{column}' is a column of the imported file. */
  valueFromColumn: 'Column "{column}" of the file',
  sourceSaved: 'As saved for each recipient',
  /** Some recipients have nothing in the chosen source: '{n}' of them. */
  recipientsWithoutValue: { one: '{n} recipient has no value for it', other: '{n} recipients have no value for it' },
  /** The preview of the message as the first recipient ('{name}') gets it. */
  previewFor: 'Preview for {name}',
  parametersPreview: 'Preview',
  saveCreate: 'Create Campaign',
  saveEdit: 'Update Campaign',
  // Notices
  campaignCreated: SUCCESS_MESSAGES.campaignCreated,
  campaignUpdated: SUCCESS_MESSAGES.campaignUpdated,
  campaignStarted: SUCCESS_MESSAGES.campaignStarted,
  campaignPaused: SUCCESS_MESSAGES.campaignPaused,
  campaignDeleted: SUCCESS_MESSAGES.campaignDeleted,
  templateDeleted: SUCCESS_MESSAGES.templateDeleted,
} as const;

export type CampaignLabels = LabelsOf<typeof campaignLabels>;
