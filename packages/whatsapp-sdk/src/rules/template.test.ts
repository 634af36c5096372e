import { describe, expect, it } from 'vitest';
import type { TemplateButton, TemplateComponent, TemplateInput } from '../model/template';
import {
  cleanTemplatePayload,
  hasForbiddenHeaderCharacters,
  sanitizeHeaderText,
  templateHints,
  templateSchema,
  toTemplateName,
  validateTemplate,
  validateTemplateComponents,
  headerMediaKind,
  validateTtl,
} from './template';

const body = (text: string, examples?: string[]): TemplateComponent => ({
  type: 'BODY',
  text,
  ...(examples ? { example: { body_text: [examples] } } : {}),
});
const header = (text: string, examples?: string[]): TemplateComponent => ({
  type: 'HEADER',
  format: 'TEXT',
  text,
  ...(examples ? { example: { header_text: examples } } : {}),
});
const footer = (text: string): TemplateComponent => ({ type: 'FOOTER', text });
const buttons = (...list: TemplateButton[]): TemplateComponent => ({ type: 'BUTTONS', buttons: list });
const qr = (text = 'Yes'): TemplateButton => ({ type: 'QUICK_REPLY', text });
const url = (u = 'https://acme.io', text = 'Open'): TemplateButton => ({ type: 'URL', text, url: u });
const call = (phone = '+14155550123'): TemplateButton => ({ type: 'PHONE_NUMBER', text: 'Call', phone_number: phone });
const copy = (code = 'SAVE10'): TemplateButton => ({ type: 'COPY_CODE', text: 'Copy', example: [code] });

function template(overrides: Partial<TemplateInput> = {}): TemplateInput {
  return {
    name: 'order_update',
    category: 'UTILITY',
    language: 'en_US',
    components: [body('Hello, your order is ready.')],
    ...overrides,
  };
}

/** Messages of the components rules only. */
const messagesOf = (components: TemplateComponent[] | unknown) =>
  validateTemplateComponents(components).map((i) => i.message);

/** First message the mock API would answer with. */
async function first(value: unknown): Promise<string> {
  try {
    await templateSchema.validate(value, { abortEarly: true, stripUnknown: true });
    return 'ok';
  } catch (e) {
    return (e as Error).message;
  }
}

describe('template name', () => {
  it.each([
    ['', 'Template name is required'],
    ['   ', 'Template name is required'],
    [undefined, 'Template name is required'],
    ['a'.repeat(513), 'Template name must be 512 characters or less'],
    ['Order Update', 'Template name can only contain lowercase letters, numbers and underscores'],
    ['order-update', 'Template name can only contain lowercase letters, numbers and underscores'],
    ['a'.repeat(512), 'ok'],
    ['order_update_2', 'ok'],
  ])('%j -> %s', async (name, expected) => {
    expect(await first(template({ name: name as string }))).toBe(expected);
  });

  it.each([
    ['Summer Sale', 'summer_sale'],
    ['Summer Sale-2026!', 'summer_sale_2026'],
    ['Café Promo', 'cafe_promo'],
    ['ORDER', 'order'],
    ['a'.repeat(600), 'a'.repeat(512)],
    ['😀 hi', '_hi'],
  ])('toTemplateName(%j) = %j', (typed, expected) => {
    expect(toTemplateName(typed)).toBe(expected);
  });
});

describe('body', () => {
  it.each([
    ['', 'Body text is required'],
    ['   ', 'Body text is required'],
    ['x'.repeat(1025), 'Body text must be 1024 characters or less'],
  ])('%j -> %s', (text, message) => {
    expect(messagesOf([body(text)])).toEqual([message]);
  });

  it('accepts 1024 characters', () => {
    expect(messagesOf([body('x'.repeat(1024))])).toEqual([]);
  });

  it('is required as a component', () => {
    expect(messagesOf([footer('Bye')])).toEqual(['Body text is required']);
    expect(messagesOf([])).toEqual(['Body text is required']);
    expect(messagesOf(undefined)).toEqual(['Body text is required']);
  });

  it('needs one example per variable', () => {
    expect(messagesOf([body('Hi {{1}}, your code is {{2}}.')])).toEqual([
      'Please provide 2 example value(s) for the variables',
    ]);
    expect(messagesOf([body('Hi {{1}}, your code is {{2}}.', ['Ann', ' '])])).toEqual([
      'Please provide 2 example value(s) for the variables',
    ]);
    expect(messagesOf([body('Hi {{1}} there.', [])])).toEqual(['Please provide 1 example value(s) for the variables']);
    expect(messagesOf([body('Hi {{1}}, your code is {{2}}.', ['Ann', 'X1'])])).toEqual([]);
  });

  it('takes examples from the parameters too', () => {
    const c: TemplateComponent = { type: 'BODY', text: 'Hi {{1}} there.', parameters: [{ example: 'Ann' }] };
    expect(messagesOf([c])).toEqual([]);
  });

  it('reports the example issue at components[i].example', () => {
    expect(validateTemplateComponents([header('Hi'), body('Dear {{1}} hi')])).toEqual([
      { path: 'components[1].example', message: 'Please provide 1 example value(s) for the variables' },
    ]);
  });
});

