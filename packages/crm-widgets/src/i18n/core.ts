// `@wacrm/crm-widgets/i18n`: the widgets' locale layer without React or any widget (language tags, direction,
// loading a shipped language, plural forms and Intl formats). For a host's own first screen, e.g. choosing and
// downloading the language before anything renders: a page importing only this does not carry the widgets.
export { directionOf, shippedLocaleFor, canonicalLocale, SHIPPED_LOCALES } from './locale';
export type { WacrmLocale, TextDirection, ShippedLocale } from './locale';
export { loadLocale } from './load';
export { localeFormats } from './formats';
export type { LocaleFormats } from './formats';
export { pluralForm, fill, isLabel } from './plural';
export type { PluralForms, Label, LabelValues } from './plural';
