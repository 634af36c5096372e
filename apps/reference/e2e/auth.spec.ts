import { expect, test } from './support/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { API_ORIGIN, registerUser } from './support/session';

/**
 * Sign-in journeys through the auth forms of @wacrm/crm-widgets, against the mock API (MOCK_DB=memory). Codes are
 * read from the dev outbox (`GET /__dev/outbox?to=`), as a user would read their email or SMS.
 *
 * Identifiers: the seed's demo account (demo@acme.test, +919876543210) for the login journeys, fresh unique
 * ones for registrations (a code can be sent to one identifier once a minute).
 */
const slow = { timeout: 30_000 };

function unique() {
  const digits = `${Date.now()}${Math.floor(Math.random() * 10)}`.slice(-9);
  return { phone: `+917${digits}`, localPhone: `7${digits}`, email: `owner${digits}@signup.test` };
}

/** The newest code sent to an email or phone (polls briefly: the send may still be in flight). */
async function latestCode(request: APIRequestContext, to: string, after = 0): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        const res = await request.get(`${API_ORIGIN}/__dev/outbox`, { params: { to } });
        if (!res.ok()) return '';
        const body = (await res.json()) as { data: { code: string; sentAt: string }[] };
        const entry = body.data.find((e) => Date.parse(e.sentAt) >= after);
        code = entry?.code ?? '';
        return code;
      },
      { timeout: 10_000, message: `a code sent to ${to}` },
    )
    .toMatch(/^\d{6}$/);
  return code;
}

/** Opens an auth page and waits for it to render. */
async function openAuthPage(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('h1').first()).toBeVisible(slow);
}

async function enterCode(page: Page, code: string) {
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
  await page.keyboard.type(code);
}

async function expectDashboard(page: Page) {
  await expect(page).toHaveURL(/\/dashboard\/crm\/dashboard$/, slow);
  await expect(page.getByRole('tab', { name: 'CRM' })).toBeVisible(slow);
}

async function logout(page: Page) {
  const tour = page.getByRole('dialog', { name: 'Welcome to Wacrm' });
  if (await tour.isVisible()) await tour.getByRole('button', { name: 'Skip Tour' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/, slow);
}

test('register with email and a phone code, land on the dashboard, then log out', async ({ page, request }) => {
  const id = unique();
  await openAuthPage(page, '/auth/register');
  await expect(page.getByRole('heading', { name: 'Start your free trial' }).first()).toBeVisible(slow);
  await expectNoAxeViolations(page, '/auth/register');

  await page.getByRole('textbox', { name: 'First name' }).fill('Meera');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Iyer');
  await page.getByRole('textbox', { name: 'Business email' }).fill(id.email);
  await page.getByRole('textbox', { name: 'Mobile number' }).fill(id.localPhone);
  const sentAfter = Date.now() - 1000;
  await page.getByRole('button', { name: 'Send OTP to Phone' }).click();

  await expect(page.getByRole('heading', { name: 'Verify Your Phone Number' })).toBeVisible(slow);
  const summary = page.getByRole('group', { name: 'Your details' });
  await expect(summary).toContainText('Meera Iyer');
  await expect(summary).toContainText(id.email);
  await expect(summary).toContainText(id.phone);
  await expect(page.getByRole('timer')).toContainText(/Resend code in \d+s/);
  await expectNoAxeViolations(page, '/auth/register code step');

  await enterCode(page, await latestCode(request, id.phone, sentAfter));
  await page.getByRole('button', { name: 'Verify & Create Account' }).click();
  await expectDashboard(page);
  await expect(page.getByText('Meera Iyer')).toBeVisible();

  await logout(page);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth\/login$/, slow);
});

// Both log-in journeys use a user of their own (registered through the API), not the seed account: a retry within
// a minute would otherwise hit the code-resend throttle of the first attempt.
test('log in by email code', async ({ page, request }) => {
  const user = await registerUser(request, 'Ada');
  await openAuthPage(page, '/auth/login');
  const box = page.getByRole('textbox', { name: 'Business email or phone number' });
  await expect(box).toBeVisible(slow);
  await expectNoAxeViolations(page, '/auth/login');
  await box.fill(user.email);
  const sentAfter = Date.now() - 1000;
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByRole('heading', { name: 'Verify Your Email' })).toBeVisible(slow);
  await expect(page.getByRole('button', { name: 'Change email address' })).toBeVisible();
  await expectNoAxeViolations(page, '/auth/login email code step');

  await enterCode(page, await latestCode(request, user.email, sentAfter));
  await page.getByRole('button', { name: 'Verify & Login' }).click();
  await expectDashboard(page);
});

