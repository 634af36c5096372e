import { expect, test as base, type APIRequestContext, type Locator, type Page } from '@playwright/test';

/** The mock API the config starts (MOCK_DB=memory, dev endpoints on). */
export const API_ORIGIN = `http://127.0.0.1:${process.env.E2E_API_PORT ?? 4130}`;
export const API = `${API_ORIGIN}/api/v1`;
/** The second mock API, for the page with two backends. */
export const API_ORIGIN_B = `http://127.0.0.1:${process.env.E2E_API_PORT_B ?? Number(process.env.E2E_API_PORT ?? 4130) + 1}`;
export const API_B = `${API_ORIGIN_B}/api/v1`;

async function data<T>(response: Awaited<ReturnType<APIRequestContext['post']>>): Promise<T> {
  expect(response.ok(), `${response.url()} answered ${response.status()}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/** Registers a fresh user through a mock API (phone code from the dev outbox); returns its id and email. */
export async function registerUser(request: APIRequestContext, origin = API_ORIGIN): Promise<RegisteredUser> {
  const digits = `${Date.now()}${Math.floor(Math.random() * 10)}`.slice(-9);
  const phone = `+919${digits}`;
  const email = `partner${digits}@elements.test`;
  const { verificationId } = await data<{ verificationId: string }>(
    await request.post(`${origin}/__dev/identity/phone/send`, { data: { phone } }),
  );
  const code = await latestCode(request, phone, 0, origin);
  await data(await request.post(`${origin}/__dev/identity/phone/confirm`, { data: { verificationId, code } }));
  const user = await data<{ userId: string; accessToken: string; refreshToken: string }>(
    await request.post(`${origin}/api/v1/auth/register`, {
      data: { firstName: 'Pat', lastName: 'Partner', email, phone },
    }),
  );
  return { userId: user.userId, email, accessToken: user.accessToken, refreshToken: user.refreshToken };
}

/** A user registered by `registerUser`, with the tokens the registration gave. */
export interface RegisteredUser {
  userId: string;
  email: string;
  accessToken: string;
  refreshToken: string;
}

/**
 * Stores a session as the elements do for the API at `origin` (the spec's cookies), so a page loads signed in; on
 * the suite's page origin unless `pageUrl` says another.
 */
export async function storeSession(
  page: Page,
  user: RegisteredUser,
  origin = API_ORIGIN,
  pageUrl = test.info().project.use.baseURL ?? '',
): Promise<void> {
  await page
    .context()
    .addCookies(
      Object.entries({ token: user.accessToken, refreshToken: user.refreshToken, tokenOrigin: origin }).map(
        ([name, value]) => ({ name, value, url: pageUrl, sameSite: 'Strict' as const }),
      ),
    );
}

/** The newest code a mock API "sent" to an email or phone at or after `after` (polls: the send may be in flight). */
export async function latestCode(
  request: APIRequestContext,
  to: string,
  after = 0,
  origin = API_ORIGIN,
): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        const res = await request.get(`${origin}/__dev/outbox`, { params: { to } });
        if (!res.ok()) return '';
        const body = (await res.json()) as { data: { code: string; sentAt: string }[] };
        code = body.data.find((e) => Date.parse(e.sentAt) >= after)?.code ?? '';
        return code;
      },
      { timeout: 10_000, message: `a code sent to ${to}` },
    )
    .toMatch(/^\d{6}$/);
  return code;
}

/** Signs in by email code in a `<wacrm-login>`, reading the code from the outbox of the mock API at `origin`. */
export async function signInByEmailCode(
  page: Page,
  request: APIRequestContext,
  login: Locator,
  email: string,
  origin = API_ORIGIN,
): Promise<void> {
  const sentAfter = Date.now() - 1000;
  await login.getByRole('textbox', { name: 'Business email or phone number' }).fill(email);
  await login.getByRole('button', { name: 'Send OTP' }).click();
  await expect(login.getByRole('heading', { name: 'Verify Your Email' })).toBeVisible({ timeout: 30_000 });
  const code = await latestCode(request, email, sentAfter, origin);
  await login.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
  await page.keyboard.type(code);
  await login.getByRole('button', { name: 'Verify & Login' }).click();
}

/** A customer writes in over WhatsApp: POST /__dev/simulate/inbound (stored and pushed over the socket). */
export async function simulateInbound(
  request: APIRequestContext,
  clientId: string,
  message: { from: string; name: string; text: string },
  origin = API_ORIGIN,
): Promise<void> {
  await data(await request.post(`${origin}/__dev/simulate/inbound`, { data: { clientId, ...message } }));
}

/**
 * Playwright's `test`, failing a test in which the page threw or logged an error. The browser's own line about a
 * failed request to the API is not the page's (the inbox asks for a profile before anyone signed in).
 */
export const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: [
    async ({ context }, use) => {
      const errors: string[] = [];
      context.on('weberror', (e) => errors.push(`uncaught: ${e.error().stack ?? e.error().message}`));
      context.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = message.text();
        const url = message.location().url;
        if (text.startsWith('Failed to load resource') && [API_ORIGIN, API_ORIGIN_B].some((o) => url.startsWith(o))) {
          return;
        }
        errors.push(`console.error: ${text} (${message.location().url})`);
      });
      await use(errors);
      expect(errors, 'errors the page raised or logged').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
