import { describe, expect, it } from 'vitest';
import type { AnySchema } from 'yup';
import {
  BROADCAST_MEDIA_INVALID,
  broadcastSchema,
  campaignBodySchema,
  campaignFormSchema,
  connectSchema,
  contactSchema,
  quickMessageSchema,
  sendMessageSchema,
} from './forms';
import { canConnect, canSendText, isScheduledBroadcast } from './formChecks';

async function first(schema: AnySchema, value: unknown): Promise<string> {
  try {
    await schema.validate(value, { abortEarly: true, stripUnknown: true });
    return 'ok';
  } catch (e) {
    return (e as Error).message;
  }
}

async function all(schema: AnySchema, value: unknown): Promise<string[]> {
  try {
    await schema.validate(value, { abortEarly: false });
    return [];
  } catch (e) {
    return (e as { errors: string[] }).errors;
  }
}

describe('campaign form', () => {
  it('requires name and template with the spec messages', async () => {
    expect(await all(campaignFormSchema, {})).toEqual(['Campaign name is required', 'Template selection is required']);
    expect(await first(campaignFormSchema, { name: '  ', templateName: 'promo' })).toBe('Campaign name is required');
    expect(await first(campaignFormSchema, { name: 'Spring', templateName: '' })).toBe(
      'Template selection is required',
    );
    expect(await first(campaignFormSchema, { name: 'Spring', templateName: 'promo', scheduledAt: null })).toBe('ok');
  });

  it('the request body: same messages, audience phones checked', async () => {
    expect(await first(campaignBodySchema, { templateName: 't' })).toBe('Campaign name is required');
    expect(await first(campaignBodySchema, { name: 'n' })).toBe('Template selection is required');
    expect(await first(campaignBodySchema, { name: 'n', templateName: 't', audience: [{ phone: 'abc' }] })).toBe(
      'Please enter a valid phone number',
    );
    const out = await campaignBodySchema.validate(
      { name: 'n', templateName: 't', audience: [{ phone: '+919876543210', x: 1 }], evil: 1 },
      { stripUnknown: true },
    );
    expect(out).toEqual({ name: 'n', templateName: 't', audience: [{ phone: '+919876543210' }] });
    expect(await first(campaignBodySchema, { name: 'n', templateName: 't', parameters: 'x' })).toBe(
      'Parameters must be an object',
    );
  });
});

describe('quick message', () => {
  it.each([
    [{ type: 'text', text: 'Hi' }, 'Recipient is required'],
    [{ to: '  ', type: 'text', text: 'Hi' }, 'Recipient is required'],
    [{ to: '+91', type: 'text', text: '' }, 'Message is required'],
    [{ to: '+91', type: 'text', text: '   \n ' }, 'Message is required'],
    [{ to: '+91', type: 'text' }, 'Message is required'],
    [{ to: '+91' }, 'Message is required'],
    [{ to: '+91', type: 'template' }, 'Template selection is required'],
    [{ to: '+91', type: 'template', templateName: ' ' }, 'Template selection is required'],
    [{ to: '+91', type: 'text', text: 'x'.repeat(4097) }, 'Message must be 4096 characters or less'],
    [{ to: '+91', type: 'text', text: 'Hi' }, 'ok'],
    [{ to: '+91', type: 'template', templateName: 'promo', parameters: ['a'] }, 'ok'],
    [{ to: '+91', type: 'template', templateName: 'promo', parameters: ['a', '  '] }, 'Parameter 2 is required'],
    [{ to: '+91', type: 'text', text: 'Hi', parameters: [''] }, 'ok'],
  ])('%j -> %s', async (value, expected) => {
    expect(await first(quickMessageSchema, value)).toBe(expected);
  });

  it('canSendText needs non-blank text', () => {
    expect(canSendText('hi')).toBe(true);
    expect(canSendText('  ')).toBe(false);
    expect(canSendText(undefined)).toBe(false);
  });

  it.each([
    [{ type: 'text', text: 'Hi' }, 'Recipient is required'],
    [{ to: '+91', type: 'text', text: { body: ' ' } }, 'Message is required'],
    [{ to: '+91', type: 'text', text: { body: 'Hi' } }, 'ok'],
    [{ to: '+91', text: 'Hi' }, 'ok'],
    [{ to: '+91', type: 'template', template: {} }, 'Template selection is required'],
    [{ to: '+91', type: 'template', template: { name: 'promo', language: { code: 'en_US' } } }, 'ok'],
    [
      {
        to: '+91',
        type: 'template',
        template: { name: 'promo', components: [{ type: 'body', parameters: [{ type: 'text', text: 'Ann' }] }] },
      },
      'ok',
    ],
    [
      {
        to: '+91',
        type: 'template',
        template: {
          name: 'promo',
          components: [
            {
              type: 'body',
              parameters: [
                { type: 'text', text: 'Ann' },
                { type: 'text', text: ' ' },
              ],
            },
          ],
        },
      },
      'Parameter 2 is required',
    ],
    [
      { to: '+91', type: 'template', template: { name: 'promo', components: [{ type: 'body', parameters: [{}] }] } },
      'Parameter 1 is required',
    ],
    [
      {
        to: '+91',
        type: 'template',
        template: { name: 'promo', components: [{ type: 'header', parameters: [{ type: 'image' }] }] },
      },
      'ok',
    ],
    [
      {
        to: '+91',
        type: 'template',
        template: { name: 'order', components: [{ type: 'header', parameters: [{ type: 'text', text: ' ' }] }] },
      },
      'Header parameter is required',
    ],
    [
      { to: '+91', type: 'template', template: { name: 'order', components: [{ type: 'header', parameters: [''] }] } },
      'Header parameter is required',
    ],
    [
      {
        to: '+91',
        type: 'template',
        template: { name: 'order', components: [{ type: 'header', parameters: [{ type: 'text', text: '#1042' }] }] },
      },
      'ok',
    ],
  ])('send body %j -> %s', async (value, expected) => {
    expect(await first(sendMessageSchema, value)).toBe(expected);
  });
});

