import { expect, test } from './support/test';
import { simulateInbound } from './support/devtools';
import { openInbox } from './support/workbench';
import { signedInNewUser } from './support/session';

/**
 * 'Last seen' comes only from the contact's last inbound message, relative while recent, and
 * is absent for a contact who never wrote (a contact created a moment ago showed 'Last seen' with a date). The
 * browser's clock is Playwright's, so the journey can let time pass; the message times are the mock API's.
 */
const slow = { timeout: 30_000 };

test("'Last seen' only from a real last inbound time, relative for recent times", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await page.clock.install();
  const user = await signedInNewUser({ request, context, baseURL }, 'Lia');
  await openInbox(page);

  // A contact created a moment ago, who never wrote: no 'Last seen'.
  await page.getByRole('button', { name: 'New contact' }).click(slow);
  const dialog = page.getByRole('dialog', { name: 'New contact' });
  await dialog.getByRole('textbox', { name: /Full Name/ }).fill('Lena Park');
  await dialog.getByRole('textbox', { name: /Phone Number/ }).fill('+14155550188');
  await dialog.getByRole('button', { name: 'Start conversation' }).click();
  // The open conversation (its header says 'Last seen', when anything).
  const header = page.getByRole('region', { name: 'Lena Park' });
  await expect(header.getByRole('heading', { name: /Lena Park/ })).toBeVisible(slow);
  await expect(header).not.toContainText('Last seen');

  // She writes: 'Last seen just now', then minutes ago as the clock moves, then today (or yesterday) at a time.
  await simulateInbound(request, user.userId, { from: '+14155550188', name: 'Lena Park', text: 'Hello!' });
  await expect(header).toContainText('Last seen just now', slow);
  await page.clock.fastForward('05:00');
  await expect(header).toContainText(/Last seen 5 minutes ago/);
  // An hour later (the client session itself lasts two hours).
  await page.clock.fastForward('01:00:00');
  await expect(header).toContainText(/Last seen (today|yesterday) at \d{1,2}:\d{2}/);
});
