import { expect, test } from './support/test';
import { DEMO, simulateInbound } from './support/devtools';
import { API_BASE_URL } from './support/ports';
import { signInByEmailCode } from './support/signIn';

/**
 * examples/vue-vite-ts: a Vue 3 portal (Vite, vue-tsc) that imports only `@wacrm/elements/login` and
 * `@wacrm/elements/inbox` from the packed package. A partner's whole session: sign in with <wacrm-login>, open a
 * conversation in <wacrm-inbox> (Vue swaps the elements with v-if/v-else), send a reply, sign out with the
 * package's `signOut` from the host's own button, and the sign-in form is back.
 */
const slow = { timeout: 30_000 };

test('the Vue host signs in, opens the inbox, sends a message and signs out', async ({ page, request }) => {
  await page.goto(`/?api=${encodeURIComponent(API_BASE_URL)}`);
  await expect(page.getByRole('heading', { name: 'Globex Support' })).toBeVisible();

  await signInByEmailCode(page, request, DEMO.email);
  await expect(page.getByText(/^Signed in as /)).toBeVisible(slow);

  // The inbox, with the host's label override set as a property from the Vue template.
  const inbox = page.locator('wacrm-inbox');
  await expect(inbox.getByRole('heading', { name: 'Customer chats' })).toBeVisible(slow);
  // Connected in real time before the customer writes, so the message arrives live.
  await expect(inbox.getByText('Live', { exact: true })).toBeVisible(slow);
  await simulateInbound(request, { from: '+919812300077', name: 'Bill Lumbergh', text: 'Did you get the memo?' });
  const bill = inbox.getByRole('listbox', { name: 'Conversation list' }).getByRole('option', { name: /Bill Lumbergh/ });
  await expect(bill).toContainText('Did you get the memo?', slow);
  await bill.click();
  const thread = inbox.getByRole('list', { name: 'Messages with Bill Lumbergh' });
  await expect(thread.getByText('Did you get the memo?')).toBeVisible(slow);
  const composer = inbox.getByRole('textbox', { name: 'Message' });
  await composer.fill('Yes, I will put a cover sheet on it.');
  await composer.press('Enter');
  await expect(
    thread.locator('[data-direction="outbound"]', { hasText: 'Yes, I will put a cover sheet on it.' }),
  ).toBeVisible(slow);

  // Sign out from the host: the session ends, the inbox goes, the sign-in form is back.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('textbox', { name: 'Business email or phone number' })).toBeVisible(slow);
  await expect(inbox).toHaveCount(0);
  const cookies = await page.context().cookies();
  expect(cookies.filter((cookie) => cookie.name === 'token' || cookie.name === 'refreshToken')).toEqual([]);
  await expect(page.getByRole('list', { name: 'Errors' })).toHaveCount(0);
});
