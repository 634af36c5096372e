import type { LabelsOf } from '../i18n/plural';
import { templateEditorLabels } from './editorLabels';
import { templateMainLabels } from './mainLabels';

/**
 * Every user-facing string of the Template Editor and Template Preview (English defaults; hosts override any key
 * through `WacrmProvider` labels). Validation messages and notices come from the SDK (the SDK's VALIDATION_MESSAGES and
 * MESSAGES). Made of two modules the widgets read separately: `templateMainLabels` (the preview's, in each language's
 * main dictionary) and `templateEditorLabels` (the editor's own, in each language's templates part).
 */
export const templateLabels = /* @__PURE__ */ (() => ({ ...templateMainLabels, ...templateEditorLabels }) as const)();

export type TemplateLabels = LabelsOf<typeof templateLabels>;
