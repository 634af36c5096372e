import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { demoUserOnce } from './support/devtools';
import { openDashboard, openWorkbenchAt } from './support/workbench';
import { signInWithCookies } from './support/session';

/**
 * Back, Forward and reload. Every app, section and open conversation has a URL; Back and
 * Forward move through them (on a desktop Back never leaves the app while there is in-app history; on a phone Back
 * from a conversation returns to the list); a reload shows the same screen; an unsent reply survives the reload
 * (kept per conversation in sessionStorage) and is gone once sent. The seed's demo account.
 */
const slow = { timeout: 30_000 };
const demoUser = demoUserOnce();

const AARAV = /Aarav Sharma/;
const inbox = (page: Page) => page.locator('[data-wacrm-widget="conversations"]');
const list = (page: Page) => inbox(page).getByRole('listbox', { name: 'Conversation list' });
const thread = (page: Page) => inbox(page).getByRole('list', { name: 'Messages with Aarav Sharma' });
const composer = (page: Page) => inbox(page).getByRole('textbox', { name: 'Message' });
const section = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'WhatsApp sections' }).getByRole('button', { name, exact: true });

/** The URL's path (the address bar without the origin). */
const path = (page: Page) => new URL(page.url()).pathname;

test.describe('on a desktop (1440 x 900)', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('each screen has a URL; Back and Forward move through them inside the app; a reload keeps screen and draft', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await signInWithCookies(context, baseURL ?? '', await demoUser(request));
    await openDashboard(page);
    expect(path(page)).toBe('/dashboard/crm/dashboard');

    await page.getByRole('button', { name: 'Apps' }).click();
    await page
      .getByRole('menu')
      .getByRole('menuitem', { name: /^WhatsApp/ })
      .click();
    await expect(page).toHaveURL(/\/dashboard\/whatsapp\/dashboard$/);
    await section(page, 'Conversations').click();
    await expect(page).toHaveURL(/\/dashboard\/whatsapp\/conversations$/);
    await list(page).getByRole('option', { name: AARAV }).click();
    await expect(page).toHaveURL(/\/dashboard\/whatsapp\/conversations\/conv_demo_01$/);
    await expect(thread(page)).toBeVisible(slow);
    await composer(page).fill('Your kurta ships tomorrow');

    // A reload: the same screen, the same conversation, the reply still there.
    await page.reload();
    await expect(thread(page)).toBeVisible(slow);
    expect(path(page)).toBe('/dashboard/whatsapp/conversations/conv_demo_01');
    await expect(section(page, 'Conversations')).toHaveAttribute('aria-current', 'page');
    await expect(composer(page)).toHaveValue('Your kurta ships tomorrow');

    // Back, screen by screen, never out of the app.
    await page.goBack();
    await expect(page).toHaveURL(/\/dashboard\/whatsapp\/conversations$/);
    await expect(inbox(page).getByText('Select a conversation', { exact: true })).toBeVisible(slow);
    await page.goBack();
    await expect(page).toHaveURL(/\/dashboard\/whatsapp\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'WhatsApp Dashboard' })).toBeVisible(slow);
    await page.goBack();
    await expect(page).toHaveURL(/\/dashboard\/crm\/dashboard$/);
    await expect(page.getByRole('tab', { name: 'CRM' })).toHaveAttribute('aria-selected', 'true');

    // Forward to the conversation again, its draft in the composer.
    await page.goForward();
    await page.goForward();
    await page.goForward();
    await expect(page).toHaveURL(/\/conversations\/conv_demo_01$/);
    await expect(thread(page)).toBeVisible(slow);
    await expect(composer(page)).toHaveValue('Your kurta ships tomorrow');

    // Sent: the draft is gone, from the composer and from sessionStorage (a reload shows an empty composer).
    await composer(page).press('Enter');
    await expect(thread(page).getByText('Your kurta ships tomorrow')).toBeVisible();
    await expect(composer(page)).toHaveValue('');
    await page.reload();
    await expect(thread(page)).toBeVisible(slow);
    await expect(composer(page)).toHaveValue('');

    // /dashboard itself shows the last screen, under its own URL.
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/dashboard\/whatsapp\/conversations\/conv_demo_01$/, slow);
  });

  test('a tab shows its app where it was left, and a URL typed in opens its screen', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    await signInWithCookies(context, baseURL ?? '', await demoUser(request));
    await openWorkbenchAt(page, '/dashboard/whatsapp/templates');
    await expect(page.getByRole('tab', { name: 'WhatsApp' })).toHaveAttribute('aria-selected', 'true', slow);
    await expect(section(page, 'Templates')).toHaveAttribute('aria-current', 'page');
    await page.getByRole('tab', { name: 'CRM' }).click();
    await expect(page).toHaveURL(/\/dashboard\/crm\/dashboard$/);
    await page.getByRole('tab', { name: 'WhatsApp' }).click();
    await expect(page).toHaveURL(/\/dashboard\/whatsapp\/templates$/);
    await page.goBack();
    await expect(page.getByRole('tab', { name: 'CRM' })).toHaveAttribute('aria-selected', 'true');
  });
});

test.describe('on a phone (375 x 667)', () => {
  test.use({ viewport: { width: 375, height: 667 }, hasTouch: true });

  test('Back from a conversation returns to the list; Forward and a reload show it again with the draft', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await signInWithCookies(context, baseURL ?? '', await demoUser(request));
    await openWorkbenchAt(page, '/dashboard/whatsapp/conversations');
    const aarav = list(page).getByRole('option', { name: AARAV });
    await aarav.click();
    await expect(thread(page)).toBeVisible(slow);
    await expect(list(page)).toBeHidden();
    await composer(page).fill('On its way');

    await page.goBack();
    await expect(list(page)).toBeVisible(slow);
    await expect(thread(page)).toBeHidden();
    await expect(page).toHaveURL(/\/dashboard\/whatsapp\/conversations$/);

    await page.goForward();
    await expect(thread(page)).toBeVisible(slow);
    await expect(composer(page)).toHaveValue('On its way');
    await page.reload();
    await expect(thread(page)).toBeVisible(slow);
    await expect(composer(page)).toHaveValue('On its way');

    // The conversation's own back button: the list, and the browser's Back then leaves the inbox, not to it again.
    await inbox(page).getByRole('button', { name: 'Back to conversations' }).click();
    await expect(list(page)).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/whatsapp\/conversations$/);
    await page.goForward();
    await expect(thread(page)).toBeVisible(slow);
  });
});
