import { expect, test } from './support/test';
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { API_ORIGIN, type SignedInUser, signedInNewUser } from './support/session';

/**
 * Sessions where users live: two tabs of one browser, a session ended in another tab or on the server, the 2-hour
 * client session, a profile that cannot load. Each journey registers its own user, so a logout in one
 * never ends another's session.
 */
const API = `${API_ORIGIN}/api/v1`;
const slow = { timeout: 30_000 };
const EXPIRED = 'Session expired. Please log in again.';

async function openDashboard(page: Page) {
  await page.goto('/dashboard');
  await expect(page.getByRole('tab', { name: 'CRM' })).toBeVisible(slow);
}

async function cookie(context: BrowserContext, baseURL: string | undefined, name: string): Promise<string> {
  const value = (await context.cookies(baseURL)).find((c) => c.name === name)?.value ?? '';
  return decodeURIComponent(value);
}

/** The session record the SDK keeps in the tab's sessionStorage, dated `ageMs` ago. */
async function ageClientSession(page: Page, ageMs: number) {
  await page.evaluate((age) => {
    sessionStorage.setItem('wacrm.session', JSON.stringify({ timestamp: Date.now() - age, isAuthenticated: true }));
  }, ageMs);
}

const threeHours = 3 * 60 * 60 * 1000;

/** A new user signed in, and two tabs of one browser on the dashboard (they share the cookies). */
async function twoSignedInTabs(
  context: BrowserContext,
  baseURL: string | undefined,
  request: APIRequestContext,
): Promise<[Page, Page]> {
  await signedInNewUser({ request, context, baseURL });
  const first = await context.newPage();
  const second = await context.newPage();
  await openDashboard(first);
  await openDashboard(second);
  return [first, second];
}

test('two tabs whose access token expired together stay signed in with one refresh call', async ({
  context,
  baseURL,
  request,
}) => {
  const [first, second] = await twoSignedInTabs(context, baseURL, request);

  // Both tabs share the cookies: an access token the server no longer accepts, as after 15 minutes.
  await context.addCookies([{ name: 'token', value: 'expired-access-token', url: baseURL ?? '', sameSite: 'Strict' }]);
  // The first refresh takes a while, so the second tab meets its 401 while the first refresh is still under way.
  const refreshes: string[] = [];
  await context.route(`${API}/auth/refresh-token`, async (route) => {
    refreshes.push(route.request().postData() ?? '');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });

  await Promise.all([first.reload(), second.reload()]);

  await expect(first.getByRole('tab', { name: 'CRM' })).toBeVisible(slow);
  await expect(second.getByRole('tab', { name: 'CRM' })).toBeVisible(slow);
  expect(refreshes, 'refresh calls made by the two tabs').toHaveLength(1);
  await expect(first).toHaveURL(/\/dashboard\/crm\/dashboard$/);
  await expect(second).toHaveURL(/\/dashboard\/crm\/dashboard$/);
  expect(await cookie(context, baseURL, 'token')).not.toBe('expired-access-token');
});

test('logout in one tab signs the other out within a second, and the server revokes the session', async ({
  context,
  baseURL,
  request,
}) => {
  const [first, second] = await twoSignedInTabs(context, baseURL, request);
  const refreshToken = await cookie(context, baseURL, 'refreshToken');
  const tour = first.getByRole('dialog', { name: 'Welcome to Wacrm' });
  await tour.getByRole('button', { name: 'Skip Tour' }).click();

  await first.getByRole('button', { name: 'Logout' }).click();
  const loggedOutAt = Date.now();
  await expect(second).toHaveURL(/\/auth\/login$/, { timeout: 5_000 });
  expect(Date.now() - loggedOutAt, 'ms until the other tab showed /auth/login').toBeLessThan(1000);
  await expect(first).toHaveURL(/\/auth\/login$/);
  await expect(second.getByText('You were logged out in another tab.')).toBeVisible(slow);
  // The tab that logged out says nothing: the user chose to.
  await expect(first.getByRole('heading', { name: 'Log in to Wacrm' })).toBeVisible(slow);
  await expect(first.getByText('You were logged out in another tab.')).toHaveCount(0);

  // The refresh token no longer works anywhere.
  await expect
    .poll(async () => (await request.post(`${API}/auth/refresh-token`, { data: { refreshToken } })).status(), slow)
    .toBe(401);
});

