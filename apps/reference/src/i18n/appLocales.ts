import { shippedLocaleFor, type ShippedLocale } from '@wacrm/crm-widgets/i18n';

/** The languages of the reference app: the widgets' shipped locales. */
export const APP_LOCALES: readonly ShippedLocale[] = ['en', 'es', 'pt-BR', 'hi', 'ar', 'id'];

/** Where the chosen language is remembered (per browser). */
export const LOCALE_STORAGE_KEY = 'wacrm.locale';

/** The `?lang=` query parameter that chooses a language (and is remembered). */
export const LOCALE_QUERY = 'lang';

function storedLocale(): string | null {
  try {
    return window.localStorage.getItem(LOCALE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * The language the app opens in: `?lang=` when it names a shipped language (or one it serves: `es-MX` is `es`), else
 * the one remembered in this browser, else the first of the browser's languages the app ships, else English.
 */
export function initialLocale(): ShippedLocale {
  const asked = new URLSearchParams(window.location.search).get(LOCALE_QUERY);
  if (asked) {
    const served = shippedLocaleFor(asked);
    if (served !== 'en' || /^en\b/i.test(asked)) return served;
  }
  const stored = storedLocale();
  if (stored && (APP_LOCALES as readonly string[]).includes(stored)) return stored as ShippedLocale;
  for (const language of navigator.languages ?? [navigator.language]) {
    const served = shippedLocaleFor(language);
    if (served !== 'en' || /^en\b/i.test(language)) return served;
  }
  return 'en';
}

/** Remembers the choice for the next visit (nothing when storage is unavailable). */
export function rememberLocale(code: ShippedLocale): void {
  try {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, code);
  } catch {
    // Private mode or storage disabled: the choice lasts for this page only.
  }
}

/** A language's name in that language ('español', 'العربية'), for the language switch. */
export function nativeLanguageName(code: ShippedLocale): string {
  try {
    const name = new Intl.DisplayNames([code], { type: 'language' }).of(code) ?? code;
    return name.charAt(0).toLocaleUpperCase(code) + name.slice(1);
  } catch {
    return code;
  }
}
