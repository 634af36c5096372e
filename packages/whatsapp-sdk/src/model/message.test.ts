import { describe, expect, it } from 'vitest';
import {
  MEDIA_MESSAGE_TEXT,
  advanceMessageStatus,
  isDelivered,
  messageStatusRank,
  normalizeMessage,
  normalizeMessageStatusUpdate,
  type MessageStatus,
} from './message';

const JUNK: unknown[] = [
  undefined,
  null,
  0,
  42,
  NaN,
  '',
  'hello',
  true,
  [],
  [1, 2],
  () => 1,
  Symbol('x'),
  { content: { text: { deep: 1 } }, direction: 7, status: {}, created_at: 'not a date', media_data: 'x' },
  JSON.parse('{"__proto__": {"polluted": 1}, "id": {"$gt": ""}, "timestamp": 1e300}'),
];

describe('normalizeMessage', () => {
  it('reads the documented wire shape', () => {
    const m = normalizeMessage({
      id: 'm1',
      client_message_id: 'c1',
      type: 'text',
      content: { text: 'Hi there' },
      direction: 'outbound',
      contact_phone: '+911234567890',
      contact_name: 'Ann',
      to: '+911234567890',
      status: 'delivered',
      created_at: '2026-01-02T03:04:05.000Z',
      timestamp: '2026-01-02T03:04:05.000Z',
      extra: 'ignored',
    });
    expect(m).toEqual({
      id: 'm1',
      clientMessageId: 'c1',
      type: 'text',
      text: 'Hi there',
      direction: 'outbound',
      contactPhone: '+911234567890',
      contactName: 'Ann',
      to: '+911234567890',
      templateName: '',
      status: 'delivered',
      createdAt: '2026-01-02T03:04:05.000Z',
    });
  });

  it('accepts content as a plain string', () => {
    expect(normalizeMessage({ content: 'plain', type: 'text' }).text).toBe('plain');
  });

  it('falls back from an empty content to text/body fields', () => {
    expect(normalizeMessage({ content: '', text: { body: 'from text.body' } }).text).toBe('from text.body');
    expect(normalizeMessage({ content: {}, body: 'from body' }).text).toBe('from body');
    expect(normalizeMessage({ media_data: { file_name: 'x.pdf' } }).text).toBe('x.pdf');
  });

  it.each([
    ['inbound', 'inbound'],
    ['incoming', 'inbound'],
    ['INCOMING', 'inbound'],
    ['outbound', 'outbound'],
    ['outgoing', 'outbound'],
    ['Outgoing', 'outbound'],
  ] as const)('direction %s -> %s', (raw, expected) => {
    expect(normalizeMessage({ direction: raw }).direction).toBe(expected);
  });

  it('shows Media message for media without a file name, and the file name when there is one', () => {
    expect(normalizeMessage({ type: 'image', media_data: {} }).text).toBe('Media message');
    expect(normalizeMessage({ type: 'video' }).text).toBe(MEDIA_MESSAGE_TEXT);
    const doc = normalizeMessage({
      type: 'document',
      media_data: { file_name: 'a.pdf', mime_type: 'application/pdf' },
    });
    expect(doc.text).toBe('a.pdf');
    expect(doc.mediaFileName).toBe('a.pdf');
    expect(doc.mediaMimeType).toBe('application/pdf');
    expect(normalizeMessage({ type: 'image', content: { text: 'caption' } }).text).toBe('caption');
  });

  it('reads the contact from contact{...} or from/to when the flat fields are missing', () => {
    expect(normalizeMessage({ contact: { name: 'Bo', phone: '+1' } })).toMatchObject({
      contactName: 'Bo',
      contactPhone: '+1',
    });
    expect(normalizeMessage({ direction: 'incoming', from: '+2', to: '+9' }).contactPhone).toBe('+2');
    expect(normalizeMessage({ direction: 'outgoing', from: '+9', to: '+3' }).contactPhone).toBe('+3');
  });

  it("reads a template's header media (template_header_media), on template messages only", () => {
    const sent = { id: 'med_1', mimeType: 'image/png', size: 10, fileName: 'banner.png', width: 64, height: 48 };
    expect(normalizeMessage({ type: 'template', template_header_media: sent }).templateHeaderMedia).toEqual(sent);
    expect(normalizeMessage({ type: 'template', templateHeaderMedia: { id: 'med_2' } }).templateHeaderMedia).toEqual({
      id: 'med_2',
      mimeType: '',
      size: 0,
      fileName: '',
    });
    expect(normalizeMessage({ type: 'template', template_header_media: { id: '' } })).not.toHaveProperty(
      'templateHeaderMedia',
    );
    expect(normalizeMessage({ type: 'text', template_header_media: sent })).not.toHaveProperty('templateHeaderMedia');
  });

  it('reads template names and error reasons in either shape', () => {
    expect(normalizeMessage({ type: 'template', template_name: 'promo' }).templateName).toBe('promo');
    expect(normalizeMessage({ type: 'template', template: { name: 'hello' } }).templateName).toBe('hello');
    expect(normalizeMessage({ status: 'failed', error: { code: 131047, title: 'Re-engagement' } }).error).toEqual({
      code: '131047',
      title: 'Re-engagement',
    });
    expect(normalizeMessage({ error: 'boom' }).error).toEqual({ code: '', title: 'boom' });
  });

  it('normalises status casing and variants, defaulting to sent', () => {
    expect(normalizeMessage({ status: 'READ' }).status).toBe('read');
    expect(normalizeMessage({ status: 'received' }).status).toBe('delivered');
    expect(normalizeMessage({ status: 'weird' }).status).toBe('sent');
    expect(normalizeMessage({}).status).toBe('sent');
  });

  it('reads times as ISO, epoch seconds or milliseconds', () => {
    expect(normalizeMessage({ timestamp: 1_700_000_000 }).createdAt).toBe('2023-11-14T22:13:20.000Z');
    expect(normalizeMessage({ timestamp: 1_700_000_000_000 }).createdAt).toBe('2023-11-14T22:13:20.000Z');
    expect(normalizeMessage({ createdAt: '1700000000' }).createdAt).toBe('2023-11-14T22:13:20.000Z');
  });

  it.each(JUNK.map((j, i) => [i, j]))('never throws on junk #%s and gives defaults', (_i, junk) => {
    const m = normalizeMessage(junk);
    expect(typeof m.id).toBe('string');
    expect(typeof m.text).toBe('string');
    expect(['inbound', 'outbound']).toContain(m.direction);
    expect(['pending', 'sent', 'delivered', 'read', 'failed']).toContain(m.status);
    expect(Number.isNaN(Date.parse(m.createdAt))).toBe(false);
  });

  it('defaults a bare record to an inbound text message with empty fields', () => {
    expect(normalizeMessage({})).toEqual({
      id: '',
      type: 'text',
      text: '',
      direction: 'inbound',
      contactPhone: '',
      contactName: '',
      to: '',
      templateName: '',
      status: 'sent',
      createdAt: '1970-01-01T00:00:00.000Z',
    });
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });

  it('maps unknown types to other and shows Media message for them', () => {
    const m = normalizeMessage({ type: 'Hologram' });
    expect(m.type).toBe('other');
    expect(m.text).toBe('Media message');
  });
});

