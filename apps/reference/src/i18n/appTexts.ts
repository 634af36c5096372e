import { shellText } from '../components/shellText';
import { workbenchText } from '../workbench/workbenchText';

/**
 * Every English text of the app in one object: what each language's dictionary must translate (its keys, its
 * `{placeholders}`, its plural forms). Used by the completeness test; the app itself reads each area's texts where
 * it uses them.
 */
export const englishAppTexts = {
  ...shellText,
  ...workbenchText,
} as const;
