import type { Dispatch } from 'react';
import type { LocaleFormats } from '../../i18n/formats';
import type { ComponentIndexes, TemplateDraft } from '../internal/draft';
import type { DraftAction } from '../internal/draftReducer';
import type { TemplateLabels } from '../labels';

/** What every part of the editor's form gets: the draft, its changes, and the message of a field's issue. */
export interface SectionProps {
  draft: TemplateDraft;
  dispatch: Dispatch<DraftAction>;
  /** The validation message at this path (shown once the form was submitted), in the active language. */
  err: (path: string) => string | undefined;
  /** Where each component lands in the built template (issue paths use these indexes). */
  at: ComponentIndexes;
  labels: TemplateLabels;
  formats: LocaleFormats;
}

/** An issue path of a component's field: `components[1].text`. */
export const componentPath = (index: number, field: string): string => `components[${index}].${field}`;