describe('variables (Meta)', () => {
  it.each([
    ['Hi {{1}} and {{3}}.', 'Variables must be numbered in order, starting from {{1}}, with no gaps'],
    ['Hi {{2}} there.', 'Variables must be numbered in order, starting from {{1}}, with no gaps'],
    ['Hi {{0}} there.', 'Variables must be numbered in order, starting from {{1}}, with no gaps'],
    ['{{1}} is your code.', 'Body text cannot start with a variable'],
    ['Your code is {{1}}', 'Body text cannot end with a variable'],
    ['Your code is {{1}}  ', 'Body text cannot end with a variable'],
    ['Hi {{1}}{{2}} there.', 'Variables cannot be placed next to each other, like {{1}}{{2}}'],
    ['Pay {{$1}} now.', 'Variables cannot contain #, $ or %'],
    ['Pay {{#1}} now.', 'Variables cannot contain #, $ or %'],
    ['Pay {{1%}} now.', 'Variables cannot contain #, $ or %'],
    ['Hi {{name}} there.', 'Variables must be numbers in double braces, like {{1}}'],
  ])('%j -> %s', (text, message) => {
    expect(messagesOf([body(text, ['a', 'b', 'c'])])).toContain(message);
  });

  it('accepts sequential, separated, inner variables', () => {
    expect(messagesOf([body('Hi {{1}}, {{2}} off with {{3}}!', ['a', 'b', 'c'])])).toEqual([]);
    expect(messagesOf([body('Hi {{1}}, again {{1}}.', ['a'])])).toEqual([]);
  });
});

describe('header', () => {
  it.each([
    ['Hi\nthere', 'Header cannot contain new lines, formatting characters, emojis, or asterisks'],
    ['*Sale*', 'Header cannot contain new lines, formatting characters, emojis, or asterisks'],
    ['Big _sale_', 'Header cannot contain new lines, formatting characters, emojis, or asterisks'],
    ['~old~ new', 'Header cannot contain new lines, formatting characters, emojis, or asterisks'],
    ['`code`', 'Header cannot contain new lines, formatting characters, emojis, or asterisks'],
    ['Sale 🎉', 'Header cannot contain new lines, formatting characters, emojis, or asterisks'],
    ['x'.repeat(61), 'Header text must be 60 characters or less'],
    ['', 'Header text is required'],
    ['Hi {{1}} and {{2}}', 'Header text can contain at most 1 variable'],
    ['Hi {{2}}', 'Variables must be numbered in order, starting from {{1}}, with no gaps'],
    ['Hi {{1}}', 'Please provide 1 example value(s) for the variables'],
  ])('%j -> %s', (text, message) => {
    expect(messagesOf([header(text), body('Body.')])).toEqual([message]);
  });

  it('accepts 60 characters, a variable with its example, and media headers without text', () => {
    expect(messagesOf([header('x'.repeat(60)), body('Body.')])).toEqual([]);
    expect(messagesOf([header('Hi {{1}}', ['Ann']), body('Body.')])).toEqual([]);
    expect(
      messagesOf([{ type: 'HEADER', format: 'IMAGE', example: { header_handle: ['med_1'] } }, body('Body.')]),
    ).toEqual([]);
  });

  it.each(['IMAGE', 'VIDEO', 'DOCUMENT'] as const)(
    'a %s header needs its example file (Meta asks for one)',
    (format) => {
      const issues = validateTemplateComponents([{ type: 'HEADER', format }, body('Body.')]);
      expect(issues).toEqual([{ path: 'components[0].example', message: 'Please add an example file for the header' }]);
      expect(messagesOf([{ type: 'HEADER', format, example: { header_handle: ['  '] } }, body('Body.')])).toEqual([
        'Please add an example file for the header',
      ]);
    },
  );

  it('headerMediaKind maps the media formats to the kind of file they take', () => {
    expect(['IMAGE', 'VIDEO', 'DOCUMENT', 'TEXT', 'LOCATION', 7].map(headerMediaKind)).toEqual([
      'image',
      'video',
      'document',
      null,
      null,
      null,
    ]);
  });

  it('sanitizeHeaderText strips them as typed', () => {
    expect(sanitizeHeaderText('Big *sale*\nnow 🎉')).toBe('Big sale now ');
    expect(sanitizeHeaderText('~_`x`_~')).toBe('x');
    expect(sanitizeHeaderText('👍🏽 ok 🇮🇳')).toBe(' ok ');
    expect(sanitizeHeaderText('Hi {{1}}')).toBe('Hi {{1}}');
    expect(sanitizeHeaderText(undefined)).toBe('');
    expect(hasForbiddenHeaderCharacters(sanitizeHeaderText('a*b\r\nc_d 😀'))).toBe(false);
  });
});

