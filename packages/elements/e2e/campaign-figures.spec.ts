import type { APIRequestContext, Locator } from '@playwright/test';
import { API, API_ORIGIN, expect, latestCode, storeSession, test, type RegisteredUser } from './support';

/**
 * A campaign card's figures (Sent, Delivered, Read, Failed, Open rate) fit their labels in every shipped
 * language, on a 1280 px desktop and a 375 px phone: labels wrap to another row, never overlap each other, never
 * leave the card and are never cut. `<wacrm-campaigns>` of the seed's demo account, which has campaigns with figures.
 */
const LANGUAGES = ['en', 'es', 'pt-BR', 'hi', 'ar', 'id'];
const DEMO_EMAIL = 'demo@acme.test';

let demo: Promise<RegisteredUser> | null = null;
/** The seed's demo account, signed in through the API once per file (codes are throttled per minute). */
function demoUser(request: APIRequestContext): Promise<RegisteredUser> {
  return (demo ??= (async () => {
    const asked = Date.now() - 1000;
    expect((await request.post(`${API}/auth/send-email-otp`, { data: { email: DEMO_EMAIL } })).ok()).toBe(true);
    const otp = await latestCode(request, DEMO_EMAIL, asked, API_ORIGIN);
    expect((await request.post(`${API}/auth/verify-email-otp`, { data: { email: DEMO_EMAIL, otp } })).ok()).toBe(true);
    const login = await request.post(`${API}/auth/login`, { data: { email: DEMO_EMAIL } });
    const tokens = ((await login.json()) as { data: { accessToken: string; refreshToken: string } }).data;
    return { userId: 'usr_demo', email: DEMO_EMAIL, ...tokens };
  })());
}

/** What is wrong with the figures of one card: labels overlapping, outside the card or cut. */
function figureProblems(card: Locator): Promise<string[]> {
  return card.evaluate((root) => {
    const problems: string[] = [];
    const cardBox = root.getBoundingClientRect();
    const textBox = (element: Element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return range.getBoundingClientRect();
    };
    const terms = [...root.querySelectorAll('dt')];
    const boxes = terms.map(textBox);
    terms.forEach((term, i) => {
      const box = boxes[i]!;
      const text = term.textContent ?? '';
      if (box.left < cardBox.left - 0.5 || box.right > cardBox.right + 0.5) problems.push(`'${text}' leaves the card`);
      if (term.scrollWidth > term.clientWidth + 1) problems.push(`'${text}' is cut`);
      for (let j = i + 1; j < boxes.length; j++) {
        const other = boxes[j]!;
        const apart =
          box.right + 4 <= other.left ||
          other.right + 4 <= box.left ||
          box.bottom <= other.top ||
          other.bottom <= box.top;
        if (!apart) problems.push(`'${text}' and '${terms[j]!.textContent ?? ''}' overlap or touch`);
      }
    });
    for (const value of root.querySelectorAll('dd')) {
      const box = textBox(value);
      if (box.left < cardBox.left - 0.5 || box.right > cardBox.right + 0.5) problems.push('a figure leaves the card');
    }
    return problems;
  });
}

for (const [name, viewport] of [
  ['a 1280 px desktop', { width: 1280, height: 900 }],
  ['a 375 px phone', { width: 375, height: 800 }],
] as const) {
  test(`campaign card figures fit their labels in every shipped language on ${name}`, async ({ page, request }) => {
    test.setTimeout(120_000);
    await storeSession(page, await demoUser(request));
    await page.setViewportSize(viewport);
    const seen: Record<string, string[]> = {};
    for (const lang of LANGUAGES) {
      await page.goto(`/campaigns.html?lang=${lang}&api=${encodeURIComponent(API)}`);
      const element = page.locator('wacrm-campaigns');
      await expect(element.locator('[data-wacrm-element]')).toHaveAttribute('lang', lang, { timeout: 30_000 });
      const cards = element.getByRole('listitem').filter({ has: page.getByRole('term') });
      await expect(cards.first()).toBeVisible({ timeout: 30_000 });
      expect(await cards.count()).toBeGreaterThanOrEqual(3);
      for (const card of await cards.all()) {
        const label = (await card.getAttribute('aria-labelledby')) ?? '';
        const problems = await figureProblems(card);
        if (problems.length) seen[`${lang} ${label}`] = problems;
      }
      // The page itself does not scroll sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    }
    expect(seen).toEqual({});
  });
}
