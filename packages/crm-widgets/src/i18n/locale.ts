import type {
  CheckedLabels,
  LabelKey,
  LocaleLabels,
  MediaLabelKey,
  MediaLocaleLabels,
  TemplateEditorLabelKey,
  TemplateEditorLocaleLabels,
} from './dictionary';

/** Writing direction of a locale. */
export type TextDirection = 'ltr' | 'rtl';

/** A language of the widgets: its BCP 47 tag, its direction and every label translated. */
export interface WacrmLocale {
  /** BCP 47 tag: 'pt-BR', 'ar'. Dates and numbers are written for it. */
  readonly code: string;
  /** Writing direction; from the language when not given. */
  readonly dir: TextDirection;
  /** Every label of the widgets in this language (`{placeholders}` as in English). */
  readonly labels: Readonly<LocaleLabels>;
}

/** The locales shipped with the package, each its own chunk: `@wacrm/crm-widgets/locales/<code>`. */
export const SHIPPED_LOCALES = ['en', 'es', 'pt-BR', 'hi', 'ar', 'id'] as const;
export type ShippedLocale = (typeof SHIPPED_LOCALES)[number];

// Languages written right to left (primary subtags), for engines without `Intl.Locale#getTextInfo`.
const RTL_LANGUAGES = new Set(['ar', 'arc', 'ckb', 'dv', 'fa', 'he', 'iw', 'ks', 'ku', 'ps', 'sd', 'ug', 'ur', 'yi']);

/** The writing direction of a BCP 47 tag ('ar', 'he-IL' and 'ur' are right to left; 'ku-Latn' is not). */
export function directionOf(code: string): TextDirection {
  try {
    const locale = new Intl.Locale(code) as Intl.Locale & {
      getTextInfo?: () => { direction?: string };
      textInfo?: { direction?: string };
    };
    const info = locale.getTextInfo?.() ?? locale.textInfo;
    if (info?.direction === 'rtl' || info?.direction === 'ltr') return info.direction;
    if (locale.script)
      return ['Arab', 'Hebr', 'Thaa', 'Syrc', 'Nkoo', 'Adlm', 'Rohg'].includes(locale.script) ? 'rtl' : 'ltr';
    return RTL_LANGUAGES.has(locale.language) ? 'rtl' : 'ltr';
  } catch {
    return 'ltr';
  }
}

/** A well-formed BCP 47 tag in its canonical case ('pt-br' gives 'pt-BR'), or undefined. */
export function canonicalLocale(code: string | null | undefined): string | undefined {
  if (!code) return undefined;
  try {
    return Intl.getCanonicalLocales(code.trim().replace(/_/g, '-'))[0];
  } catch {
    return undefined;
  }
}

/**
 * The shipped locale that serves a BCP 47 tag: the tag itself, else its language ('es-MX' -> 'es', 'ar-EG' -> 'ar',
 * 'pt-PT' and 'pt' -> 'pt-BR', 'in' -> 'id'); English for anything else.
 */
export function shippedLocaleFor(code: string | null | undefined): ShippedLocale {
  const tag = canonicalLocale(code);
  if (!tag) return 'en';
  if ((SHIPPED_LOCALES as readonly string[]).includes(tag)) return tag as ShippedLocale;
  const language = tag.split('-')[0]?.toLowerCase();
  if (language === 'pt') return 'pt-BR';
  if (language === 'in') return 'id';
  const match = SHIPPED_LOCALES.find((shipped) => shipped === language);
  return match ?? 'en';
}

/**
 * Defines a language of the widgets. Every label must be given (a missing key is a type error), every translation
 * keeps the `{placeholders}` of the English text (a missing one is a type error naming it), and a count text gives
 * plural forms (`{ one, other }`, Arabic `{ zero, one, two, few, many, other }`: see `Intl.PluralRules`).
 *
 * ```ts
 * export const fr = defineLocale('fr', { close: 'Fermer', ... });
 * <WacrmProvider locale={fr}>
 * ```
 */
export function defineLocale<const L extends LocaleLabels>(
  code: string,
  labels: L & CheckedLabels<L> & { [K in Exclude<keyof L, LabelKey>]: never },
  options: { dir?: TextDirection } = {},
): WacrmLocale {
  return { code, dir: options.dir ?? directionOf(code), labels };
}

/**
 * A shipped language's media part (`locales/<code>-media`): every media label, with the same checks as
 * `defineLocale` (a missing key, a missing placeholder or a key of another part is a type error).
 */
export function defineMediaLabels<const L extends MediaLocaleLabels>(
  labels: L & CheckedLabels<L> & { [K in Exclude<keyof L, MediaLabelKey>]: never },
): MediaLocaleLabels {
  return labels;
}

/**
 * A shipped language's templates part (`locales/<code>-templates`): every text of the Template Editor, with the same
 * checks as `defineLocale` (a missing key, a missing placeholder or a key of another part is a type error).
 */
export function defineTemplateEditorLabels<const L extends TemplateEditorLocaleLabels>(
  labels: L & CheckedLabels<L> & { [K in Exclude<keyof L, TemplateEditorLabelKey>]: never },
): TemplateEditorLocaleLabels {
  return labels;
}

/**
 * One locale's labels changed: the shipped (or your) locale with some texts of your own. Unlike a `labels` override on
 * the provider, it applies only when this locale is active.
 */
export function overrideLocale(locale: WacrmLocale, labels: Partial<LocaleLabels>): WacrmLocale {
  return { ...locale, labels: { ...locale.labels, ...labels } as LocaleLabels };
}