describe('footer', () => {
  it.each([
    ['Bye\nnow', 'Footer cannot contain new lines'],
    ['x'.repeat(61), 'Footer text must be 60 characters or less'],
    ['', 'Footer text is required'],
    ['Reply {{1}}', 'Footer cannot contain variables'],
  ])('%j -> %s', (text, message) => {
    expect(messagesOf([body('Body.'), footer(text)])).toEqual([message]);
  });

  it('accepts 60 characters', () => {
    expect(messagesOf([body('Body.'), footer('x'.repeat(60))])).toEqual([]);
  });
});

describe('components', () => {
  it('allows at most one header, footer and buttons section', () => {
    expect(messagesOf([header('A'), header('B'), body('Body.')])).toEqual(['A template can have only one header']);
    expect(messagesOf([body('Body.'), footer('a'), footer('b')])).toEqual(['A template can have only one footer']);
    expect(messagesOf([body('Body.'), buttons(qr()), buttons(qr())])).toEqual([
      'A template can have only one buttons section',
    ]);
    expect(messagesOf([body('A.'), body('B.')])).toEqual(['A template can have only one body']);
  });

  it('flags unknown sections and junk', () => {
    expect(messagesOf([body('Body.'), { type: 'CAROUSEL' }, 'junk'])).toEqual([
      'Template sections must be a header, body, footer or buttons',
      'Template sections must be a header, body, footer or buttons',
    ]);
  });
});