describe('contact form', () => {
  it('requires name and phone with clear messages', async () => {
    expect(await all(contactSchema, {})).toEqual(['Full name is required', 'Phone number is required']);
  });

  it.each([
    [{ name: 'Ann', phone: '12' }, 'Please enter a valid phone number'],
    [{ name: 'Ann', phone: '9876543210', email: 'nope' }, 'Please enter a valid email address'],
    [{ name: 'Ann', phone: '9876543210', email: '' }, 'ok'],
    [{ name: 'Ann', phone: '9876543210', status: 'unknown' }, 'Please choose a status: Active, Potential or Inactive'],
    [{ name: 'Ann', phone: '9876543210', status: 'Potential' }, 'ok'],
  ])('%j -> %s', async (value, expected) => {
    expect(await first(contactSchema, value)).toBe(expected);
  });

  it('applies the new-contact defaults', async () => {
    const out = await contactSchema.validate({ name: ' Ann ', phone: '9876543210', tags: ['VIP', '', 3] });
    expect(out).toMatchObject({ name: 'Ann', status: 'active', source: 'Manual', tags: ['VIP'] });
  });
});

describe('broadcast', () => {
  const base = { name: 'News', recipients: 'all', messageType: 'custom', message: 'Hello' };
  it.each([
    [{ ...base, name: '' }, 'Broadcast name is required'],
    [{ ...base, recipients: '' }, 'Please choose the recipients'],
    [{ ...base, recipients: [] }, 'Please choose the recipients'],
    [{ ...base, recipients: undefined }, 'Please choose the recipients'],
    [{ ...base, message: ' ' }, 'Message is required'],
    [{ ...base, message: 'x'.repeat(1001) }, 'Message must be 1000 characters or less'],
    [{ ...base, message: 'x'.repeat(1000) }, 'ok'],
    [{ ...base, messageType: 'template', message: undefined }, 'Template selection is required'],
    [{ ...base, messageType: 'template', templateId: 't1' }, 'ok'],
    [{ ...base, scheduleTime: '10:00' }, 'Please choose a date for the scheduled time'],
    [{ ...base, scheduleDate: '2026-12-01', scheduleTime: '10:00' }, 'ok'],
    [{ ...base, recipients: ['+919876543210'] }, 'ok'],
  ])('%j -> %s', async (value, expected) => {
    expect(await first(broadcastSchema, value)).toBe(expected);
  });

  describe('with an attachment (the message is its caption)', () => {
    const media = { id: 'media_1', type: 'image' };
    it.each([
      [{ ...base, media, message: undefined }, 'ok'],
      [{ ...base, media, message: '' }, 'ok'],
      // Meta's caption limit, above the 1000 of a text broadcast.
      [{ ...base, media, message: 'x'.repeat(1024) }, 'ok'],
      [{ ...base, media, message: 'x'.repeat(1025) }, 'Caption must be 1024 characters or less'],
      [{ ...base, media: { id: 'media_1', type: 'document' } }, 'ok'],
      [{ ...base, media: { id: 'media_1', type: 'video' } }, 'ok'],
      [{ ...base, media: { id: 'media_1', type: 'audio' } }, BROADCAST_MEDIA_INVALID],
      [{ ...base, media: { id: ' ', type: 'image' } }, BROADCAST_MEDIA_INVALID],
      [{ ...base, media: 'media_1' }, BROADCAST_MEDIA_INVALID],
    ])('%j -> %s', async (value, expected) => {
      expect(await first(broadcastSchema, value)).toBe(expected);
    });

    it('keeps the spec rules without one', async () => {
      expect(await first(broadcastSchema, { ...base, message: '' })).toBe('Message is required');
      expect(await first(broadcastSchema, { ...base, message: '', media: null })).toBe('Message is required');
    });
  });

  it('is scheduled when a date is set', () => {
    expect(isScheduledBroadcast({ scheduleDate: '2026-12-01' })).toBe(true);
    expect(isScheduledBroadcast({ scheduleDate: '' })).toBe(false);
  });
});

describe('connect', () => {
  it('needs access token and phone number id, not the business account id', async () => {
    expect(await all(connectSchema, {})).toEqual(['Access token is required', 'Phone number ID is required']);
    expect(await first(connectSchema, { accessToken: 'EAAB', phoneNumberId: '123' })).toBe('ok');
  });

  it.each([
    [{ accessToken: 'EAAB', phoneNumberId: '123' }, true],
    [{ accessToken: 'EAAB', phoneNumberId: '123', businessAccountId: '' }, true],
    [{ accessToken: ' ', phoneNumberId: '123' }, false],
    [{ accessToken: 'EAAB' }, false],
    [{}, false],
    [null, false],
  ])('canConnect(%j) = %s', (values, expected) => {
    expect(canConnect(values)).toBe(expected);
  });
});
