// Helpers of the widgets' 375 px stories (not exported from the package).
import { expect, waitFor } from 'storybook/test';

/** The phone width the widgets are designed for (the toolbar's `phone` viewport, .storybook/docs/config.ts). */
export const PHONE_WIDTH = 375;

/**
 * Story globals that open a story in the toolbar's 375 px viewport. The storybook Vitest project sizes its page from
 * the same global, so the `play` test runs on a 375 px wide page.
 */
export const phoneGlobals = { viewport: { value: 'phone', isRotated: false } };

/** Story globals that open a story in the toolbar's 768 px viewport (a tablet; pictured at that size). */
export const tabletGlobals = { viewport: { value: 'tablet', isRotated: false } };

/** How many lines the element's text takes (a word broken in two takes two). */
export function lineCount(element: Element): number {
  const range = element.ownerDocument.createRange();
  range.selectNodeContents(element);
  return new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size;
}

/**
 * What matters at 375 px: the page really is a phone's width, nothing scrolls sideways, and `element` (the widget's
 * root or its dialog) lies inside the screen's width.
 */
export async function expectFitsPhone(element: Element): Promise<void> {
  const view = element.ownerDocument.defaultView;
  if (!view) throw new Error('the element is not in a window');
  await expect(view.innerWidth).toBe(PHONE_WIDTH);
  await waitFor(() => expect(element.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(PHONE_WIDTH));
  const box = element.getBoundingClientRect();
  await expect(box.width).toBeGreaterThan(0);
  await expect(box.left).toBeGreaterThanOrEqual(0);
  await expect(box.right).toBeLessThanOrEqual(PHONE_WIDTH);
  if (element instanceof HTMLElement) await expect(element.scrollWidth).toBeLessThanOrEqual(element.clientWidth);
}
