import { describe, expect, it } from 'vitest';
import { sniffMediaType } from './sniff';

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
const bytes = (...parts: Array<string | number[]>) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? ascii(p) : p)));
const utf16 = (text: string) => [...text].flatMap((c) => [c.charCodeAt(0), 0]);
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const PK = [0x50, 0x4b, 0x03, 0x04];

describe('sniffMediaType: the type from the first bytes', () => {
  it.each([
    ['JPEG', bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF'), 'image/jpeg', 'image'],
    ['PNG', bytes([0x89], 'PNG\r\n', [0x1a, 0x0a], 'IHDR'), 'image/png', 'image'],
    ['WebP', bytes('RIFF', [1, 0, 0, 0], 'WEBPVP8L'), 'image/webp', 'sticker'],
    ['MP4', bytes([0, 0, 0, 0x20], 'ftypisom'), 'video/mp4', 'video'],
    ['3GPP', bytes([0, 0, 0, 0x18], 'ftyp3gp4'), 'video/3gpp', 'video'],
    ['M4A', bytes([0, 0, 0, 0x18], 'ftypM4A '), 'audio/mp4', 'audio'],
    ['OGG Opus', bytes('OggS', new Array<number>(24).fill(0), 'OpusHead'), 'audio/ogg', 'audio'],
    ['MP3 with ID3', bytes('ID3', [4, 0]), 'audio/mpeg', 'audio'],
    ['MP3 frame', bytes([0xff, 0xfb, 0x90, 0x64]), 'audio/mpeg', 'audio'],
    ['AAC (ADTS)', bytes([0xff, 0xf1, 0x50, 0x80]), 'audio/aac', 'audio'],
    ['AMR', bytes('#!AMR\n', [0x3c]), 'audio/amr', 'audio'],
    ['PDF', bytes('%PDF-1.7\n'), 'application/pdf', 'document'],
    [
      'DOCX',
      bytes(PK, '....[Content_Types].xml....word/document.xml'),
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'document',
    ],
    [
      'XLSX',
      bytes(PK, '....[Content_Types].xml....xl/workbook.xml'),
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'document',
    ],
    [
      'PPTX',
      bytes(PK, '....[Content_Types].xml....ppt/presentation.xml'),
      'application/vnd.openxmlformats-officedocument.presentationml.presentation',
      'document',
    ],
    ['DOC', bytes(OLE, [0, 0], utf16('WordDocument')), 'application/msword', 'document'],
    ['XLS', bytes(OLE, [0, 0], utf16('Workbook')), 'application/vnd.ms-excel', 'document'],
    ['PPT', bytes(OLE, [0, 0], utf16('PowerPoint Document')), 'application/vnd.ms-powerpoint', 'document'],
    ['TXT', bytes('Order 1042: two chairs\r\nThanks!\n'), 'text/plain', 'document'],
    ['UTF-8 text', new TextEncoder().encode('Pedido nº 7 – gracias ✓'), 'text/plain', 'document'],
  ])('%s', (_name, head, mimeType, kind) => {
    expect(sniffMediaType(head)).toEqual({ mimeType, kind });
  });

  it('tells an animated WebP (VP8X with the animation flag) from a static one', () => {
    const vp8x = (flags: number) => bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8X', [10, 0, 0, 0, flags]);
    expect(sniffMediaType(vp8x(0x02))).toEqual({ mimeType: 'image/webp', kind: 'sticker', animated: true });
    expect(sniffMediaType(vp8x(0x10))).toEqual({ mimeType: 'image/webp', kind: 'sticker' });
  });

  it.each([
    ['an HTML page', bytes('<!doctype html><script>alert(1)</script>')],
    ['an HTML page after a BOM and blank lines', bytes([0xef, 0xbb, 0xbf], '\n\n  <html><body>hi</body></html>')],
    ['an SVG image', bytes('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')],
    ['an XML file', bytes('<?xml version="1.0"?><svg/>')],
    ['an OGG Vorbis file (Opus only)', bytes('OggS', new Array<number>(24).fill(0), [1], 'vorbis')],
    ['a GIF', bytes('GIF89a', [1, 0, 1, 0, 0x80, 0, 0])],
    ['a plain zip', bytes(PK, '....photos/holiday.jpg')],
    ['an OLE file that is no Office document', bytes(OLE, [0, 0], utf16('Installer'))],
    ['an executable', bytes('MZ', [0x90, 0, 3, 0])],
    ['binary junk', bytes([0, 1, 2, 3, 4, 5])],
    ['nothing', new Uint8Array()],
  ])('refuses %s', (_name, head) => {
    expect(sniffMediaType(head)).toBeNull();
  });

  it('never trusts the name: an HTML page named photo.png is refused, a PNG named notes.txt is a PNG', () => {
    expect(sniffMediaType(bytes('<html></html>'), 'photo.png')).toBeNull();
    expect(sniffMediaType(bytes([0x89], 'PNG\r\n', [0x1a, 0x0a]), 'notes.txt')?.mimeType).toBe('image/png');
  });

  it('uses the extension only to name an Office file whose parts are past the bytes read', () => {
    const ole = bytes(OLE, new Array<number>(64).fill(0));
    expect(sniffMediaType(ole, 'budget.xls')?.mimeType).toBe('application/vnd.ms-excel');
    expect(sniffMediaType(ole, 'budget.exe')).toBeNull();
    const ooxml = bytes(PK, '....[Content_Types].xml');
    expect(sniffMediaType(ooxml, 'deck.pptx')?.mimeType).toBe(
      'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    );
    expect(sniffMediaType(bytes(PK, '....readme.md'), 'report.docx')).toBeNull();
  });
});
