import { expect, test } from './support/test';
import { createApprovedTemplate } from './support/devtools';
import { openInbox } from './support/workbench';
import { API_ORIGIN, signedInNewUser } from './support/session';

/**
 * The broadcast dialog for a user who does the unexpected (issue #23), against the mock API: invalid custom numbers
 * are named before sending, a schedule time that has passed is refused, a template with variables asks for its
 * parameters, and the customers get the filled text, never a raw {{1}}.
 */
const slow = { timeout: 30_000 };

/** Local date (YYYY-MM-DD) and time (HH:mm) `offsetMs` from now, as the date and time inputs take them. */
function localDateTime(offsetMs: number) {
  const d = new Date(Date.now() + offsetMs);
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    date: `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`,
    time: `${pad(d.getHours())}:${pad(d.getMinutes())}`,
  };
}

test('a broadcast names invalid numbers, refuses a past time and fills the template parameters', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const user = await signedInNewUser({ request, context, baseURL }, 'Bea');
  const { auth } = user;
  const templateId = await createApprovedTemplate(request, user, {
    name: 'order_ready',
    category: 'UTILITY',
    language: 'en_US',
    components: [{ type: 'BODY', text: 'Hi {{1}}, order {{2}} is ready.', example: { body_text: [['Ann', 'A-1']] } }],
  });

  await openInbox(page);
  await page.getByRole('button', { name: 'Create broadcast' }).click(slow);
  const dialog = page.getByRole('dialog', { name: 'Create Broadcast Message' });
  await dialog.getByRole('textbox', { name: /Broadcast Name/ }).fill('Ready orders');
  await dialog.getByRole('combobox', { name: /Recipients/ }).selectOption('custom');
  const numbers = dialog.getByRole('textbox', { name: /Phone numbers/ });
  await numbers.fill('+919700000101, 12345, call me');
  await dialog.getByRole('radio', { name: 'Use Template' }).check();
  await dialog.getByRole('combobox', { name: /^Template/ }).selectOption(templateId);
  const past = localDateTime(-2 * 3_600_000);
  await dialog.getByLabel('Schedule Date (optional)').fill(past.date);
  await dialog.getByLabel('Schedule Time (optional)').fill(past.time);
  await dialog.getByRole('button', { name: 'Schedule Broadcast' }).click();

  await expect(
    dialog.getByText(
      'Invalid phone numbers: 12345 (needs 8 to 15 digits with the country code), call me (not a phone number)',
    ),
  ).toBeVisible();
  await expect(dialog.getByText('The scheduled time has passed. Please choose a time in the future')).toBeVisible();
  await expect(dialog.getByText('Parameter 1 is required')).toBeVisible();
  await expect(dialog.getByText('Parameter 2 is required')).toBeVisible();

  await numbers.fill('+919700000101, +919700000102');
  await dialog.getByLabel('Schedule Date (optional)').fill('');
  await dialog.getByLabel('Schedule Time (optional)').fill('');
  await dialog.getByRole('textbox', { name: /^Parameter 1/ }).fill('Ann');
  await dialog.getByRole('textbox', { name: /^Parameter 2/ }).fill('A-17');
  await expect(dialog.getByRole('figure', { name: 'Preview' })).toContainText('Hi Ann, order A-17 is ready.');
  await dialog.getByRole('button', { name: 'Send Now' }).click();
  // Sent now: the notice says what happened, not 'Broadcast scheduled successfully'.
  await expect(page.getByText('Broadcast sent to 2 of 2 recipients')).toBeVisible(slow);
  await expect(dialog).toBeHidden();

  const sent = await request.get(`${API_ORIGIN}/api/v1/whatsapp/messages/${user.userId}`, { headers: auth });
  const { data: messages } = (await sent.json()) as { data: { content?: { text?: string }; text?: string }[] };
  const texts = messages.map((m) => JSON.stringify(m));
  expect(texts.filter((t) => t.includes('Hi Ann, order A-17 is ready.'))).toHaveLength(2);
  expect(texts.some((t) => t.includes('{{1}}'))).toBe(false);
});