describe('normalizeMessageStatusUpdate', () => {
  it('reads id, client id, status and error', () => {
    expect(
      normalizeMessageStatusUpdate({
        messageId: 'm',
        clientMessageId: 'c',
        status: 'FAILED',
        error: { code: 1, title: 't' },
      }),
    ).toEqual({ messageId: 'm', clientMessageId: 'c', status: 'failed', error: { code: '1', title: 't' } });
    expect(normalizeMessageStatusUpdate(null)).toEqual({ messageId: '', status: 'sent' });
  });
});

describe('message status ordering', () => {
  const order: MessageStatus[] = ['pending', 'sent', 'delivered', 'read'];

  it('ranks pending < sent < delivered < read, failed outside', () => {
    expect(order.map(messageStatusRank)).toEqual([0, 1, 2, 3]);
    expect(messageStatusRank('failed')).toBe(-1);
  });

  it('moves forward only, skipping steps is fine', () => {
    for (const [i, current] of order.entries()) {
      for (const [j, next] of order.entries()) {
        expect(advanceMessageStatus(current, next)).toBe(j > i ? next : current);
      }
    }
    expect(advanceMessageStatus('sent', 'read')).toBe('read');
  });

  it('accepts failed only from pending or sent, and failed is final', () => {
    expect(advanceMessageStatus('pending', 'failed')).toBe('failed');
    expect(advanceMessageStatus('sent', 'failed')).toBe('failed');
    expect(advanceMessageStatus('delivered', 'failed')).toBe('delivered');
    expect(advanceMessageStatus('read', 'failed')).toBe('read');
    for (const next of order) expect(advanceMessageStatus('failed', next)).toBe('failed');
  });

  it('treats read as delivered', () => {
    expect(isDelivered('read')).toBe(true);
    expect(isDelivered('delivered')).toBe(true);
    expect(isDelivered('sent')).toBe(false);
    expect(isDelivered('failed')).toBe(false);
  });
});

describe('template messages carry what WhatsApp showed around the body', () => {
  it('reads the header as sent, the footer and the button labels', () => {
    const m = normalizeMessage({
      id: 'm',
      type: 'template',
      content: { text: 'Hi Ann' },
      template_header: 'Order #1042',
      template_footer: 'Acme Store',
      template_buttons: ['Track order', ' ', null],
    });
    expect(m).toMatchObject({
      templateHeader: 'Order #1042',
      templateFooter: 'Acme Store',
      templateButtons: ['Track order'],
    });
    expect(normalizeMessage({ id: 'n', type: 'text', template_header: 'x' })).not.toHaveProperty('templateHeader');
  });
});
