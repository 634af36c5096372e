import { describe, expect, it } from 'vitest';
import { stripBidiControls } from './bidi';
import { formattingRenders, stripWhatsAppFormatting, tokenizeWhatsApp, type WhatsAppInline } from './format';

/** The inline tokens of a one-line text. */
function inline(text: string): WhatsAppInline[] {
  const blocks = tokenizeWhatsApp(text);
  expect(blocks).toHaveLength(1);
  const [block] = blocks;
  if (block?.type !== 'line') throw new Error(`expected a line, got ${block?.type}`);
  return block.children;
}

const t = (text: string) => ({ type: 'text', text }) as const;

describe('tokenizeWhatsApp: inline formatting', () => {
  it('bold, italic, strike', () => {
    expect(inline('a *b* _c_ ~d~')).toEqual([
      t('a '),
      { type: 'bold', children: [t('b')] },
      t(' '),
      { type: 'italic', children: [t('c')] },
      t(' '),
      { type: 'strike', children: [t('d')] },
    ]);
  });

  it('nests different markers', () => {
    expect(inline('*bold _and italic_*')).toEqual([
      { type: 'bold', children: [t('bold '), { type: 'italic', children: [t('and italic')] }] },
    ]);
    expect(inline('_~*x*~_')).toEqual([
      { type: 'italic', children: [{ type: 'strike', children: [{ type: 'bold', children: [t('x')] }] }] },
    ]);
  });

  it('keeps unclosed or empty markers literal', () => {
    expect(inline('*not bold')).toEqual([t('*not bold')]);
    expect(inline('a * b * c')).toEqual([t('a * b * c')]);
    expect(inline('**')).toEqual([t('**')]);
    expect(inline('_x')).toEqual([t('_x')]);
    expect(inline('`x')).toEqual([t('`x')]);
    expect(inline('```x')).toEqual([t('```x')]);
  });

  it('ignores markers inside words (snake_case, 2*3*4)', () => {
    expect(inline('snake_case_name')).toEqual([t('snake_case_name')]);
    expect(inline('2*3*4')).toEqual([t('2*3*4')]);
  });

  it('inline code and same-line monospace are literal', () => {
    expect(inline('run `npm *i*` now')).toEqual([t('run '), { type: 'code', text: 'npm *i*' }, t(' now')]);
    expect(inline('see ```a *b*``` ok')).toEqual([t('see '), { type: 'mono', text: 'a *b*' }, t(' ok')]);
  });
});

describe('tokenizeWhatsApp: links', () => {
  it('detects http and https links, trailing punctuation excluded', () => {
    expect(inline('go to https://acme.io/a?b=1.')).toEqual([
      t('go to '),
      { type: 'link', href: 'https://acme.io/a?b=1', text: 'https://acme.io/a?b=1' },
      t('.'),
    ]);
    expect(inline('(http://x.io/wiki/A_(B))')).toEqual([
      t('('),
      { type: 'link', href: 'http://x.io/wiki/A_(B)', text: 'http://x.io/wiki/A_(B)' },
      t(')'),
    ]);
  });

  it('does not break URLs with underscores and finds links inside formatting', () => {
    expect(inline('https://x.io/a_b_c')).toEqual([
      { type: 'link', href: 'https://x.io/a_b_c', text: 'https://x.io/a_b_c' },
    ]);
    expect(inline('*https://x.io*')).toEqual([
      { type: 'bold', children: [{ type: 'link', href: 'https://x.io', text: 'https://x.io' }] },
    ]);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(document.cookie)',
    'data:text/html;base64,PHNjcmlwdD4=',
    'ftp://acme.io',
    'vbscript:msgbox(1)',
    'https://',
    'xhttps://acme.io',
  ])('%s is NOT a link', (text) => {
    expect(inline(text).some((tok) => tok.type === 'link')).toBe(false);
  });

  it('can turn link detection off', () => {
    expect(tokenizeWhatsApp('https://acme.io', { links: false })).toEqual([
      { type: 'line', children: [t('https://acme.io')] },
    ]);
  });
});

