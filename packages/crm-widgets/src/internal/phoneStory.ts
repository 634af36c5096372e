// Helpers of the widgets' 375 px stories (not exported from the package).
import { expect, waitFor } from 'storybook/test';

/** The phone width the widgets are designed for (the toolbar's `phone` viewport, .storybook/docs/config.ts). */
export const PHONE_WIDTH = 375;

/**
 * Story globals that open a story in the toolbar's 375 px viewport. The storybook Vitest project sizes its page from
 * the same global, so the `play` test runs on a 375 px wide page.
 */
export const phoneGlobals = { viewport: { value: 'phone', isRotated: false } };

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
