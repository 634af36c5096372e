import { expect, test } from './support/test';
import { openInbox as openWhatsAppInbox } from './support/workbench';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { API_ORIGIN, signInWithCookies } from './support/session';
import { demoUserOnce } from './support/devtools';

/** Media in the inbox (issue 32) against the mock API's media routes and its simulator's generated samples. */
const slow = { timeout: 30_000 };
const demoUser = demoUserOnce();

/** A customer sends media: POST /__dev/simulate/inbound with a type (the mock stores a generated sample of it). */
async function receive(request: APIRequestContext, clientId: string, message: Record<string, string>) {
  const res = await request.post(`${API_ORIGIN}/__dev/simulate/inbound`, { data: { clientId, ...message } });
  expect(res.ok(), `simulate answered ${res.status()}: ${await res.text()}`).toBe(true);
}

async function openConversation(page: Page, name: string): Promise<{ inbox: Locator; thread: Locator }> {
  await openWhatsAppInbox(page);
  const inbox = page.locator('[data-wacrm-widget="conversations"]');
  await inbox
    .getByRole('listbox', { name: 'Conversation list' })
    .getByRole('option', { name: new RegExp(name) })
    .click();
  const thread = inbox.getByRole('list', { name: `Messages with ${name}` });
  await expect(thread.getByRole('listitem').first()).toBeVisible(slow);
  return { inbox, thread };
}

test('inbound photo, voice note, document and sticker show as media; the photo opens and closes by keyboard', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const user = await demoUser(request);
  const from = `+1555${String(Date.now()).slice(-7)}`;
  const name = 'Media Sender';
  for (const type of ['image', 'audio', 'document', 'sticker']) {
    await receive(request, user.userId, { from, name, type, text: '' });
  }
  await signInWithCookies(context, baseURL ?? '', user);
  const { inbox, thread } = await openConversation(page, name);
  // The list's preview says what the last message is.
  await expect(inbox.getByRole('option', { name: new RegExp(name) })).toContainText('Sticker');
  const photo = thread.getByRole('button', { name: 'View photo' });
  await expect(photo.locator('img')).toBeVisible(slow);
  await expect(thread.getByRole('button', { name: 'Play voice message' })).toBeVisible();
  await expect(thread.getByRole('button', { name: /^Download / })).toBeVisible();
  await expect(thread.getByRole('button', { name: 'View sticker' })).toBeVisible();

  await photo.focus();
  await page.keyboard.press('Enter');
  const viewer = page.getByRole('dialog', { name: 'Photo' });
  await expect(viewer.getByRole('img')).toBeVisible(slow);
  await expect(viewer.getByText('1 of 2')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('dialog', { name: 'Sticker' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(photo).toBeFocused();
});

test('a PDF attached with the attach button is uploaded and sent with its caption', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const user = await demoUser(request);
  const from = `+1556${String(Date.now()).slice(-7)}`;
  const name = 'Attach Receiver';
  // A customer who wrote first: the 24-hour window is open, so files can be sent.
  await receive(request, user.userId, { from, name, text: 'Can you send the invoice?' });
  await signInWithCookies(context, baseURL ?? '', user);
  const { inbox, thread } = await openConversation(page, name);
  await expect(inbox.getByRole('button', { name: 'Attach files' })).toBeVisible(slow);
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
  await inbox
    .locator('input[type="file"]')
    .setInputFiles({ name: 'invoice.pdf', mimeType: 'application/pdf', buffer: pdf });
  await inbox.getByRole('textbox', { name: 'Caption for invoice.pdf' }).fill('Invoice for November');
  await inbox.getByRole('button', { name: 'Send' }).click();
  await expect(thread.getByRole('button', { name: 'Download invoice.pdf' })).toBeVisible(slow);
  await expect(thread.getByText('Invoice for November')).toBeVisible();
  await expect(inbox.getByRole('option', { name: new RegExp(name) })).toContainText(
    'invoice.pdf: Invoice for November',
  );
});
