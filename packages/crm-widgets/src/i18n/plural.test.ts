import { describe, expect, it } from 'vitest';
import { fill, isLabel, isolateLtr, pluralForm } from './plural';

describe('pluralForm', () => {
  const ar = {
    zero: 'لا رسائل',
    one: 'رسالة واحدة',
    two: 'رسالتان',
    few: '{n} رسائل',
    many: '{n} رسالة',
    other: '{n} رسالة (other)',
  };

  it("picks the language's category: Arabic 0, 1, 2, 3, 11 and 100 each their own", () => {
    expect(pluralForm(ar, 0, 'ar')).toBe('لا رسائل');
    expect(pluralForm(ar, 1, 'ar')).toBe('رسالة واحدة');
    expect(pluralForm(ar, 2, 'ar')).toBe('رسالتان');
    expect(pluralForm(ar, 3, 'ar')).toBe('{n} رسائل');
    expect(pluralForm(ar, 11, 'ar')).toBe('{n} رسالة');
    expect(pluralForm(ar, 100, 'ar')).toBe('{n} رسالة (other)');
  });

  it('uses one and other in English, other alone in Indonesian', () => {
    const en = { one: '{n} recipient', other: '{n} recipients' };
    expect(pluralForm(en, 1, 'en')).toBe('{n} recipient');
    expect(pluralForm(en, 2, 'en')).toBe('{n} recipients');
    expect(pluralForm(en, 0, 'en')).toBe('{n} recipients');
    expect(pluralForm({ other: '{n} penerima' }, 1, 'id')).toBe('{n} penerima');
  });

  it('falls back to other when a category is missing, and takes a plain string for every count', () => {
    expect(pluralForm({ other: '{n} x' }, 1, 'en')).toBe('{n} x');
    expect(pluralForm('{n} new', 1, 'ar')).toBe('{n} new');
  });

  it('uses an explicit zero form for 0 in a language without a zero category', () => {
    expect(pluralForm({ zero: 'No contacts', one: '{n} contact', other: '{n} contacts' }, 0, 'en')).toBe('No contacts');
  });
});

describe('fill', () => {
  it('fills known placeholders and leaves others and WhatsApp variables as written', () => {
    expect(fill('Edit {name} ({unknown}) {{1}}', { name: 'Ann' })).toBe('Edit Ann ({unknown}) {{1}}');
  });
});

describe('isLabel', () => {
  it('accepts text and plural forms with an other text, nothing else', () => {
    expect(isLabel('x')).toBe(true);
    expect(isLabel({ one: 'a', other: 'b' })).toBe(true);
    expect(isLabel({ one: 'a' })).toBe(false);
    expect(isLabel({ other: 3 })).toBe(false);
    expect(isLabel(['x'])).toBe(false);
    expect(isLabel(42)).toBe(false);
    expect(isLabel(null)).toBe(false);
  });
});

describe('isolateLtr', () => {
  it('isolates a left-to-right value in right-to-left text only', () => {
    expect(isolateLtr('+91 98765 43210', 'rtl')).toBe('\u2066+91 98765 43210\u2069');
    expect(isolateLtr('+91 98765 43210', 'ltr')).toBe('+91 98765 43210');
    expect(isolateLtr('', 'rtl')).toBe('');
  });
});
