import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { reviewTemplate, simulateInbound } from './support/devtools';
import { inboxWidget, openConversation, openInbox, openTemplateEditor, openWhatsAppSection } from './support/workbench';
import { API_ORIGIN, addContacts, signedInNewUser, type SignedInUser } from './support/session';
import { samplePdf, samplePng } from '../../mock-api/src/media/samples';

/**
 * Issue 32: media beyond the inbox's composer, against the mock API. A template with an IMAGE header gets its example
 * photo in the editor, and the campaign and the broadcast that send it deliver the photo above the body; a broadcast
 * takes one attachment with its caption, and each recipient gets it as a media message.
 */
const slow = { timeout: 30_000 };

async function messagesOf(request: APIRequestContext, user: SignedInUser) {
  const res = await request.get(`${API_ORIGIN}/api/v1/whatsapp/messages/${user.userId}`, {
    headers: { Authorization: `Bearer ${user.accessToken}` },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { data: Record<string, unknown>[] }).data;
}

/** The bubble of `text` in the conversation with `name`, opened in the inbox. */
async function bubbleIn(page: Page, name: string, text: string): Promise<Locator> {
  await openInbox(page);
  const thread = await openConversation(inboxWidget(page), name);
  const bubble = thread.getByRole('listitem').filter({ hasText: text });
  await expect(bubble.first()).toBeVisible(slow);
  return bubble.first();
}

test('a template with an IMAGE header: its example uploaded in the editor, then its photo sent by a campaign and a broadcast', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const user = await signedInNewUser({ request, context, baseURL }, 'Ines');
  await addContacts(request, user, [
    { name: 'Asha Rao', phone: '+919700000301' },
    { name: 'Ravi Iyer', phone: '+919700000302' },
  ]);

  // The editor: an IMAGE header asks for its example file, uploaded before the template is submitted.
  const editor = await openTemplateEditor(page);
  await editor.getByLabel(/^Template Name/).fill('catalogue_day');
  await editor.getByLabel(/^Body Text/).fill('Our new catalogue is out today.');
  await editor.getByRole('button', { name: 'Add Header' }).click();
  await editor.getByLabel('Header Type').selectOption('IMAGE');
  await editor.getByRole('button', { name: 'Submit for Review' }).click();
  await expect(editor.getByLabel(/^Example file/)).toHaveAccessibleDescription(
    /Please add an example file for the header/,
  );
  await editor.getByLabel(/^Example file/).setInputFiles({
    name: 'banner.png',
    mimeType: 'image/png',
    buffer: samplePng(),
  });
  await expect(editor.getByRole('button', { name: 'Remove banner.png' })).toBeVisible(slow);
  await expect(editor.getByTestId('template-preview').getByRole('img', { name: 'Image' })).toBeVisible(slow);
  await editor.getByRole('button', { name: 'Submit for Review' }).click();
  await expect(page.getByText('Template created successfully')).toBeVisible(slow);
  await reviewTemplate(request, user, 'catalogue_day');

  // A campaign of that template: its message carries the example photo above the body.
  await openWhatsAppSection(page, 'Campaigns');
  const manager = page.getByRole('region', { name: 'Campaign Manager' });
  await manager.getByRole('button', { name: 'New Campaign' }).click(slow);
  const form = page.getByRole('dialog', { name: 'Create Campaign' });
  await form.getByLabel(/^Campaign Name/).fill('Catalogue day');
  await form.getByLabel(/^Template/).selectOption('catalogue_day');
  await expect(form.getByText('2 recipients')).toBeVisible(slow);
  await form.getByRole('button', { name: 'Create Campaign' }).click();
  await expect(page.getByText('Campaign created successfully')).toBeVisible(slow);
  await manager.getByRole('button', { name: 'Launch Catalogue day' }).click();
  await expect(manager.getByRole('listitem', { name: 'Catalogue day' }).getByText('Completed')).toBeVisible({
    timeout: 45_000,
  });
  const campaignBubble = await bubbleIn(page, 'Asha Rao', 'Our new catalogue is out today.');
  await expect(campaignBubble.getByRole('button', { name: 'View photo' }).locator('img')).toBeVisible(slow);

  // A template broadcast of it to one number: the same photo above the body.
  const inbox = inboxWidget(page);
  await inbox.getByRole('button', { name: 'Create broadcast' }).click(slow);
  const dialog = page.getByRole('dialog', { name: 'Create Broadcast Message' });
  await dialog.getByRole('textbox', { name: /Broadcast Name/ }).fill('Catalogue broadcast');
  await dialog.getByRole('combobox', { name: /Recipients/ }).selectOption('custom');
  await dialog.getByRole('textbox', { name: /Phone numbers/ }).fill('+919700000302');
  await dialog.getByRole('radio', { name: 'Use Template' }).check();
  const templates = await request.get(`${API_ORIGIN}/api/v1/whatsapp/template/${user.userId}`, {
    headers: user.auth,
  });
  const template = ((await templates.json()) as { data: { id: string; name: string }[] }).data.find(
    (t) => t.name === 'catalogue_day',
  );
  await dialog.getByRole('combobox', { name: /^Template/ }).selectOption(template?.id ?? '');
  // A template's media is its header's: the attachment buttons are off for a template broadcast.
  await expect(dialog.getByRole('button', { name: 'Image' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Send Now' }).click();
  await expect(page.getByText('Broadcast sent to 1 of 1 recipient')).toBeVisible(slow);

  // Three messages (the campaign's two, the broadcast's one), each with the example photo as its header.
  const sent = (await messagesOf(request, user)).filter((m) => m.template_name === 'catalogue_day');
  const headers = sent.map((m) => [m.to, (m.template_header_media as { mimeType?: string } | undefined)?.mimeType]);
  expect(headers.sort()).toEqual([
    ['+919700000301', 'image/png'],
    ['+919700000302', 'image/png'],
    ['+919700000302', 'image/png'],
  ]);
  const ravi = await bubbleIn(page, 'Ravi Iyer', 'Our new catalogue is out today.');
  await expect(ravi.getByRole('button', { name: 'View photo' }).locator('img')).toBeVisible(slow);
});

test('a broadcast with a PDF attachment and its caption reaches each recipient as a document', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const user = await signedInNewUser({ request, context, baseURL }, 'Omar');
  // Both wrote in a moment ago: a custom message (an attachment's caption) may reach them.
  const recipients = [
    ['Lina Haddad', '+971500000401'],
    ['Karim Saleh', '+971500000402'],
  ] as const;
  for (const [name, from] of recipients) await simulateInbound(request, user.userId, { from, name, text: 'Hello' });

  await openInbox(page);
  await inboxWidget(page).getByRole('button', { name: 'Create broadcast' }).click(slow);
  const dialog = page.getByRole('dialog', { name: 'Create Broadcast Message' });
  await dialog.getByRole('textbox', { name: /Broadcast Name/ }).fill('Price list');
  await dialog.getByRole('combobox', { name: /Recipients/ }).selectOption('custom');
  await dialog.getByRole('textbox', { name: /Phone numbers/ }).fill(recipients.map(([, phone]) => phone).join(', '));
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'File' }).click();
  await (await chooser).setFiles({ name: 'prices.pdf', mimeType: 'application/pdf', buffer: samplePdf() });
  const attachment = dialog.getByRole('group', { name: 'Attachment' });
  await expect(attachment.getByText('prices.pdf')).toBeVisible(slow);
  await dialog.getByRole('textbox', { name: /^Message/ }).fill('Our December prices');
  await expect(dialog.getByRole('figure', { name: 'Preview' })).toContainText('prices.pdf');
  await dialog.getByRole('button', { name: 'Send Now' }).click();
  await expect(page.getByText('Broadcast sent to 2 of 2 recipients')).toBeVisible(slow);
  await expect(dialog).toBeHidden();

  const documents = (await messagesOf(request, user)).filter((m) => m.type === 'document');
  expect(documents.map((m) => [m.to, (m.media_data as { fileName?: string }).fileName])).toEqual(
    expect.arrayContaining([
      ['+971500000401', 'prices.pdf'],
      ['+971500000402', 'prices.pdf'],
    ]),
  );
  const bubble = await bubbleIn(page, 'Lina Haddad', 'Our December prices');
  await expect(bubble.getByRole('button', { name: /^Download prices\.pdf/ })).toBeVisible(slow);
});
