import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { demoUserOnce } from './support/devtools';
import { openWorkbenchAt } from './support/workbench';
import { signInWithCookies } from './support/session';

/**
 * Opening a conversation with Enter or a click puts focus in its composer (on the template
 * choice when the 24-hour window is closed: the seed's oldest conversation), and Escape returns to the list.
 * On a desktop and on a phone. The seed's demo account.
 */
const slow = { timeout: 30_000 };
const demoUser = demoUserOnce();

const inbox = (page: Page) => page.locator('[data-wacrm-widget="conversations"]');
const list = (page: Page) => inbox(page).getByRole('listbox', { name: 'Conversation list' });
const composer = (page: Page) => inbox(page).getByRole('textbox', { name: 'Message' });
const option = (page: Page, name: RegExp) => list(page).getByRole('option', { name });

/** The inbox, the list focused (its one tab stop) and Enter on its first conversation: focus in its composer. */
async function openFirstWithEnter(page: Page) {
  await openWorkbenchAt(page, '/dashboard/whatsapp/conversations');
  await expect(option(page, /Aarav Sharma/)).toBeVisible(slow);
  await list(page).focus();
  await page.keyboard.press('Enter');
  await expect(inbox(page).getByRole('list', { name: 'Messages with Aarav Sharma' })).toBeVisible(slow);
  await expect(composer(page)).toBeFocused();
}

test.describe('on a desktop (1440 x 900)', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('Enter or a click puts focus in the composer; Escape returns to the list; a closed window focuses the templates', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    await signInWithCookies(context, baseURL ?? '', await demoUser(request));
    await openFirstWithEnter(page);
    await page.keyboard.type('typed at once');
    await expect(composer(page)).toHaveValue('typed at once');

    // Escape: back on the list, on the open conversation.
    await page.keyboard.press('Escape');
    await expect(list(page)).toBeFocused();
    await expect(list(page)).toHaveAttribute(
      'aria-activedescendant',
      (await option(page, /Aarav Sharma/).getAttribute('id')) ?? 'missing',
    );

    // A click on another conversation.
    await option(page, /Diya Singh/).click();
    await expect(inbox(page).getByRole('list', { name: 'Messages with Diya Singh' })).toBeVisible(slow);
    await expect(composer(page)).toBeFocused();

    // Outside the 24-hour window only templates can be sent: focus on the template choice. The seed's oldest
    // conversation (the list's last), Rohan Das, went quiet 3 days ago.
    await list(page).focus();
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await expect(inbox(page).getByRole('list', { name: 'Messages with Rohan Das' })).toBeVisible(slow);
    await expect(inbox(page).getByText('Customer service window closed: templates only')).toBeVisible();
    await expect(inbox(page).getByRole('button', { name: 'Choose template' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(list(page)).toBeFocused();
  });
});

test.describe('on a phone (375 x 667)', () => {
  test.use({ viewport: { width: 375, height: 667 } });

  test('Enter opens the conversation with focus in its composer; Escape returns to the list', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    await signInWithCookies(context, baseURL ?? '', await demoUser(request));
    await openFirstWithEnter(page);
    await page.keyboard.press('Escape');
    await expect(list(page)).toBeVisible();
    await expect(list(page)).toBeFocused();
    await expect(page).toHaveURL(/\/dashboard\/whatsapp\/conversations$/);
  });
});
