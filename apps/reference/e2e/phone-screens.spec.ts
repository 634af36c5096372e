import { expect, test } from './support/test';
import type { Locator, Page } from '@playwright/test';
import { demoUserOnce } from './support/devtools';
import { openDashboard } from './support/workbench';
import { registerUser, signInWithCookies } from './support/session';

/**
 * Every workbench screen other than the inbox on a 375 x 667 phone (the inbox, the Apps menu and the tour
 * are in phone.spec.ts): the page never scrolls sideways, dialogs fit the screen, and their controls can be tapped
 * where they are (a real click at the centre, nothing covering them). Screens with data use the seed's demo account.
 */
const PHONE = { width: 375, height: 667 };
const slow = { timeout: 30_000 };

test.use({ viewport: PHONE });

const demoUser = demoUserOnce();

async function openWhatsAppSection(page: Page, section: string) {
  await openDashboard(page);
  await page.getByRole('button', { name: 'Apps' }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'WhatsApp' }).click();
  const item = page.getByRole('navigation', { name: 'WhatsApp sections' }).getByRole('button', { name: section });
  await item.scrollIntoViewIfNeeded();
  await item.click();
}

/** The page does not scroll sideways. */
async function expectNoSidewaysScroll(page: Page, where: string) {
  const width = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? Infinity);
  expect(width, `page width (${where})`).toBeLessThanOrEqual(PHONE.width);
}

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  expect(b, 'a laid-out element').not.toBeNull();
  return b ?? { x: 0, y: 0, width: 0, height: 0 };
}

/** The dialog is inside the screen. */
async function expectDialogFits(page: Page, dialog: Locator) {
  await expect(dialog).toBeVisible(slow);
  const d = await box(dialog);
  expect(d.x).toBeGreaterThanOrEqual(0);
  expect(d.y).toBeGreaterThanOrEqual(0);
  expect(d.x + d.width, 'dialog right edge').toBeLessThanOrEqual(PHONE.width);
  expect(d.y + d.height, 'dialog bottom edge').toBeLessThanOrEqual(PHONE.height);
  await expectNoSidewaysScroll(page, 'dialog open');
}

/** Scrolled to (as a user would), the control is on screen and the topmost thing at its centre. */
async function expectTappable(page: Page, control: Locator) {
  await control.scrollIntoViewIfNeeded();
  const b = await box(control);
  const name = (await control.getAttribute('aria-label')) ?? (await control.textContent()) ?? '';
  expect(b.x, `${name}: left edge`).toBeGreaterThanOrEqual(0);
  expect(b.x + b.width, `${name}: right edge`).toBeLessThanOrEqual(PHONE.width);
  expect(b.width, `${name}: width`).toBeGreaterThanOrEqual(24);
  const onTop = await control.evaluate(
    (el, [x, y]) => {
      const hit = document.elementFromPoint(x ?? 0, y ?? 0);
      return hit !== null && (el === hit || el.contains(hit));
    },
    [b.x + b.width / 2, b.y + b.height / 2],
  );
  expect(onTop, `${name}: not covered`).toBe(true);
}

/** How many lines the element's text takes. */
const lines = (locator: Locator) =>
  locator.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
  });

