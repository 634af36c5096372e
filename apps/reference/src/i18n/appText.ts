import type { PluralForms } from '@wacrm/crm-widgets';
import type { shellText } from '../components/shellText';
import type { workbenchText } from '../workbench/workbenchText';

/**
 * Every text of the reference app itself (its areas' English texts, written next to them; the widgets' texts are
 * the packages' locales). Type only: no area's texts are loaded by this file.
 */
export type AppTexts = typeof shellText & typeof workbenchText;

/** The app's texts in one language: every key, `{placeholders}` as in English (checked by appLocales.test.ts). */
export type AppLocaleTexts = { [K in keyof AppTexts]: AppTexts[K] extends string ? string : PluralForms };
