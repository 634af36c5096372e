import { describe, expect, it } from 'vitest';
import { localeFormats } from './formats';

const at = Date.UTC(2026, 10, 27, 16, 55);

describe('localeFormats', () => {
  it('is one instance per locale', () => {
    expect(localeFormats('pt-BR')).toBe(localeFormats('pt-BR'));
    expect(localeFormats('pt-BR')).not.toBe(localeFormats('es'));
  });

  it('writes numbers and percentages in the locale', () => {
    expect(localeFormats('en').number(12345)).toBe('12,345');
    expect(localeFormats('pt-BR').number(12345)).toBe('12.345');
    expect(localeFormats('hi').number(1234567)).toBe('12,34,567');
    expect(localeFormats('en').percent(0.943)).toBe('94.3%');
    expect(localeFormats('es').percent(0.5)).toBe(new Intl.NumberFormat('es', { style: 'percent' }).format(0.5));
  });

  it('writes dates and times through Intl with the locale, never the runtime default', () => {
    expect(localeFormats('en').dateWith(at, { day: 'numeric', month: 'long', timeZone: 'UTC' })).toBe('November 27');
    expect(localeFormats('pt-BR').dateWith(at, { day: 'numeric', month: 'long', timeZone: 'UTC' })).toBe(
      '27 de novembro',
    );
    expect(localeFormats('es').date(at)).toBe(new Intl.DateTimeFormat('es', { dateStyle: 'medium' }).format(at));
    expect(localeFormats('ar').dateTime(at)).toBe(
      new Intl.DateTimeFormat('ar', { dateStyle: 'medium', timeStyle: 'short' }).format(at),
    );
  });

  it('writes durations, file sizes, lists, relative times and language names', () => {
    const en = localeFormats('en');
    expect(en.duration(23 * 3_600_000 + 8 * 60_000)).toBe('23h 8m');
    expect(en.duration(12 * 60_000)).toBe('12m');
    expect(en.duration(1)).toBe('1m');
    expect(en.fileSize(820)).toBe('820 bytes');
    expect(en.fileSize(1_500_000)).toBe('1.5 MB');
    expect(localeFormats('de').fileSize(1_500_000)).toBe('1,5 MB');
    expect(en.list(['A', 'B', 'C'])).toBe('A, B, and C');
    expect(localeFormats('es').list(['A', 'B', 'C'])).toBe('A, B y C');
    expect(en.relative(-1, 'day')).toBe('yesterday');
    expect(en.relative(-5, 'minute')).toBe('5 minutes ago');
    expect(en.languageName('pt_BR')).toBe('Portuguese (Brazil)');
    expect(localeFormats('es').languageName('en_US')).toBe('inglés (Estados Unidos)');
    expect(en.languageName('!!')).toBe('!!');
  });

  it('says bytes as each language counts them, and larger sizes in their short units', () => {
    const en = localeFormats('en');
    expect(en.fileSize(147)).toBe('147 bytes');
    expect(en.fileSize(1)).toBe('1 byte');
    expect(en.fileSize(0)).toBe('0 bytes');
    expect(en.fileSize(820_000)).toBe('820 kB');
    // Portuguese's short form has no singular ('1 bytes').
    expect(localeFormats('pt-BR').fileSize(1)).toBe('1 byte');
    expect(localeFormats('pt-BR').fileSize(147)).toBe('147 bytes');
    // Arabic: the number in the locale's digits and its word for byte, never the English unit.
    const ar = localeFormats('ar');
    expect(ar.fileSize(147)).toMatch(new RegExp(`^${ar.number(147)}\\s+بايت$`));
    expect(ar.fileSize(1)).toMatch(new RegExp(`^${ar.number(1)}\\s+بايت$`));
  });

  it('fills labels with numbers written in the locale, and picks plural forms', () => {
    const pt = localeFormats('pt-BR');
    expect(pt.text('Página {page} de {pages}', { page: 1, pages: 1200 })).toBe('Página 1 de 1.200');
    expect(pt.plural({ one: '{n} destinatário', other: '{n} destinatários' }, 1)).toBe('1 destinatário');
    expect(pt.plural({ one: '{n} destinatário', other: '{n} destinatários' }, 2500)).toBe('2.500 destinatários');
    expect(
      localeFormats('en').plural({ one: 'Imported {ok} of {n} contact', other: 'Imported {ok} of {n} contacts' }, 3, {
        ok: 2,
      }),
    ).toBe('Imported 2 of 3 contacts');
    // Text values are never reformatted (a phone number stays as written).
    expect(pt.text('{phone}', { phone: '+5511987654321' })).toBe('+5511987654321');
  });
});
