import { HINT_MESSAGES, SUCCESS_MESSAGES } from '@wacrm/whatsapp-sdk';
import type { LabelsOf } from '../i18n/plural';

/**
 * Every user-facing string of the Template Editor and Template Preview (English defaults; hosts override any key
 * through `WacrmProvider` labels). Validation messages and notices come from the SDK (the SDK's VALIDATION_MESSAGES and MESSAGES).
 */
export const templateLabels = {
  createTitle: 'Create Template',
  editTitle: 'Edit Template',
  nameLabel: 'Template Name',
  nameHint: 'Lowercase letters, numbers and underscores only',
  /** '{name}' is replaced by the converted name. */
  nameConvert: 'Use {name}',
  nameConvertHint: 'WhatsApp accepts lowercase letters, numbers and underscores only.',
  categoryLabel: 'Category',
  categoryMarketing: 'Marketing',
  categoryUtility: 'Utility',
  categoryAuthentication: 'Authentication',
  languageLabel: 'Language',
  ttlLabel: 'Message TTL (seconds)',
  ttlHint: 'Optional. How long WhatsApp keeps trying to deliver the message.',
  componentsHeading: 'Components',
  headerHeading: 'Header',
  headerFormatLabel: 'Header Type',
  headerFormatText: 'Text',
  headerFormatImage: 'Image',
  headerFormatVideo: 'Video',
  headerFormatDocument: 'Document',
  headerTextLabel: 'Header Text',
  headerMediaLabel: 'Example file',
  bodyHeading: 'Body',
  bodyTextLabel: 'Body Text',
  bodyHint: 'Use {{1}}, {{2}} ... for variables. *bold*, _italic_, ~strike~ and ```monospace``` are supported.',
  footerHeading: 'Footer',
  footerTextLabel: 'Footer Text',
  buttonsHeading: 'Buttons',
  addHeader: 'Add Header',
  addFooter: 'Add Footer',
  addButtons: 'Add Buttons',
  removeHeader: 'Remove Header',
  removeFooter: 'Remove Footer',
  removeButtons: 'Remove Buttons',
  addButton: 'Add Button',
  /** '{n}' is the button number. */
  buttonGroup: 'Button {n}',
  buttonTypeLabel: 'Button Type',
  buttonQuickReply: 'Quick Reply',
  buttonUrl: 'Visit Website',
  buttonPhone: 'Call Phone Number',
  buttonCopyCode: 'Copy Offer Code',
  buttonTextLabel: 'Button Text',
  buttonUrlLabel: 'Website URL',
  buttonUrlHint: 'A variable {{1}} is allowed at the end only.',
  buttonPhoneLabel: 'Phone Number',
  buttonCodeLabel: 'Offer Code',
  removeButton: 'Remove button {n}',
  moveButtonUp: 'Move button {n} up',
  moveButtonDown: 'Move button {n} down',
  /** '{n}' is the variable number. */
  exampleLabel: 'Example for {var}',
  headerExampleLabel: 'Header example for {var}',
  urlExampleLabel: 'Example URL value for {var}',
  examplesHeading: 'Variable examples',
  previewHeading: 'Preview',
  /** On a phone, above the form: brings the preview (under the form) into view. */
  showPreview: 'Show preview',
  // Closing the editor with changes (Escape, Cancel, the close button) asks first.
  discardTitle: 'Discard changes?',
  discardMessage: 'The changes you made to this template will be lost.',
  discard: 'Discard',
  keepEditing: 'Keep editing',
  hintsHeading: 'Guidance',
  // The guidance (the SDK's MESSAGES.hints, Meta's display rules); '{n}' is the suggested quick reply length.
  hintDesktopButtons: HINT_MESSAGES.desktopButtons,
  hintDesktopMixedButtons: HINT_MESSAGES.desktopMixedButtons,
  hintSeeAllOptions: HINT_MESSAGES.seeAllOptions,
  hintMarketingOptOut: HINT_MESSAGES.marketingOptOut,
  hintApproval: HINT_MESSAGES.approval,
  hintQuickReplyLength: 'Quick reply text should be {n} characters or less',
  hintAuthenticationFormatting: HINT_MESSAGES.authenticationFormatting,
  issuesHeading: 'Please fix the following',
  editPendingNote:
    'WhatsApp lets you edit a template only when it is approved, rejected or paused. This one is still in review.',
  editNoteTitle: 'In review',
  cancel: 'Cancel',
  submitCreate: 'Submit for Review',
  submitEdit: 'Update Template',
  close: 'Close',
  // Preview
  previewLabel: 'WhatsApp preview',
  previewImage: 'Image',
  previewVideo: 'Video',
  previewDocument: 'Document',
  previewLocation: 'Location',
  seeAllOptions: 'See all options',
  copyCode: 'Copy code',
  templatePreviewEmpty: 'Your message will appear here',
  // Notices
  created: SUCCESS_MESSAGES.templateCreated,
  updated: SUCCESS_MESSAGES.templateUpdated,
} as const;

export type TemplateLabels = LabelsOf<typeof templateLabels>;
