import { describe, expect, it } from 'vitest';
import { samplePng } from '../src/media/samples';
import { IMAGE_SIZE_BYTES, imageSize, jpegSize, pngSize } from '../src/media/imageSize';
import { exif, frame, JFIF, jpeg, segment, SOI, TABLES } from './jpeg';

describe('image sizes from the first bytes', () => {
  it("reads a JPEG's frame header past the blocks and tables before it", () => {
    expect(jpegSize(jpeg(JFIF, TABLES, frame(640, 480)))).toEqual({ width: 640, height: 480 });
    // A progressive frame (SOF2), after fill bytes.
    expect(jpegSize(jpeg(JFIF, Buffer.from([0xff, 0xff]), frame(1024, 768, 0xc2)))).toEqual({
      width: 1024,
      height: 768,
    });
  });

  it('turns the size of a JPEG its EXIF orientation rotates by a quarter, in either byte order', () => {
    for (const order of ['II', 'MM'] as const) {
      // 6: a phone photo taken upright (stored landscape, shown portrait).
      expect(jpegSize(jpeg(exif(6, order), frame(4032, 3024)))).toEqual({ width: 3024, height: 4032 });
      expect(jpegSize(jpeg(exif(8, order), frame(4032, 3024)))).toEqual({ width: 3024, height: 4032 });
      // 3: upside down, same box.
      expect(jpegSize(jpeg(exif(3, order), frame(4032, 3024)))).toEqual({ width: 4032, height: 3024 });
    }
  });

  it('finds a frame header behind 120 KB of blocks (a thumbnail, a colour profile) within the bytes kept', () => {
    const blocks = [0xe1, 0xe2].map((marker) => segment(marker, Buffer.alloc(60 * 1024, 7)));
    const file = jpeg(exif(1), ...blocks, frame(800, 600));
    expect(file.length).toBeLessThan(IMAGE_SIZE_BYTES);
    expect(imageSize('image/jpeg', file)).toEqual({ width: 800, height: 600 });
  });

  it('says nothing when the bytes do not: no frame before the scan, cut short, not a JPEG, zero pixels', () => {
    expect(jpegSize(jpeg(JFIF))).toBeNull();
    const whole = jpeg(JFIF, frame(640, 480));
    expect(jpegSize(whole.subarray(0, SOI.length + JFIF.length + 6))).toBeNull();
    expect(jpegSize(Buffer.from('not a jpeg at all'))).toBeNull();
    expect(jpegSize(jpeg(frame(0, 480)))).toBeNull();
    // A segment whose length is impossible.
    expect(jpegSize(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x01, 0xff, 0xc0]))).toBeNull();
    expect(imageSize('image/webp', whole)).toBeNull();
  });

  it("reads a PNG's header", () => {
    expect(pngSize(samplePng(32))).toEqual({ width: 32, height: 32 });
    expect(imageSize('image/png', samplePng())).toEqual({ width: 48, height: 48 });
    expect(pngSize(Buffer.alloc(30))).toBeNull();
  });
});
