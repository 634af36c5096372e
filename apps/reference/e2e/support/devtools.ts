import { expect, type APIRequestContext, type BrowserContext } from '@playwright/test';
import { API_ORIGIN, type SignedInUser } from './session';

/**
 * The mock API's dev tooling (`/__dev/*`, docs/api-contract.md) for journeys that otherwise go through the UI only:
 * reading a one-time code from the dev outbox (the user's inbox or SMS), Meta's template review, and a customer
 * writing in over WhatsApp. Nothing here signs anybody in or creates data the UI could create.
 */
const API = `${API_ORIGIN}/api/v1`;

async function data<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.ok(), `${response.url()} answered ${response.status()}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/** The newest code the mock API "sent" to an email or phone at or after `after` (polls: the send may be in flight). */
export async function latestCode(request: APIRequestContext, to: string, after = 0): Promise<string> {
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

export interface BrowserSession {
  /** The signed-in user's id, which is the clientId of every messaging call. */
  userId: string;
  accessToken: string;
}

/**
 * The session the app stored after a sign-in through the UI (its `token` cookie), and the user it belongs to
 * (GET /auth/profile). Lets the dev tooling address the user the UI created, e.g. `clientId` for a simulated
 * inbound message.
 */
export async function browserSession(
  context: BrowserContext,
  request: APIRequestContext,
  baseURL: string,
): Promise<BrowserSession> {
  const token = (await context.cookies(baseURL)).find((c) => c.name === 'token')?.value ?? '';
  expect(token, 'the app stored a `token` cookie after signing in').not.toBe('');
  const accessToken = decodeURIComponent(token);
  const { user } = await data<{ user: { userId: string } }>(
    await request.get(`${API}/auth/profile`, { headers: { Authorization: `Bearer ${accessToken}` } }),
  );
  return { userId: user.userId, accessToken };
}

/**
 * Meta's review of a submitted template ("approval happens elsewhere"): finds the user's template
 * by name and sets its status through POST /__dev/templates/:id/status.
 */
export async function reviewTemplate(
  request: APIRequestContext,
  session: BrowserSession,
  name: string,
  status: 'APPROVED' | 'REJECTED' = 'APPROVED',
): Promise<void> {
  const templates = await data<{ id: string; name: string }[]>(
    await request.get(`${API}/whatsapp/template/${session.userId}`, {
      headers: { Authorization: `Bearer ${session.accessToken}` },
    }),
  );
  const template = templates.find((t) => t.name === name);
  expect(template, `template ${name} on the server`).toBeTruthy();
  await data(await request.post(`${API_ORIGIN}/__dev/templates/${template?.id ?? ''}/status`, { data: { status } }));
}

/**
 * A customer writes in over WhatsApp: POST /__dev/simulate/inbound (stored and pushed over the socket); with a `type`,
 * media (the mock stores a generated sample of it).
 */
export async function simulateInbound(
  request: APIRequestContext,
  clientId: string,
  message: { from: string; text: string; name?: string; type?: 'image' | 'video' | 'audio' | 'document' | 'sticker' },
): Promise<void> {
  await data(await request.post(`${API_ORIGIN}/__dev/simulate/inbound`, { data: { clientId, ...message } }));
}

/**
 * A template the user created through the API and Meta approved (POST /__dev/templates/:id/status), for journeys
 * about what is done with an approved template rather than about the editor. Returns its id.
 */
export async function createApprovedTemplate(
  request: APIRequestContext,
  user: { userId: string; accessToken: string },
  template: Record<string, unknown>,
): Promise<string> {
  const { id } = await data<{ id: string }>(
    await request.post(`${API}/whatsapp/template/${user.userId}`, {
      headers: { Authorization: `Bearer ${user.accessToken}` },
      data: template,
    }),
  );
  await data(await request.post(`${API_ORIGIN}/__dev/templates/${id}/status`, { data: { status: 'APPROVED' } }));
  return id;
}

/** The seed's demo account (25 conversations, 40 contacts, 4 campaigns, 10 templates). */
export const DEMO_EMAIL = 'demo@acme.test';

/**
 * Resets the mock API to its seed and signs the demo account in through the API (email code from the dev outbox).
 * Codes are throttled per minute: call it once per spec file and keep the result.
 */
export async function signInDemoUser(request: APIRequestContext): Promise<SignedInUser> {
  // A JSON body: the dev routes that change state refuse any other (415), which left the data as it was.
  await data(await request.post(`${API_ORIGIN}/__dev/reset`, { data: {} }));
  const asked = Date.now() - 1000;
  const sent = await request.post(`${API}/auth/send-email-otp`, { data: { email: DEMO_EMAIL } });
  expect(sent.ok(), await sent.text()).toBe(true);
  const otp = await latestCode(request, DEMO_EMAIL, asked);
  const verified = await request.post(`${API}/auth/verify-email-otp`, { data: { email: DEMO_EMAIL, otp } });
  expect(verified.ok(), await verified.text()).toBe(true);
  const tokens = await data<{ accessToken: string; refreshToken: string }>(
    await request.post(`${API}/auth/login`, { data: { email: DEMO_EMAIL } }),
  );
  const { user } = await data<{ user: { userId: string } }>(
    await request.get(`${API}/auth/profile`, { headers: { Authorization: `Bearer ${tokens.accessToken}` } }),
  );
  return {
    ...tokens,
    userId: user.userId,
    firstName: 'Demo',
    lastName: 'User',
    email: DEMO_EMAIL,
    phone: '+919876543210',
  };
}

/**
 * The seed's demo account, signed in once per spec file (codes are throttled per minute): `const demoUser =
 * demoUserOnce()` at the top of a file, then `await demoUser(request)` in each test.
 */
export function demoUserOnce(): (request: APIRequestContext) => Promise<SignedInUser> {
  let demo: Promise<SignedInUser> | null = null;
  return (request) => (demo ??= signInDemoUser(request));
}
