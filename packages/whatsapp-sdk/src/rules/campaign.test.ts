import { describe, expect, it } from 'vitest';
import type { TemplateComponent } from '../model/template';
import {
  campaignHeaderParameterKey,
  campaignHeaderParameters,
  campaignParameterKey,
  campaignTemplateParameters,
  missingCampaignParameters,
  missingRecipientParameters,
  recipientParameters,
  templateParameterExamples,
  templateHeaderParameterCount,
  templateHeaderText,
  templateParameterCount,
} from './campaign';

const template = (bodyText: string, header?: string): { components: TemplateComponent[] } => ({
  components: [
    ...(header ? [{ type: 'HEADER', format: 'TEXT', text: header } as TemplateComponent] : []),
    { type: 'BODY', text: bodyText } as TemplateComponent,
  ],
});

describe('templateParameterCount', () => {
  it("counts the body's distinct variables (not the header's)", () => {
    expect(templateParameterCount(template('Hi {{1}}, {{2}} off, see you {{1}}', 'Sale {{1}}'))).toBe(2);
    expect(templateParameterCount(template('No variables here'))).toBe(0);
    expect(templateParameterCount({ components: [] })).toBe(0);
    expect(templateParameterCount(undefined)).toBe(0);
  });
});

describe('templateHeaderParameterCount', () => {
  it("counts a text header's variables; a media header or none counts 0", () => {
    expect(templateHeaderParameterCount(template('Hi {{1}}', 'Order {{1}}'))).toBe(1);
    expect(templateHeaderParameterCount(template('Hi {{1}}', 'A gift for you'))).toBe(0);
    expect(templateHeaderParameterCount(template('Hi {{1}}'))).toBe(0);
    expect(templateHeaderParameterCount({ components: [{ type: 'HEADER', format: 'IMAGE', text: '{{1}}' }] })).toBe(0);
    // Stored without a format: a text header (the format defaults to TEXT).
    expect(templateHeaderParameterCount({ components: [{ type: 'HEADER', text: 'Sale {{1}}' }] })).toBe(1);
    expect(templateHeaderParameterCount(undefined)).toBe(0);
    expect(templateHeaderText(template('Hi', 'Order {{1}}'))).toBe('Order {{1}}');
    expect(templateHeaderText({ components: [{ type: 'HEADER', format: 'VIDEO', text: 'x' }] })).toBe('');
    expect(templateHeaderText({ components: [{ type: 'HEADER', text: 42 }] })).toBe('');
  });
});

describe('campaignTemplateParameters', () => {
  it('gives {{n}} the value of param{n}, by key and not by the order of the keys present', () => {
    expect(campaignParameterKey(2)).toBe('param2');
    expect(campaignTemplateParameters({ param3: 'WELCOME', param1: 'Ann', param2: '15%' }, 3)).toEqual([
      'Ann',
      '15%',
      'WELCOME',
    ]);
    // Without param1, param2 stays the second parameter.
    expect(campaignTemplateParameters({ param2: '15%' }, 2)).toEqual(['', '15%']);
  });

  it('takes numbers as text, anything else as missing, and only as many as the template takes', () => {
    expect(campaignTemplateParameters({ param1: 15, param2: true, param3: 'extra' } as never, 2)).toEqual(['15', '']);
    expect(campaignTemplateParameters(undefined, 2)).toEqual(['', '']);
    expect(campaignTemplateParameters({ param1: 'Ann' }, 0)).toEqual([]);
  });
});

