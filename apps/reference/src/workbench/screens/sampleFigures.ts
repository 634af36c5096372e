import type { LocaleFormats } from '@wacrm/crm-widgets/i18n';
import type { dashboardText } from './dashboardText';

/** How a sample figure changed: by a ratio or a count over a period, or by percentage points. */
export type SampleChange =
  { ratio: number; per: 'month' | 'week' } | { count: number; per: 'month' | 'week' } | { points: number };

/**
 * A sample amount in US dollars, whole, written in the language: '$45,231', 'US$ 45.231', '45.231 US$'. The 'US$'
 * some languages write is isolated left to right (U+2066 ... U+2069): in Arabic text it showed as '$US'.
 */
export function money(format: LocaleFormats, value: number): string {
  return format
    .number(value, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 })
    .replace(/[A-Z]+\$/g, (symbol) => `\u2066${symbol}\u2069`);
}

/** A sample figure's change in the language: '+12% this month', '+5 this week', '+2.1 points'. */
export function describeChange(change: SampleChange, format: LocaleFormats, text: typeof dashboardText): string {
  if ('points' in change) {
    const signed = format.number(change.points, { signDisplay: 'always', maximumFractionDigits: 1 });
    return format.plural(text.dashPoints, change.points, { change: signed });
  }
  const signed =
    'ratio' in change
      ? format.number(change.ratio, { style: 'percent', signDisplay: 'always', maximumFractionDigits: 1 })
      : format.number(change.count, { signDisplay: 'always' });
  return format.text(change.per === 'month' ? text.dashThisMonth : text.dashThisWeek, { change: signed });
}
