import { describe, expect, it } from 'vitest';
import { makeTemplate } from '@wacrm/whatsapp-sdk/testing';
import type { TemplateInput } from '@wacrm/whatsapp-sdk';
import { buildComponents, draftFrom, draftToInput, emptyDraft, issuesByPath } from './draft';

describe('draftFrom', () => {
  it('starts empty without a source', () => {
    expect(draftFrom(null)).toEqual(emptyDraft());
    expect(draftFrom(undefined)).toEqual(emptyDraft());
  });

  it('reads every component of a template', () => {
    const t = makeTemplate({
      name: 'order_update',
      category: 'UTILITY',
      language: 'pt_BR',
      message_send_ttl_seconds: 3600,
      components: [
        { type: 'HEADER', format: 'TEXT', text: 'Order {{1}}', example: { header_text: ['#1042'] } },
        { type: 'BODY', text: 'Hi {{1}}, {{2}}', example: { body_text: [['Ann', 'soon']] } },
        { type: 'FOOTER', text: 'Acme' },
        { type: 'BUTTONS', buttons: [{ type: 'URL', text: 'Track', url: 'https://a.io/{{1}}', example: ['x'] }] },
      ],
    });
    expect(draftFrom(t)).toEqual({
      name: 'order_update',
      category: 'UTILITY',
      language: 'pt_BR',
      ttl: '3600',
      header: { format: 'TEXT', text: 'Order {{1}}', example: '#1042', mediaId: '', mediaName: '' },
      body: { text: 'Hi {{1}}, {{2}}', examples: ['Ann', 'soon'] },
      footer: { text: 'Acme' },
      buttons: [{ type: 'URL', text: 'Track', url: 'https://a.io/{{1}}', example: ['x'] }],
    });
  });

  it('takes body examples from the parameters when the example row is missing, and a media header URL', () => {
    const d = draftFrom({
      components: [
        { type: 'HEADER', format: 'IMAGE', example: { header_handle: ['med_1'] } },
        { type: 'BODY', text: 'Hi {{1}}', parameters: [{ type: 'text', default: 'Ann' }] },
      ],
    });
    expect(d.header).toEqual({ format: 'IMAGE', text: '', example: '', mediaId: 'med_1', mediaName: '' });
    expect(d.body.examples).toEqual(['Ann']);
  });

  it('never throws on odd input', () => {
    const odd = { name: 42, components: 'nope', message_send_ttl_seconds: Number.NaN } as unknown as TemplateInput;
    expect(draftFrom(odd)).toMatchObject({ name: '', ttl: '', header: null });
  });
});

describe('buildComponents', () => {
  it('puts the components in WhatsApp order and says where each one landed', () => {
    const d = draftFrom({
      components: [
        { type: 'BUTTONS', buttons: [{ type: 'QUICK_REPLY', text: 'Yes' }] },
        { type: 'FOOTER', text: 'f' },
        { type: 'BODY', text: 'b' },
      ],
    });
    const { components, at } = buildComponents(d);
    expect(components.map((c) => c.type)).toEqual(['BODY', 'FOOTER', 'BUTTONS']);
    expect(at).toEqual({ header: -1, body: 0, footer: 1, buttons: 2 });
  });

  it('gives the body an example and parameters per variable, the header an example only with a variable', () => {
    const d = {
      ...emptyDraft(),
      header: { format: 'TEXT' as const, text: 'Hello', example: 'x', mediaId: '', mediaName: '' },
    };
    d.body = { text: 'Hi {{1}} {{2}}', examples: ['Ann'] };
    const { components } = buildComponents(d);
    expect(components[0]).toEqual({ type: 'HEADER', format: 'TEXT', text: 'Hello' });
    expect(components[1]).toEqual({
      type: 'BODY',
      text: 'Hi {{1}} {{2}}',
      example: { body_text: [['Ann', '']] },
      parameters: [
        { type: 'text', default: 'Ann', example: 'Ann' },
        { type: 'text', default: '', example: '' },
      ],
    });
  });

  it('keeps only the fields of each button type', () => {
    const d = {
      ...emptyDraft(),
      buttons: [
        { type: 'URL' as const, text: 'Go', url: 'https://a.io', example: ['left over'] },
        { type: 'PHONE_NUMBER' as const, text: 'Call', phone_number: '+1415', url: 'x' },
        { type: 'COPY_CODE' as const, text: '', example: ['CODE1'] },
      ],
    };
    const buttons = buildComponents(d).components.find((c) => c.type === 'BUTTONS');
    expect(buttons).toEqual({
      type: 'BUTTONS',
      buttons: [
        { type: 'URL', text: 'Go', url: 'https://a.io' },
        { type: 'PHONE_NUMBER', text: 'Call', phone_number: '+1415' },
        { type: 'COPY_CODE', text: '', example: ['CODE1'] },
      ],
    });
  });
});

describe('draftToInput', () => {
  it('sends the TTL as a number, or empty when none was typed', () => {
    expect(draftToInput({ ...emptyDraft(), ttl: ' 90 ' }).input.message_send_ttl_seconds).toBe(90);
    expect(draftToInput(emptyDraft()).input.message_send_ttl_seconds).toBe('');
  });
});

describe('issuesByPath', () => {
  it('keeps the first message of each path', () => {
    const map = issuesByPath([
      { path: 'name', message: 'first' },
      { path: 'name', message: 'second' },
      { path: 'components', message: 'c' },
    ]);
    expect([...map]).toEqual([
      ['name', 'first'],
      ['components', 'c'],
    ]);
  });
});
