import { expect, type Locator, type Page } from '@playwright/test';

/** Helpers of the full-story journeys (full-story.spec.ts on a desktop, full-story-phone.spec.ts at 375 px). */
const slow = { timeout: 30_000 };

/** A unique business per run (a code can be sent to one identifier once a minute; registrations never collide). */
export function newBusiness() {
  const digits = `${Date.now()}${Math.floor(Math.random() * 10)}`.slice(-9);
  return {
    firstName: 'Nadia',
    lastName: 'Rahman',
    email: `nadia${digits}@fullstory.test`,
    localPhone: `8${digits}`,
    phone: `+918${digits}`,
  };
}

export const notice = (page: Page, text: string) => expect(page.getByText(text, { exact: true })).toBeVisible(slow);

/** A section of the WhatsApp app in the section bar (`nav`: the bar's name in the page's language). */
export function section(page: Page, name: string, nav = 'WhatsApp sections'): Locator {
  return page.getByRole('navigation', { name: nav }).getByRole('button', { name, exact: true });
}

/** A figure of a campaign card ('Sent', 'Delivered', 'Read', ...): the definition next to its term. */
export async function figure(card: Locator, label: string): Promise<number> {
  const text = await card
    .locator('div')
    .filter({ has: card.page().getByRole('term').getByText(label, { exact: true }) })
    .getByRole('definition')
    .innerText();
  return Number(text.replace(/[^\d]/g, ''));
}

/**
 * Nothing lies over the control where a pointer would press it (a notice over Logout kept itself open while the
 * pointer rested on it, so Logout could not be pressed). Names the element in front when something does.
 */
export async function expectUncovered(control: Locator, label: string): Promise<void> {
  const inFront = await control.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const top = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
    return top && el.contains(top) ? '' : (top?.textContent ?? 'nothing').trim().slice(0, 80) || top?.tagName || '';
  });
  expect(inFront, `what lies over ${label}`).toBe('');
}

/** The registration form's names in the page's language (the widgets' auth labels). */
export interface RegistrationLabels {
  firstNameLabel: string;
  lastNameLabel: string;
  emailLabel: string;
  phoneLabel: string;
  sendOtpToPhone: string;
  verifyRegisterTitle: string;
  /** 'Digit {n} of {total}' */
  otpDigit: string;
  verifyAndCreate: string;
}

const ENGLISH_REGISTRATION: RegistrationLabels = {
  firstNameLabel: 'First name',
  lastNameLabel: 'Last name',
  emailLabel: 'Business email',
  phoneLabel: 'Mobile number',
  sendOtpToPhone: 'Send OTP to Phone',
  verifyRegisterTitle: 'Verify Your Phone Number',
  otpDigit: 'Digit {n} of {total}',
  verifyAndCreate: 'Verify & Create Account',
};

/** Fills the registration form with the business and asks for its phone code; returns when (for latestCode). */
export async function askRegistrationCode(
  page: Page,
  business: ReturnType<typeof newBusiness>,
  labels: RegistrationLabels = ENGLISH_REGISTRATION,
): Promise<number> {
  await page.getByRole('textbox', { name: labels.firstNameLabel, exact: true }).fill(business.firstName);
  await page.getByRole('textbox', { name: labels.lastNameLabel, exact: true }).fill(business.lastName);
  await page.getByRole('textbox', { name: labels.emailLabel, exact: true }).fill(business.email);
  await page.getByRole('textbox', { name: labels.phoneLabel, exact: true }).fill(business.localPhone);
  const sentAfter = Date.now() - 1000;
  await page.getByRole('button', { name: labels.sendOtpToPhone }).click();
  await expect(page.getByRole('heading', { name: labels.verifyRegisterTitle })).toBeVisible(slow);
  return sentAfter;
}

/** Types the phone code the business received and creates its account. */
export async function enterRegistrationCode(
  page: Page,
  code: string,
  labels: RegistrationLabels = ENGLISH_REGISTRATION,
): Promise<void> {
  const first = labels.otpDigit.replace('{n}', '1').replace('{total}', '6');
  await page.getByRole('textbox', { name: first }).click();
  await page.keyboard.type(code);
  await page.getByRole('button', { name: labels.verifyAndCreate }).click();
}
