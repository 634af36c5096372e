import { fill, pluralForm, type Label, type LabelValues } from './plural';

/**
 * Every number, date, time, duration, size and list a widget shows, written in one locale through the platform's
 * `Intl` (no formatting data of our own). One instance per locale (`localeFormats`), its `Intl` objects made on first
 * use and kept: an inbox of 10,000 rows formats its times with one `DateTimeFormat`.
 */
export interface LocaleFormats {
  /** The BCP 47 tag the formats use. */
  readonly locale: string;
  /** 1,234 / 1.234 / ١٬٢٣٤ */
  number(value: number, options?: Intl.NumberFormatOptions): string;
  /** A ratio as a percentage: percent(0.943) gives '94.3%' (one decimal at most). */
  percent(ratio: number): string;
  /** 'Nov 27, 2026' (a date, `style` medium by default). */
  date(value: Date | number, style?: 'short' | 'medium' | 'long'): string;
  /** 'Nov 27, 2026, 4:55 PM' (medium date, short time). */
  dateTime(value: Date | number): string;
  /** '16:55' / '4:55 PM' (hours and minutes). */
  time(value: Date | number): string;
  /** Any other date format, cached by its options. */
  dateWith(value: Date | number, options: Intl.DateTimeFormatOptions): string;
  /** 'yesterday', '5 minutes ago', 'in 2 days' (`numeric: 'auto'`). */
  relative(value: number, unit: Intl.RelativeTimeFormatUnit): string;
  /** 'A, B and C' (`type` conjunction by default). */
  list(items: readonly string[], type?: 'conjunction' | 'disjunction' | 'unit'): string;
  /**
   * A byte count in the largest unit that keeps it at 1 or more: '1.5 MB', '820 kB', '147 bytes', '1 byte'. Bytes are
   * written in full ('long'), as the language counts them: the short form has no plural in some locales ('147 byte'
   * in English, '1 bytes' in Portuguese).
   */
  fileSize(bytes: number): string;
  /** A duration in hours and minutes, narrow: '23h 8m', '12m' (at least 1 minute). */
  duration(ms: number): string;
  /** A language's name in this locale: languageName('pt_BR') gives 'Portuguese (Brazil)' in English. */
  languageName(code: string): string;
  /** A label's text with its `{placeholders}` filled, numbers written in this locale: text('Page {page}', { page: 2 }). */
  text(label: Label, values?: LabelValues): string;
  /** A count text: its plural form for `count`, `{n}` the count in this locale, the other values filled as by `text`. */
  plural(label: Label, count: number, values?: LabelValues): string;
}

const formatsByLocale = new Map<string, LocaleFormats>();

/** The formats of a locale (one shared instance per BCP 47 tag). */
export function localeFormats(locale: string): LocaleFormats {
  let formats = formatsByLocale.get(locale);
  if (!formats) {
    formats = createIntlFormats(locale);
    formatsByLocale.set(locale, formats);
  }
  return formats;
}

function toDate(value: Date | number): Date {
  return typeof value === 'number' ? new Date(value) : value;
}

/** `Intl.DurationFormat` (Chrome 129, Safari 16.4, Firefox 136; not in Node 20): the units joined as the locale does. */
interface DurationFormat {
  format(duration: { hours?: number; minutes?: number }): string;
}

function makeDurationFormat(locale: string): DurationFormat | null {
  const Format = (Intl as { DurationFormat?: new (locale: string, options: object) => DurationFormat }).DurationFormat;
  try {
    return Format ? new Format(locale, { style: 'narrow' }) : null;
  } catch {
    return null;
  }
}

const BYTE_UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

/**
 * Sets the formats a tag uses instead of its `Intl` ones: a test device such as the pseudo-locales' marked formats
 * (pseudoFormats.ts, installed by Storybook). Not exported by the package.
 */
export function setLocaleFormats(locale: string, formats: LocaleFormats): void {
  formatsByLocale.set(locale, formats);
}

function createIntlFormats(locale: string): LocaleFormats {
  const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat | Intl.ListFormat>();
  const make = <T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat | Intl.ListFormat>(
    key: string,
    create: () => T,
  ): T => {
    let value = cache.get(key) as T | undefined;
    if (!value) {
      value = create();
      cache.set(key, value);
    }
    return value;
  };
  const numberFormat = (options?: Intl.NumberFormatOptions) =>
    make(`n${options ? JSON.stringify(options) : ''}`, () => new Intl.NumberFormat(locale, options));
  const dateFormat = (options: Intl.DateTimeFormatOptions) =>
    make(`d${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));
  const unit = (name: string, value: number, display: 'narrow' | 'short' | 'long' = 'narrow', digits = 0) =>
    numberFormat({ style: 'unit', unit: name, unitDisplay: display, maximumFractionDigits: digits }).format(value);
  let languageNames: Intl.DisplayNames | null | undefined;
  let durationFormat: DurationFormat | null | undefined;

  const formats: LocaleFormats = {
    locale,
    number: (value, options) => numberFormat(options).format(value),
    percent: (ratio) => numberFormat({ style: 'percent', maximumFractionDigits: 1 }).format(ratio),
    date: (value, style = 'medium') => dateFormat({ dateStyle: style }).format(toDate(value)),
    dateTime: (value) => dateFormat({ dateStyle: 'medium', timeStyle: 'short' }).format(toDate(value)),
    time: (value) => dateFormat({ hour: '2-digit', minute: '2-digit' }).format(toDate(value)),
    dateWith: (value, options) => dateFormat(options).format(toDate(value)),
    relative: (value, unitName) =>
      make('r', () => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' })).format(value, unitName),
    list: (items, type = 'conjunction') =>
      make(`l${type}`, () => new Intl.ListFormat(locale, { type, style: 'long' })).format(items),
    fileSize: (bytes) => {
      let value = Math.max(0, bytes);
      let index = 0;
      while (value >= 1000 && index < BYTE_UNITS.length - 1) {
        value /= 1000;
        index += 1;
      }
      return unit(BYTE_UNITS[index] ?? 'byte', value, index === 0 ? 'long' : 'short', index === 0 ? 0 : 1);
    },
    duration: (ms) => {
      const minutes = Math.max(1, Math.ceil(ms / 60_000));
      const hours = Math.floor(minutes / 60);
      const rest = minutes % 60;
      durationFormat ??= makeDurationFormat(locale);
      if (durationFormat) return durationFormat.format(hours > 0 ? { hours, minutes: rest } : { minutes: rest });
      return hours > 0 ? `${unit('hour', hours)} ${unit('minute', rest)}` : unit('minute', rest);
    },
    languageName: (code) => {
      const tag = code.replace(/_/g, '-');
      if (languageNames === undefined) {
        try {
          languageNames = new Intl.DisplayNames(locale, { type: 'language', languageDisplay: 'standard' });
        } catch {
          languageNames = null;
        }
      }
      try {
        return languageNames?.of(tag) ?? code;
      } catch {
        // Not a well-formed language tag: shown as the data has it.
        return code;
      }
    },
    text: (label, values) => fillLocal(typeof label === 'string' ? label : label.other, values),
    plural: (label, count, values) => fillLocal(pluralForm(label, count, locale), { ...values, n: count }),
  };
  const fillLocal = (text: string, values: LabelValues | undefined): string => {
    if (!values) return text;
    const written: Record<string, string> = {};
    for (const [key, value] of Object.entries(values)) {
      written[key] = typeof value === 'number' ? formats.number(value) : value;
    }
    return fill(text, written);
  };
  return formats;
}