describe('buttons (Meta)', () => {
  const check = (...list: TemplateButton[]) => messagesOf([body('Body.'), buttons(...list)]);

  it('at most 10 in all, 10 quick replies, 2 URL, 1 phone, 1 copy code', () => {
    expect(check(...Array.from({ length: 10 }, (_, i) => qr(`Q${i}`)))).toEqual([]);
    expect(check(...Array.from({ length: 11 }, (_, i) => qr(`Q${i}`)))).toEqual([
      'A template can have at most 10 buttons',
      'A template can have at most 10 quick reply buttons',
    ]);
    expect(check(url(), url(), url())).toEqual(['A template can have at most 2 URL buttons']);
    expect(check(url(), url())).toEqual([]);
    expect(check(call(), call())).toEqual(['A template can have at most 1 phone number button']);
    expect(check(copy(), copy())).toEqual(['A template can have at most 1 copy code button']);
    expect(check()).toEqual(['Add at least one button or remove the buttons section']);
  });

  it('keeps quick replies together', () => {
    expect(check(qr('A'), url(), qr('B'))).toEqual([
      'Quick reply buttons must be next to each other, not mixed between other buttons',
    ]);
    expect(check(qr('A'), qr('B'), url())).toEqual([]);
    expect(check(url(), qr('A'), qr('B'))).toEqual([]);
  });

  it('labels: required, at most 25 characters', () => {
    expect(check(qr(''))).toEqual(['Button text is required']);
    expect(check(qr('x'.repeat(26)))).toEqual(['Button text must be 25 characters or less']);
    expect(check(qr('x'.repeat(25)))).toEqual([]);
  });

  it('URL: required, http(s), at most 2000, one variable only at its end with an example', () => {
    expect(check(url(''))).toEqual(['Button URL is required']);
    expect(check(url('javascript:alert(1)'))).toEqual(['Button URL must start with http:// or https://']);
    expect(check(url('ftp://acme.io'))).toEqual(['Button URL must start with http:// or https://']);
    expect(check(url(`https://acme.io/${'x'.repeat(1990)}`))).toEqual(['Button URL must be 2000 characters or less']);
    expect(check(url(`https://acme.io/${'x'.repeat(1984)}`))).toEqual([]);
    expect(check(url('https://acme.io/{{1}}/track'))).toEqual([
      'A button URL can have one variable, {{1}}, and only at its end',
    ]);
    expect(check(url('https://acme.io/{{1}}{{2}}'))).toEqual([
      'A button URL can have one variable, {{1}}, and only at its end',
    ]);
    expect(check(url('https://acme.io/{{2}}'))).toEqual([
      'A button URL can have one variable, {{1}}, and only at its end',
    ]);
    expect(check(url('https://acme.io/o/{{1}}'))).toEqual(['Please provide 1 example value(s) for the variables']);
    expect(check({ ...url('https://acme.io/o/{{1}}'), example: ['123'] })).toEqual([]);
  });

  it('phone number: required, at most 20 characters', () => {
    expect(check(call(''))).toEqual(['Button phone number is required']);
    expect(check(call('+1 415 555 0123 45678'))).toEqual(['Button phone number must be 20 characters or less']);
    expect(check(call('+1 415 555 0123 4567'))).toEqual([]);
    expect(check(call('call me'))).toEqual(['Please enter a valid phone number']);
  });

  it('copy code: required, at most 15 characters', () => {
    expect(check(copy(''))).toEqual(['Copy code value is required']);
    expect(check(copy('X'.repeat(16)))).toEqual(['Copy code value must be 15 characters or less']);
    expect(check(copy('X'.repeat(15)))).toEqual([]);
  });

  it('puts button issues at their paths', () => {
    expect(validateTemplateComponents([body('Body.'), buttons(qr(), url(''))])).toEqual([
      { path: 'components[1].buttons[1].url', message: 'Button URL is required' },
    ]);
  });
});

describe('TTL (bounds inclusive)', () => {
  const A = 'Authentication TTL must be between 30 seconds and 15 minutes';
  const U = 'Utility TTL must be between 30 seconds and 12 hours';
  const K = 'Marketing TTL must be between 12 hours and 30 days';
  it.each([
    ['AUTHENTICATION', 29, A],
    ['AUTHENTICATION', 30, undefined],
    ['AUTHENTICATION', 900, undefined],
    ['AUTHENTICATION', 901, A],
    ['UTILITY', 29, U],
    ['UTILITY', 30, undefined],
    ['UTILITY', 43200, undefined],
    ['UTILITY', 43201, U],
    ['MARKETING', 43199, K],
    ['MARKETING', 43200, undefined],
    ['MARKETING', 2592000, undefined],
    ['MARKETING', 2592001, K],
    ['MARKETING', '43200', undefined],
    ['UTILITY', ' 29 ', U],
    ['UTILITY', 30.5, 'TTL must be a whole number of seconds'],
    ['UTILITY', 'soon', 'TTL must be a whole number of seconds'],
    ['UTILITY', '', undefined],
    ['UTILITY', '  ', undefined],
    ['UTILITY', null, undefined],
    ['UTILITY', undefined, undefined],
    [undefined, 600, K],
  ])('%s %j -> %s', (category, ttl, message) => {
    expect(validateTtl(category, ttl)).toBe(message);
  });

  it('the schema reports the TTL message for the chosen category', async () => {
    expect(await first(template({ category: 'AUTHENTICATION', message_send_ttl_seconds: 901 }))).toBe(A);
    expect(await first(template({ category: 'UTILITY', message_send_ttl_seconds: 43201 }))).toBe(U);
    expect(await first(template({ category: 'MARKETING', message_send_ttl_seconds: 900 }))).toBe(K);
    expect(await first(template({ category: 'MARKETING', message_send_ttl_seconds: '' }))).toBe('ok');
  });

  it('cleanTemplatePayload removes an empty TTL and makes a number of the rest', () => {
    expect(cleanTemplatePayload(template({ message_send_ttl_seconds: '' }))).not.toHaveProperty(
      'message_send_ttl_seconds',
    );
    expect(cleanTemplatePayload(template({ message_send_ttl_seconds: null }))).not.toHaveProperty(
      'message_send_ttl_seconds',
    );
    expect(cleanTemplatePayload(template())).not.toHaveProperty('message_send_ttl_seconds');
    const input = template({ message_send_ttl_seconds: '600' as unknown as number });
    expect(cleanTemplatePayload(input).message_send_ttl_seconds).toBe(600);
    expect(input.message_send_ttl_seconds).toBe('600');
  });
});

