import * as React from 'react';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { DirectionProvider } from '@wacrm/ui';
import type { LocaleLabels } from './dictionary';
import type { Label } from './plural';
import { localeFormats, type LocaleFormats } from './formats';
import { loadLocale, type Tracked } from './load';
import { canonicalLocale, directionOf, shippedLocaleFor, type TextDirection, type WacrmLocale } from './locale';

/** The active language of the widgets below a provider. */
export interface ActiveLocale {
  /** BCP 47 tag in use ('en' by default): dates and numbers are written for it. */
  code: string;
  /** Writing direction of the widgets (the locale's unless overridden). */
  dir: TextDirection;
  /** The language's labels (null for English: the widgets' own defaults). */
  labels: Readonly<Partial<LocaleLabels>> | null;
  /** Numbers, dates, durations, lists and plurals written in this locale. */
  formats: LocaleFormats;
}

const ENGLISH: ActiveLocale = { code: 'en', dir: 'ltr', labels: null, formats: localeFormats('en') };

/** The active language; set by `WacrmLocaleProvider`, and with a part of the language added by `LocalePart`. */
export const LocaleContext = createContext<ActiveLocale | null>(null);

/** What a `locale` prop takes: a BCP 47 tag (a shipped language is downloaded when first used) or a defined locale. */
export type LocaleInput = string | WacrmLocale;

export interface WacrmLocaleProviderProps {
  /**
   * The language: a BCP 47 tag ('pt-BR', 'ar', 'es-MX': the shipped language that serves it is downloaded on first use,
   * and dates and numbers follow the tag itself), or a locale object (`defineLocale`, or a shipped one imported from
   * `@wacrm/crm-widgets/locales/<code>`: no download, nothing to wait for, the choice for server rendering). Absent:
   * the enclosing provider's language, else English.
   */
  locale?: LocaleInput;
  /** Writing direction, when it should not follow the language. */
  dir?: TextDirection;
  /** The part of the app in this language. */
  children?: ReactNode;
}

const reactUse = (React as { use?: <T>(promise: Promise<T>) => T }).use;

/**
 * A download of a language (a dictionary, or a part of one), waiting for it. With React 19 it is always read through
 * `use`, loaded or not (the loader's promise carries its `status` and `value`, so a loaded one is read at once): a
 * render that suspended on the download is replayed by React with the hooks it already ran, and a replay that skipped
 * `use` because the download had arrived in between ran the hooks after it as updates of hooks never mounted ('Update
 * hook called on initial render', reported as an uncaught error before React recovered). React 18 has no `use`: the
 * pending promise is thrown for Suspense to catch.
 */
export function readLoaded<T>(promise: Tracked<T>): T {
  if (reactUse) return reactUse(promise);
  if (promise.status === 'fulfilled' && promise.value !== undefined) return promise.value;
  throw promise;
}

/** The dictionary a tag needs: null for English, else the shipped language's, waiting for its download. */
function dictionaryOf(code: string): WacrmLocale | null {
  const shipped = shippedLocaleFor(code);
  return shipped === 'en' ? null : readLoaded(loadLocale(shipped));
}

/**
 * Sets the language (and direction) of every widget below it. A shipped language given by its tag is downloaded the
 * first time: until it arrives the provider suspends (React's `Suspense`: wrap it in a boundary, or call
 * `loadLocale(code)` before rendering). `WacrmProvider` and `AuthProvider` take the same `locale` and `dir` props.
 */
export function WacrmLocaleProvider({ locale, dir, children }: WacrmLocaleProviderProps) {
  const outer = useContext(LocaleContext);
  const code = typeof locale === 'string' ? (canonicalLocale(locale) ?? 'en') : locale?.code;
  const dictionary = typeof locale === 'string' ? dictionaryOf(code ?? 'en') : (locale ?? null);
  const value = useMemo<ActiveLocale>(() => {
    if (locale === undefined) {
      const inherited = outer ?? ENGLISH;
      return dir && dir !== inherited.dir ? { ...inherited, dir } : inherited;
    }
    const tag = code ?? 'en';
    return {
      code: tag,
      dir: dir ?? (typeof locale === 'object' ? locale.dir : directionOf(tag)),
      labels: dictionary?.labels ?? null,
      formats: localeFormats(tag),
    };
  }, [locale, code, dir, dictionary, outer]);
  return (
    <LocaleContext.Provider value={value}>
      <DirectionProvider dir={value.dir} lang={value.code}>
        {children}
      </DirectionProvider>
    </LocaleContext.Provider>
  );
}

/** The active language (English outside any provider with a locale). */
export function useWacrmLocale(): ActiveLocale {
  return useContext(LocaleContext) ?? ENGLISH;
}

/** The `lang` and `dir` attributes of a widget's root element, so it is read and laid out in its language. */
export function useLocaleAttributes(): { lang: string; dir: TextDirection } {
  const { code, dir } = useWacrmLocale();
  return useMemo(() => ({ lang: code, dir }), [code, dir]);
}

/** Per language, the defaults objects already translated (one object per widget area, shared by every instance). */
const translatedDefaults = new WeakMap<object, WeakMap<object, unknown>>();

/**
 * A labels object (a widget area's English defaults) in the active language, without any provider's host labels:
 * the default `labels` of the inbox's parts when they are rendered on their own (the inbox passes its own, `given`,
 * which is returned as it is).
 */
export function useLocaleDefaults<T extends Readonly<Record<string, Label>>>(defaults: T, given?: T): T {
  const { labels } = useWacrmLocale();
  if (given) return given;
  if (!labels) return defaults;
  let byDefaults = translatedDefaults.get(labels);
  if (!byDefaults) {
    byDefaults = new WeakMap();
    translatedDefaults.set(labels, byDefaults);
  }
  let merged = byDefaults.get(defaults) as T | undefined;
  if (!merged) {
    const out: Record<string, Label> = { ...defaults };
    const translated = labels as Readonly<Record<string, Label | undefined>>;
    for (const key of Object.keys(defaults)) {
      const text = translated[key];
      if (text !== undefined) out[key] = text;
    }
    merged = out as unknown as T;
    byDefaults.set(defaults, merged);
  }
  return merged;
}
