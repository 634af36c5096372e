/** JPEG bytes built by hand for the size tests: the segments a size is read from, and a scan that is not an image. */
/** A JPEG segment: FF, its marker, its length (with itself), its body. */
export function segment(marker: number, body: Buffer): Buffer {
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([head, body]);
}

/** An APP1 EXIF segment whose first IFD holds only the orientation, in either byte order. */
export function exif(orientation: number, order: 'II' | 'MM' = 'MM'): Buffer {
  const tiff = Buffer.alloc(26);
  tiff.write(order, 0, 'latin1');
  const u16 = (value: number, at: number) =>
    order === 'II' ? tiff.writeUInt16LE(value, at) : tiff.writeUInt16BE(value, at);
  const u32 = (value: number, at: number) =>
    order === 'II' ? tiff.writeUInt32LE(value, at) : tiff.writeUInt32BE(value, at);
  u16(42, 2);
  u32(8, 4); // the first IFD right after the header
  u16(1, 8); // one entry
  u16(0x0112, 10); // Orientation
  u16(3, 12); // SHORT
  u32(1, 14); // one value
  u16(orientation, 18);
  u32(0, 22); // no next IFD
  return segment(0xe1, Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]));
}

/** A baseline frame header (SOF0): 8-bit precision, the height, the width, three components. */
export function frame(width: number, height: number, marker = 0xc0): Buffer {
  const body = Buffer.alloc(15);
  body[0] = 8;
  body.writeUInt16BE(height, 1);
  body.writeUInt16BE(width, 3);
  body[5] = 3;
  return segment(marker, body);
}

export const SOI = Buffer.from([0xff, 0xd8]);
export const JFIF = segment(0xe0, Buffer.from('JFIF\0\x01\x01\0\0\x01\0\x01\0\0', 'latin1'));
export const TABLES = segment(0xc4, Buffer.alloc(28, 1)); // DHT: a C-marker that is not a frame header
const SCAN = Buffer.concat([segment(0xda, Buffer.alloc(10)), Buffer.alloc(64, 0x55), Buffer.from([0xff, 0xd9])]);

/** SOI, the given segments, then a scan and EOI. */
export const jpeg = (...parts: Buffer[]): Buffer => Buffer.concat([SOI, ...parts, SCAN]);
