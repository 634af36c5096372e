import type { Page } from '@playwright/test';
import { API, API_B, API_ORIGIN, API_ORIGIN_B, expect, registerUser, signInByEmailCode, test } from './support';

/**
 * One page, two backends (two mock APIs on two ports), each with its own <wacrm-login> and
 * <wacrm-inbox>. Both stay signed in, through a reload too; no token one backend issued is ever sent to the other
 * (REST headers and bodies, socket frames); a session the one backend refuses leaves the other signed in.
 */
const slow = { timeout: 30_000 };

interface Sent {
  origin: string;
  text: string;
}

/** Everything the page sends that can carry a token: request headers and bodies, socket frames. */
function recordSent(page: Page): Sent[] {
  const sent: Sent[] = [];
  page.on('request', (request) => {
    const headers = Object.values(request.headers()).join('\n');
    sent.push({ origin: new URL(request.url()).origin, text: `${headers}\n${request.postData() ?? ''}` });
  });
  page.on('websocket', (socket) => {
    const origin = new URL(socket.url()).origin.replace(/^ws/, 'http');
    socket.on('framesent', (frame) => sent.push({ origin, text: String(frame.payload) }));
  });
  return sent;
}

/** The tokens each backend issued, as the page stored them (cookie values), collected as they change. */
async function storedTokens(page: Page, into: Map<string, Set<string>>) {
  for (const cookie of await page.context().cookies()) {
    if (!/token$|refreshToken$/i.test(cookie.name)) continue;
    const origin = cookie.name.startsWith('wacrm_') ? API_ORIGIN_B : API_ORIGIN;
    const set = into.get(origin) ?? new Set<string>();
    set.add(decodeURIComponent(cookie.value));
    into.set(origin, set);
  }
}

const events = (page: Page) =>
  page.evaluate(() => (window as unknown as { wacrmEvents: { type: string; target: string }[] }).wacrmEvents);

test('two backends on one page: both stay signed in and no token of one is ever sent to the other', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const userA = await registerUser(request, API_ORIGIN);
  const userB = await registerUser(request, API_ORIGIN_B);
  const sent = recordSent(page);
  const issued = new Map<string, Set<string>>();
  const url = `/two-backends.html?a=${encodeURIComponent(API)}&b=${encodeURIComponent(API_B)}`;
  await page.goto(url);

  const inboxA = page.locator('#inbox-a');
  const inboxB = page.locator('#inbox-b');
  await signInByEmailCode(page, request, page.locator('#login-a'), userA.email, API_ORIGIN);
  await expect(inboxA.getByText('Live', { exact: true })).toBeVisible(slow);
  await storedTokens(page, issued);
  // B has no session: its login form is still there, its inbox draws nothing.
  await expect(page.locator('#login-b').getByRole('button', { name: 'Send OTP' })).toBeVisible();

  await signInByEmailCode(page, request, page.locator('#login-b'), userB.email, API_ORIGIN_B);
  await expect(inboxB.getByText('Live', { exact: true })).toBeVisible(slow);
  await expect(inboxA.getByText('Live', { exact: true })).toBeVisible();
  await storedTokens(page, issued);

  // A reload finds both sessions, each in its own cookies.
  await page.reload();
  await expect(inboxA.getByText('Live', { exact: true })).toBeVisible(slow);
  await expect(inboxB.getByText('Live', { exact: true })).toBeVisible(slow);
  await expect(page.locator('#login-a').getByRole('button', { name: 'Send OTP' })).toBeHidden();
  await storedTokens(page, issued);
  const names = (await page.context().cookies()).map((c) => c.name).sort();
  expect(names).toEqual([
    'refreshToken',
    'token',
    'tokenOrigin',
    'wacrm_http_127.0.0.1_' + new URL(API_ORIGIN_B).port + '_refreshToken',
    'wacrm_http_127.0.0.1_' + new URL(API_ORIGIN_B).port + '_token',
    'wacrm_http_127.0.0.1_' + new URL(API_ORIGIN_B).port + '_tokenOrigin',
  ]);

  // B refuses its session (its tokens replaced by ones it never issued): B signs out, A stays signed in.
  const port = new URL(API_ORIGIN_B).port;
  await page.context().addCookies(
    ['token', 'refreshToken'].map((name) => ({
      name: `wacrm_http_127.0.0.1_${port}_${name}`,
      value: `not-issued-by-b-${name}`,
      url: page.url(),
    })),
  );
  await page.reload();
  await expect(page.locator('#login-b').getByRole('button', { name: 'Send OTP' })).toBeVisible(slow);
  await expect(inboxA.getByText('Live', { exact: true })).toBeVisible(slow);
  await expect(page.locator('#login-a')).toBeHidden();
  expect((await events(page)).filter((e) => e.type === 'wacrm-session-expired' && e.target.endsWith('-a'))).toEqual([]);
  const cookieA = (await page.context().cookies()).find((c) => c.name === 'refreshToken');
  expect(cookieA?.value, "A's session is still stored").toBeTruthy();

  // The page signs A out with the script-tag API: A's form is back, its cookies are gone, the server was told.
  expect(
    await page.evaluate(() => {
      const api = (window as unknown as { WacrmElements: Record<string, unknown> }).WacrmElements;
      return [typeof api.cookieTokenStore, typeof api.memoryTokenStore, typeof api.signOut];
    }),
  ).toEqual(['function', 'function', 'function']);
  const logout = page.waitForRequest((r) => r.url() === `${API}/auth/logout`);
  await page.evaluate(
    (api) =>
      (window as unknown as { WacrmElements: { signOut(url: string): Promise<void> } }).WacrmElements.signOut(api),
    API,
  );
  await logout;
  // The page hid the form when A signed in; it shows it again after its own sign-out.
  await page.evaluate(() => (document.getElementById('login-a')!.hidden = false));
  await expect(page.locator('#login-a').getByRole('button', { name: 'Send OTP' })).toBeVisible(slow);
  await expect(inboxA.getByText('Live', { exact: true })).toBeHidden();
  expect((await page.context().cookies()).filter((c) => ['token', 'refreshToken'].includes(c.name))).toEqual([]);

  // The request log: every token went only to the backend that issued it.
  const tokensA = [...(issued.get(API_ORIGIN) ?? [])];
  const tokensB = [...(issued.get(API_ORIGIN_B) ?? [])];
  expect(tokensA.length).toBeGreaterThanOrEqual(2);
  expect(tokensB.length).toBeGreaterThanOrEqual(2);
  const leaks = sent.flatMap((s) => [
    ...(s.origin === API_ORIGIN_B ? tokensA.filter((t) => s.text.includes(t)).map((t) => `A's ${t} to B`) : []),
    ...(s.origin === API_ORIGIN ? tokensB.filter((t) => s.text.includes(t)).map((t) => `B's ${t} to A`) : []),
  ]);
  expect(leaks).toEqual([]);
  // And the tokens were sent at all (the log is not empty for the wrong reason).
  expect(sent.some((s) => s.origin === API_ORIGIN && tokensA.some((t) => s.text.includes(t)))).toBe(true);
  expect(sent.some((s) => s.origin === API_ORIGIN_B && tokensB.some((t) => s.text.includes(t)))).toBe(true);
});
