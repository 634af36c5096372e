/** Runs `task` when the browser is idle (a timeout where there is no requestIdleCallback); returns a cancel. */
export function whenIdle(task: () => void): () => void {
  const g = globalThis as {
    requestIdleCallback?: (cb: () => void, options?: { timeout: number }) => number;
    cancelIdleCallback?: (id: number) => void;
  };
  if (typeof g.requestIdleCallback === 'function' && typeof g.cancelIdleCallback === 'function') {
    const id = g.requestIdleCallback(task, { timeout: 2000 });
    return () => g.cancelIdleCallback?.(id);
  }
  const id = setTimeout(task, 50);
  return () => clearTimeout(id);
}

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
