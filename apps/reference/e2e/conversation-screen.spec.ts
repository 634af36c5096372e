import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { demoUserOnce } from './support/devtools';
import { openWorkbenchAt } from './support/workbench';
import { signInWithCookies } from './support/session';

/**
 * The phone layout gives the conversation the screen. With a conversation open on a phone the
 * workbench's bars collapse into one compact header (back, name, a menu for the rest), the composer sits at the
 * bottom of the visible viewport, and the messages have at least 60 % of a 375 x 667 screen, 50 % of 320 x 568 and
 * 40 % of 1440 x 900 zoomed to 200 % (a 720 x 450 CSS-pixel viewport). At 1024 px the inbox shows the list and the
 * conversation side by side (finding 10). The seed's demo account; Aarav Sharma's conversation.
 */
const slow = { timeout: 30_000 };
const demoUser = demoUserOnce();

const inbox = (page: Page) => page.locator('[data-wacrm-widget="conversations"]');
const list = (page: Page) => inbox(page).getByRole('listbox', { name: 'Conversation list' });
const thread = (page: Page) => inbox(page).getByRole('list', { name: 'Messages with Aarav Sharma' });

/** What share of the viewport's height shows messages: the message list's box, clipped to the viewport. */
const messageShare = (page: Page) =>
  thread(page).evaluate((el) => {
    const r = el.getBoundingClientRect();
    const visible = Math.max(0, Math.min(r.bottom, window.innerHeight) - Math.max(r.top, 0));
    return visible / window.innerHeight;
  });

async function openAarav(page: Page) {
  await openWorkbenchAt(page, '/dashboard/whatsapp/conversations');
  await list(page)
    .getByRole('option', { name: /Aarav Sharma/ })
    .click();
  await expect(thread(page)).toBeVisible(slow);
}

const SCREENS = [
  { name: 'a 375 x 667 phone', viewport: { width: 375, height: 667 }, deviceScaleFactor: 2, share: 0.6 },
  { name: 'a 320 x 568 phone', viewport: { width: 320, height: 568 }, deviceScaleFactor: 2, share: 0.5 },
  // 1440 x 900 at 200 % browser zoom: 720 x 450 CSS pixels, each 2 device pixels.
  { name: '1440 x 900 zoomed to 200 %', viewport: { width: 720, height: 450 }, deviceScaleFactor: 2, share: 0.4 },
] as const;

for (const screen of SCREENS) {
  test.describe(`an open conversation on ${screen.name}`, () => {
    test.use({ viewport: screen.viewport, deviceScaleFactor: screen.deviceScaleFactor, hasTouch: true });

    test(`has the screen: one compact header, the composer at the bottom, messages on ${screen.share * 100} % or more`, async ({
      page,
      context,
      request,
      baseURL,
    }) => {
      await signInWithCookies(context, baseURL ?? '', await demoUser(request));
      await openAarav(page);

      // The workbench's bars and the inbox's own bar are gone.
      await expect(page.getByRole('button', { name: 'Apps' })).toBeHidden();
      await expect(page.getByRole('tablist', { name: 'Open apps' })).toBeHidden();
      await expect(inbox(page).getByRole('tablist', { name: 'Inbox screens' })).toBeHidden();
      // One compact header: back, the name, More.
      const header = inbox(page)
        .locator('header')
        .filter({ has: page.getByRole('heading', { name: /Aarav Sharma/ }) });
      await expect(header.getByRole('button', { name: 'Back to conversations' })).toBeVisible();
      await expect(header.getByRole('button', { name: 'More' })).toBeVisible();
      const headerBox = await header.boundingBox();
      expect(headerBox?.y ?? -1, 'the header at the top').toBeLessThanOrEqual(1);
      expect(headerBox?.height ?? 999, 'a compact header').toBeLessThanOrEqual(56);

      // The composer sits at the bottom of the visible viewport.
      const composer = inbox(page).getByRole('textbox', { name: 'Message' });
      await expect(composer).toBeInViewport({ ratio: 1 });
      const send = await inbox(page).getByRole('button', { name: 'Send' }).boundingBox();
      const viewportHeight = screen.viewport.height;
      expect(send && send.y + send.height, 'Send on screen').toBeLessThanOrEqual(viewportHeight);
      expect(send && send.y + send.height, 'Send near the bottom').toBeGreaterThan(viewportHeight - 32);
      expect(await page.evaluate(() => document.scrollingElement?.scrollTop ?? 0), 'the page does not scroll').toBe(0);

      const share = await messageShare(page);
      test.info().annotations.push({ type: 'message area', description: `${Math.round(share * 100)} %` });
      expect(share, 'share of the viewport showing messages').toBeGreaterThanOrEqual(screen.share);

      // The menu for the rest: the contact's details and the workbench's navigation, Logout included.
      await header.getByRole('button', { name: 'More' }).click();
      const more = inbox(page).getByRole('region', { name: 'More' });
      await expect(more.getByText('+919820000000')).toBeVisible();
      await expect(
        more.getByRole('navigation', { name: 'Workbench' }).getByRole('button', { name: 'Logout' }),
      ).toBeVisible();
      await more.getByRole('button', { name: 'Templates' }).click();
      await expect(page).toHaveURL(/\/dashboard\/whatsapp\/templates$/);
      await expect(page.getByRole('button', { name: 'Apps' })).toBeVisible();
    });
  });
}

test.describe('at 1024 x 768', () => {
  test.use({ viewport: { width: 1024, height: 768 } });

  test('the inbox shows the list and the open conversation side by side', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    await signInWithCookies(context, baseURL ?? '', await demoUser(request));
    await openAarav(page);
    await expect(list(page)).toBeVisible();
    const listBox = await list(page).boundingBox();
    const threadBox = await thread(page).boundingBox();
    expect(listBox && threadBox && listBox.x + listBox.width <= threadBox.x + 1, 'the list beside the thread').toBe(
      true,
    );
    // The workbench's bars stay: there is room for them.
    await expect(page.getByRole('button', { name: 'Apps' })).toBeVisible();
  });
});
