import { expect, test } from './support/test';
import { simulateInbound } from './support/devtools';
import { openDashboard, openInbox, openWhatsAppSection } from './support/workbench';
import { API_ORIGIN, signedInNewUser, addContacts } from './support/session';

/**
 * A brand-new account sees its own figures where data exists, and sample figures marked as
 * such: the CRM dashboard's spec figures carry 'Sample data'; the WhatsApp dashboard's cards come from the account's
 * conversations, contacts and replies (no 'Response Rate 94 %' with no conversations); the broadcast's groups are
 * counted from its contacts.
 */
const slow = { timeout: 30_000 };

test('real figures where the data exists, sample figures marked as sample data', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const user = await signedInNewUser({ request, context, baseURL }, 'Rhea');
  const { auth } = user;
  const api = `${API_ORIGIN}/api/v1/whatsapp`;
  await addContacts(request, user, [
    { name: 'Asha Rao', phone: '+919700000301', tags: ['VIP'] },
    { name: 'Ravi Iyer', phone: '+919700000302', tags: ['Customer'] },
    { name: 'Noor Khan', phone: '+919700000303' },
  ]);

  // The CRM dashboard's figures are the spec's samples: marked so.
  await openDashboard(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible(slow);
  await expect(page.getByText('Sample data', { exact: true })).toBeVisible();

  // The WhatsApp dashboard: this account's figures, no response rate before any customer wrote.
  await openWhatsAppSection(page, 'Dashboard');
  // A stat card: its title's header, and the card around it (title, value, caption).
  const card = (title: string) => page.getByText(title, { exact: true }).locator('xpath=../..');
  await expect(card('Total Contacts')).toContainText('3', slow);
  await expect(card('Active Conversations')).toContainText('0');
  await expect(card('Response Rate')).toContainText('No customer messages yet');
  await expect(page.getByText('94%')).toHaveCount(0);

  // Two customers write; one is answered: 50 %.
  await simulateInbound(request, user.userId, { from: '+919700000301', name: 'Asha Rao', text: 'Hello?' });
  await simulateInbound(request, user.userId, { from: '+919700000302', name: 'Ravi Iyer', text: 'Hi!' });
  const reply = await request.post(`${api}/messages/${user.userId}/send`, {
    headers: auth,
    data: { to: '+919700000301', type: 'text', text: 'Hello Asha, how can we help?' },
  });
  expect(reply.ok(), await reply.text()).toBe(true);
  await page.reload();
  await openWhatsAppSection(page, 'Dashboard');
  await expect(card('Response Rate')).toContainText('50%', slow);
  await expect(card('Response Rate')).toContainText('1 of 2 customers answered');
  await expect(card('Active Conversations')).toContainText('2');

  // The broadcast's groups: counted from these contacts, not 15 / 45 / 23.
  await openInbox(page);
  await page.getByRole('button', { name: 'Create broadcast' }).click(slow);
  const recipients = page.getByRole('dialog', { name: 'Create Broadcast Message' }).getByRole('combobox', {
    name: /Recipients/,
  });
  await expect(recipients.getByRole('option')).toHaveText(
    ['All Contacts (3)', 'VIP Customers (1)', 'Customers (1)', 'Leads (0)', 'Custom'],
    slow,
  );
});
