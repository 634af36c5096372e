import type { VALIDATION_MESSAGES } from '@wacrm/whatsapp-sdk';
import type { commonLabels } from '../labels';
import type { authLabels } from '../auth/labels';
import type { broadcastLabels } from '../broadcast/labels';
import type { campaignLabels } from '../campaigns/labels';
import type { connectionLabels } from '../connection/labels';
import type { contactLabels } from '../contacts/labels';
import type { inboxLabels } from '../inbox/labels';
import type { mediaLabels } from '../media/labels';
import type { quickMessageLabels } from '../quick-message/labels';
import type { templateMainLabels } from '../templates/mainLabels';
import type { templateEditorLabels, TemplateEditorValidationKey } from '../templates/editorLabels';
import type { validationCountLabels } from '../provider/validationCounts';
import type { serverLabels } from '../provider/serverLabels';
import type { PluralForms } from './plural';

/**
 * The English text of every label of the widgets, as written in their labels modules (literal types: the placeholders
 * a translation must keep are read from them). Type only: no label module is loaded by this file.
 */
export type EnglishLabels = typeof commonLabels &
  typeof VALIDATION_MESSAGES &
  typeof validationCountLabels &
  typeof serverLabels &
  typeof inboxLabels &
  typeof mediaLabels &
  typeof broadcastLabels &
  typeof campaignLabels &
  typeof templateMainLabels &
  typeof templateEditorLabels &
  typeof quickMessageLabels &
  typeof connectionLabels &
  typeof contactLabels &
  typeof authLabels;

/** The keys of every label. */
export type LabelKey = keyof EnglishLabels;

/** A translation of one label: text for a text, plural forms for a count text. */
export type Translation<English> = English extends string ? string : PluralForms;

/**
 * The keys of the media labels (the inbox's bubbles, viewer and attachments, the broadcast's attachment, a template's
 * header file, and the media validation messages). Each shipped language has them in a part of its own
 * (`locales/<code>-media`), downloaded with the open conversation, so the language's first download stays small; in a
 * locale of your own (`defineLocale`) they may be given with the others.
 */
export type MediaLabelKey = keyof typeof mediaLabels;

/**
 * The keys of the Template Editor's own texts (its form, guidance, notes, notices) and of the validation messages only
 * it shows (the SDK's template rules). Each shipped language has them in a part of its own (`locales/<code>-templates`),
 * downloaded when the editor is shown; in a locale of your own (`defineLocale`) they may be given with the others.
 */
export type TemplateEditorLabelKey = keyof typeof templateEditorLabels | TemplateEditorValidationKey;

/**
 * Labels made of placeholders and punctuation only ('{kind}: {caption}', '{group} ({n})', '—'): a language whose
 * punctuation differs gives its own; left out, English's is used (the shipped languages leave them out).
 */
export type FormatLabelKey = 'kindWithCaption' | 'activityMessage' | 'recipientsGroupCount' | 'noFigure';

/** The keys a language's main dictionary may leave out: those of its parts, and the format labels. */
type OptionalLabelKey = MediaLabelKey | TemplateEditorLabelKey | FormatLabelKey;

/**
 * Every label of the widgets in one language: each key of `EnglishLabels`, translated (the media labels, the template
 * editor's and the format labels optional: English's where left out, or a shipped language's part for its tag).
 */
export type LocaleLabels = {
  [K in Exclude<LabelKey, OptionalLabelKey>]: Translation<EnglishLabels[K]>;
} & {
  [K in OptionalLabelKey]?: Translation<EnglishLabels[K]>;
};

/** The media labels in one language, every key translated (a shipped language's media part). */
export type MediaLocaleLabels = { [K in MediaLabelKey]: Translation<EnglishLabels[K]> };

/** The Template Editor's texts in one language, every key translated (a shipped language's templates part). */
export type TemplateEditorLocaleLabels = { [K in TemplateEditorLabelKey]: Translation<EnglishLabels[K]> };

/** The `{placeholders}` of a text (not WhatsApp's `{{1}}` variables, which are kept as written). */
type SlotsOfText<S> = S extends `${string}{${infer Slot}}${infer Rest}`
  ? (Slot extends `${string}${'{' | ' ' | '}'}${string}` | '' ? never : Slot) | SlotsOfText<Rest>
  : never;

/** The placeholders of a label: of its text, or of any of its plural forms. */
export type Slots<Value> = Value extends string
  ? SlotsOfText<Value>
  : Value extends PluralForms
    ? SlotsOfText<Value[keyof Value]>
    : never;

/** The placeholders of the English label that a translation leaves out. */
export type MissingSlots<English, Translated> = Exclude<Slots<English>, Slots<Translated>>;

/**
 * The check `defineLocale` applies to a dictionary: a translation written in place that leaves out a placeholder of the
 * English text becomes `{ missingPlaceholder: ... }` (a type error naming it); a key English does not have becomes
 * `never`.
 */
export type CheckedLabels<L> = {
  [K in keyof L]: K extends LabelKey
    ? string extends TextsOf<L[K]>
      ? L[K] // Text not known when compiling (spread from another locale, built at run time): checked by tests.
      : [MissingSlots<EnglishLabels[K], L[K]>] extends [never]
        ? L[K]
        : { missingPlaceholder: MissingSlots<EnglishLabels[K], L[K]> }
    : never;
};

/** The text of a label, or of its plural forms. */
type TextsOf<Value> = Value extends string ? Value : Value extends PluralForms ? Value[keyof Value] & string : never;
