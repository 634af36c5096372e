import { HINT_MESSAGES, SUCCESS_MESSAGES, type VALIDATION_MESSAGES } from '@wacrm/whatsapp-sdk';
import type { LabelsOf } from '../i18n/plural';

/**
 * The Template Editor's own texts (its form, guidance, notes and notices; English defaults, hosts override any key
 * through `WacrmProvider` labels): a module of their own, read only by the editor, so in each shipped language they
 * are a part of their own (`locales/<code>-templates`) downloaded when the editor is shown, with the editor's
 * validation messages (`TEMPLATE_EDITOR_VALIDATION_KEYS`). The texts the editor shares with the preview and other
 * widgets are `templateMainLabels`; `templateLabels` has both.
 */
export const templateEditorLabels = {
  createTitle: 'Create Template',
  editTitle: 'Edit Template',
  nameLabel: 'Template Name',
  nameHint: 'Lowercase letters, numbers and underscores only',
  /** '{name}' is replaced by the converted name. */
  nameConvert: 'Use {name}',
  nameConvertHint: 'WhatsApp accepts lowercase letters, numbers and underscores only.',
  categoryLabel: 'Category',
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
  submitCreate: 'Submit for Review',
  submitEdit: 'Update Template',
  // Notices
  created: SUCCESS_MESSAGES.templateCreated,
  updated: SUCCESS_MESSAGES.templateUpdated,
} as const;

export type TemplateEditorLabels = LabelsOf<typeof templateEditorLabels>;

/**
 * The validation messages only the Template Editor shows (the SDK's template rules: name, category, language, TTL,
 * header, body, footer, buttons, variables and their examples). Their English is the SDK's (`VALIDATION_MESSAGES`, and
 * 'Please provide {n} example value(s)...' of `validationCountLabels`); their translations are in each shipped
 * language's templates part, not its main dictionary. Not in it: the template rules other widgets show too
 * (`templateNotEditable`: the Campaign Manager's templates; `headerMediaKind`: Quick Message's header file).
 */
export const TEMPLATE_EDITOR_VALIDATION_KEYS = [
  'templateNameRequired',
  'templateNameMax',
  'bodyRequired',
  'headerFormatting',
  'footerNewLines',
  'ttlAuthentication',
  'ttlUtility',
  'ttlMarketing',
  'templateNameFormat',
  'categoryInvalid',
  'languageRequired',
  'bodyMax',
  'headerTextRequired',
  'headerMediaRequired',
  'headerMax',
  'headerOneVariable',
  'footerTextRequired',
  'footerMax',
  'footerVariables',
  'componentUnknown',
  'oneHeader',
  'oneBody',
  'oneFooter',
  'oneButtons',
  'variablesSequential',
  'variableAtStart',
  'variableAtEnd',
  'variablesAdjacent',
  'variableSpecialCharacters',
  'variableFormat',
  'buttonsEmpty',
  'buttonsMax',
  'quickReplyMax',
  'urlButtonsMax',
  'phoneButtonsMax',
  'copyCodeButtonsMax',
  'quickRepliesGrouped',
  'buttonTextRequired',
  'buttonTextMax',
  'buttonUrlRequired',
  'buttonUrlInvalid',
  'buttonUrlMax',
  'buttonUrlVariable',
  'buttonPhoneRequired',
  'buttonPhoneMax',
  'copyCodeRequired',
  'copyCodeMax',
  'ttlInvalid',
  'exampleValuesRequired',
] as const satisfies readonly (keyof typeof VALIDATION_MESSAGES | 'exampleValuesRequired')[];

export type TemplateEditorValidationKey = (typeof TEMPLATE_EDITOR_VALIDATION_KEYS)[number];
