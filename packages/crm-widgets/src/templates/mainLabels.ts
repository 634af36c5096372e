import type { LabelsOf } from '../i18n/plural';

/**
 * The templates' texts in each language's main dictionary: the Template Preview's (shown by the Campaign Manager, the
 * inbox's template picker and Quick Message too) and the words the editor shares with other widgets (categories,
 * Cancel, Close). English defaults; hosts override any key through `WacrmProvider` labels. The editor's own texts are
 * `templateEditorLabels` (editorLabels.ts).
 */
export const templateMainLabels = {
  categoryMarketing: 'Marketing',
  categoryUtility: 'Utility',
  categoryAuthentication: 'Authentication',
  buttonsHeading: 'Buttons',
  previewHeading: 'Preview',
  cancel: 'Cancel',
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
} as const;

export type TemplateMainLabels = LabelsOf<typeof templateMainLabels>;
