/**
 * Whether an element is laid out right to left (its own `dir`, an ancestor's, or the page's), read when a key is
 * pressed: ArrowRight then means "previous" in a tab list, as in every right-to-left interface.
 */
export function isRightToLeft(element: Element): boolean {
  try {
    return element.matches(':dir(rtl)');
  } catch {
    // No `:dir()` support: the nearest `dir` attribute.
    return element.closest('[dir]')?.getAttribute('dir')?.toLowerCase() === 'rtl';
  }
}

/** +1 for the key that moves forward in reading order (ArrowRight, or ArrowLeft right to left), -1 for back, 0 else. */
export function horizontalStep(key: string, element: Element): -1 | 0 | 1 {
  if (key !== 'ArrowRight' && key !== 'ArrowLeft') return 0;
  const forward = key === 'ArrowRight' ? 1 : -1;
  return (isRightToLeft(element) ? -forward : forward) as -1 | 1;
}
