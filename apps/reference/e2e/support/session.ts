import { expect, type APIRequestContext, type BrowserContext } from '@playwright/test';

/** The mock API the Playwright config starts (MOCK_DB=memory, dev endpoints on). */
export const API_ORIGIN = `http://127.0.0.1:${process.env.E2E_API_PORT ?? 4110}`;
const API = `${API_ORIGIN}/api/v1`;

export interface SignedInUser {
  userId: string;
  firstName: string;
  lastName: string;
  accessToken: string;
  refreshToken: string;
  /** The email and phone it registered with (the phone as +91 and ten digits). */
  email: string;
  phone: string;
}

async function data<T>(response: Awaited<ReturnType<APIRequestContext['post']>>): Promise<T> {
  expect(response.ok(), `${response.url()} answered ${response.status()}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/**
 * Registers a fresh user through the mock API (phone code from the dev outbox, then /auth/register), so journeys
 * never share a user or hit another test's code throttle. A unique number per call.
 */
export async function registerUser(request: APIRequestContext, firstName = 'Grace'): Promise<SignedInUser> {
  const digits = `${Date.now()}${Math.floor(Math.random() * 10)}`.slice(-9);
  const phone = `+919${digits}`;
  const email = `user${digits}@workbench.test`;
  const { verificationId } = await data<{ verificationId: string }>(
    await request.post(`${API_ORIGIN}/__dev/identity/phone/send`, { data: { phone } }),
  );
  const outbox = await data<{ code: string }[]>(
    await request.get(`${API_ORIGIN}/__dev/outbox`, { params: { to: phone } }),
  );
  const code = outbox[0]?.code;
  expect(code, 'a code in the dev outbox').toMatch(/^\d{6}$/);
  await data(await request.post(`${API_ORIGIN}/__dev/identity/phone/confirm`, { data: { verificationId, code } }));
  const user = await data<Omit<SignedInUser, 'email' | 'phone'>>(
    await request.post(`${API}/auth/register`, { data: { firstName, lastName: 'Hopper', email, phone } }),
  );
  expect(user.accessToken).toBeTruthy();
  return { ...user, email, phone };
}

/** Stores the session the way the app does: the `token` and `refreshToken` cookies on the app origin. */
export async function signInWithCookies(context: BrowserContext, baseURL: string, user: SignedInUser) {
  await context.addCookies([
    { name: 'token', value: user.accessToken, url: baseURL, sameSite: 'Strict' },
    { name: 'refreshToken', value: user.refreshToken, url: baseURL, sameSite: 'Strict' },
  ]);
}

/**
 * A fresh user (registerUser) signed in in the browser context (signInWithCookies), with the headers its API calls
 * carry: the usual start of a journey that needs an account of its own.
 */
export async function signedInNewUser(
  { request, context, baseURL }: { request: APIRequestContext; context: BrowserContext; baseURL: string | undefined },
  firstName?: string,
): Promise<SignedInUser & { auth: { Authorization: string } }> {
  const user = await registerUser(request, firstName);
  await signInWithCookies(context, baseURL ?? '', user);
  return { ...user, auth: { Authorization: `Bearer ${user.accessToken}` } };
}

/** Creates the user's contacts through the API (POST /whatsapp/contacts/:clientId). */
export async function addContacts(
  request: APIRequestContext,
  user: SignedInUser,
  contacts: readonly { name: string; phone: string; tags?: readonly string[] }[],
): Promise<void> {
  for (const { name, phone, tags = [] } of contacts) {
    await data(
      await request.post(`${API}/whatsapp/contacts/${user.userId}`, {
        headers: { Authorization: `Bearer ${user.accessToken}` },
        data: { name, phone, tags },
      }),
    );
  }
}
