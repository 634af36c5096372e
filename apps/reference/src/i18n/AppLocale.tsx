import { createContext, startTransition, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import {
  directionOf,
  loadLocale,
  localeFormats,
  type Label,
  type LocaleFormats,
  type ShippedLocale,
  type TextDirection,
} from '@wacrm/crm-widgets/i18n';
import { rememberLocale } from './appLocales';
import type { AppTexts } from './appText';

/** One language of the app's own texts (the widgets bring theirs). */
export type AppDictionary = Readonly<Partial<Record<keyof AppTexts, Label>>>;

// One chunk per language: a page in English downloads none.
const DICTIONARIES: Record<Exclude<ShippedLocale, 'en'>, () => Promise<AppDictionary>> = {
  es: () => import('./locales/es').then((m) => m.es),
  'pt-BR': () => import('./locales/pt-BR').then((m) => m.ptBR),
  hi: () => import('./locales/hi').then((m) => m.hi),
  ar: () => import('./locales/ar').then((m) => m.ar),
  id: () => import('./locales/id').then((m) => m.id),
};

const loaded = new Map<ShippedLocale, AppDictionary>();

/**
 * Downloads a language's texts (the app's and the widgets') and keeps them: call it before showing that language,
 * so nothing waits or flashes English.
 */
export async function loadAppLocale(code: ShippedLocale): Promise<void> {
  if (code === 'en' || loaded.has(code)) return;
  const [dictionary] = await Promise.all([DICTIONARIES[code](), loadLocale(code)]);
  loaded.set(code, dictionary);
}

/** `<html lang dir>` for the language, so the browser, screen readers and the page's CSS follow it. */
export function applyDocumentLocale(code: ShippedLocale): void {
  document.documentElement.lang = code;
  document.documentElement.dir = directionOf(code);
}

export interface AppLocaleValue {
  /** The active language. */
  code: ShippedLocale;
  dir: TextDirection;
  /** The app's texts in that language (undefined in English: the English texts of each area are the defaults). */
  dictionary: AppDictionary | undefined;
  /** Switches language: downloads it, then shows it; remembered for the next visit. */
  setLocale: (code: ShippedLocale) => Promise<void>;
}

const AppLocaleContext = createContext<AppLocaleValue | null>(null);

/** The app's language. Render it once the initial language is loaded (`loadAppLocale`). */
export function AppLocaleProvider({ initial, children }: { initial: ShippedLocale; children?: ReactNode }) {
  const [code, setCode] = useState(initial);
  const setLocale = useCallback(async (next: ShippedLocale) => {
    // Remembered at once: a page left or reloaded while the language downloads opens in it (a failed download leaves
    // the next visit in English, as main.tsx does).
    rememberLocale(next);
    await loadAppLocale(next);
    applyDocumentLocale(next);
    startTransition(() => setCode(next));
  }, []);
  const value = useMemo<AppLocaleValue>(
    () => ({ code, dir: directionOf(code), dictionary: loaded.get(code), setLocale }),
    [code, setLocale],
  );
  return <AppLocaleContext.Provider value={value}>{children}</AppLocaleContext.Provider>;
}

const ENGLISH: AppLocaleValue = {
  code: 'en',
  dir: 'ltr',
  dictionary: undefined,
  setLocale: async () => undefined,
};

/** The app's language (English outside the provider, e.g. in a component's own test). */
export function useAppLocale(): AppLocaleValue {
  return useContext(AppLocaleContext) ?? ENGLISH;
}

/**
 * An area's texts in the active language: its English texts (the defaults, written in the area) with the language's
 * translations of those keys.
 */
export function useAppText<T extends Readonly<Partial<Record<keyof AppTexts, Label>>>>(english: T): T {
  const { dictionary } = useAppLocale();
  return useMemo(() => {
    if (!dictionary) return english;
    const out: Record<string, Label> = { ...english } as Record<string, Label>;
    for (const key of Object.keys(english)) {
      const text = dictionary[key as keyof AppTexts];
      if (text !== undefined) out[key] = text;
    }
    return out as unknown as T;
  }, [english, dictionary]);
}

/** Numbers, dates, plural texts and `{placeholders}` written in the active language (the widgets' `localeFormats`). */
export function useAppFormats(): LocaleFormats {
  return localeFormats(useAppLocale().code);
}
