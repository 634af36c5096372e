import type { Page } from '@playwright/test';
import { API, API_ORIGIN, expect, registerUser, storeSession, test } from './support';

/**
 * Configuration mistakes are loud for the developer and quiet for the user. Each element
 * says what is wrong in one console.warn that names the attribute and the fix (and in `wacrm-error`), and a request
 * that gets no answer says whether the API cannot be reached or refused this page (CORS). Through the script-tag
 * build: the messages come from its diagnostics chunk, fetched only then.
 */
const slow = { timeout: 30_000 };
/** A port nothing listens on (the range of this suite's servers). */
const CLOSED = `http://127.0.0.1:${Number(process.env.E2E_API_PORT ?? 4130) + 9}`;

interface RecordedEvent {
  type: string;
  target: string;
  detail: { code?: string; message?: string; status?: number };
}
const errors = async (page: Page) =>
  (await page.evaluate(() => (window as unknown as { wacrmEvents: RecordedEvent[] }).wacrmEvents)).filter(
    (e) => e.type === 'wacrm-error',
  );

/** The page's console warnings, as they come (their text; the element logged with each is left out). */
function warnings(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') seen.push(message.text().replace(/ JSHandle@node$/, ''));
  });
  return seen;
}

/** Adds an element to the page's main, with these attributes. */
const addElement = (page: Page, tag: string, attributes: Record<string, string>) =>
  page.evaluate(
    ([name, attrs]) => {
      const element = document.createElement(name);
      for (const [key, value] of Object.entries(attrs)) element.setAttribute(key, value);
      document.getElementById('widgets')!.appendChild(element);
    },
    [tag, attributes] as const,
  );

test('api-url mistakes: one warning per element naming the fix; no widget code fetched for a fatal one', async ({
  page,
}) => {
  const warned = warnings(page);
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await page.goto('/blank.html');
  await addElement(page, 'wacrm-inbox', { 'api-url': '127.0.0.1:4010/api/v1' });
  await addElement(page, 'wacrm-contacts', {});
  await expect.poll(() => warned.length, slow).toBe(2);
  expect(warned.sort()).toEqual([
    'Wacrm <wacrm-contacts>: api-url is missing: set api-url="https://your-api.example/api/v1" (or the client property)',
    'Wacrm <wacrm-inbox>: api-url "127.0.0.1:4010/api/v1" has no http:// or https:// and would be read as a path of this page: write api-url="http://127.0.0.1:4010/api/v1"',
  ]);
  expect((await errors(page)).map((e) => [e.target, e.detail.code])).toEqual(
    expect.arrayContaining([
      ['wacrm-inbox', 'CONFIGURATION'],
      ['wacrm-contacts', 'CONFIGURATION'],
    ]),
  );
  // Neither widget's code was fetched: only the loader and its diagnostics.
  expect(scripts.sort()).toEqual(['/dist/wacrm-elements.global.js', '/dist/wacrm-elements/diagnostics.js']);

  // A base path left out: said once, and the widget still loads.
  await addElement(page, 'wacrm-campaigns', { 'api-url': API_ORIGIN });
  await expect.poll(() => warned.length, slow).toBe(3);
  expect(warned[2]).toBe(
    `Wacrm <wacrm-campaigns>: api-url "${API_ORIGIN}" does not end with /api/v1, the API's base path: write api-url="${API_ORIGIN}/api/v1"`,
  );
});

test('no session and no <wacrm-login> on the page: the developer is told how to sign in', async ({ page }) => {
  const warned = warnings(page);
  await page.goto('/blank.html');
  await addElement(page, 'wacrm-inbox', { 'api-url': API });
  await expect
    .poll(() => warned, slow)
    .toEqual([
      'Wacrm <wacrm-inbox>: no session, and no <wacrm-login> on the page to sign in with: add <wacrm-login> with the same api-url, or set the client property to a signed-in client',
    ]);
});

test('an API that cannot be reached and one that refuses the page (CORS) are told apart', async ({
  page,
  request,
  pageErrors,
}) => {
  const warned = warnings(page);
  const user = await registerUser(request);
  // A session for an API on a closed port.
  await storeSession(page, user, CLOSED);
  await page.goto('/blank.html');
  await addElement(page, 'wacrm-inbox', { 'api-url': `${CLOSED}/api/v1` });
  await expect
    .poll(() => warned, slow)
    .toEqual([
      `Wacrm <wacrm-inbox>: cannot reach the API at ${CLOSED}: is it running, and are the host and port in api-url right?`,
    ]);
  // The user sees the SDK's own words, not the diagnosis.
  await expect(page.locator('wacrm-inbox').getByText('Network error. Please try again.')).toBeVisible();

  // The same page from another origin (localhost instead of 127.0.0.1), which the mock API does not allow.
  const otherOrigin = new URL(page.url()).origin.replace('127.0.0.1', 'localhost');
  await storeSession(page, user, API_ORIGIN, otherOrigin);
  await page.goto(`${otherOrigin}/blank.html`);
  warned.length = 0;
  await addElement(page, 'wacrm-inbox', { 'api-url': API });
  await expect
    .poll(() => warned, slow)
    .toEqual([
      `Wacrm <wacrm-inbox>: the API at ${API_ORIGIN} answered, but refused this page (CORS): allow the origin ${otherOrigin} in the API's allowed origins`,
    ]);
  expect((await errors(page)).map((e) => e.detail.code)).toEqual(['PROFILE']);
  // The browser's own lines about the refused and the unreachable requests are expected here.
  expect(pageErrors.length).toBeGreaterThan(0);
  expect(pageErrors.filter((e) => !/CORS policy|Failed to load resource: net::ERR_/.test(e))).toEqual([]);
  pageErrors.length = 0;
});
