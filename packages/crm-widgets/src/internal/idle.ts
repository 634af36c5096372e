// Idle scheduling lives in the UI package (its theme provider warms fonts the same way).
export { whenIdle } from '@wacrm/ui';

let dateFormattingWarm = false;

/**
 * Loads the browser's date formatting data for the user's locale (the first Intl.DateTimeFormat of a page costs
 * tens of milliseconds; later ones well under one). The provider calls it while the browser is idle, so the first
 * screen that shows times (the inbox list, campaign dates) does not pay for it.
 */
export function warmDateFormatting(): void {
  if (dateFormattingWarm) return;
  dateFormattingWarm = true;
  try {
    new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' }).format(0);
  } catch {
    // No Intl or no locale data: the widgets' own formatting falls back the same way.
  }
}
