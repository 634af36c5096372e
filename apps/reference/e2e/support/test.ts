import { expect, test as base } from '@playwright/test';

/**
 * Playwright's `test`, failing any journey in which the app threw: an uncaught exception or an unhandled promise
 * rejection in the page (`pageerror`), or a `console.error` call. The browser's own lines about failed requests
 * ('Failed to load resource: ...') are not the app's: journeys that test errors answer 4xx on purpose.
 */
export const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        if (message.text().startsWith('Failed to load resource')) return;
        errors.push(`console.error: ${message.text()}`);
      });
      await use(errors);
      expect(errors, 'errors the app raised or logged during the journey').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
