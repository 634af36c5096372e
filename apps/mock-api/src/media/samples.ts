// Small files for the dev simulator's inbound media: generated here, but for the video (a fixture made once with
// ffmpeg, fixtures/clip.mp4).
import { readFileSync } from 'node:fs';
import type { MediaKind } from '@wacrm/whatsapp-sdk/media';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function adler32(bytes: Buffer): number {
  let a = 1;
  let b = 0;
  for (const byte of bytes) {
    a = (a + byte) % 65521;
    b = (b + a) % 65521;
  }
  return ((b << 16) | a) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A `size` x `size` PNG in two colours (a diagonal), its pixels in stored (uncompressed) deflate blocks. */
export function samplePng(size = 48): Buffer {
  const rows: number[] = [];
  for (let y = 0; y < size; y += 1) {
    rows.push(0); // filter: none
    for (let x = 0; x < size; x += 1) rows.push(...(x > y ? [0x25, 0xd3, 0x66] : [0x12, 0x8c, 0x7e]));
  }
  const raw = Buffer.from(rows);
  const blocks: Buffer[] = [];
  for (let at = 0; at < raw.length; at += 65535) {
    const part = raw.subarray(at, at + 65535);
    const header = Buffer.alloc(5);
    header[0] = at + 65535 >= raw.length ? 1 : 0;
    header.writeUInt16LE(part.length, 1);
    header.writeUInt16LE(~part.length & 0xffff, 3);
    blocks.push(header, part);
  }
  const adler = Buffer.alloc(4);
  adler.writeUInt32BE(adler32(raw));
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', Buffer.concat([Buffer.from([0x78, 0x01]), ...blocks, adler])),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

const OGG_CRC = Array.from({ length: 256 }, (_, n) => {
  let c = n << 24;
  for (let k = 0; k < 8; k += 1) c = c & 0x80000000 ? (c << 1) ^ 0x04c11db7 : c << 1;
  return c >>> 0;
});

function oggPage(packets: Buffer[], flags: number, granule: bigint, sequence: number): Buffer {
  const lacing: number[] = [];
  for (const p of packets) {
    for (let left = p.length; ; left -= 255) {
      lacing.push(Math.min(left, 255));
      if (left < 255) break;
    }
  }
  const header = Buffer.alloc(27);
  header.write('OggS', 0, 'latin1');
  header[5] = flags;
  header.writeBigInt64LE(granule, 6);
  header.writeUInt32LE(0x5741_4352, 14); // stream serial: 'WACR'
  header.writeUInt32LE(sequence, 18);
  header[26] = lacing.length;
  const page = Buffer.concat([header, Buffer.from(lacing), ...packets]);
  let crc = 0;
  for (const b of page) crc = ((crc << 8) ^ OGG_CRC[((crc >>> 24) ^ b) & 0xff]!) >>> 0;
  page.writeUInt32LE(crc, 22);
  return page;
}

/** A short Ogg Opus file (`seconds` of silence, 20 ms frames, mono 48 kHz). */
export function sampleOgg(seconds = 2): Buffer {
  const head = Buffer.alloc(19);
  head.write('OpusHead', 0, 'latin1');
  head[8] = 1; // version
  head[9] = 1; // channels
  head.writeUInt16LE(312, 10); // pre-skip
  head.writeUInt32LE(48000, 12);
  const vendor = Buffer.from('wacrm mock-api', 'latin1');
  const tags = Buffer.alloc(8 + 4 + vendor.length + 4);
  tags.write('OpusTags', 0, 'latin1');
  tags.writeUInt32LE(vendor.length, 8);
  vendor.copy(tags, 12);
  const frames = Math.round(seconds * 50);
  // A CELT fullband 20 ms frame of silence (TOC 0xf8 then the range coder's silence flag).
  const silence = Buffer.from([0xf8, 0xff, 0xfe]);
  const packets = Array.from({ length: frames }, () => silence);
  return Buffer.concat([
    oggPage([head], 0x02, 0n, 0),
    oggPage([tags], 0x00, 0n, 1),
    oggPage(packets, 0x04, BigInt(frames * 960 + 312), 2),
  ]);
}

/** A one-page PDF saying `text`, with a correct cross-reference table. */
export function samplePdf(text = 'Invoice 1042 - Acme Supplies - Total 149.00'): Buffer {
  const safe = text.replace(/[\\()]/g, '');
  const stream = `BT /F1 18 Tf 72 720 Td (${safe}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(pdf.length);
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/** A 1 x 1 lossless WebP (a sticker). */
export const sampleWebp = (): Buffer => Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');

/**
 * A 1 s, 64 x 64 MP4 (H.264 + AAC) that a <video> plays: a file made once with ffmpeg, read from disk (see
 * fixtures/README.md; the mock API needs no ffmpeg).
 */
export function sampleMp4(): Buffer {
  return readFileSync(new URL('./fixtures/clip.mp4', import.meta.url));
}

export interface MediaSample {
  data: Buffer;
  fileName: string;
  mimeType: string;
  width?: number;
  height?: number;
  durationSeconds?: number;
}

/** The sample a contact sends for each kind. */
export function mediaSample(kind: MediaKind): MediaSample {
  switch (kind) {
    case 'image':
      return { data: samplePng(), fileName: 'parcel.png', mimeType: 'image/png', width: 48, height: 48 };
    case 'audio':
      return { data: sampleOgg(), fileName: 'voice-note.ogg', mimeType: 'audio/ogg', durationSeconds: 2 };
    case 'document':
      return { data: samplePdf(), fileName: 'invoice-1042.pdf', mimeType: 'application/pdf' };
    case 'sticker':
      return { data: sampleWebp(), fileName: 'sticker.webp', mimeType: 'image/webp', width: 1, height: 1 };
    case 'video':
      return {
        data: sampleMp4(),
        fileName: 'clip.mp4',
        mimeType: 'video/mp4',
        width: 64,
        height: 64,
        durationSeconds: 1,
      };
  }
}
