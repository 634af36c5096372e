import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { DEMO, simulateInbound } from './support/devtools';
import { API_BASE_URL } from './support/ports';
import { signInByEmailCode } from './support/signIn';

/**
 * examples/html-script-tag: a plain page that loads only the script-tag build of @wacrm/elements, under a stylesheet
 * that sets every font to serif and every button red. The elements render in open shadow roots, so the page's rules
 * do not reach them, and tell the page what happens through events that bubble and cross the shadow boundary.
 *
 * Written against the API asked of @wacrm/elements (issue #21): <wacrm-login>, <wacrm-inbox api-url socket-url>,
 * events wacrm-signed-in / wacrm-message / wacrm-error / wacrm-session-expired, `client` and `tokenStore` properties.
 */
const slow = { timeout: 30_000 };

interface SeenEvent {
  type: string;
  bubbles: boolean;
  composed: boolean;
  target: string | null;
  detail: unknown;
}

const seenEvents = (page: Page) => page.evaluate(() => (window as unknown as { wacrmEvents: SeenEvent[] }).wacrmEvents);

/** Font family and background colour as the browser computed them. */
const look = (locator: Locator) =>
  locator.evaluate((el) => {
    const style = getComputedStyle(el);
    return { font: style.fontFamily, background: style.backgroundColor };
  });

/** The name of the custom element whose shadow root holds a node ('' when it is in the page's own document). */
const shadowHostOf = (locator: Locator) =>
  locator.evaluate((el) => {
    const root = el.getRootNode();
    return root instanceof ShadowRoot ? root.host.localName : '';
  });

test('the script-tag elements sign in, list conversations, take a live message and a reply, and fire events', async ({
  page,
  request,
}) => {
  await page.goto(`/?api=${encodeURIComponent(API_BASE_URL)}`);
  await expect(page.getByRole('heading', { name: 'Initech Customer Desk' })).toBeVisible();

  // Only the page's own elements take its hostile rules.
  expect(await look(page.getByRole('button', { name: 'Help' }))).toEqual({
    font: 'serif',
    background: 'rgb(255, 0, 0)',
  });
  const send = page.getByRole('button', { name: 'Send OTP' });
  await expect(send).toBeVisible(slow);
  expect(await shadowHostOf(send)).toBe('wacrm-login');
  const sendLook = await look(send);
  expect(sendLook.font).not.toBe('serif');
  expect(sendLook.background).not.toBe('rgb(255, 0, 0)');
  expect(await page.locator('wacrm-login').evaluate((el) => el.shadowRoot?.mode)).toBe('open');

  // Sign in by code; the page hears about it.
  await signInByEmailCode(page, request, DEMO.email);
  await expect.poll(async () => (await seenEvents(page)).map((e) => e.type), slow).toContain('wacrm-signed-in');
  const signedIn = (await seenEvents(page)).find((e) => e.type === 'wacrm-signed-in');
  expect(signedIn).toMatchObject({ bubbles: true, composed: true, detail: { user: { userId: DEMO.userId } } });

  // The inbox element lists the demo business's conversations.
  const inbox = page.locator('wacrm-inbox');
  await expect(inbox).toBeVisible(slow);
  await expect(inbox.getByText('Live', { exact: true })).toBeVisible(slow);
  const list = inbox.getByRole('listbox', { name: 'Conversation list' });
  await expect(list.getByRole('option').first()).toBeVisible(slow);
  expect(await shadowHostOf(list)).toBe('wacrm-inbox');

  // A customer writes in: the list shows it live and the page gets a wacrm-message event.
  await simulateInbound(request, { from: '+919812300088', name: 'Milton Waddams', text: 'Have you seen my stapler?' });
  const milton = list.getByRole('option', { name: /Milton Waddams/ });
  await expect(milton).toContainText('Have you seen my stapler?', slow);
  await expect
    .poll(async () => JSON.stringify((await seenEvents(page)).filter((e) => e.type === 'wacrm-message')), slow)
    .toContain('Have you seen my stapler?');
  expect((await seenEvents(page)).find((e) => e.type === 'wacrm-message')).toMatchObject({
    bubbles: true,
    composed: true,
  });

  // A dialog opens inside the element's shadow root, styled by the widgets and untouched by the page.
  await inbox.getByRole('button', { name: 'New contact' }).click();
  const dialog = page.getByRole('dialog', { name: 'New contact' });
  await expect(dialog).toBeVisible();
  expect(await shadowHostOf(dialog)).toBe('wacrm-inbox');
  const dialogLook = await look(dialog);
  expect(dialogLook.font).not.toBe('serif');
  expect(dialogLook.background).not.toBe('rgba(0, 0, 0, 0)');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // The reply is sent from the open conversation.
  await milton.click();
  const thread = inbox.getByRole('list', { name: 'Messages with Milton Waddams' });
  await expect(thread.getByText('Have you seen my stapler?')).toBeVisible(slow);
  const composer = inbox.getByRole('textbox', { name: 'Message' });
  await composer.fill('It is on your desk.');
  await composer.press('Enter');
  await expect(thread.locator('[data-direction="outbound"]', { hasText: 'It is on your desk.' })).toBeVisible(slow);

  // Nothing went wrong on the way: no wacrm-error reached the page.
  expect((await seenEvents(page)).filter((e) => e.type === 'wacrm-error')).toEqual([]);
});

test('an element the page forgot to configure tells the page with a wacrm-error event', async ({ page }) => {
  await page.goto(`/?api=${encodeURIComponent(API_BASE_URL)}`);
  await expect(page.getByRole('button', { name: 'Send OTP' })).toBeVisible(slow);
  // A partner's mistake: an inbox without api-url (and no client property).
  await page.evaluate(() => document.getElementById('desk')?.appendChild(document.createElement('wacrm-inbox')));
  await expect.poll(async () => (await seenEvents(page)).map((e) => e.type), slow).toContain('wacrm-error');
  const error = (await seenEvents(page)).find((e) => e.type === 'wacrm-error');
  expect(error).toMatchObject({
    bubbles: true,
    composed: true,
    target: 'wacrm-inbox',
    detail: { code: expect.any(String), message: expect.any(String) },
  });
});
