import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { API_BASE_URL, API_ORIGIN } from './ports';

/** The seeded demo business every journey signs in as (apps/mock-api/seed/seed.ts). */
export const DEMO = { userId: 'usr_demo', email: 'demo@acme.test', phone: '+919876543210' } as const;

async function data<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.ok(), `${response.url()} answered ${response.status()}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/** POST /__dev/reset: the seed data again, no code sent yet and no uploaded file. */
export async function resetApi(request: APIRequestContext): Promise<void> {
  // JSON, as every dev route that changes data requires (no cross-site form posts).
  await data(await request.post(`${API_ORIGIN}/__dev/reset`, { data: {} }));
}

/** The newest code the mock API "sent" to an email or phone at or after `after` (the user's inbox or SMS). */
export async function latestCode(request: APIRequestContext, to: string, after: number): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        const res = await request.get(`${API_ORIGIN}/__dev/outbox`, { params: { to } });
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

/** A customer writes in over WhatsApp: POST /__dev/simulate/inbound (stored, then pushed over the socket). */
export async function simulateInbound(
  request: APIRequestContext,
  message: { from: string; name: string; text: string },
): Promise<void> {
  await data(
    await request.post(`${API_ORIGIN}/__dev/simulate/inbound`, { data: { clientId: DEMO.userId, ...message } }),
  );
}

/** The texts of the demo user's messages with one contact, as the API stores them. */
export async function serverMessages(request: APIRequestContext, accessToken: string, contactPhone: string) {
  const list = await data<Array<{ direction?: string; content?: { text?: string } }>>(
    await request.get(`${API_BASE_URL}/whatsapp/messages/${DEMO.userId}`, {
      headers: { Authorization: `Bearer ${accessToken}` },
      params: { contactPhone },
    }),
  );
  return list.map((m) => m.content?.text ?? '');
}

/** Types a one-time code into the six digit boxes of the widgets' code step. */
export async function enterCode(page: Page, code: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
  await page.keyboard.type(code);
}
