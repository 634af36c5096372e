/**
 * A text that depends on a count: one form per plural category of the language (`Intl.PluralRules`), `other` always.
 * English needs `one` and `other`; Arabic `zero`, `one`, `two`, `few`, `many`, `other`; Indonesian `other` alone.
 * `{n}` in a form is the count, written with the locale's digits and separators.
 */
export interface PluralForms {
  zero?: string;
  one?: string;
  two?: string;
  few?: string;
  many?: string;
  other: string;
}

/** A label: plain text, or plural forms for a text with a count. A string for a count text is used for every count. */
export type Label = string | PluralForms;

/** Values for a label's `{placeholders}`. */
export type LabelValues = Readonly<Record<string, string | number>>;

const pluralRulesByLocale = new Map<string, Intl.PluralRules>();

/** The cardinal plural rules of a locale, made once per locale. */
export function pluralRules(locale: string): Intl.PluralRules {
  let rules = pluralRulesByLocale.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    pluralRulesByLocale.set(locale, rules);
  }
  return rules;
}

/** The form of `label` for `count` in `locale` (the `other` form when the language's category is missing). */
export function pluralForm(label: Label, count: number, locale: string): string {
  if (typeof label === 'string') return label;
  // An explicit `zero` form is used for 0 in every language (a host may want 'No messages' rather than '0 messages').
  if (count === 0 && label.zero !== undefined) return label.zero;
  const category = pluralRules(locale).select(count) as keyof PluralForms;
  return label[category] ?? label.other;
}

/** Whether a value is a label: a string, or plural forms with an `other` string. */
export function isLabel(value: unknown): value is Label {
  if (typeof value === 'string') return true;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const forms = value as Record<string, unknown>;
  return typeof forms.other === 'string' && Object.values(forms).every((form) => typeof form === 'string');
}

/** Fills `{slot}` placeholders of a text: fill('Edit {name}', { name: 'Ann' }) gives 'Edit Ann'. */
export function fill(text: string, values: LabelValues): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) =>
    Object.prototype.hasOwnProperty.call(values, key) ? String(values[key]) : whole,
  );
}

/**
 * The label type of a labels object: text keys take a string, count keys (plural forms in English) a `Label` (a
 * string, used for every count, or plural forms).
 */
export type LabelsOf<T> = { [K in keyof T]: T[K] extends string ? string : Label };

/** The keys of a labels type whose values are plain text (not count texts). */
export type TextKey<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T];

/**
 * A value that always reads left to right (a phone number, an email, a URL, an id) placed in text of a right-to-left
 * language: wrapped in Unicode's left-to-right isolate (U+2066 ... U+2069), so '+91 98765 43210' is not shown as
 * '43210 98765 91+'. Text in a left-to-right language is returned as it is.
 */
export function isolateLtr(value: string, dir: 'ltr' | 'rtl'): string {
  return dir === 'rtl' && value ? `\u2066${value}\u2069` : value;
}
