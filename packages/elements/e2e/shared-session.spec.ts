import type { Page, WebSocket } from '@playwright/test';
import { API, expect, registerUser, storeSession, test } from './support';

/**
 * A page with three elements on one backend and a session stored before it loaded (no
 * <wacrm-login>): the profile is asked once, not once per element; the page hears `wacrm-signed-in` once for the
 * session it found; the elements share one socket, closed soon after the last of them is removed; the inbox says
 * 'Connected' once and has no Contacts tab it cannot use.
 */
const slow = { timeout: 30_000 };

interface RecordedEvent {
  type: string;
  target: string;
  detail: { user?: { userId: string } };
}
const events = (page: Page) => page.evaluate(() => (window as unknown as { wacrmEvents: RecordedEvent[] }).wacrmEvents);

test('three elements of one backend: one profile request, one wacrm-signed-in, one socket closed after the last', async ({
  page,
  request,
}) => {
  const user = await registerUser(request);
  await storeSession(page, user);
  const profiles: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/auth/profile')) profiles.push(r.method());
  });
  const sockets: WebSocket[] = [];
  page.on('websocket', (socket) => sockets.push(socket));
  await page.goto(`/many.html?api=${encodeURIComponent(API)}`);

  for (const id of ['inbox-1', 'inbox-2']) {
    await expect(page.locator(`#${id}`).getByText('Live', { exact: true })).toBeVisible(slow);
  }
  await expect(page.locator('#campaigns').getByRole('heading', { name: 'Campaign Manager' })).toBeVisible(slow);
  await page.waitForTimeout(500);

  expect(profiles).toEqual(['GET']);
  const signedIn = (await events(page)).filter((e) => e.type === 'wacrm-signed-in');
  expect(signedIn).toHaveLength(1);
  expect(signedIn[0]?.detail.user?.userId).toBe(user.userId);
  expect((await events(page)).filter((e) => e.type === 'wacrm-error')).toEqual([]);
  expect(sockets).toHaveLength(1);
  // The inbox names its live connection once ('Live', no second 'Connected' line),
  // and shows no Contacts tab (the element has no contacts screen to go to).
  const inbox = page.locator('#inbox-2');
  await expect(inbox.getByText(/Live|Connected \(Real-time\)/)).toHaveCount(1);
  await expect(inbox.getByRole('tab', { name: 'Conversations' })).toBeVisible();
  await expect(inbox.getByRole('tab', { name: 'Contacts' })).toHaveCount(0);

  // One inbox goes: the other still uses the socket.
  await page.evaluate(() => document.getElementById('inbox-1')!.remove());
  await page.waitForTimeout(2000);
  expect(sockets[0]!.isClosed()).toBe(false);
  // The last elements go: the socket closes after the elements' grace period (1 s).
  const closed = sockets[0]!.waitForEvent('close', { timeout: 5_000 });
  await page.evaluate(() => document.getElementById('widgets')!.replaceChildren());
  await closed;
});
