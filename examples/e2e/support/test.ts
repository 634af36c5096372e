import { expect, test as base } from '@playwright/test';
import { API_ORIGIN } from './ports';
import { resetApi } from './devtools';

/**
 * Playwright's `test` for the example hosts: every journey starts from the mock API's seed (no code throttle left
 * from an earlier try), and fails when the page threw or logged an error: an uncaught exception, an unhandled
 * rejection or a `console.error` (React's hydration mismatches are logged that way). The browser's own line about a
 * failed request to the API is not the host's. (The same rule as apps/reference/e2e/support/test.ts.)
 */
export const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: [
    async ({ context, request }, use) => {
      await resetApi(request);
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
      expect(errors, 'errors the page raised or logged during the journey').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
