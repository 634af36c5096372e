import { useId, useState } from 'react';
import type { ShippedLocale } from '@wacrm/crm-widgets';
import { APP_LOCALES, LOCALE_QUERY, nativeLanguageName } from '../../i18n/appLocales';
import { useAppLocale, useAppText } from '../../i18n/AppLocale';
import { shellText } from '../shellText';

/**
 * The language switch of the site header and the workbench: each language named in itself, the choice remembered
 * in this browser. The page switches once the language is downloaded (nothing flashes in English meanwhile).
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { code, setLocale } = useAppLocale();
  const text = useAppText(shellText);
  const id = useId();
  const [pending, setPending] = useState(false);
  const choose = async (next: ShippedLocale) => {
    setPending(true);
    try {
      await setLocale(next);
      // A `?lang=` that chose the language on arrival no longer says what is shown.
      const url = new URL(window.location.href);
      if (url.searchParams.has(LOCALE_QUERY)) {
        url.searchParams.delete(LOCALE_QUERY);
        window.history.replaceState(window.history.state, '', url);
      }
    } finally {
      setPending(false);
    }
  };
  return (
    <span className={className}>
      <label htmlFor={id} className="visually-hidden">
        {text.language}
      </label>
      <select
        id={id}
        value={code}
        aria-busy={pending || undefined}
        onChange={(event) => void choose(event.target.value as ShippedLocale)}
      >
        {APP_LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {nativeLanguageName(locale)}
          </option>
        ))}
      </select>
    </span>
  );
}
