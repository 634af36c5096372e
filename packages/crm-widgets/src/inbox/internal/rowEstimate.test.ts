import { describe, expect, it } from 'vitest';
import type { InboxMessage } from '@wacrm/whatsapp-sdk';
import { DAY_ESTIMATE, MESSAGE_ESTIMATE, estimateRowHeight } from './rowEstimate';

const message = (overrides: Partial<InboxMessage>): InboxMessage =>
  ({
    key: 'm',
    id: 'm',
    type: 'text',
    text: 'Hi',
    direction: 'inbound',
    status: 'delivered',
    ...overrides,
  }) as InboxMessage;
const media = (width?: number, height?: number, mimeType = 'image/png') => ({
  id: 'x',
  mimeType,
  size: 1,
  fileName: 'x',
  ...(width ? { width, height } : {}),
});

describe('estimateRowHeight: a row before it is measured', () => {
  it('is a day separator or a line of text', () => {
    expect(estimateRowHeight({ kind: 'day', key: 'd', label: 'Today' })).toBe(DAY_ESTIMATE);
    expect(estimateRowHeight({ kind: 'message', key: 'm', message: message({}) })).toBe(MESSAGE_ESTIMATE);
  });

  it("adds a photo's box from its width and height, as MessageMedia draws it (at most 280 px wide)", () => {
    const landscape = message({ type: 'image', media: media(640, 480) });
    expect(estimateRowHeight({ kind: 'message', key: 'm', message: landscape })).toBe(MESSAGE_ESTIMATE + 210);
    const small = message({ type: 'image', media: media(100, 200) });
    expect(estimateRowHeight({ kind: 'message', key: 'm', message: small })).toBe(MESSAGE_ESTIMATE + 200);
    const unknown = message({ type: 'video', media: media() });
    expect(estimateRowHeight({ kind: 'message', key: 'm', message: unknown })).toBe(MESSAGE_ESTIMATE + 210);
    const sticker = message({ type: 'sticker', media: media(512, 512, 'image/webp') });
    expect(estimateRowHeight({ kind: 'message', key: 'm', message: sticker })).toBe(MESSAGE_ESTIMATE + 160);
  });

  it("adds a template's image header, and nothing for a document", () => {
    const template = message({ type: 'template', templateHeaderMedia: media(1280, 720) });
    expect(estimateRowHeight({ kind: 'message', key: 'm', message: template })).toBe(MESSAGE_ESTIMATE + 158);
    const pdf = message({ type: 'document', media: media(undefined, undefined, 'application/pdf') });
    expect(estimateRowHeight({ kind: 'message', key: 'm', message: pdf })).toBe(MESSAGE_ESTIMATE);
  });
});
