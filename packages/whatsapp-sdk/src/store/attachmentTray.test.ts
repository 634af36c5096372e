import { describe, expect, it } from 'vitest';
import { checkMediaFile } from '../media/check';
import { MEDIA_VALIDATION_MESSAGES as M } from '../rules/mediaMessages';
import { ATTACHMENT_TRAY_MAX, createAttachmentTray } from './attachmentTray';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const PDF = new TextEncoder().encode('%PDF-1.7\n');
const OGG = new Uint8Array([
  0x4f,
  0x67,
  0x67,
  0x53,
  0,
  2,
  ...new Array(22).fill(0),
  ...new TextEncoder().encode('OpusHead'),
]);

const tray = () => createAttachmentTray({ check: checkMediaFile });

describe('AttachmentTray: the files a composer is about to send', () => {
  it('checks each file by its bytes: a photo and a PDF are ready, an HTML page named .png is refused with its message', async () => {
    const t = tray();
    await t.add([
      new File([PNG, new Uint8Array(100)], 'receipt.png'),
      new File([PDF], 'invoice.pdf'),
      new File(['<html><script>alert(1)</script></html>'], 'fake.png'),
    ]);
    const [photo, pdf, fake] = t.getSnapshot().items;
    expect(photo).toMatchObject({ status: 'ready', kind: 'image', mimeType: 'image/png', fileName: 'receipt.png' });
    expect(pdf).toMatchObject({ status: 'ready', kind: 'document' });
    expect(fake).toMatchObject({ status: 'refused', error: M.mediaTypeUnsupported });
    expect(t.canSend()).toBe(false);
    t.remove(fake!.id);
    expect(t.canSend()).toBe(true);
  });

  it('shows a file as checking at once, before its bytes are read', () => {
    const t = tray();
    void t.add([new File([PDF], 'a.pdf')]);
    expect(t.getSnapshot().items[0]).toMatchObject({ status: 'checking', fileName: 'a.pdf' });
    expect(t.canSend()).toBe(false);
  });

  it('gives each file its own caption, refusing one on a voice note and one over 1,024 characters', async () => {
    const t = tray();
    await t.add([new File([PNG], 'a.png'), new File([OGG], 'voice.ogg')]);
    const [photo, voice] = t.getSnapshot().items;
    expect(voice).toMatchObject({ status: 'ready', kind: 'audio' });
    t.setCaption(photo!.id, 'x'.repeat(1025));
    t.setCaption(voice!.id, 'hello');
    const [longCaption, voiceCaption] = t.getSnapshot().items;
    expect(t.captionError(longCaption!)).toBe(M.mediaCaptionMax);
    expect(t.captionError(voiceCaption!)).toBe(M.mediaCaptionNotAllowed);
    expect(t.canSend()).toBe(false);
    t.setCaption(photo!.id, 'The receipt');
    t.setCaption(voice!.id, '');
    expect(t.canSend()).toBe(true);
    const taken = t.take();
    expect(taken.map((a) => [a.fileName, a.caption])).toEqual([
      ['a.png', 'The receipt'],
      ['voice.ogg', ''],
    ]);
    expect(t.getSnapshot().items).toEqual([]);
  });

  it(`keeps at most ${ATTACHMENT_TRAY_MAX} files and says how many were left out`, async () => {
    const t = tray();
    await t.add(Array.from({ length: ATTACHMENT_TRAY_MAX + 2 }, (_, i) => new File([PDF], `${i}.pdf`)));
    expect(t.getSnapshot().items).toHaveLength(ATTACHMENT_TRAY_MAX);
    expect(t.getSnapshot().overflow).toBe(2);
  });

  it("keeps an image's width and height that the UI read, ignoring values that are not sizes", async () => {
    const t = tray();
    await t.add([new File([PNG], 'a.png')]);
    const id = t.getSnapshot().items[0]!.id;
    t.describe(id, { width: 0, height: Number.NaN });
    expect(t.getSnapshot().items[0]).not.toHaveProperty('width');
    t.describe(id, { width: 640, height: 480 });
    expect(t.getSnapshot().items[0]).toMatchObject({ width: 640, height: 480 });
  });

  it('a check that throws refuses the file instead of leaving it checking', async () => {
    const t = createAttachmentTray({ check: () => Promise.reject(new Error('boom')) });
    await t.add([new File([PDF], 'a.pdf')]);
    expect(t.getSnapshot().items[0]).toMatchObject({ status: 'refused', error: M.mediaTypeUnsupported });
  });
});
