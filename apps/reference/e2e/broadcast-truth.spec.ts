import { expect, test } from './support/test';
import { simulateInbound } from './support/devtools';
import { openInbox } from './support/workbench';
import { API_ORIGIN, signedInNewUser, addContacts } from './support/session';

/**
 * A broadcast tells the truth. A brand-new account with five contacts, three of whom wrote in
 * (their 24-hour windows are open): the groups are counted from these contacts, a custom message is refused with
 * the count until it goes only to those who can receive it, the notice says what happened to each recipient (one
 * number is not on WhatsApp: 'Message undeliverable'), and the failed message is marked in the list and the thread.
 */
const slow = { timeout: 30_000 };

const CONTACTS = [
  { name: 'Asha Rao', phone: '+919700000101', tags: ['VIP', 'Customer'], writes: true },
  { name: 'Ravi Iyer', phone: '+919700000102', tags: ['Customer'], writes: true },
  // Numbers ending in 0000 are not on WhatsApp in the mock API: sends to them fail (Meta's 131026).
  { name: 'Noor Khan', phone: '+919700000000', tags: ['Lead'], writes: true },
  { name: 'Meera Das', phone: '+919700000104', tags: ['VIP'], writes: false },
  { name: 'Tara Sen', phone: '+919700000105', tags: [], writes: false },
];

test('a custom broadcast is refused or narrowed by the 24-hour window and reports what happened', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const user = await signedInNewUser({ request, context, baseURL }, 'Bea');
  const { auth } = user;
  const api = `${API_ORIGIN}/api/v1/whatsapp`;
  await addContacts(request, user, CONTACTS);
  for (const c of CONTACTS.filter((x) => x.writes)) {
    await simulateInbound(request, user.userId, { from: c.phone, name: c.name, text: `Hi, this is ${c.name}` });
  }
  const messagesSaying = async (text: string) => {
    const res = await request.get(`${api}/messages/${user.userId}`, { headers: auth });
    const { data } = (await res.json()) as { data: { direction: string; content?: { text?: string } }[] };
    return data.filter((m) => m.direction === 'outbound' && m.content?.text === text).length;
  };

  await openInbox(page);
  await page.getByRole('button', { name: 'Create broadcast' }).click(slow);
  const dialog = page.getByRole('dialog', { name: 'Create Broadcast Message' });
  const recipients = dialog.getByRole('combobox', { name: /Recipients/ });
  // The groups of this account, not the spec's static 15 / 45 / 23.
  await expect(recipients.getByRole('option')).toHaveText(
    ['All Contacts (5)', 'VIP Customers (2)', 'Customers (2)', 'Leads (1)', 'Custom'],
    slow,
  );
  await dialog.getByRole('textbox', { name: /Broadcast Name/ }).fill('Weekend offer');
  await dialog.getByRole('textbox', { name: /^Message/ }).fill('20% off this weekend');
  await expect(
    dialog.getByText('3 of 5 recipients can receive a custom message; use a template for the others'),
  ).toBeVisible();

  // Refused as it is: nothing is sent.
  await dialog.getByRole('button', { name: 'Send Now' }).click();
  const onlyOpen = dialog.getByRole('checkbox', { name: 'Send only to the 3 who can receive it' });
  await expect(dialog.getByText('Choose to send it only to them, or use a template')).toBeVisible();
  await expect(dialog).toBeVisible();
  expect(await messagesSaying('20% off this weekend')).toBe(0);

  // Narrowed to the three who wrote: two go out, one number is not on WhatsApp.
  await onlyOpen.check();
  await dialog.getByRole('button', { name: 'Send Now' }).click();
  await expect(page.getByText('Broadcast sent to 2 of 3 recipients; 1 failed: Message undeliverable')).toBeVisible(
    slow,
  );
  await expect(page.getByText('Broadcast scheduled successfully')).toHaveCount(0);
  await expect(dialog).toBeHidden();
  expect(await messagesSaying('20% off this weekend')).toBe(3);

  // The failed message is marked in the list (its row) and in the thread; the others are not.
  const list = page.getByRole('listbox', { name: 'Conversation list' });
  const noor = list.getByRole('option', { name: /Noor Khan/ });
  await expect(noor).toHaveAccessibleName(/Not sent:\s*20% off this weekend/, slow);
  await expect(list.getByRole('option', { name: /Asha Rao/ })).not.toHaveAccessibleName(/Not sent/);
  await expect(list.getByRole('option', { name: /Meera Das/ })).toHaveCount(0);
  await noor.click();
  await expect(page.getByText('Not sent: Message undeliverable')).toBeVisible(slow);

  // After a reload the list still knows (the API's last_message_status).
  await page.reload();
  await openInbox(page);
  await expect(
    page.getByRole('listbox', { name: 'Conversation list' }).getByRole('option', { name: /Noor Khan/ }),
  ).toHaveAccessibleName(/Not sent:\s*20% off this weekend/, slow);
});
