// Idle scheduling lives in the UI package (its theme provider warms fonts the same way).
export { whenIdle } from '@wacrm/ui';

const warmLocales = new Set<string>();

/**
 * Loads the browser's formatting data for a locale: dates, numbers and plural rules (the first Intl object of each
 * kind in a page costs tens of milliseconds; later ones well under one). The provider calls it for its language while
 * the browser is idle, so the first screen that shows times and counts (the inbox list: its times, its unread counts
 * and their plural texts; campaign dates) does not pay for it.
 */
export function warmDateFormatting(locale: string): void {
  if (warmLocales.has(locale)) return;
  warmLocales.add(locale);
  try {
    new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }).format(0);
    new Intl.NumberFormat(locale).format(1);
    new Intl.PluralRules(locale).select(1);
  } catch {
    // No Intl or no locale data: the widgets' own formatting falls back the same way.
  }
}
