import { expect, test } from './support/test';
import { createApprovedTemplate, simulateInbound } from './support/devtools';
import { openInbox } from './support/workbench';
import { API_ORIGIN, signedInNewUser } from './support/session';

/**
 * The live inbox against the mock API: sign in through the API (session cookies), open the Conversations inbox,
 * an inbound message simulated through POST /__dev/simulate/inbound appears in the list and in the open thread
 * without a reload, the user replies, and the reply's ticks advance to read (the mock API's delivery simulator).
 */
const slow = { timeout: 30_000 };

test('an inbound message arrives live, the reply is sent and its ticks advance to read', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const user = await signedInNewUser({ request, context, baseURL }, 'Ines');
  await simulateInbound(request, user.userId, {
    from: '+919812300001',
    name: 'Ann Lee',
    text: 'Hi, is my order shipped?',
  });

  await openInbox(page);
  const inbox = page.locator('[data-wacrm-widget="conversations"]');
  await expect(inbox.getByText('Live', { exact: true })).toBeVisible(slow);
  const list = inbox.getByRole('listbox', { name: 'Conversation list' });
  const ann = list.getByRole('option', { name: /Ann Lee/ });
  await expect(ann).toContainText('Hi, is my order shipped?', slow);

  // Open it: the thread shows the message and the unread badge clears.
  await ann.click();
  const thread = inbox.getByRole('list', { name: 'Messages with Ann Lee' });
  await expect(thread.getByText('Hi, is my order shipped?')).toBeVisible(slow);
  await expect(ann).not.toContainText('unread');

  // A new inbound message in the open conversation and one from a new contact, without a reload.
  await simulateInbound(request, user.userId, {
    from: '+919812300001',
    name: 'Ann Lee',
    text: 'Any news on *order 1042*?',
  });
  await expect(thread.locator('strong', { hasText: 'order 1042' })).toBeVisible(slow);
  await expect(ann).toContainText('order 1042');
  await simulateInbound(request, user.userId, { from: '+14155550199', name: 'Ben Ortiz', text: 'Do you ship abroad?' });
  const ben = list.getByRole('option', { name: /Ben Ortiz/ });
  await expect(ben).toContainText('Do you ship abroad?', slow);
  await expect(ben).toContainText('1 unread');
  await expect(page.getByText('New message from Ben Ortiz')).toBeVisible(slow);

  // Reply with Enter; the bubble shows at once and its status moves sent -> delivered -> read.
  const composer = inbox.getByRole('textbox', { name: 'Message' });
  await composer.fill('Yes! It left the warehouse this morning.');
  await composer.press('Enter');
  await expect(composer).toHaveValue('');
  const reply = thread.locator('[data-direction="outbound"]', { hasText: 'It left the warehouse' });
  await expect(reply).toBeVisible();
  await expect(reply).toHaveAttribute('data-status', /sent|delivered|read/, slow);
  await expect(reply).toHaveAttribute('data-status', 'read', slow);
  await expect(reply.getByText('Read')).toBeAttached();

  // The reply is on the server.
  const res = await request.get(`${API_ORIGIN}/api/v1/whatsapp/messages/${user.userId}`, {
    headers: { Authorization: `Bearer ${user.accessToken}` },
    params: { contactPhone: '+919812300001' },
  });
  const body = (await res.json()) as { data: Array<{ content?: { text?: string }; status: string }> };
  expect(body.data.some((m) => m.content?.text === 'Yes! It left the warehouse this morning.')).toBe(true);
});

test("a template whose header has a variable is sent with the header's parameter, and the API takes it", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const user = await signedInNewUser({ request, context, baseURL }, 'Ines');
  const { auth } = user;
  // An approved template with a text header variable (the API approves it through its dev route).
  await createApprovedTemplate(request, user, {
    name: 'order_shipped',
    category: 'UTILITY',
    language: 'en_US',
    components: [
      { type: 'HEADER', format: 'TEXT', text: 'Order {{1}}', example: { header_text: ['#1042'] } },
      { type: 'BODY', text: 'Hi {{1}}, your order is on its way.', example: { body_text: [['Ann']] } },
    ],
  });
  await simulateInbound(request, user.userId, { from: '+919812300002', name: 'Ann Lee', text: 'Where is my order?' });

  await openInbox(page);
  const inbox = page.locator('[data-wacrm-widget="conversations"]');
  await inbox.getByRole('option', { name: /Ann Lee/ }).click(slow);
  const thread = inbox.getByRole('list', { name: 'Messages with Ann Lee' });
  await expect(thread.getByText('Where is my order?')).toBeVisible(slow);
  await inbox.getByRole('tab', { name: 'Templates' }).click();
  await inbox.getByRole('button', { name: 'Choose template' }).click();
  await page
    .getByRole('dialog', { name: 'Choose a template' })
    .getByRole('button', { name: /Order Shipped|order_shipped/ })
    .click();
  await inbox.getByRole('textbox', { name: 'Header parameter 1', exact: true }).fill('#1042');
  await inbox.getByRole('textbox', { name: 'Parameter 1', exact: true }).fill('Ann');
  await expect(inbox.getByRole('figure', { name: 'Preview' })).toContainText('Order #1042');
  await inbox.getByRole('button', { name: 'Send' }).click();
  const sent = thread.locator('[data-direction="outbound"]', { hasText: 'your order is on its way' });
  await expect(sent).toBeVisible(slow);
  await expect(sent).toHaveAttribute('data-status', /sent|delivered|read/, slow);

  // On the server, rendered from the parameters it took.
  const res = await request.get(`${API_ORIGIN}/api/v1/whatsapp/messages/${user.userId}`, {
    headers: auth,
    params: { contactPhone: '+919812300002' },
  });
  const body = (await res.json()) as { data: Array<{ content?: { text?: string }; template_name?: string }> };
  expect(body.data.find((m) => m.template_name === 'order_shipped')?.content?.text).toBe(
    'Hi Ann, your order is on its way.',
  );
});
