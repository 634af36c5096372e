import { describe, expect, it } from 'vitest';
import { checkMediaFile, checkMediaHead, cleanMediaFileName } from './check';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const PDF = new TextEncoder().encode('%PDF-1.4\n');
const OGG = new Uint8Array(
  [...'OggS']
    .map((c) => c.charCodeAt(0))
    .concat(
      new Array<number>(24).fill(0),
      [...'OpusHead'].map((c) => c.charCodeAt(0)),
    ),
);
const WEBP = new TextEncoder().encode('RIFF\u0000\u0000\u0000\u0000WEBPVP8L');
const MB = 1024 * 1024;

describe('checkMediaHead: Meta limits before any byte is sent', () => {
  it('accepts a file within its kind limit and names its kind and type from the bytes', () => {
    expect(checkMediaHead(PNG, 5 * MB, 'photo.png')).toEqual({
      ok: true,
      kind: 'image',
      mimeType: 'image/png',
      size: 5 * MB,
      fileName: 'photo.png',
    });
  });

  it.each([
    ['an image over 5 MB', PNG, 5 * MB + 1, 'Images must be 5 MB or smaller'],
    ['a voice note over 16 MB', OGG, 16 * MB + 1, 'Audio files must be 16 MB or smaller'],
    ['a document over 100 MB', PDF, 100 * MB + 1, 'Documents must be 100 MB or smaller'],
    ['a static sticker over 100 KB', WEBP, 100 * 1024 + 1, 'Stickers must be 100 KB or smaller (500 KB if animated)'],
  ])('refuses %s', (_name, head, size, message) => {
    expect(checkMediaHead(head, size, 'file')).toEqual({ ok: false, code: 'TOO_LARGE', message, field: 'file' });
  });

  it('refuses an empty file, an unknown type and a file that is not of the kind chosen', () => {
    expect(checkMediaHead(PNG, 0, 'a.png')).toMatchObject({ ok: false, code: 'EMPTY', message: 'The file is empty' });
    expect(checkMediaHead(new TextEncoder().encode('<svg/>'), 6, 'a.png')).toMatchObject({
      ok: false,
      code: 'UNSUPPORTED_TYPE',
      message: 'This type of file cannot be sent on WhatsApp',
    });
    expect(checkMediaHead(PDF, 100, 'a.pdf', { kind: 'image' })).toMatchObject({
      ok: false,
      code: 'TYPE_MISMATCH',
      message: 'The file does not match the chosen type of attachment',
    });
  });

  it('limits captions to 1,024 characters and refuses one on audio', () => {
    expect(checkMediaHead(PNG, 10, 'a.png', { caption: 'x'.repeat(1024) }).ok).toBe(true);
    expect(checkMediaHead(PNG, 10, 'a.png', { caption: 'x'.repeat(1025) })).toMatchObject({
      ok: false,
      code: 'CAPTION_TOO_LONG',
      field: 'caption',
      message: 'Caption must be 1024 characters or less',
    });
    expect(checkMediaHead(OGG, 10, 'a.ogg', { caption: 'listen' })).toMatchObject({
      ok: false,
      code: 'CAPTION_NOT_ALLOWED',
      field: 'caption',
    });
  });
});

describe('checkMediaFile', () => {
  it('reads only the first bytes of a large Blob', async () => {
    const big = new Blob([PDF, new Uint8Array(8 * MB)]);
    let sliced: [number | undefined, number | undefined] | null = null;
    const file = {
      size: big.size,
      name: 'scan.pdf',
      slice: (start?: number, end?: number) => {
        sliced = [start, end];
        return big.slice(start, end);
      },
    };
    expect(await checkMediaFile(file)).toMatchObject({ ok: true, kind: 'document', mimeType: 'application/pdf' });
    expect(sliced).toEqual([0, 64 * 1024]);
  });
});

describe('cleanMediaFileName', () => {
  it.each([
    ['../../etc/passwd', 'passwd'],
    ['..\\..\\windows\\win.ini', 'win.ini'],
    ['invoice\u202Efdp.exe', 'invoicefdp.exe'],
    ['line\nbreak\u0000.txt', 'linebreak.txt'],
    ['..', 'file'],
    ['', 'file'],
    ['a'.repeat(300), 'a'.repeat(255)],
  ])('%j -> %j', (raw, clean) => {
    expect(cleanMediaFileName(raw)).toBe(clean);
  });
});
