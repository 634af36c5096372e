import { describe, expect, it } from 'vitest';
import { localeFormats } from './formats';
import { installPseudoLocaleFormats } from './pseudoFormats';

const at = Date.UTC(2026, 10, 27, 16, 55);

describe('installPseudoLocaleFormats', () => {
  it("marks every value the pseudo-locales' formats write, and leaves the other locales alone", () => {
    // Without it, a pseudo-locale's formats are its Intl ones (the widgets' pages never install it).
    expect(localeFormats('en-XA').number(12345)).toBe('12,345');

    installPseudoLocaleFormats();
    installPseudoLocaleFormats();
    const pseudo = localeFormats('en-XA');
    expect(pseudo.number(12345)).toBe('⟦12,345⟧');
    expect(pseudo.percent(0.5)).toBe('⟦50%⟧');
    expect(pseudo.dateWith(at, { day: 'numeric', month: 'long', timeZone: 'UTC' })).toBe('⟦November 27⟧');
    expect(pseudo.list(['A', 'B'])).toBe('⟦A and B⟧');
    expect(pseudo.fileSize(1_500_000)).toBe('⟦1.5 MB⟧');
    expect(pseudo.duration(12 * 60_000)).toMatch(/^⟦12\s?m(in)?⟧$/);
    expect(pseudo.relative(-1, 'day')).toBe('⟦yesterday⟧');
    expect(pseudo.languageName('pt_BR')).toBe('⟦Portuguese (Brazil)⟧');
    expect(localeFormats('ar-XB').number(7)).toMatch(/^⟦.+⟧$/);
    // Texts are marked by the pseudo-locale's labels, not twice.
    expect(pseudo.text('Page {page}', { page: 2 })).toBe('Page 2');
    expect(pseudo.locale).toBe('en-XA');

    expect(localeFormats('en').number(12345)).toBe('12,345');
    expect(localeFormats('en').percent(0.5)).toBe('50%');
  });
});
