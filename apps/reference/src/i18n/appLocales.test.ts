import { describe, expect, it } from 'vitest';
import type { AppLocaleTexts } from './appText';
import { appTextAreas, englishAppTexts } from './appTexts';
import { ar } from './locales/ar';
import { es } from './locales/es';
import { hi } from './locales/hi';
import { id } from './locales/id';
import { ptBR } from './locales/pt-BR';

// The reference app's own texts in every language it offers: exactly English's keys, the same {placeholders}, every
// plural category, and nothing left in English unless listed with its reason (the widgets' texts are checked in
// @wacrm/crm-widgets' locales.test.ts).

const LOCALES: ReadonlyArray<readonly [string, AppLocaleTexts]> = [
  ['es', es],
  ['pt-BR', ptBR],
  ['hi', hi],
  ['ar', ar],
  ['id', id],
];

// Reasons shared by several languages.
const PRODUCT_NAMES = 'product names: WhatsApp Business, and CRM as the market writes it';
const API = 'the acronym, written as is';
const LOANWORD = 'the English word is the one this language uses';
const APP_BRANDS = 'the CRM and WhatsApp apps are named by their product names in every language';
/** The workbench's apps named CRM and WhatsApp (workbenchText.ts). */
const BRAND_APPS = { appCrm: APP_BRANDS, appWhatsApp: APP_BRANDS };

/** Per language: texts that really are the same as in English, and why. */
const SAME_AS_ENGLISH: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  ar: BRAND_APPS,
  es: {
    ...BRAND_APPS,
    sectionTickets: LOANWORD,
    sectionChat: LOANWORD,
    landingEyebrow: PRODUCT_NAMES,
    siteApi: API,
    siteBlog: LOANWORD,
    siteChatbot: LOANWORD,
    teamsMarketing: LOANWORD,
  },
  'pt-BR': {
    ...BRAND_APPS,
    sectionLeads: LOANWORD,
    sectionChat: LOANWORD,
    landingEyebrow: PRODUCT_NAMES,
    siteApi: API,
    siteBlog: LOANWORD,
    siteChatbot: LOANWORD,
    siteMenu: 'Menu is the Portuguese word',
    teamsMarketing: LOANWORD,
  },
  hi: {
    ...BRAND_APPS,
    landingEyebrow: PRODUCT_NAMES,
    siteApi: API,
    siteWhatsAppApi: "Meta's product name, used as is in Hindi",
  },
  id: {
    ...BRAND_APPS,
    landingEyebrow: PRODUCT_NAMES,
    siteApi: API,
    siteBlog: LOANWORD,
    siteChatbot: LOANWORD,
    siteMenu: 'Menu is the Indonesian word',
  },
};

const slots = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const forms = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : Object.values(value as Record<string, string>);

it('gives every key to one area only (a key repeated in two areas would hide one of the texts)', () => {
  const owners = new Map<string, string[]>();
  for (const [area, texts] of Object.entries(appTextAreas)) {
    for (const key of Object.keys(texts)) owners.set(key, [...(owners.get(key) ?? []), area]);
  }
  expect([...owners].filter(([, areas]) => areas.length > 1)).toEqual([]);
});

describe.each(LOCALES)('app texts in %s', (code, texts) => {
  const english = englishAppTexts as Readonly<Record<string, unknown>>;
  const translated = texts as Readonly<Record<string, unknown>>;

  it("has exactly English's keys", () => {
    expect(Object.keys(translated).sort()).toEqual(Object.keys(english).sort());
  });

  it('keeps every placeholder and gives every plural category', () => {
    const categories = new Intl.PluralRules(code).resolvedOptions().pluralCategories;
    const problems: string[] = [];
    for (const [key, source] of Object.entries(english)) {
      const value = translated[key];
      if (typeof source === 'string') {
        if (typeof value !== 'string' || !value.trim()) problems.push(`${key}: not a text`);
        else if (slots(value).join() !== slots(source).join()) problems.push(`${key}: {${slots(value).join()}}`);
        continue;
      }
      for (const category of categories) {
        if (!(value as Record<string, string> | undefined)?.[category]) problems.push(`${key}.${category}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('leaves no text in English, but for the listed ones', () => {
    const same = Object.keys(english).filter((key) =>
      forms(translated[key]).some((text) => forms(english[key]).includes(text)),
    );
    expect(same.filter((key) => !(key in (SAME_AS_ENGLISH[code] ?? {})))).toEqual([]);
  });
});
