import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { registerUser, signInWithCookies, type SignedInUser } from './support/session';

/**
 * Workbench journeys. Sign-in goes through the mock API directly (register with a phone code from the dev
 * outbox) and the session cookies; the sign-in forms get their own journeys when they are wired into the app.
 */
let user: SignedInUser;

test.beforeAll(async ({ request, browser, baseURL }, testInfo) => {
  user = await registerUser(request);
  // Warm-up: the dev server transforms the workbench, the SDK and the widgets on first use (and may re-optimise
  // dependencies and reload), which can take long on a cold cache; the journeys then time their own steps.
  testInfo.setTimeout(180_000);
  const context = await browser.newContext();
  await signInWithCookies(context, baseURL ?? '', user);
  const page = await context.newPage();
  await page.goto('/dashboard');
  await expect(page.getByRole('tab', { name: 'CRM' })).toBeVisible({ timeout: 150_000 });
  await context.close();
});

test.beforeEach(async ({ context, baseURL }) => {
  await signInWithCookies(context, baseURL ?? '', user);
});

const slow = { timeout: 30_000 };

async function openDashboard(page: Page, { dismissTour = true } = {}) {
  await page.goto('/dashboard');
  await expect(page.getByRole('tab', { name: 'CRM' })).toBeVisible(slow);
  if (dismissTour)
    await page.getByRole('dialog', { name: 'Welcome to Wacrm' }).getByRole('button', { name: 'Skip Tour' }).click();
}

async function openApp(page: Page, name: string) {
  await page.getByRole('button', { name: 'Apps' }).click();
  await page.getByRole('menu').getByRole('menuitem', { name }).click();
}

const tabs = (page: Page) => page.getByRole('tablist', { name: 'Open apps' }).getByRole('tab');

test('signed in, /auth/login and / go to /dashboard', async ({ page }) => {
  await page.goto('/auth/login');
  await expect(page).toHaveURL(/\/dashboard\/crm\/dashboard$/, slow);
  await expect(page.getByRole('tab', { name: 'CRM' })).toBeVisible(slow);
  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard\/crm\/dashboard$/, slow);
  await expect(page.getByText(`${user.firstName} ${user.lastName}`)).toBeVisible();
});

test('the welcome tour shows once per session; Get Started closes it', async ({ page }) => {
  await openDashboard(page, { dismissTour: false });
  const tour = page.getByRole('dialog', { name: 'Welcome to Wacrm' });
  await expect(tour).toBeVisible();
  await expect(tour.getByRole('heading', { level: 3 })).toHaveCount(4);
  await expectNoAxeViolations(page, '/dashboard with the welcome tour');
  await tour.getByRole('button', { name: 'Get Started' }).click();
  await expect(tour).toBeHidden();
  await page.reload();
  await expect(page.getByRole('tab', { name: 'CRM' })).toBeVisible(slow);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the CRM dashboard shows its figures, pipeline, activities and quick actions', async ({ page }) => {
  await openDashboard(page);
  const main = page.getByRole('main');
  for (const text of ['Total Contacts', 'Revenue', 'Active Deals', 'Conversion Rate']) {
    await expect(main.getByText(text, { exact: true })).toBeVisible();
  }
  for (const stage of ['Prospecting', 'Qualification', 'Proposal', 'Negotiation', 'Closed Won']) {
    await expect(main.getByText(stage, { exact: true })).toBeVisible();
  }
  await expect(main.getByRole('heading', { name: 'Recent activities' })).toBeVisible();
  for (const action of ['Add Contact', 'Create Deal', 'Send Email', 'View Reports']) {
    await expect(main.getByRole('button', { name: action })).toBeVisible();
  }
  await expectNoAxeViolations(page, 'CRM dashboard');
});

test('tab rules: open, switch, close the active tab, close down to the last one; placeholders', async ({ page }) => {
  await openDashboard(page);
  await expect(page.getByRole('button', { name: 'Close CRM' })).toHaveCount(0);

  await openApp(page, 'WhatsApp');
  await expect(tabs(page)).toHaveText(['CRM', 'WhatsApp']);
  await expect(page.getByRole('tab', { name: 'WhatsApp' })).toHaveAttribute('aria-selected', 'true');
  const sections = page.getByRole('navigation', { name: 'WhatsApp sections' });
  await expect(sections.getByRole('button', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  await sections.getByRole('button', { name: 'Analytics' }).click();
  await expect(page.getByText('WhatsApp Analytics content will go here.')).toBeVisible();

  await openApp(page, 'Support');
  await expect(page.getByRole('heading', { name: 'Support overview' })).toBeVisible();
  await openApp(page, 'Finance');
  await expect(tabs(page)).toHaveText(['CRM', 'WhatsApp', 'Support', 'Finance']);
  await expectNoAxeViolations(page, 'workbench with four tabs');

  // Switch: each tab keeps its section.
  await page.getByRole('tab', { name: 'WhatsApp' }).click();
  await expect(sections.getByRole('button', { name: 'Analytics' })).toHaveAttribute('aria-current', 'page');

  // Close the active tab: the last remaining tab becomes active.
  await page.getByRole('button', { name: 'Close WhatsApp' }).click();
  await expect(tabs(page)).toHaveText(['CRM', 'Support', 'Finance']);
  await expect(page.getByRole('tab', { name: 'Finance' })).toHaveAttribute('aria-selected', 'true');

  // Close down to one tab: no close buttons remain.
  await page.getByRole('button', { name: 'Close Finance' }).click();
  await page.getByRole('button', { name: 'Close CRM' }).click();
  await expect(tabs(page)).toHaveText(['Support']);
  await expect(page.getByRole('button', { name: /^Close / })).toHaveCount(0);
});

test('the open tabs and the section survive a reload', async ({ page }) => {
  await openDashboard(page);
  await openApp(page, 'WhatsApp');
  await page.getByRole('navigation', { name: 'WhatsApp sections' }).getByRole('button', { name: 'Templates' }).click();
  await page.reload();
  await expect(tabs(page)).toHaveText(['CRM', 'WhatsApp'], slow);
  await expect(page.getByRole('tab', { name: 'WhatsApp' })).toHaveAttribute('aria-selected', 'true');
  await expect(
    page.getByRole('navigation', { name: 'WhatsApp sections' }).getByRole('button', { name: 'Templates' }),
  ).toHaveAttribute('aria-current', 'page');
});

test('Logout ends the session: back to /auth/login, and /dashboard stays closed', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  // A user of its own: Logout revokes the session on the server, and the other journeys keep using theirs.
  await context.clearCookies();
  await signInWithCookies(context, baseURL ?? '', await registerUser(request, 'Lin'));
  await openDashboard(page);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/, slow);
  expect((await context.cookies()).filter((c) => c.name === 'token' || c.name === 'refreshToken')).toEqual([]);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth\/login$/, slow);
});

test('on a phone the workbench fits the screen', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await openDashboard(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoAxeViolations(page, 'workbench on a phone');
});
