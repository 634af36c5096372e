import { expect, test } from './support/test';
import { DEMO, serverMessages, simulateInbound } from './support/devtools';
import { API_BASE_URL } from './support/ports';
import { signInByEmailCode } from './support/signIn';

/**
 * examples/vite-react-ts: a Vite + React + TypeScript portal built from the packed tarballs. The partner signs in
 * with the widgets' code form, sees the live inbox, a customer writes in, the partner replies.
 */
const slow = { timeout: 30_000 };
const portal = `/?api=${encodeURIComponent(API_BASE_URL)}`;

test('sign in by code, the inbox lists conversations, a message arrives live and the reply is sent', async ({
  page,
  context,
  request,
}) => {
  await page.goto(portal);
  await expect(page.getByRole('heading', { name: 'Customer messages', level: 1 })).toBeVisible();
  await signInByEmailCode(page, request, DEMO.email);
  await expect(page.getByText('Signed in as Demo User')).toBeVisible(slow);

  const inbox = page.locator('[data-wacrm-widget="conversations"]');
  await expect(inbox.getByText('Live', { exact: true })).toBeVisible(slow);
  const list = inbox.getByRole('listbox', { name: 'Conversation list' });
  await expect(list.getByRole('option').first()).toBeVisible(slow);

  await simulateInbound(request, {
    from: '+919812300077',
    name: 'Zoe Park',
    text: 'Is the blue kettle back in stock?',
  });
  const zoe = list.getByRole('option', { name: /Zoe Park/ });
  await expect(zoe).toContainText('Is the blue kettle back in stock?', slow);

  await zoe.click();
  const thread = inbox.getByRole('list', { name: 'Messages with Zoe Park' });
  await expect(thread.getByText('Is the blue kettle back in stock?')).toBeVisible(slow);
  const composer = inbox.getByRole('textbox', { name: 'Message' });
  await composer.fill('Yes, it is back since this morning.');
  await composer.press('Enter');
  await expect(composer).toHaveValue('');
  await expect(thread.locator('[data-direction="outbound"]', { hasText: 'back since this morning' })).toBeVisible();

  // The reply reached the API, sent with the session the widgets stored (the SDK's default cookie store).
  const token = (await context.cookies()).find((c) => c.name === 'token')?.value ?? '';
  expect(token, 'the SDK stored the access token in its `token` cookie').not.toBe('');
  await expect
    .poll(() => serverMessages(request, decodeURIComponent(token), '+919812300077'), slow)
    .toContain('Yes, it is back since this morning.');
});

// The page carries the partner rule `* { font-family: serif !important }` (examples/vite-react-ts/index.html).
// KNOWN TO FAIL until the widget typography fix (another branch of issue #21) is merged: today the rule reaches
// every element of the light-DOM widgets.
test('a host rule `* { font-family: serif !important }` changes no widget text', async ({ page }) => {
  await page.goto(portal);
  const form = page.locator('[data-wacrm-root]');
  await expect(form.getByRole('button', { name: 'Send OTP' })).toBeVisible(slow);
  // The partner's own heading does take the rule (the page is what it says it is).
  const fontOf = (locator: ReturnType<typeof page.locator>) =>
    locator.evaluate((el) => getComputedStyle(el).fontFamily);
  expect(await fontOf(page.getByRole('heading', { name: 'Customer messages' }))).toBe('serif');
  for (const text of [
    form.getByRole('heading').first(),
    form.getByRole('button', { name: 'Send OTP' }),
    form.getByRole('textbox', { name: 'Business email or phone number' }),
  ]) {
    expect(await fontOf(text)).not.toBe('serif');
  }
});
