import { expect, test } from './support/test';
import { createApprovedTemplate } from './support/devtools';
import { openInbox, openWhatsAppSection } from './support/workbench';
import { API_ORIGIN, signedInNewUser } from './support/session';

/**
 * The campaign form asks for the chosen template's own variables (not 'Customer Name /
 * Discount Percentage / Promo Code'), with the template's examples as hints; {{1}} takes each contact's name, and
 * the message is previewed for one recipient before it goes. Each customer gets their own name (not 'Hi friend'),
 * and the messages arrive in the conversations with the template's header, footer and buttons.
 */
const slow = { timeout: 30_000 };

test("a campaign's parameters come from its template, per recipient, previewed, and arrive with the header", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const user = await signedInNewUser({ request, context, baseURL }, 'Cam');
  const { auth } = user;
  await createApprovedTemplate(request, user, {
    name: 'order_ready',
    category: 'UTILITY',
    language: 'en_US',
    components: [
      { type: 'HEADER', format: 'TEXT', text: 'Order {{1}}', example: { header_text: ['#1042'] } },
      { type: 'BODY', text: 'Hi {{1}}, your order is ready for {{2}}.', example: { body_text: [['Ann', 'pickup']] } },
      { type: 'FOOTER', text: 'Acme Store' },
      { type: 'BUTTONS', buttons: [{ type: 'QUICK_REPLY', text: 'Thanks' }] },
    ],
  });
  for (const [name, phone] of [
    ['Asha Rao', '+919700000201'],
    ['Ravi Iyer', '+919700000202'],
  ]) {
    const res = await request.post(`${API_ORIGIN}/api/v1/whatsapp/contacts/${user.userId}`, {
      headers: auth,
      data: { name, phone },
    });
    expect(res.ok(), await res.text()).toBe(true);
  }

  await openWhatsAppSection(page, 'Campaigns');
  const manager = page.getByRole('region', { name: 'Campaign Manager' });
  await manager.getByRole('button', { name: 'New Campaign' }).click(slow);
  const form = page.getByRole('dialog', { name: 'Create Campaign' });
  await form.getByLabel(/^Campaign Name/).fill('Ready orders');
  await form.getByLabel(/^Template/).selectOption('order_ready');
  // The template's own variables, with its examples as hints; not the spec's fixed three.
  await expect(form.getByLabel(/^Customer Name/)).toHaveCount(0);
  await expect(form.getByRole('textbox', { name: /^Header parameter 1/ })).toHaveAccessibleDescription(
    'Example: #1042',
  );
  await expect(form.getByRole('textbox', { name: /^Parameter 2/ })).toHaveAccessibleDescription('Example: pickup');
  await expect(form.getByText('2 recipients')).toBeVisible(slow);
  await form.getByLabel('Parameter 1 comes from', { exact: true }).selectOption('name');
  await form.getByRole('textbox', { name: /^Header parameter 1/ }).fill('#7');
  await form.getByRole('textbox', { name: /^Parameter 2/ }).fill('pickup today');
  // Previewed for one recipient before launch (the newest contact comes first).
  const preview = form.getByText('Preview for Ravi Iyer').locator('..');
  await expect(preview).toContainText('Order #7');
  await expect(preview).toContainText('Hi Ravi Iyer, your order is ready for pickup today.');
  await form.getByRole('button', { name: 'Create Campaign' }).click();
  await expect(page.getByText('Campaign created successfully')).toBeVisible(slow);

  await manager.getByRole('button', { name: 'Launch Ready orders' }).click();
  await expect(page.getByText('Campaign started successfully')).toBeVisible(slow);
  const card = manager.getByRole('listitem', { name: 'Ready orders' });
  await expect(card.getByText('Completed')).toBeVisible({ timeout: 45_000 });

  // Each got their own name, and the message carries the template's header, footer and buttons.
  await openInbox(page);
  const list = page.getByRole('listbox', { name: 'Conversation list' });
  await list.getByRole('option', { name: /Ravi Iyer/ }).click(slow);
  const thread = page.getByRole('list', { name: 'Messages with Ravi Iyer' });
  const bubble = thread
    .getByRole('listitem')
    .filter({ hasText: 'Hi Ravi Iyer, your order is ready for pickup today.' });
  await expect(bubble).toBeVisible(slow);
  await expect(bubble).toContainText('Order #7');
  await expect(bubble).toContainText('Acme Store');
  await expect(bubble.getByRole('list', { name: 'Buttons' })).toContainText('Thanks');
  const res = await request.get(`${API_ORIGIN}/api/v1/whatsapp/messages/${user.userId}`, { headers: auth });
  const texts = ((await res.json()) as { data: { content: { text: string } }[] }).data.map((m) => m.content.text);
  expect(texts).toContain('Hi Asha Rao, your order is ready for pickup today.');
  expect(texts.some((t) => t.includes('{{'))).toBe(false);
});
