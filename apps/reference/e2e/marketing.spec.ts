import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';

/** The default of src/config.ts (the e2e server does not set VITE_BOOK_DEMO_URL). */
const BOOK_DEMO_URL = 'https://calendly.com/wacrm/demo';

/** The dev server transforms a lazy route's modules on first use, which can take a while on a busy machine. */
async function expectH1(page: Page, name: string) {
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 30_000 });
}

test.describe('landing page', () => {
  test('shows the hero, the AI section, the stats strip and the footer, with no axe violations', async ({ page }) => {
    await page.goto('/');
    await expectH1(page, 'Turn WhatsApp conversations into revenue');
    const main = page.getByRole('main');
    await expect(main.getByText('+245%')).toBeVisible();
    await expect(main.getByText('ROI Increase')).toBeVisible();
    await expect(main.getByRole('heading', { name: 'AI that keeps every conversation moving' })).toBeVisible();
    for (const [value, label] of [
      ['5M+', 'Contacts Managed'],
      ['99.9%', 'Uptime Guaranteed'],
      ['50+', 'Integrations'],
      ['24/7', 'Expert Support'],
    ] as const) {
      const item = main.getByRole('listitem').filter({ hasText: label });
      await expect(item).toContainText(value);
    }
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expectNoAxeViolations(page, '/');
  });

  for (const [name, target, heading] of [
    ['Start Free Trial', '/auth/register', 'Start your free trial'],
    ['See AI in Action', '/auth/register', 'Start your free trial'],
  ] as const) {
    test(`'${name}' goes to ${target}`, async ({ page }) => {
      await page.goto('/');
      await page.getByRole('main').getByRole('link', { name }).first().click();
      await expect(page).toHaveURL(new RegExp(`${target}$`));
      await expectH1(page, heading);
      await expectNoAxeViolations(page, target);
    });
  }

  for (const name of ['Log in', 'Try for Free']) {
    test(`'${name}' in the header goes to /auth/login`, async ({ page }) => {
      await page.goto('/');
      await page.getByRole('banner').getByRole('link', { name }).click();
      await expect(page).toHaveURL(/\/auth\/login$/);
      await expectH1(page, 'Log in to Wacrm');
      await expectNoAxeViolations(page, '/auth/login');
    });
  }

  test("'Book Demo' opens the configured scheduling page in a new tab without an opener", async ({ page, context }) => {
    await context.route(`${BOOK_DEMO_URL}**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Demo</title><h1>Book a demo</h1>' }),
    );
    await page.goto('/');
    const link = page.getByRole('main').getByRole('link', { name: 'Book Demo' }).first();
    await expect(link).toHaveAttribute('href', BOOK_DEMO_URL);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    const [popup] = await Promise.all([page.waitForEvent('popup'), link.click()]);
    await popup.waitForLoadState();
    expect(popup.url()).toBe(BOOK_DEMO_URL);
    expect(await popup.evaluate(() => window.opener)).toBeNull();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the header menus work from the keyboard in the browser and lead to the section', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const solutions = nav.getByRole('button', { name: 'Solutions' });
    await solutions.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: 'Solutions' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('menuitem').first()).toBeFocused();
    await expectNoAxeViolations(page, '/ with the Solutions menu open');
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(solutions).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/#team-inbox$/);
    await expect(page.locator('#team-inbox')).toBeInViewport();
  });
});

test('a menu item leads to its section on another page', async ({ page }) => {
  await page.goto('/pricing');
  await expectH1(page, 'Simple pricing that grows with you');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Product' }).click();
  await page
    .getByRole('menu', { name: 'Product' })
    .getByRole('menuitem', { name: /Features/ })
    .click();
  await expect(page).toHaveURL(/\/#features$/);
  await expect(page.locator('#features')).toBeInViewport({ timeout: 15_000 });
});

test.describe('second landing (/for-teams)', () => {
  test('shows trust claims, segments, the sample dashboard and its footer columns', async ({ page }) => {
    await page.goto('/for-teams');
    await expectH1(page, 'The WhatsApp CRM your whole team shares');
    const main = page.getByRole('main');
    await expect(main.getByText('8,000+ businesses')).toBeVisible();
    await expect(main.getByText('4.8/5')).toBeVisible();
    for (const tag of ['Sales', 'Marketing', 'Support']) {
      await expect(main.getByRole('button', { name: tag })).toBeVisible();
    }
    await main.getByRole('button', { name: 'Marketing' }).click();
    await expect(main.getByRole('button', { name: 'Marketing' })).toHaveAttribute('aria-pressed', 'true');
    const dashboard = main.getByRole('figure', { name: 'Sample dashboard' });
    await expect(dashboard.getByText('240', { exact: true })).toBeVisible();
    await expect(dashboard.getByText('Active leads')).toBeVisible();
    await expect(dashboard.getByText('89%', { exact: true })).toBeVisible();
    await expect(dashboard.getByText('Conversion rate')).toBeVisible();
    await expect(dashboard.getByRole('list', { name: 'Recent activity' }).getByRole('listitem')).toHaveCount(4);
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('heading', { level: 2 })).toHaveText(['Product', 'Solutions', 'Support']);
    await expectNoAxeViolations(page, '/for-teams');
    await main.getByRole('link', { name: 'Try for Free' }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
  });
});

test.describe('content pages', () => {
  for (const [path, linkName, heading] of [
    ['/help', 'Help Center', 'How can we help?'],
    ['/partners', 'Partners', 'Grow with Wacrm'],
    ['/pricing', 'Pricing', 'Simple pricing that grows with you'],
  ] as const) {
    test(`${path} is linked from the header, has real content and no axe violations`, async ({ page }) => {
      await page.goto('/');
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: linkName, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expectH1(page, heading);
      expect(await page.getByRole('main').getByRole('heading', { level: 2 }).count()).toBeGreaterThanOrEqual(2);
      await expectNoAxeViolations(page, path);
    });
  }

  test('pricing switches between monthly and yearly billing', async ({ page }) => {
    await page.goto('/pricing');
    const growth = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /Growth/ }) });
    await expect(growth).toContainText('$79');
    await page.getByRole('button', { name: 'Yearly (2 months free)' }).click();
    await expect(growth).toContainText('$66');
    await expect(growth).toContainText('billed yearly');
    await growth.getByRole('link', { name: 'Start Free Trial' }).click();
    await expect(page).toHaveURL(/\/auth\/register$/);
  });

  test('an FAQ answer opens from the keyboard', async ({ page }) => {
    await page.goto('/help');
    const summary = page.getByText('How do I sign in?');
    await summary.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText(/6-digit code/)).toBeVisible();
  });
});

test.describe('not found and access', () => {
  test('an unknown route shows the not-found page with a way home', async ({ page }) => {
    await page.goto('/no/such/page');
    await expectH1(page, 'Page not found');
    await expectNoAxeViolations(page, 'not found');
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expectH1(page, 'Turn WhatsApp conversations into revenue');
  });

  test('signed out, /dashboard sends the visitor to /auth/login', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/auth\/login$/);
    await expectH1(page, 'Log in to Wacrm');
    await expectNoAxeViolations(page, '/auth/login');
  });

  test('without saved Google sign-up data, /auth/complete-registration sends the visitor to /auth/register', async ({
    page,
  }) => {
    await page.goto('/auth/complete-registration');
    await expect(page).toHaveURL(/\/auth\/register$/);
    await expectH1(page, 'Start your free trial');
    await expectNoAxeViolations(page, '/auth/register');
  });
});

test.describe('phone layout (360 px)', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the landing fits the screen and the mobile menu works', async ({ page }) => {
    await page.goto('/');
    await expectH1(page, 'Turn WhatsApp conversations into revenue');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.click();
    const mobile = page.getByRole('navigation', { name: 'Mobile' });
    await expect(mobile).toBeVisible();
    await expectNoAxeViolations(page, '/ on a phone with the menu open');
    await mobile.getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(mobile).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });

  for (const path of ['/help', '/partners', '/pricing', '/auth/register']) {
    test(`${path} fits the screen`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    });
  }

  test('the second landing fits the screen', async ({ page }) => {
    await page.goto('/for-teams');
    await expectH1(page, 'The WhatsApp CRM your whole team shares');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectNoAxeViolations(page, '/for-teams on a phone');
  });
});
