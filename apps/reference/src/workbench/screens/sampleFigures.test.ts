import { describe, expect, it } from 'vitest';
import { localeFormats } from '@wacrm/crm-widgets/i18n';
import { ar } from '../../i18n/locales/ar';
import { ptBR } from '../../i18n/locales/pt-BR';
import { dashboardText } from './dashboardText';
import { describeChange, money } from './sampleFigures';

// The dashboards' sample figures written in the language: signs, percentages, currency and plural forms by Intl.
describe('sample figures', () => {
  it('in English, as the dashboards always showed them', () => {
    const en = localeFormats('en');
    expect(money(en, 45_231)).toBe('$45,231');
    expect(describeChange({ ratio: 0.12, per: 'month' }, en, dashboardText)).toBe('+12% this month');
    expect(describeChange({ ratio: 0.082, per: 'month' }, en, dashboardText)).toBe('+8.2% this month');
    expect(describeChange({ count: 5, per: 'week' }, en, dashboardText)).toBe('+5 this week');
    expect(describeChange({ points: 2.1 }, en, dashboardText)).toBe('+2.1 points');
    expect(describeChange({ points: 1 }, en, dashboardText)).toBe('+1 point');
  });

  it('in Brazilian Portuguese: decimal comma, dollars as US$ (kept left to right)', () => {
    const pt = localeFormats('pt-BR');
    const text = { ...dashboardText, ...ptBR } as typeof dashboardText;
    expect(money(pt, 45_231)).toBe('\u2066US$\u2069\u00a045.231');
    expect(describeChange({ ratio: 0.082, per: 'month' }, pt, text)).toBe('+8,2% este mês');
    expect(describeChange({ points: 2.1 }, pt, text)).toBe('+2,1 pontos');
  });

  it("in Arabic: the locale's digits and the plural form of each count", () => {
    const format = localeFormats('ar');
    const text = { ...dashboardText, ...ar } as typeof dashboardText;
    const n = (value: number) => format.number(value);
    // 'US$' kept left to right inside the Arabic text (it showed as '$US').
    expect(money(format, 45_231)).toBe(`\u200f${n(45_231)}\u00a0\u2066US$\u2069`);
    const signed = (value: number) => format.number(value, { signDisplay: 'always' });
    expect(describeChange({ count: 5, per: 'week' }, format, text)).toBe(`${signed(5)} هذا الأسبوع`);
    expect(describeChange({ points: 2 }, format, text)).toBe(`${signed(2)} نقطتان`);
    expect(describeChange({ points: 3 }, format, text)).toBe(`${signed(3)} نقاط`);
    expect(format.plural(text.dashDeals, 2)).toBe('صفقتان');
    expect(format.plural(text.dashDeals, 3)).toBe(`${n(3)} صفقات`);
    expect(format.plural(text.dashDeals, 11)).toBe(`${n(11)} صفقة`);
  });
});