test('log in by phone code', async ({ page, request }) => {
  const user = await registerUser(request, 'Ada');
  // The ten digits as a person types them; the form adds the default +91 prefix.
  const tenDigits = user.phone.slice(3);
  await openAuthPage(page, '/auth/login');
  await page
    .getByRole('textbox', { name: 'Business email or phone number' })
    .fill(`${tenDigits.slice(0, 5)} ${tenDigits.slice(5)}`);
  const sentAfter = Date.now() - 1000;
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByRole('heading', { name: 'Verify Your Phone Number' })).toBeVisible(slow);
  await expect(page.getByRole('button', { name: 'Change phone number' })).toBeVisible();

  await enterCode(page, await latestCode(request, user.phone, sentAfter));
  await page.getByRole('button', { name: 'Verify & Login' }).click();
  await expectDashboard(page);
});

test('an unknown email is sent to register', async ({ page }) => {
  await openAuthPage(page, '/auth/login');
  await page.getByRole('textbox', { name: 'Business email or phone number' }).fill(`nobody${Date.now()}@unknown.test`);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByText('Account not found. Please register first.')).toBeVisible(slow);
  await expectNoAxeViolations(page, '/auth/login account not found');
  await expect(page).toHaveURL(/\/auth\/register$/, { timeout: 10_000 });
});

test('a Gmail address is refused with the spec message', async ({ page }) => {
  await openAuthPage(page, '/auth/login');
  await page.getByRole('textbox', { name: 'Business email or phone number' }).fill('someone@gmail.com');
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByText('Please use your business email address, not Gmail.')).toBeVisible(slow);

  await openAuthPage(page, '/auth/register');
  await page.getByRole('textbox', { name: 'Business email' }).fill('someone@gmail.com');
  await page.getByRole('button', { name: 'Send OTP to Phone' }).click();
  await expect(page.getByText('Please use your business email address, not Gmail', { exact: true })).toBeVisible(slow);
  await expectNoAxeViolations(page, '/auth/register validation errors');
});

test('Google sign-up without a phone goes through complete-registration', async ({ page, request }) => {
  const id = unique();
  await openAuthPage(page, '/auth/register');
  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  const popup = await popupPromise;
  await popup.getByRole('button', { name: /Arjun Mehta/ }).click();

  await expect(page).toHaveURL(/\/auth\/complete-registration$/, slow);
  await expect(page.getByText('Google Account Verified')).toBeVisible();
  await expect(page.getByText('arjun.mehta@lumen.test')).toBeVisible();
  await expectNoAxeViolations(page, '/auth/complete-registration');

  await page.getByRole('textbox', { name: 'Mobile number' }).fill(id.phone);
  const sentAfter = Date.now() - 1000;
  await page.getByRole('button', { name: 'Send Verification Code' }).click();
  await expect(page.getByRole('heading', { name: 'Verify Your Phone Number' })).toBeVisible(slow);
  await enterCode(page, await latestCode(request, id.phone, sentAfter));
  await page.getByRole('button', { name: 'Complete Registration' }).click();
  await expectDashboard(page);
  await expect(page.getByText('Arjun Mehta')).toBeVisible();
});

test('complete-registration without a Google sign-up goes back to register', async ({ page }) => {
  await openAuthPage(page, '/auth/register');
  await page.goto('/auth/complete-registration');
  await expect(page).toHaveURL(/\/auth\/register$/, slow);
});

// ---- issue #23: the sign-in pages for a user who does the unexpected -------------------------------------------

/** The computed colour of the theme's error token where `locator` is, and the element's own colour. */
async function colours(locator: ReturnType<Page['getByText']>) {
  return locator.evaluate((el) => {
    const probe = document.createElement('span');
    probe.style.color = 'var(--wacrm-color-danger)';
    el.parentElement?.appendChild(probe);
    const danger = getComputedStyle(probe).color;
    probe.remove();
    return { own: getComputedStyle(el).color, danger };
  });
}

