import { describe, expect, it } from 'vitest';
import { createFakeWacrmClient } from '../testing/fakeClient';
import { DEMO_CLIENT_ID, FIXTURE_NOW } from '../testing/fixtures';
import { createInboxStore } from './inbox';
import { outboxState } from './inboxOutboxMedia';

const BEN = '+14155550123';
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const photo = () => new File([PNG, new Uint8Array(2000)], 'receipt.png');

async function setup() {
  const client = createFakeWacrmClient({ now: () => FIXTURE_NOW });
  let n = 0;
  const inbox = createInboxStore({
    whatsapp: client.whatsapp(DEMO_CLIENT_ID),
    now: () => FIXTURE_NOW,
    createId: () => `local-${(n += 1)}`,
  });
  await inbox.load();
  await inbox.open('conv_ben');
  const mine = () => inbox.getSnapshot().messages.filter((m) => m.key.startsWith('local-'));
  const sends = () => client.controls.callsTo('messages.send').map(([p]) => p);
  return { client, inbox, mine, sends, media: client.controls.media };
}

/** Lets the store's awaits (the file check, the upload's first steps) run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('InboxStore outbox: a message with an attachment is uploaded, then sent', () => {
  it('goes uploading (with its percent) -> sending -> sent, and is sent with the media id and caption', async () => {
    const { inbox, mine, sends, media } = await setup();
    media.holdUploads(true);
    const sent = inbox.send({
      contactPhone: BEN,
      text: 'The receipt',
      attachment: { file: photo(), width: 640, height: 480 },
    });
    await settle();
    const [uploading] = mine();
    expect(uploading).toMatchObject({ type: 'image', text: 'The receipt', status: 'pending' });
    expect(outboxState(uploading!)).toBe('uploading');
    expect(uploading!.upload).toMatchObject({ percent: 50, fileName: 'receipt.png', mimeType: 'image/png' });
    expect(sends()).toEqual([]);
    media.releaseUploads();
    const done = await sent;
    expect(outboxState(done)).toBe('sent');
    expect(sends()).toEqual([
      {
        to: BEN,
        type: 'image',
        clientMessageId: 'local-1',
        media_data: {
          id: 'media_fake_1',
          mimeType: 'image/png',
          size: 2012,
          fileName: 'receipt.png',
          caption: 'The receipt',
          width: 640,
          height: 480,
        },
      },
    ]);
    expect(done.media).toMatchObject({ id: 'media_fake_1', caption: 'The receipt', width: 640, height: 480 });
  });

  it('refuses a file that fails the checks before any bubble or upload: an HTML page named .png', async () => {
    const { inbox, mine, media } = await setup();
    const page = new File(['<html><script>alert(1)</script></html>'], 'photo.png');
    await expect(inbox.send({ contactPhone: BEN, attachment: { file: page } })).rejects.toMatchObject({
      code: 'VALIDATION_ERROR',
      field: 'attachment',
      message: 'This type of file cannot be sent on WhatsApp',
    });
    const big = new File([PNG, new Uint8Array(5 * 1024 * 1024)], 'big.png');
    await expect(inbox.send({ contactPhone: BEN, attachment: { file: big } })).rejects.toMatchObject({
      message: 'Images must be 5 MB or smaller',
    });
    expect(mine()).toEqual([]);
    expect(media.uploadsStarted).toBe(0);
  });

  it("puts the media in the list's last message ('Photo' with its caption), and takes it back on cancel", async () => {
    const { inbox, media } = await setup();
    const ben = () => inbox.getSnapshot().conversations.find((c) => c.contactPhone === BEN);
    const before = ben()!.lastMessage;
    media.holdUploads(true);
    const sent = inbox.send({ contactPhone: BEN, text: 'The receipt', attachment: { file: photo() } });
    await settle();
    expect(ben()!.lastMessageMedia).toEqual({ type: 'image', fileName: 'receipt.png', caption: 'The receipt' });
    inbox.cancelUpload(inbox.getSnapshot().messages.at(-1)!.key);
    await sent.catch(() => undefined);
    expect(ben()!.lastMessage).toBe(before);
    expect(ben()!.lastMessageMedia).toBeUndefined();
  });

  it('cancel half way takes the bubble away and sends nothing', async () => {
    const { inbox, mine, sends, media } = await setup();
    const before = inbox.getSnapshot().activeConversation?.lastMessage;
    media.holdUploads(true);
    const sent = inbox.send({ contactPhone: BEN, attachment: { file: photo() } });
    await settle();
    expect(inbox.cancelUpload('local-1')).toBe(true);
    await expect(sent).rejects.toMatchObject({ code: 'ABORTED' });
    expect(mine()).toEqual([]);
    expect(inbox.getSnapshot().activeConversation?.lastMessage).toBe(before);
    media.releaseUploads();
    await settle();
    expect(sends()).toEqual([]);
    expect(media.files.size).toBe(0);
    expect(inbox.cancelUpload('local-1')).toBe(false);
  });

  it('Retry after a failed send sends the uploaded file again without uploading it twice', async () => {
    const { client, inbox, sends, media } = await setup();
    client.controls.failNext('messages.send', { status: 500, message: 'Failed to send message' });
    const failed = await inbox.send({ contactPhone: BEN, attachment: { file: photo() } });
    expect(outboxState(failed)).toBe('failed');
    expect(media.uploadsStarted).toBe(1);
    const retried = await inbox.retry(failed.key);
    expect(outboxState(retried!)).toBe('sent');
    expect(media.uploadsStarted).toBe(1);
    expect(sends()).toHaveLength(2);
    expect(sends()[1]).toMatchObject({ type: 'image', clientMessageId: 'local-1', media_data: { id: 'media_fake_1' } });
    expect(inbox.getSnapshot().messages.filter((m) => m.type === 'image' && m.direction === 'outbound')).toHaveLength(
      1,
    );
  });

  it('Retry after a failed upload uploads the file again, then sends it once', async () => {
    const { inbox, sends, media } = await setup();
    media.failNextUpload({ status: 503, message: 'Storage unavailable' });
    const failed = await inbox.send({ contactPhone: BEN, attachment: { file: photo() } });
    expect(failed).toMatchObject({ status: 'failed', error: { title: 'Storage unavailable' } });
    expect(sends()).toEqual([]);
    const retried = await inbox.retry(failed.key);
    expect(outboxState(retried!)).toBe('sent');
    expect(media.uploadsStarted).toBe(2);
    expect(media.files.size).toBe(1);
    expect(sends()).toHaveLength(1);
  });

  it('a message whose upload failed can be discarded instead of retried; a sent one cannot', async () => {
    const { inbox, mine, sends, media } = await setup();
    media.failNextUpload();
    const failed = await inbox.send({ contactPhone: BEN, attachment: { file: photo() } });
    expect(inbox.cancelUpload(failed.key)).toBe(true);
    expect(mine()).toEqual([]);
    const sent = await inbox.send({ contactPhone: BEN, attachment: { file: photo() } });
    expect(inbox.cancelUpload(sent.key)).toBe(false);
    expect(sends()).toHaveLength(1);
  });
});

describe('outboxState', () => {
  it('reads a text message as sending while pending', () => {
    expect(outboxState({ status: 'pending' })).toBe('sending');
    expect(outboxState({ status: 'read' })).toBe('sent');
  });
});