describe('templateSchema', () => {
  it('accepts a full valid template and applies defaults', async () => {
    const t = {
      name: 'spring_sale',
      components: [
        header('Spring {{1}}', ['sale']),
        body('Hi {{1}}, take {{2}} off today.', ['Ann', '10%']),
        footer('Reply STOP to opt out'),
        buttons(qr('Stop promotions'), qr('Interested'), url('https://acme.io/s/{{1}}', 'Shop')),
      ],
      junk: 'stripped',
    };
    (t.components[3] as { buttons: TemplateButton[] }).buttons[2]!.example = ['spring'];
    const out = await templateSchema.validate(t, { abortEarly: true, stripUnknown: true });
    expect(out.category).toBe('MARKETING');
    expect(out.language).toBe('en_US');
    expect(out).not.toHaveProperty('junk');
  });

  it('gives every issue at its path to the form resolver', async () => {
    const bad = { name: '', category: 'UTILITY', components: [header('*x*'), body('')] };
    const error = await templateSchema.validate(bad, { abortEarly: false }).catch((e: unknown) => e);
    const inner = (error as { inner: { path: string; message: string }[] }).inner.map((e) => [e.path, e.message]);
    expect(inner).toEqual([
      ['name', 'Template name is required'],
      ['components[0].text', 'Header cannot contain new lines, formatting characters, emojis, or asterisks'],
      ['components[1].text', 'Body text is required'],
    ]);
  });

  it('rejects an unknown category and never throws on junk', async () => {
    expect(await first(template({ category: 'PROMO' as never }))).toBe(
      'Please choose a category: Marketing, Utility or Authentication',
    );
    for (const junk of [null, 1, 'x', [], { components: 'x' }, { components: [null] }]) {
      expect(typeof (await first(junk))).toBe('string');
      expect(() => validateTemplate(junk)).not.toThrow();
    }
  });
});

describe('templateHints', () => {
  it('warns about 4+ buttons, mixed buttons, marketing opt-out, and always approval', () => {
    const hints = templateHints({
      category: 'MARKETING',
      components: [body('x'), buttons(qr('A'), qr('B'), qr('C'), url())],
    });
    expect(hints).toEqual([
      'Templates with 4 or more buttons do not work on WhatsApp desktop',
      'Templates that mix quick replies with other buttons cannot be viewed on WhatsApp desktop',
      'More than 3 buttons show as 2 buttons plus "See all options"',
      'Marketing templates need an opt-out button, for example a "Stop promotions" quick reply',
      'Templates must be approved by the provider (WhatsApp) before they can be used',
    ]);
  });

  it('stays quiet when there is nothing to say but approval', () => {
    expect(templateHints({ category: 'UTILITY', components: [body('x'), buttons(qr('A'))] })).toEqual([
      'Templates must be approved by the provider (WhatsApp) before they can be used',
    ]);
    expect(templateHints({ category: 'MARKETING', components: [body('x'), buttons(qr('Stop promotions'))] })).toEqual([
      'Templates must be approved by the provider (WhatsApp) before they can be used',
    ]);
  });

  it('hints the 20-character quick reply and authentication formatting', () => {
    expect(templateHints({ category: 'AUTHENTICATION', components: [body('x'), buttons(qr('x'.repeat(21)))] })).toEqual(
      [
        'Quick reply text should be 20 characters or less',
        'Formatting does not show in authentication templates',
        'Templates must be approved by the provider (WhatsApp) before they can be used',
      ],
    );
    expect(templateHints(null)).toHaveLength(2);
  });
});