test('WhatsApp dashboard and Connect WhatsApp on a phone', async ({ page, context, request, baseURL }) => {
  // A new account: not connected yet, so the dashboard offers Connect WhatsApp.
  await signInWithCookies(context, baseURL ?? '', await registerUser(request, 'Ria'));
  await openWhatsAppSection(page, 'Dashboard');
  const connect = page.getByRole('main').getByRole('button', { name: 'Connect WhatsApp' }).first();
  await expect(connect).toBeVisible(slow);
  await expectNoSidewaysScroll(page, 'dashboard');
  await expectTappable(page, connect);
  await connect.click();
  const dialog = page.getByRole('dialog', { name: 'Connect WhatsApp' });
  await expectDialogFits(page, dialog);
  for (const button of await dialog.getByRole('button').all()) await expectTappable(page, button);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('Contacts, Add Contact and Import on a phone: phone numbers on one line, the paste box full width', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await signInWithCookies(context, baseURL ?? '', await demoUser(request));
  await openWhatsAppSection(page, 'Contacts');
  const table = page.getByRole('table', { name: /Contacts/ });
  await expect(table.getByRole('row').nth(1)).toBeVisible(slow);
  await expectNoSidewaysScroll(page, 'contacts');
  // Every phone number on one line (they broke at their spaces, mid-number).
  const phones = table.getByRole('cell').filter({ hasText: /^\+\d[\d ]+$/ });
  expect(await phones.count()).toBeGreaterThan(5);
  for (const phone of (await phones.all()).slice(0, 10)) expect(await lines(phone)).toBe(1);
  for (const name of ['Import', 'Export', 'Add Contact']) {
    await expectTappable(page, page.getByRole('button', { name, exact: true }));
  }

  await page.getByRole('button', { name: 'Add Contact' }).click();
  const add = page.getByRole('dialog', { name: 'Add New Contact' });
  await expectDialogFits(page, add);
  await expectTappable(page, add.getByRole('button', { name: 'Cancel' }));
  await add.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Import Contacts' });
  await expectDialogFits(page, dialog);
  const paste = dialog.getByRole('textbox', { name: 'Or paste CSV' });
  const intro = dialog.getByText(/Choose a CSV file or paste CSV text/);
  // As wide as the dialog's text (it was 183 px of 293).
  expect((await box(paste)).width).toBeGreaterThanOrEqual((await box(intro)).width - 2);
  await paste.fill('Name,Phone\nAnn Lee,+919812345678\nBen Ortiz,+14155550199');
  await dialog.getByRole('button', { name: 'Preview' }).click();
  await expect(dialog.getByText('2 ready to import, 0 with errors')).toBeVisible();
  await expectNoSidewaysScroll(page, 'import preview');
  for (const name of ['Cancel', 'Import 2 contacts']) await expectTappable(page, dialog.getByRole('button', { name }));
  await dialog.getByRole('button', { name: 'Cancel' }).click();
});

test('Campaign Manager, its create dialog and Quick Message on a phone', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await signInWithCookies(context, baseURL ?? '', await demoUser(request));
  await openWhatsAppSection(page, 'Campaigns');
  await expect(page.getByRole('listitem', { name: 'VIP early access' })).toBeVisible(slow);
  await expectNoSidewaysScroll(page, 'campaigns');
  for (const name of ['Quick Message', 'New Template', 'New Campaign']) {
    await expectTappable(page, page.getByRole('button', { name, exact: true }));
  }
  // Every tab of the strip can be reached (it scrolls sideways) and tapped.
  const tabs = page.getByRole('tablist', { name: 'Campaign Manager sections' });
  for (const tab of await tabs.getByRole('tab').all()) await expectTappable(page, tab);
  // A card's actions and its status badge are on screen.
  const card = page.getByRole('listitem', { name: 'Weekend appointment reminders' });
  await expectTappable(page, card.getByRole('button', { name: /^Pause / }));
  const badge = card.getByText('Active', { exact: true });
  expect(await badge.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);

  await page.getByRole('button', { name: 'New Campaign' }).click();
  const create = page.getByRole('dialog', { name: 'Create Campaign' });
  await expectDialogFits(page, create);
  for (const name of ['Cancel', 'Create Campaign']) await expectTappable(page, create.getByRole('button', { name }));
  await create.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('button', { name: 'Quick Message' }).click();
  const quick = page.getByRole('dialog', { name: 'Quick Message' });
  await expectDialogFits(page, quick);
  for (const button of await quick.getByRole('button').all()) await expectTappable(page, button);
  await page.keyboard.press('Escape');
});