describe('missingCampaignParameters', () => {
  const offer = template('Hi {{1}}, enjoy {{2}} off with {{3}}.');

  it("names each of the template's parameters the campaign leaves blank, with the composer's message", () => {
    expect(missingCampaignParameters(offer, { param1: 'Ann', param2: ' ', param3: '' })).toEqual([
      { key: 'param2', message: 'Parameter 2 is required' },
      { key: 'param3', message: 'Parameter 3 is required' },
    ]);
    expect(missingCampaignParameters(offer, {})).toHaveLength(3);
  });

  it('is empty when every parameter the template takes is filled, whatever else the campaign has', () => {
    expect(missingCampaignParameters(offer, { param1: 'Ann', param2: '15%', param3: 'WELCOME' })).toEqual([]);
    expect(missingCampaignParameters(template('Hi {{1}}'), { param1: 'Ann', param2: '' })).toEqual([]);
    expect(missingCampaignParameters(template('No variables'), undefined)).toEqual([]);
    expect(missingCampaignParameters(undefined, undefined)).toEqual([]);
  });

  it("names a text header's parameter first, under header{n} ('Header parameter is required')", () => {
    const order = template('Hi {{1}}, your order ships today.', 'Order {{1}}');
    expect(missingCampaignParameters(order, { param1: 'Ann' })).toEqual([
      { key: 'header1', message: 'Header parameter is required' },
    ]);
    expect(missingCampaignParameters(order, { header1: ' ' })).toEqual([
      { key: 'header1', message: 'Header parameter is required' },
      { key: 'param1', message: 'Parameter 1 is required' },
    ]);
    expect(missingCampaignParameters(order, { header1: '#1042', param1: 'Ann' })).toEqual([]);
    expect(campaignHeaderParameterKey(1)).toBe('header1');
    expect(campaignHeaderParameters({ header1: 1042 }, 1)).toEqual(['1042']);
    expect(campaignHeaderParameters({}, 1)).toEqual(['']);
  });
});

describe('per-recipient values ({{1}} = the contact name, a column of an imported file)', () => {
  const orders = template('Hi {{1}}, order {{2}} is ready.', 'Order {{1}}');

  it("a recipient's own non-blank values take the place of the campaign's", () => {
    expect(
      recipientParameters({ param1: 'friend', param2: 'A-1' }, { parameters: { param1: 'Ann', param2: ' ' } }),
    ).toEqual({ param1: 'Ann', param2: 'A-1' });
    expect(recipientParameters({ param1: 'friend' }, undefined)).toEqual({ param1: 'friend' });
  });

  it('names each parameter some recipients would get blank, in the template order, with how many', () => {
    const audience: { parameters: Record<string, string> }[] = [
      { parameters: { param1: 'Ann', header1: '#1' } },
      { parameters: { param1: '' } },
      { parameters: { param1: 'Ben' } },
    ];
    expect(missingRecipientParameters(orders, { param2: 'A-17' }, audience)).toEqual([
      { key: 'header1', message: 'Header parameter is required', recipients: 2 },
      { key: 'param1', message: 'Parameter 1 is required', recipients: 1 },
    ]);
    // The campaign's value covers everyone without one of their own.
    expect(missingRecipientParameters(orders, { header1: '#', param1: 'friend', param2: 'A' }, audience)).toEqual([]);
    // Without recipients, the campaign's own values.
    expect(missingRecipientParameters(orders, { header1: '#', param2: 'A' }, []).map((m) => m.key)).toEqual(['param1']);
  });

  it("gives each variable the template's example as a hint (examples, else parameter examples or defaults)", () => {
    expect(
      templateParameterExamples({
        components: [
          { type: 'HEADER', format: 'TEXT', text: 'Order {{1}}', example: { header_text: ['#1042'] } },
          {
            type: 'BODY',
            text: 'Hi {{1}}, order {{2}} ships {{3}}.',
            example: { body_text: [['Ann', '']] },
            parameters: [{ type: 'text' }, { type: 'text', example: 'A-17' }, { type: 'text', default: 'today' }],
          },
        ] as TemplateComponent[],
      }),
    ).toEqual({ header1: '#1042', param1: 'Ann', param2: 'A-17', param3: 'today' });
    expect(templateParameterExamples(undefined)).toEqual({});
  });
});
