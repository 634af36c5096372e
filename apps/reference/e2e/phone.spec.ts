import { expect, test } from './support/test';
import { simulateInbound } from './support/devtools';
import type { Page } from '@playwright/test';
import { registerUser, signInWithCookies, signedInNewUser } from './support/session';

/**
 * The workbench on a phone (375 x 667): the inbox shows its list and its thread as two views (a back
 * button returns to the list with the same conversation focused), nothing scrolls sideways, the Apps menu fits the
 * screen and the welcome tour opens at its title. Each journey registers its own user.
 */
const PHONE = { width: 375, height: 667 };
const slow = { timeout: 30_000 };

test.use({ viewport: PHONE });

async function openDashboard(page: Page) {
  await page.goto('/dashboard');
  await expect(page.getByRole('tab', { name: 'CRM' })).toBeVisible(slow);
}

async function skipTour(page: Page) {
  await page.getByRole('dialog', { name: 'Welcome to Wacrm' }).getByRole('button', { name: 'Skip Tour' }).click();
}

const scrollWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** The element's box in the viewport. */
async function box(page: Page, locator: ReturnType<Page['locator']>) {
  const b = await locator.boundingBox();
  expect(b, 'a laid-out element').not.toBeNull();
  return b ?? { x: 0, y: 0, width: 0, height: 0 };
}

test('the inbox on a phone: list and thread are two views, the back button returns to the list', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const user = await signedInNewUser({ request, context, baseURL }, 'Pia');
  await simulateInbound(request, user.userId, {
    from: '+919812300001',
    name: 'Ann Lee',
    text: 'Hi, is my order shipped?',
  });
  await simulateInbound(request, user.userId, { from: '+14155550199', name: 'Ben Ortiz', text: 'Do you ship abroad?' });

  await openDashboard(page);
  await skipTour(page);
  await page.getByRole('button', { name: 'Apps' }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'WhatsApp' }).click();
  await page
    .getByRole('navigation', { name: 'WhatsApp sections' })
    .getByRole('button', { name: 'Conversations' })
    .click();

  const inbox = page.locator('[data-wacrm-widget="conversations"]');
  const list = inbox.getByRole('listbox', { name: 'Conversation list' });
  const ann = list.getByRole('option', { name: /Ann Lee/ });
  await expect(ann).toBeVisible(slow);
  expect(await scrollWidth(page), 'the page does not scroll sideways (list view)').toBeLessThanOrEqual(PHONE.width);
  // The list view uses the widget's width; no empty thread pane squeezed beside it.
  await expect(inbox.getByRole('region', { name: 'Select a conversation' })).toBeHidden();
  expect((await box(page, list)).width).toBeGreaterThanOrEqual(300);

  // Open a conversation: the thread replaces the list.
  await ann.click();
  const thread = inbox.getByRole('list', { name: 'Messages with Ann Lee' });
  await expect(thread.getByText('Hi, is my order shipped?')).toBeVisible(slow);
  await expect(list).toBeHidden();
  const back = inbox.getByRole('button', { name: 'Back to conversations' });
  await expect(back).toBeVisible();
  // Focus in the composer of the conversation the user opened (it was on the back button).
  await expect(inbox.getByRole('textbox', { name: 'Message' })).toBeFocused();
  expect(await scrollWidth(page), 'the page does not scroll sideways (thread view)').toBeLessThanOrEqual(PHONE.width);

  // The composer is full width and usable: a reply is typed and sent.
  const composer = inbox.getByRole('textbox', { name: 'Message' });
  const composerArea = inbox.getByRole('tablist', { name: 'Message type' }).locator('..');
  const area = await box(page, composerArea);
  expect(area.width, 'composer width').toBeGreaterThanOrEqual(300);
  expect(area.x + area.width).toBeLessThanOrEqual(PHONE.width);
  const send = inbox.getByRole('button', { name: 'Send' });
  const sendBox = await box(page, send);
  expect(sendBox.x + sendBox.width).toBeLessThanOrEqual(PHONE.width);
  expect((await box(page, composer)).width).toBeGreaterThanOrEqual(200);
  await composer.fill('Yes, it left this morning.');
  await composer.press('Enter');
  await expect(composer).toHaveValue('');
  await expect(thread.getByText('Yes, it left this morning.')).toBeVisible();

  // Back: the list again, the same conversation focused (and still the open one).
  await back.click();
  await expect(list).toBeVisible();
  await expect(thread).toBeHidden();
  await expect(list).toBeFocused();
  await expect(ann).toHaveAttribute('aria-selected', 'true');
  await expect(list).toHaveAttribute('aria-activedescendant', (await ann.getAttribute('id')) ?? 'missing id');
  expect(await scrollWidth(page)).toBeLessThanOrEqual(PHONE.width);

  // Another conversation opens by keyboard from there.
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await expect(inbox.getByRole('list', { name: /Messages with / })).toBeVisible();
  await expect(list).toBeHidden();
});

test('the Apps menu fits a phone screen and its Support tile can be tapped', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await signInWithCookies(context, baseURL ?? '', await registerUser(request, 'Pia'));
  await openDashboard(page);
  await skipTour(page);
  await page.getByRole('button', { name: 'Apps' }).click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  const m = await box(page, menu);
  expect(m.x).toBeGreaterThanOrEqual(0);
  expect(m.x + m.width, 'the menu ends inside the screen').toBeLessThanOrEqual(PHONE.width);
  expect(m.y + m.height).toBeLessThanOrEqual(PHONE.height);
  expect(await scrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
  const support = menu.getByRole('menuitem', { name: /^Support/ });
  const s = await box(page, support);
  expect(s.x + s.width).toBeLessThanOrEqual(PHONE.width);
  // A real click at its centre (no force, no scrolling by the test): it must be on screen and not covered.
  await page.mouse.click(s.x + s.width / 2, s.y + s.height / 2);
  await expect(page.getByRole('tab', { name: 'Support' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'Support overview' })).toBeVisible();
});

test('the welcome tour opens at its top on a phone, its title visible', async ({ page, context, request, baseURL }) => {
  await signInWithCookies(context, baseURL ?? '', await registerUser(request, 'Pia'));
  await openDashboard(page);
  const tour = page.getByRole('dialog', { name: 'Welcome to Wacrm' });
  await expect(tour).toBeVisible();
  const title = tour.getByRole('heading', { name: 'Welcome to Wacrm' });
  await expect(title).toBeInViewport({ ratio: 1 });
  const t = await box(page, title);
  expect(t.y).toBeGreaterThanOrEqual(0);
  expect(await scrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
  // The rest of the tour is reachable by scrolling, and Get Started closes it.
  const start = tour.getByRole('button', { name: 'Get Started' });
  await start.scrollIntoViewIfNeeded();
  await start.click();
  await expect(tour).toBeHidden();
});
