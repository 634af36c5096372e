import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  normalizeCampaign,
  normalizeContact,
  normalizeConversation,
  normalizeMessage,
  normalizeTemplate,
} from '../model';
import { tokenizeWhatsApp, type WhatsAppBlock, type WhatsAppInline } from './format';
import { fillPlaceholders } from './variables';
import { validateTemplate } from './template';

function links(tokens: readonly WhatsAppInline[]): string[] {
  return tokens.flatMap((t) => (t.type === 'link' ? [t.href] : 'children' in t ? links(t.children) : []));
}

function allLinks(blocks: readonly WhatsAppBlock[]): string[] {
  return blocks.flatMap((b) =>
    b.type === 'line'
      ? links(b.children)
      : b.type === 'list'
        ? b.items.flatMap((i) => links(i.children))
        : b.type === 'quote'
          ? b.lines.flatMap(links)
          : [],
  );
}

const whatsappText = fc.stringMatching(/^[a-z *_~`>\-1.:/\nhtps(){}]{0,80}$/);

describe('properties', () => {
  it('the normalisers never throw, whatever they are given', () => {
    fc.assert(
      fc.property(fc.anything({ withNullPrototype: true, withObjectString: true }), (value) => {
        normalizeMessage(value);
        normalizeConversation(value);
        normalizeContact(value);
        normalizeCampaign(value);
        normalizeTemplate(value);
        validateTemplate(value);
      }),
      { numRuns: 300 },
    );
  });

  it('the tokenizer never throws and only ever links http(s) URLs', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), whatsappText), (text) => {
        const blocks = tokenizeWhatsApp(text);
        for (const href of allLinks(blocks)) expect(href).toMatch(/^https?:\/\/\S+$/i);
      }),
      { numRuns: 500 },
    );
  });

  it('plain mode keeps every character', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const lines = tokenizeWhatsApp(text, { plain: true }).map((b) =>
          b.type === 'line' ? b.children.map((c) => (c.type === 'text' ? c.text : '')).join('') : '',
        );
        expect(lines.join('\n')).toBe(text.replace(/\r\n?/g, '\n'));
      }),
    );
  });

  it('filling with no values changes nothing', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(fillPlaceholders(text, [])).toBe(text);
      }),
    );
  });
});
