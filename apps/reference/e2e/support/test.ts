import { expect, test as base } from '@playwright/test';
import { API_ORIGIN } from './session';

/**
 * Playwright's `test`, failing any journey in which the app threw or logged an error, in any page of the journey's
 * browser context (popups included): an uncaught exception or unhandled promise rejection ('weberror'), or a
 * `console.error`. The browser's own line about a failed request to the API ('Failed to load resource: ...') is
 * not the app's (journeys that test errors get 4xx on purpose); a failed load of the app's own files still counts.
 * Import `test` and `expect` from here, not from '@playwright/test' (lint enforces it in e2e/).
 */
export const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: [
    async ({ context }, use) => {
      const errors: string[] = [];
      context.on('weberror', (e) => {
        const error = e.error();
        errors.push(`uncaught: ${error.stack ?? error.message}`);
      });
      context.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = message.text();
        if (text.startsWith('Failed to load resource') && message.location().url.startsWith(API_ORIGIN)) return;
        errors.push(`console.error: ${text} (${message.location().url})`);
      });
      await use(errors);
      expect(errors, 'errors the app raised or logged during the journey').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
