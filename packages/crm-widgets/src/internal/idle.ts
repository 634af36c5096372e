// Idle scheduling lives in the UI package (its theme provider warms fonts the same way).
export { whenIdle } from '@wacrm/ui';

const warmLocales = new Set<string>();

/**
 * Loads the browser's date formatting data for a locale (the first Intl.DateTimeFormat of a page costs tens of
 * milliseconds; later ones well under one). The provider calls it for its language while the browser is idle, so the
 * first screen that shows times (the inbox list, campaign dates) does not pay for it.
 */
export function warmDateFormatting(locale: string): void {
  if (warmLocales.has(locale)) return;
  warmLocales.add(locale);
  try {
    new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }).format(0);
  } catch {
    // No Intl or no locale data: the widgets' own formatting falls back the same way.
  }
}
