// The widgets' languages: locales, plural forms and Intl formats (see the Localisation guide in Storybook).
export { WacrmLocaleProvider, useWacrmLocale, useLocaleAttributes } from './WacrmLocaleProvider';
export type { ActiveLocale, LocaleInput, WacrmLocaleProviderProps } from './WacrmLocaleProvider';
export {
  defineLocale,
  overrideLocale,
  directionOf,
  shippedLocaleFor,
  canonicalLocale,
  SHIPPED_LOCALES,
} from './locale';
export type { WacrmLocale, TextDirection, ShippedLocale } from './locale';
export { loadLocale } from './load';
export { localeFormats } from './formats';
export type { LocaleFormats } from './formats';
export { pluralForm, fill, isLabel } from './plural';
export type { PluralForms, Label, LabelValues } from './plural';
export type { EnglishLabels, LabelKey, LocaleLabels } from './dictionary';
