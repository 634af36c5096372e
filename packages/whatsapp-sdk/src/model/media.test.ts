import { describe, expect, it } from 'vitest';
import { normalizeMessage } from './message';

describe('normalizeMessage: media messages', () => {
  it('reads the media part: id, type, size, name, caption, box and duration', () => {
    const m = normalizeMessage({
      id: 'msg_1',
      type: 'image',
      content: { text: '' },
      media_data: {
        id: 'med_1',
        mimeType: 'image/png',
        size: 2048,
        fileName: 'receipt.png',
        caption: 'My receipt',
        width: 640,
        height: 480,
      },
    });
    expect(m).toMatchObject({ type: 'image', text: 'My receipt', mediaFileName: 'receipt.png' });
    expect(m.media).toEqual({
      id: 'med_1',
      mimeType: 'image/png',
      size: 2048,
      fileName: 'receipt.png',
      caption: 'My receipt',
      width: 640,
      height: 480,
    });
    const voice = normalizeMessage({
      type: 'audio',
      media_data: { id: 'med_2', mime_type: 'audio/ogg', durationSeconds: 12 },
    });
    expect(voice.media).toMatchObject({ id: 'med_2', mimeType: 'audio/ogg', durationSeconds: 12 });
    expect(voice.media?.width).toBeUndefined();
    expect(normalizeMessage({ type: 'sticker', media_data: { id: 'med_3' } }).type).toBe('sticker');
  });

  it("keeps an older backend's media working: 'media' with a file name shows the name, without one 'Media message'", () => {
    const named = normalizeMessage({ type: 'media', media_data: { file_name: 'invoice.pdf' } });
    expect(named).toMatchObject({ type: 'media', text: 'invoice.pdf', mediaFileName: 'invoice.pdf' });
    expect(named.media).toBeUndefined();
    expect(normalizeMessage({ type: 'media' })).toMatchObject({ text: 'Media message' });
    expect(normalizeMessage({ type: 'image', media_data: { id: '  ' } })).toMatchObject({ text: 'Media message' });
  });

  it('ignores junk in media_data', () => {
    const m = normalizeMessage({
      type: 'video',
      media_data: { id: 'med_4', size: 'lots', width: -5, height: 10, caption: 7 },
    });
    expect(m.media).toEqual({ id: 'med_4', mimeType: '', size: 0, fileName: '', caption: '7' });
  });
});
