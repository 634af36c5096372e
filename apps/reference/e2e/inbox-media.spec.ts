import { expect, test } from './support/test';
import { inboxWidget, openConversation, openInbox as openWhatsAppInbox } from './support/workbench';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { signInWithCookies } from './support/session';
import { demoUserOnce, simulateInbound } from './support/devtools';
import { sampleOgg, samplePng } from '../../mock-api/src/media/samples';

/** Media in the inbox against the mock API's media routes and its simulator's generated samples. */
const slow = { timeout: 30_000 };
const demoUser = demoUserOnce();

/** Opens the inbox and a conversation in it (support/workbench.ts). */
async function openConversationOf(page: Page, name: string): Promise<{ inbox: Locator; thread: Locator }> {
  await openWhatsAppInbox(page);
  const inbox = inboxWidget(page);
  return { inbox, thread: await openConversation(inbox, name) };
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
  for (const type of ['image', 'audio', 'document', 'sticker'] as const) {
    await simulateInbound(request, user.userId, { from, name, type, text: '' });
  }
  await signInWithCookies(context, baseURL ?? '', user);
  const { inbox, thread } = await openConversationOf(page, name);
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

test("the simulator's inbound video plays in the inbox's player", async ({ page, context, request, baseURL }) => {
  const user = await demoUser(request);
  const from = `+1557${String(Date.now()).slice(-7)}`;
  const name = 'Video Sender';
  await simulateInbound(request, user.userId, { from, name, type: 'video', text: '' });
  await signInWithCookies(context, baseURL ?? '', user);
  const { thread } = await openConversationOf(page, name);
  await thread.getByRole('button', { name: /^Play video/ }).click();
  const video = thread.locator('video[aria-label="Video"]');
  await expect(video).toBeVisible(slow);
  // Its metadata read (a length), no decoding error, and it plays to its end (autoplay is muted here: the test
  // starts it muted, as a browser policy might require).
  await video.evaluate((v: HTMLVideoElement) => {
    v.muted = true;
    return v.play();
  });
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => ({ error: v.error?.code ?? 0, ended: v.ended })), slow)
    .toEqual({ error: 0, ended: true });
  expect(await video.evaluate((v: HTMLVideoElement) => v.duration)).toBeGreaterThan(0);
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
  await simulateInbound(request, user.userId, { from, name, text: 'Can you send the invoice?' });
  await signInWithCookies(context, baseURL ?? '', user);
  const { inbox, thread } = await openConversationOf(page, name);
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

/** A file as the page builds it (bytes as base64: they cross from the test to the page). */
interface PageFile {
  name: string;
  mimeType: string;
  base64: string;
}

const photoFile = (): PageFile => ({
  name: 'parcel.png',
  mimeType: 'image/png',
  base64: samplePng(64).toString('base64'),
});
const voiceFile = (): PageFile => ({
  name: 'voice.ogg',
  mimeType: 'audio/ogg',
  base64: sampleOgg(2).toString('base64'),
});

/** Drops files on an element as a browser does for files dragged from the desktop (dragover, then drop). */
async function dropFiles(target: Locator, files: PageFile[]) {
  const dataTransfer = await target.page().evaluateHandle((list: PageFile[]) => {
    const transfer = new DataTransfer();
    for (const f of list) {
      const bytes = Uint8Array.from(atob(f.base64), (c) => c.charCodeAt(0));
      transfer.items.add(new File([bytes], f.name, { type: f.mimeType }));
    }
    return transfer;
  }, files);
  await target.dispatchEvent('dragover', { dataTransfer });
  await target.dispatchEvent('drop', { dataTransfer });
}

/** Pastes files into a text box as a browser does for an image copied to the clipboard. */
async function pasteFiles(target: Locator, files: PageFile[]) {
  await target.evaluate((element, list: PageFile[]) => {
    const transfer = new DataTransfer();
    for (const f of list) {
      const bytes = Uint8Array.from(atob(f.base64), (c) => c.charCodeAt(0));
      transfer.items.add(new File([bytes], f.name, { type: f.mimeType }));
    }
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true, cancelable: true }));
  }, files);
}

/** A conversation with a customer who wrote first (the 24-hour window is open, so files can be sent). */
async function customerWrote(request: APIRequestContext, userId: string, name: string, prefix: string) {
  const from = `${prefix}${String(Date.now()).slice(-7)}`;
  await simulateInbound(request, userId, { from, name, text: 'Hello, here is my order' });
  return from;
}

test('a photo pasted with a caption and a voice note dropped on the thread reach another tab of the business', async ({
  page,
  context,
  browser,
  request,
  baseURL,
}) => {
  const user = await demoUser(request);
  const name = 'Paste Receiver';
  await customerWrote(request, user.userId, name, '+1557');
  await signInWithCookies(context, baseURL ?? '', user);
  // The same business in a second browser (another agent): the conversation open there before anything is sent.
  const otherContext = await browser.newContext();
  try {
    await signInWithCookies(otherContext, baseURL ?? '', user);
    const other = await otherContext.newPage();
    const { thread: otherThread } = await openConversationOf(other, name);

    const { inbox, thread } = await openConversationOf(page, name);
    await expect(inbox.getByRole('button', { name: 'Attach files' })).toBeVisible(slow);
    await pasteFiles(inbox.getByRole('textbox', { name: 'Message' }), [photoFile()]);
    await inbox.getByRole('textbox', { name: 'Caption for parcel.png' }).fill('The damaged box');
    await dropFiles(page.getByTestId('thread-drop-zone'), [voiceFile()]);
    await expect(inbox.getByRole('list', { name: 'Attachments' }).getByRole('listitem')).toHaveCount(2);
    // A voice note takes no caption.
    await expect(inbox.getByRole('textbox', { name: 'Caption for voice.ogg' })).toHaveCount(0);
    await inbox.getByRole('button', { name: 'Send' }).click();

    await expect(thread.getByRole('button', { name: 'View photo' }).locator('img')).toBeVisible(slow);
    await expect(thread.getByText('The damaged box')).toBeVisible();
    await expect(thread.getByRole('button', { name: 'Play voice message' })).toBeVisible(slow);
    // The other tab of the business sees both arrive, the photo loaded with its caption.
    await expect(otherThread.getByRole('button', { name: 'View photo' }).locator('img')).toBeVisible(slow);
    await expect(otherThread.getByText('The damaged box')).toBeVisible();
    await expect(otherThread.getByRole('button', { name: 'Play voice message' })).toBeVisible(slow);
  } finally {
    await otherContext.close();
  }
});

