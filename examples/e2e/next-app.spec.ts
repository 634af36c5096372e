import { expect, test } from './support/test';
import { DEMO, simulateInbound } from './support/devtools';
import { signInByEmailCode } from './support/signIn';

/**
 * examples/next-app: a Next.js App Router site (`next build`, then `next start`) whose server component page embeds
 * the widgets. The server renders the sign-in form into the HTML (with its styles, through the styled-components
 * registry); in the browser it hydrates without a mismatch (the test fixture fails on React's console errors) and
 * works: sign-in by code, then the live inbox.
 */
const slow = { timeout: 30_000 };

test('the server-rendered page shows the styled sign-in form before any script runs', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Globex Support Hub', level: 1 })).toBeVisible();
  const box = page.getByRole('textbox', { name: 'Business email or phone number' });
  await expect(box).toBeVisible();
  // Styled on the server: the widget's root has the theme's font, not the page's Georgia.
  const font = await page
    .locator('[data-wacrm-root]')
    .first()
    .evaluate((el) => getComputedStyle(el).fontFamily);
  expect(font).not.toContain('Georgia');
  await context.close();
});

test('the page hydrates: sign in by code, then the inbox takes a live message', async ({ page, request }) => {
  await page.goto('/');
  await signInByEmailCode(page, request, DEMO.email);

  const inbox = page.locator('[data-wacrm-widget="conversations"]');
  await expect(inbox.getByText('Live', { exact: true })).toBeVisible(slow);
  const list = inbox.getByRole('listbox', { name: 'Conversation list' });
  await expect(list.getByRole('option').first()).toBeVisible(slow);
  await simulateInbound(request, { from: '+919812300099', name: 'Hank Scorpio', text: 'Do you like hammocks?' });
  await expect(list.getByRole('option', { name: /Hank Scorpio/ })).toContainText('Do you like hammocks?', slow);
});
