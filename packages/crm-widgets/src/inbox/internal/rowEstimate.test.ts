import { describe, expect, it } from 'vitest';
import type { InboxMessage } from '@wacrm/whatsapp-sdk';
import { createRowEstimator, DAY_ESTIMATE, MESSAGE_ESTIMATE, estimateRowHeight } from './rowEstimate';

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

describe('createRowEstimator: the estimates a thread learns from its measured rows', () => {
  const photo = (key: string, width: number, height: number, caption = 'A caption') =>
    ({
      kind: 'message',
      key,
      message: message({ key, type: 'image', media: { ...media(width, height), caption } }),
    }) as const;
  const text = (key: string, overrides: Partial<InboxMessage> = {}) =>
    ({ kind: 'message', key, message: message({ key, ...overrides }) }) as const;

  it('estimates as estimateRowHeight until a row of the kind is measured', () => {
    const estimator = createRowEstimator();
    expect(estimator.estimate(photo('a', 1280, 960))).toBe(MESSAGE_ESTIMATE + 210);
    expect(estimator.estimate(text('t'))).toBe(MESSAGE_ESTIMATE);
    expect(estimator.estimate(undefined)).toBe(MESSAGE_ESTIMATE);
  });

  it('estimates the photos of a kind at the size the first one measured, each with its own box', () => {
    const estimator = createRowEstimator();
    // Measured with the default theme: a landscape photo row with a one-line caption, 263.6875 px for a 210 px box.
    expect(estimator.learn(photo('a', 1280, 960), 263.6875, 210)).toBe(true);
    expect(estimator.estimate(photo('b', 1280, 960))).toBe(264);
    // A portrait one (a 373.33 px box) measured 427.02 px.
    expect(estimator.estimate(photo('c', 960, 1280))).toBe(427);
    expect(estimator.estimate(photo('d', 1080, 1080))).toBe(334);
    // Other kinds are not learnt from it: a text row, an outgoing photo, a photo without a caption.
    expect(estimator.estimate(text('t'))).toBe(MESSAGE_ESTIMATE);
    expect(
      estimator.estimate({
        ...photo('e', 1280, 960),
        message: message({ key: 'e', direction: 'outbound', type: 'image', media: media(1280, 960) }),
      }),
    ).toBe(MESSAGE_ESTIMATE + 210);
    expect(estimator.estimate(photo('f', 1280, 960, ''))).toBe(MESSAGE_ESTIMATE + 210);
  });

  it('keeps the shortest row of a kind (one line); a taller one (wrapped text) changes nothing', () => {
    const estimator = createRowEstimator();
    expect(estimator.learn(text('a'), 73.99, 0)).toBe(true);
    expect(estimator.estimate(text('b'))).toBe(74);
    expect(estimator.learn(text('b'), 53.6875, 0)).toBe(true);
    expect(estimator.estimate(text('c'))).toBe(54);
    expect(estimator.learn(text('c'), 94, 0)).toBe(false);
    expect(estimator.learn(text('d'), 53.6875, 0)).toBe(false);
    expect(estimator.estimate(text('e'))).toBe(54);
  });

  it('learns day separators, and not templates, failed messages, rows without their box or unmeasured rows', () => {
    const estimator = createRowEstimator();
    const day = { kind: 'day', key: 'd', label: 'Today' } as const;
    expect(estimator.learn(day, 37.4, 0)).toBe(true);
    expect(estimator.estimate({ kind: 'day', key: 'd2', label: 'Yesterday' })).toBe(37);
    expect(estimator.learn(text('t', { type: 'template', templateName: 'x' }), 30, 0)).toBe(false);
    expect(estimator.learn(text('f', { status: 'failed' }), 30, 0)).toBe(false);
    // A replaced bubble that draws no media box: what it measures is not a photo row's chrome.
    expect(estimator.learn(photo('p', 1280, 960), 60, 0)).toBe(false);
    expect(estimator.learn(text('z'), 0, 0)).toBe(false);
    expect(estimator.estimate(text('t2', { type: 'template', templateName: 'x' }))).toBe(MESSAGE_ESTIMATE);
    expect(estimator.estimate(photo('p2', 1280, 960))).toBe(MESSAGE_ESTIMATE + 210);
  });
});
