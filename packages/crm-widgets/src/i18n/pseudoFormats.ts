import { localeFormats, setLocaleFormats, type LocaleFormats } from './formats';

/**
 * CLDR's pseudo-locales: 'en-XA' (accented, longer English) and 'ar-XB' (English laid out right to left). Their
 * formats mark every value they write (`⟦...⟧`), as the pseudo-locale's texts are, so a test can tell any text a
 * widget shows without going through the labels or the formats: it is the one without the markers.
 *
 * A test and Storybook device, not in any entry of the package: `.storybook/locales.ts` installs it, so the widgets'
 * pages do not carry it.
 */
export const PSEUDO_LOCALES = ['en-XA', 'ar-XB'] as const;

/** `formats` with every value it writes between `⟦ ⟧` (texts and plurals are marked by the pseudo-locale's labels). */
export function markedFormats(formats: LocaleFormats): LocaleFormats {
  const mark = (text: string) => `⟦${text}⟧`;
  return {
    ...formats,
    number: (value, options) => mark(formats.number(value, options)),
    percent: (ratio) => mark(formats.percent(ratio)),
    date: (value, style) => mark(formats.date(value, style)),
    dateTime: (value) => mark(formats.dateTime(value)),
    time: (value) => mark(formats.time(value)),
    dateWith: (value, options) => mark(formats.dateWith(value, options)),
    relative: (value, unit) => mark(formats.relative(value, unit)),
    list: (items, type) => mark(formats.list(items, type)),
    fileSize: (bytes) => mark(formats.fileSize(bytes)),
    duration: (ms) => mark(formats.duration(ms)),
    languageName: (code) => mark(formats.languageName(code)),
  };
}

let installed = false;

/** Makes `localeFormats('en-XA')` and `localeFormats('ar-XB')` the marked formats (once; later calls do nothing). */
export function installPseudoLocaleFormats(): void {
  if (installed) return;
  installed = true;
  for (const tag of PSEUDO_LOCALES) setLocaleFormats(tag, markedFormats(localeFormats(tag)));
}