describe('tokenizeWhatsApp: blocks', () => {
  it('one line block per line, empty lines kept', () => {
    expect(tokenizeWhatsApp('a\n\nb')).toEqual([
      { type: 'line', children: [t('a')] },
      { type: 'line', children: [] },
      { type: 'line', children: [t('b')] },
    ]);
    expect(tokenizeWhatsApp('a\r\nb')).toHaveLength(2);
  });

  it('groups bullets and numbered items into lists', () => {
    expect(tokenizeWhatsApp('* one\n- *two*\n1. first\n2. second\nend')).toEqual([
      {
        type: 'list',
        ordered: false,
        items: [{ children: [t('one')] }, { children: [{ type: 'bold', children: [t('two')] }] }],
      },
      {
        type: 'list',
        ordered: true,
        items: [
          { number: 1, children: [t('first')] },
          { number: 2, children: [t('second')] },
        ],
      },
      { type: 'line', children: [t('end')] },
    ]);
  });

  it('a bold line is not a bullet', () => {
    expect(tokenizeWhatsApp('*bold* line')[0]?.type).toBe('line');
  });

  it('groups quotes', () => {
    expect(tokenizeWhatsApp('> said\n> _this_\nreply')).toEqual([
      { type: 'quote', lines: [[t('said')], [{ type: 'italic', children: [t('this')] }]] },
      { type: 'line', children: [t('reply')] },
    ]);
  });

  it('a triple-backtick block spanning lines is one literal mono block', () => {
    expect(tokenizeWhatsApp('before\n```\nconst a = *1*;\n_b_\n```\nafter')).toEqual([
      { type: 'line', children: [t('before')] },
      { type: 'mono', text: 'const a = *1*;\n_b_' },
      { type: 'line', children: [t('after')] },
    ]);
  });

  it('plain mode (headers, footers, authentication) keeps every character as text', () => {
    expect(tokenizeWhatsApp('*Sale* https://x.io\n- a', { plain: true })).toEqual([
      { type: 'line', children: [t('*Sale* https://x.io')] },
      { type: 'line', children: [t('- a')] },
    ]);
    expect(formattingRenders('body')).toBe(true);
    expect(formattingRenders('message')).toBe(true);
    expect(formattingRenders('header')).toBe(false);
    expect(formattingRenders('footer')).toBe(false);
    expect(formattingRenders('authentication')).toBe(false);
  });
});

describe('tokenizeWhatsApp: robustness', () => {
  it('never returns HTML: markup stays text', () => {
    expect(inline('<b>x</b><script>alert(1)</script>')).toEqual([t('<b>x</b><script>alert(1)</script>')]);
  });

  it.each([undefined, null, 1, {}, ''])('gives [] for %j', (value) => {
    expect(tokenizeWhatsApp(value)).toEqual([]);
  });

  it('stays fast on pathological input', () => {
    const nasty = '*a _b ~c '.repeat(2000) + '`'.repeat(500);
    const started = performance.now();
    const blocks = tokenizeWhatsApp(nasty);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(blocks).toHaveLength(1);
  });

  it('strips formatting for previews', () => {
    expect(stripWhatsAppFormatting('*Hi* _there_\n- ~x~\n```\ncode\n```')).toBe('Hi there\nx\ncode');
  });

  it('a link or a preview cannot display reversed text: bidirectional controls are dropped', () => {
    // U+202E (right-to-left override) makes 'https://acme.io/\u202Efdp.exe' display as 'https://acme.io/exe.pdf'.
    for (const control of ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069']) {
      const [link] = inline(`https://acme.io/${control}fdp.exe`);
      expect(link).toEqual({ type: 'link', href: 'https://acme.io/fdp.exe', text: 'https://acme.io/fdp.exe' });
      expect(stripWhatsAppFormatting(`Pay ${control}*now*`)).toBe('Pay now');
    }
    // Direction marks are not overrides: they stay.
    expect(stripWhatsAppFormatting('a\u200Eb\u200Fc')).toBe('a\u200Eb\u200Fc');
    expect(stripBidiControls('\u202Eabc\u202C')).toBe('abc');
  });
});
