/**
 * An image's size in pixels read from its first bytes, as it is shown (a JPEG turned by its EXIF orientation has its
 * width and height swapped), so an image bubble keeps its box before the image loads. Null when the bytes do not say.
 */
export interface ImageSize {
  width: number;
  height: number;
}

/**
 * How many of a JPEG's first bytes are kept to find its frame header: the EXIF block before it (with its thumbnail)
 * is at most 64 KB; cameras' other blocks rarely make it much more.
 */
export const IMAGE_SIZE_BYTES = 128 * 1024;

const positive = (width: number, height: number): ImageSize | null =>
  width > 0 && height > 0 ? { width, height } : null;

/** A PNG's size from its header (IHDR, bytes 16-24). */
export function pngSize(head: Buffer): ImageSize | null {
  if (head.length < 24 || head.toString('latin1', 12, 16) !== 'IHDR') return null;
  return positive(head.readUInt32BE(16), head.readUInt32BE(20));
}

/** The EXIF orientation (1-8) in an APP1 segment's body, or undefined. */
function exifOrientation(segment: Buffer): number | undefined {
  if (segment.length < 14 || segment.toString('latin1', 0, 6) !== 'Exif\0\0') return undefined;
  const tiff = segment.subarray(6);
  const order = tiff.toString('latin1', 0, 2);
  if (order !== 'II' && order !== 'MM') return undefined;
  const u16 = (at: number) => (order === 'II' ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (order === 'II' ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd = u32(4);
  if (ifd + 2 > tiff.length) return undefined;
  const entries = u16(ifd);
  for (let k = 0; k < entries; k += 1) {
    const entry = ifd + 2 + k * 12;
    if (entry + 12 > tiff.length) return undefined;
    // Tag 0x0112 (Orientation), a SHORT whose value sits in the entry itself.
    if (u16(entry) === 0x0112) return u16(entry + 8);
  }
  return undefined;
}

/**
 * A JPEG's size from its frame header (SOFn), read through the segments before it; turned when its EXIF orientation
 * (5-8) rotates it by a quarter, as browsers show it (`image-orientation: from-image`).
 */
export function jpegSize(data: Buffer): ImageSize | null {
  if (data.length < 4 || data[0] !== 0xff || data[1] !== 0xd8) return null;
  let orientation: number | undefined;
  let i = 2;
  while (i + 4 <= data.length) {
    if (data[i] !== 0xff) return null;
    const marker = data[i + 1]!;
    // Fill bytes, and markers without a length (TEM, RSTn).
    if (marker === 0xff) {
      i += 1;
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      i += 2;
      continue;
    }
    // The image data or its end before any frame header: nothing to read.
    if (marker === 0xd9 || marker === 0xda) return null;
    const length = data.readUInt16BE(i + 2);
    if (length < 2) return null;
    const body = data.subarray(i + 4, i + 2 + length);
    if (marker === 0xe1 && orientation === undefined) orientation = exifOrientation(body);
    // SOF0-SOF15, except DHT (C4), JPG (C8) and DAC (CC): precision, height, width.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      if (body.length < 5) return null;
      const height = body.readUInt16BE(1);
      const width = body.readUInt16BE(3);
      return orientation !== undefined && orientation >= 5 && orientation <= 8
        ? positive(height, width)
        : positive(width, height);
    }
    i += 2 + length;
  }
  return null;
}

/** The size of a PNG or JPEG from its first bytes (`IMAGE_SIZE_BYTES` of a JPEG), else null. */
export function imageSize(mimeType: string, head: Buffer): ImageSize | null {
  if (mimeType === 'image/png') return pngSize(head);
  if (mimeType === 'image/jpeg') return jpegSize(head);
  return null;
}
