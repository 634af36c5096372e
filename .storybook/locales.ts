import type { WacrmLocale } from '@wacrm/crm-widgets';
import { en } from '@wacrm/crm-widgets/locales/en';
import { es } from '@wacrm/crm-widgets/locales/es';
import { ptBR } from '@wacrm/crm-widgets/locales/pt-BR';
import { hi } from '@wacrm/crm-widgets/locales/hi';
import { ar } from '@wacrm/crm-widgets/locales/ar';
import { id } from '@wacrm/crm-widgets/locales/id';
// A test device, in no entry of the package (the widgets' pages do not carry it): the pseudo-locales' formats mark
// every value they write. The same module instance as the widgets' (Storybook reads the packages' sources).
import { installPseudoLocaleFormats } from '../packages/crm-widgets/src/i18n/pseudoFormats';

// The toolbar's languages: every shipped locale (imported here, so a story shows at once) and a pseudo-locale.

/** Accented look-alikes: the text stays readable, and any text without them was not translated. */
const ACCENTS: Readonly<Record<string, string>> = {
  a: 'á',
  e: 'é',
  i: 'í',
  o: 'ó',
  u: 'ú',
  y: 'ý',
  c: 'ç',
  n: 'ñ',
  s: 'š',
  z: 'ž',
  A: 'Å',
  E: 'É',
  I: 'Î',
  O: 'Ö',
  U: 'Ü',
  Y: 'Ý',
  C: 'Ç',
  N: 'Ñ',
  S: 'Š',
  Z: 'Ž',
};

/**
 * A text in the pseudo-locale: accented, about 40 % longer (as German or Portuguese often are), between ⟦ ⟧ markers;
 * `{placeholders}` and WhatsApp's `{{1}}` kept as they are.
 */
export function pseudoText(text: string): string {
  const parts = text.split(/(\{\{\d+\}\}|\{\w+\})/);
  const body = parts.map((part, i) => (i % 2 ? part : part.replace(/[A-Za-z]/g, (c) => ACCENTS[c] ?? c))).join('');
  const letters = text.replace(/\{\{\d+\}\}|\{\w+\}/g, '').length;
  return `⟦${body}${'·'.repeat(Math.ceil(letters * 0.4))}⟧`;
}

function pseudoLabels(labels: WacrmLocale['labels']): WacrmLocale['labels'] {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(labels)) {
    out[key] =
      typeof value === 'string'
        ? pseudoText(value)
        : Object.fromEntries(Object.entries(value).map(([category, form]) => [category, pseudoText(form as string)]));
  }
  return out as WacrmLocale['labels'];
}

installPseudoLocaleFormats();

/** CLDR's accented pseudo-locale: English made longer and marked (its formats mark every value too). */
export const pseudo: WacrmLocale = { code: 'en-XA', dir: 'ltr', labels: pseudoLabels(en.labels) };

export const storyLocales = { en, es, 'pt-BR': ptBR, hi, ar, id, 'en-XA': pseudo } as const;
export type StoryLocaleName = keyof typeof storyLocales;