test('Templates, the Template Editor and delivery analytics on a phone', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await signInWithCookies(context, baseURL ?? '', await demoUser(request));
  await openWhatsAppSection(page, 'Templates');
  const table = page.getByRole('table', { name: /templates/i });
  await expect(table.getByRole('row').nth(1)).toBeVisible(slow);
  await expectNoSidewaysScroll(page, 'templates');
  // The table scrolls inside its frame; the frame is reachable from the keyboard.
  await expect(page.getByRole('region', { name: /templates/i })).toHaveAttribute('tabindex', '0');
  await expectTappable(page, table.getByRole('button', { name: /^View / }).first());

  await page.getByRole('button', { name: 'New Template' }).click();
  const editor = page.getByRole('dialog', { name: 'Create Template' });
  await expectDialogFits(page, editor);
  for (const name of ['Cancel', 'Submit for Review']) await expectTappable(page, editor.getByRole('button', { name }));
  await editor.getByRole('button', { name: 'Cancel' }).click();

  const tabs = page.getByRole('tablist', { name: 'Campaign Manager sections' });
  await tabs.getByRole('tab', { name: 'Analytics' }).scrollIntoViewIfNeeded();
  await tabs.getByRole('tab', { name: 'Analytics' }).click();
  const chart = page.getByRole('img', { name: 'Messages per day' });
  await expect(chart).toBeVisible(slow);
  await expectNoSidewaysScroll(page, 'analytics');
  // Drawn at its own width (a 600-unit drawing shrunk to 300 px had 6 px labels).
  const drawn = await chart.evaluate((svg) => Number(svg.getAttribute('viewBox')?.split(' ')[2]));
  expect(Math.abs(drawn - (await box(chart)).width)).toBeLessThanOrEqual(1);
});

test('the inbox dialogs on a phone: Create broadcast, New contact and the template picker', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await signInWithCookies(context, baseURL ?? '', await demoUser(request));
  await openWhatsAppSection(page, 'Conversations');
  const inbox = page.locator('[data-wacrm-widget="conversations"]');
  const list = inbox.getByRole('listbox', { name: 'Conversation list' });
  await expect(list.getByRole('option').first()).toBeVisible(slow);

  await inbox.getByRole('button', { name: 'Create broadcast' }).click();
  const broadcast = page.getByRole('dialog').filter({ hasText: /broadcast/i });
  await expectDialogFits(page, broadcast);
  for (const button of await broadcast.getByRole('button').all()) await expectTappable(page, button);
  await page.keyboard.press('Escape');
  await expect(broadcast).toBeHidden();

  await inbox.getByRole('button', { name: 'New contact' }).click();
  const contact = page.getByRole('dialog', { name: 'New contact' });
  await expectDialogFits(page, contact);
  for (const button of await contact.getByRole('button').all()) await expectTappable(page, button);
  await page.keyboard.press('Escape');

  // The template picker from a conversation's composer: names wrap, 'Status' stays whole.
  const option = list.getByRole('option', { name: /Aarav Sharma/ });
  await expect(async () => {
    await option.click();
    await expect(inbox.getByRole('tablist', { name: 'Message type' })).toBeVisible({ timeout: 2_000 });
  }).toPass(slow);
  await inbox.getByRole('tab', { name: 'Templates' }).click();
  await inbox.getByRole('button', { name: 'Choose template' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose a template' });
  await expectDialogFits(page, picker);
  const choices = picker.getByRole('button', { name: /Status/ });
  expect(await choices.count()).toBeGreaterThan(2);
  for (const choice of (await choices.all()).slice(0, 6)) {
    // 'Status' and its badge on one line: the line no taller than the badge.
    const badge = choice.getByText('Approved', { exact: true });
    const status = badge.locator('..');
    expect((await box(status)).height).toBeLessThanOrEqual((await box(badge)).height + 1);
  }
});

test('the other sections and apps on a phone do not scroll sideways', async ({ page, context, request, baseURL }) => {
  await signInWithCookies(context, baseURL ?? '', await registerUser(request, 'Ria'));
  await openWhatsAppSection(page, 'Settings');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible(slow);
  await expectNoSidewaysScroll(page, 'WhatsApp settings');
  for (const app of ['Analytics', 'Support', 'Finance']) {
    await page.getByRole('button', { name: 'Apps' }).click();
    await page
      .getByRole('menu')
      .getByRole('menuitem', { name: new RegExp(`^${app}`) })
      .click();
    await expect(page.getByRole('navigation', { name: `${app} sections` })).toBeVisible();
    await expectNoSidewaysScroll(page, app);
    // The newest tab is reachable in the scrolling tab strip.
    await expectTappable(page, page.getByRole('tab', { name: app, exact: true }));
    await expectTappable(page, page.getByRole('button', { name: `Close ${app}` }));
  }
  await expectTappable(page, page.getByRole('button', { name: 'Logout' }));
});