test('an upload cancelled half way sends nothing', async ({ page, context, request, baseURL }) => {
  const user = await demoUser(request);
  const name = 'Cancel Receiver';
  await customerWrote(request, user.userId, name, '+1558');
  await signInWithCookies(context, baseURL ?? '', user);
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && /\/whatsapp\/messages\//.test(r.url())) sent.push(r.url());
  });
  // The upload is held at the network until the user cancels it (as a slow connection would).
  let uploadStarted!: () => void;
  const started = new Promise<void>((resolve) => (uploadStarted = resolve));
  await page.route(/\/whatsapp\/media\/[^/]+$/, async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    uploadStarted();
    // Never answered: the page's abort ends it.
  });
  const { inbox, thread } = await openConversationOf(page, name);
  await inbox.locator('input[type="file"]').setInputFiles({
    name: 'parcel.png',
    mimeType: 'image/png',
    buffer: samplePng(64),
  });
  await inbox.getByRole('button', { name: 'Send' }).click();
  await started;
  await thread.getByRole('button', { name: 'Cancel upload' }).click();
  await expect(thread.getByRole('button', { name: 'Cancel upload' })).toHaveCount(0);
  await expect(thread.getByRole('button', { name: 'View photo' })).toHaveCount(0);
  // Nothing was sent, and after a reload there is no such message either.
  expect(sent).toEqual([]);
  await page.unroute(/\/whatsapp\/media\/[^/]+$/);
  await page.reload();
  const reopened = await openConversationOf(page, name);
  await expect(reopened.thread.getByText('Hello, here is my order')).toBeVisible();
  await expect(reopened.thread.getByRole('button', { name: 'View photo' })).toHaveCount(0);
});

test('a failed send is retried as one message with one upload', async ({ page, context, request, baseURL }) => {
  const user = await demoUser(request);
  const name = 'Retry Receiver';
  await customerWrote(request, user.userId, name, '+1559');
  await signInWithCookies(context, baseURL ?? '', user);
  let uploads = 0;
  let sends = 0;
  page.on('request', (r) => {
    if (r.method() !== 'POST') return;
    if (/\/whatsapp\/media\/[^/]+$/.test(r.url())) uploads += 1;
    if (/\/whatsapp\/messages\//.test(r.url())) sends += 1;
  });
  // No realtime socket (its messages would go over it): the app sends over HTTP, where the first send of the message
  // fails at the server; the upload before it succeeded.
  await page.routeWebSocket(/socket\.io/, (ws) => ws.close());
  await page.route(/\/socket\.io\//, (route) => route.abort());
  let failNext = true;
  await page.route(/\/whatsapp\/messages\//, async (route) => {
    if (route.request().method() === 'POST' && failNext) {
      failNext = false;
      return route.fulfill({
        status: 502,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, message: 'Bad gateway' }),
      });
    }
    return route.continue();
  });
  const { inbox, thread } = await openConversationOf(page, name);
  await inbox.locator('input[type="file"]').setInputFiles({
    name: 'parcel.png',
    mimeType: 'image/png',
    buffer: samplePng(64),
  });
  await inbox.getByRole('textbox', { name: 'Caption for parcel.png' }).fill('Second try');
  await inbox.getByRole('button', { name: 'Send' }).click();
  const retry = thread.getByRole('button', { name: 'Retry' });
  await expect(retry).toBeVisible(slow);
  await retry.click();
  await expect(thread.getByRole('button', { name: 'Retry' })).toHaveCount(0, slow);
  await expect(thread.getByText('Second try')).toHaveCount(1);
  expect({ uploads, sends }).toEqual({ uploads: 1, sends: 2 });
  // The server has it once.
  await page.reload();
  const reopened = await openConversationOf(page, name);
  await expect(reopened.thread.getByText('Second try')).toHaveCount(1, slow);
});

test('a backend without media routes: no attachment controls, and incoming media keeps its plain text', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const user = await demoUser(request);
  const name = 'No Media Backend';
  const from = await customerWrote(request, user.userId, name, '+1560');
  await simulateInbound(request, user.userId, { from, name, type: 'document', text: '' });
  await signInWithCookies(context, baseURL ?? '', user);
  // As an older backend answers: 404 on every media route (the probe included).
  await page.route(/\/whatsapp\/media\//, (route) =>
    route.fulfill({
      status: 404,
      contentType: 'application/json',
      body: JSON.stringify({ success: false, message: 'Not found' }),
    }),
  );
  const { inbox, thread } = await openConversationOf(page, name);
  await expect(thread.getByText('Hello, here is my order')).toBeVisible();
  await expect(inbox.getByRole('textbox', { name: 'Message' })).toBeVisible();
  await expect(inbox.getByRole('button', { name: 'Attach files' })).toHaveCount(0);
  await expect(thread.getByRole('button', { name: /^Download / })).toHaveCount(0);
  // No error shown to the user (the page's alert regions stay empty).
  await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveCount(0);
});