test('/auth opens the login page: one h1, one link to register, a plain tab title', async ({ page }) => {
  await page.goto('/auth');
  await expect(page).toHaveURL(/\/auth\/login$/, slow);
  await expect(page.getByRole('button', { name: 'Send OTP' })).toBeVisible(slow);
  await expect(page.getByRole('heading')).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log in to Wacrm');
  await expect(page.locator('a[href="/auth/register"]')).toHaveCount(1);
  await expect(page).toHaveTitle('Log in – Wacrm');

  await page.goto('/auth/register');
  await expect(page.getByRole('button', { name: 'Send OTP to Phone' })).toBeVisible(slow);
  await expect(page.getByRole('heading', { name: 'Start your free trial' })).toHaveCount(1);
  await expect(page.locator('a[href="/auth/login"]')).toHaveCount(1);
});

test('validation messages are in the theme error colour, readable (axe contrast)', async ({ page }) => {
  await openAuthPage(page, '/auth/login');
  await page.getByRole('button', { name: 'Send OTP' }).click();
  const required = page.getByText('Email or phone number is required.');
  await expect(required).toBeVisible(slow);
  const login = await colours(required);
  expect(login.own).toBe(login.danger);
  expect(login.own).not.toBe('rgb(174, 187, 195)');
  await expectNoAxeViolations(page, '/auth/login required');

  await openAuthPage(page, '/auth/register');
  await page.getByRole('button', { name: 'Send OTP to Phone' }).click();
  for (const message of ['First name is required', 'Email address is required', 'Phone number is required']) {
    const text = page.getByText(message, { exact: true });
    await expect(text).toBeVisible(slow);
    const c = await colours(text);
    expect(c.own, message).toBe(c.danger);
  }
  await expectNoAxeViolations(page, '/auth/register required');
});

test('the login code step survives a reload, Back and Change: the code already sent still signs in', async ({
  page,
  request,
}) => {
  const user = await registerUser(request, 'Ada');
  await openAuthPage(page, '/auth/login');
  await page.getByRole('textbox', { name: 'Business email or phone number' }).fill(user.email);
  const sentAfter = Date.now() - 1000;
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByRole('heading', { name: 'Verify Your Email' })).toBeVisible(slow);

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Verify Your Email' })).toBeVisible(slow);
  await expect(page.getByRole('timer')).toContainText(/Resend code in ([1-5]\d|60)s/);

  await page.goBack();
  await page.goForward();
  await expect(page.getByRole('heading', { name: 'Verify Your Email' })).toBeVisible(slow);

  await page.getByRole('button', { name: 'Change email address' }).click();
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByRole('heading', { name: 'Verify Your Email' })).toBeVisible(slow);
  await expect(page.getByText('Too many attempts. Please try again later')).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);

  const stored = await page.evaluate(() => JSON.stringify(Object.entries(sessionStorage)));
  const code = await latestCode(request, user.email, sentAfter);
  expect(stored).not.toContain(code);
  await enterCode(page, code);
  await page.getByRole('button', { name: 'Verify & Login' }).click();
  await expectDashboard(page);
});

test("register: 'Change details' then resubmit keeps the code already sent, no 'Too many attempts'", async ({
  page,
  request,
}) => {
  const id = unique();
  await openAuthPage(page, '/auth/register');
  await page.getByRole('textbox', { name: 'First name' }).fill('Meera');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Iyer');
  await page.getByRole('textbox', { name: 'Business email' }).fill(id.email);
  await page.getByRole('textbox', { name: 'Mobile number' }).fill(id.localPhone);
  const sentAfter = Date.now() - 1000;
  await page.getByRole('button', { name: 'Send OTP to Phone' }).click();
  await expect(page.getByRole('heading', { name: 'Verify Your Phone Number' })).toBeVisible(slow);

  await page.reload();
  await expect(page.getByRole('group', { name: 'Your details' })).toContainText('Meera Iyer', slow);
  await page.getByRole('button', { name: 'Change details' }).click();
  await page.getByRole('textbox', { name: 'Last name' }).fill('Rao');
  await page.getByRole('button', { name: 'Send OTP to Phone' }).click();
  await expect(page.getByRole('group', { name: 'Your details' })).toContainText('Meera Rao', slow);
  await expect(page.getByText('Too many attempts. Please try again later')).toHaveCount(0);

  await enterCode(page, await latestCode(request, id.phone, sentAfter));
  await page.getByRole('button', { name: 'Verify & Create Account' }).click();
  await expectDashboard(page);
  await expect(page.getByText('Meera Rao')).toBeVisible();
});