test('a 3-hour-old client session opens /auth/login with the notice, and ends the session', async ({
  context,
  baseURL,
  page,
  request,
}) => {
  await signedInNewUser({ request, context, baseURL });
  await openDashboard(page);
  const refreshToken = await cookie(context, baseURL, 'refreshToken');

  await ageClientSession(page, threeHours);
  await page.reload();

  await expect(page).toHaveURL(/\/auth\/login$/, slow);
  await expect(page.getByText(EXPIRED)).toHaveCount(1);
  await expect(page.getByRole('heading', { name: 'Log in to Wacrm' })).toBeVisible();
  await expect.poll(async () => cookie(context, baseURL, 'refreshToken'), slow).toBe('');
  await expect
    .poll(async () => (await request.post(`${API}/auth/refresh-token`, { data: { refreshToken } })).status(), slow)
    .toBe(401);
  // Signed out for good: /dashboard stays closed.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth\/login$/, slow);
});

test('a client session that turns 2 hours old while the workbench is open ends when the tab gets focus', async ({
  context,
  baseURL,
  page,
  request,
}) => {
  await signedInNewUser({ request, context, baseURL });
  await openDashboard(page);

  await ageClientSession(page, 2 * 60 * 60 * 1000 + 1000);
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));

  await expect(page).toHaveURL(/\/auth\/login$/, slow);
  await expect(page.getByText(EXPIRED)).toHaveCount(1);
});

test('a session ended on the server signs out with one notice, never stacked "Invalid access token" notices', async ({
  context,
  baseURL,
  page,
  request,
}) => {
  const user: SignedInUser = await signedInNewUser({ request, context, baseURL });
  await openDashboard(page);
  await page.getByRole('dialog', { name: 'Welcome to Wacrm' }).getByRole('button', { name: 'Skip Tour' }).click();

  // Logged out elsewhere (another device): the server revokes the session; the access token here has expired.
  const refreshToken = await cookie(context, baseURL, 'refreshToken');
  expect(refreshToken).toBe(user.refreshToken);
  const revoked = await request.post(`${API}/auth/logout`, { data: { refreshToken } });
  expect(revoked.ok(), await revoked.text()).toBe(true);
  await context.addCookies([{ name: 'token', value: 'expired-access-token', url: baseURL ?? '', sameSite: 'Strict' }]);

  // Several screens ask the API at once: every request gets a 401 and the refresh is refused.
  await page.getByRole('button', { name: 'Apps' }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'WhatsApp' }).click();

  await expect(page).toHaveURL(/\/auth\/login$/, slow);
  await expect(page.getByText(EXPIRED)).toHaveCount(1);
  await expect(page.getByText('Invalid access token')).toHaveCount(0);
  await expect(page.getByText(/Invalid or expired refresh token/)).toHaveCount(0);
});

test("a profile that cannot load shows 'Failed to fetch user profile' with a Retry that recovers", async ({
  context,
  baseURL,
  page,
  request,
}) => {
  await signedInNewUser({ request, context, baseURL });
  await context.route(`${API}/auth/profile`, (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ success: false, message: 'Failed to fetch user profile' }),
    }),
  );

  await page.goto('/dashboard');

  await expect(page.getByRole('alert')).toHaveText('Failed to fetch user profile', slow);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('button', { name: 'Retry' })).toBeFocused();
  await context.unroute(`${API}/auth/profile`);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('tab', { name: 'CRM' })).toBeVisible(slow);
});
