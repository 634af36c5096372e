import { describe, expect, it } from 'vitest';
import type { WacrmLocale } from '../i18n/locale';
import type { FormatLabelKey } from '../i18n/dictionary';
import { en } from './en';
import { ar } from './ar';
import { es } from './es';
import { hi } from './hi';
import { id } from './id';
import { ptBR } from './pt-BR';
import { esMedia } from './es-media';
import { ptBRMedia } from './pt-BR-media';
import { hiMedia } from './hi-media';
import { arMedia } from './ar-media';
import { idMedia } from './id-media';
import { esTemplates } from './es-templates';
import { ptBRTemplates } from './pt-BR-templates';
import { hiTemplates } from './hi-templates';
import { arTemplates } from './ar-templates';
import { idTemplates } from './id-templates';
import { mediaLabels } from '../media/labels';
import { TEMPLATE_EDITOR_VALIDATION_KEYS, templateEditorLabels } from '../templates/editorLabels';

// Every shipped locale is complete: exactly English's keys, the same {placeholders}, every plural category the
// language has, and no text left in English unless listed below with its reason (the check that would have caught
// the English left in other kits' locales: theirs only looked for empty values).

type Part = Readonly<Record<string, unknown>>;

// Each with its media part (locales/<code>-media, downloaded with the open conversation) and its templates part
// (locales/<code>-templates, downloaded when the template editor is shown): together, every label.
const SHIPPED: readonly (readonly [WacrmLocale, Part, Part])[] = [
  [es, esMedia, esTemplates],
  [ptBR, ptBRMedia, ptBRTemplates],
  [hi, hiMedia, hiTemplates],
  [ar, arMedia, arTemplates],
  [id, idMedia, idTemplates],
];

/** The keys of a templates part: the editor's own texts and the validation messages only it shows. */
const TEMPLATE_EDITOR_KEYS: readonly string[] = [
  ...Object.keys(templateEditorLabels),
  ...TEMPLATE_EDITOR_VALIDATION_KEYS,
];

/** Keys whose text is the same in every language, and why. */
const SAME_EVERYWHERE: Readonly<Record<string, string>> = {
  copySuffix: "appended to a template's name, which Meta limits to lowercase Latin letters, digits and underscores",
  previewSummary: "'{ready}, {invalid}': only placeholders and a comma",
};

/**
 * The format labels (`FormatLabelKey`: placeholders and punctuation only): the shipped languages leave them out, and
 * English's are used.
 */
const FORMAT_LABELS: readonly FormatLabelKey[] = [
  'kindWithCaption',
  'activityMessage',
  'recipientsGroupCount',
  'noFigure',
];

/** Per language: texts that really are the same as in English, and why. */
const VIP = 'VIP is written as is';
const SMS = 'SMS is written as is';
const VIDEO = "'Video' is the word in this language";
const STATUS = "'Status' is the word software in this language uses";
const EMAIL = "'Email' is the word Indonesian software uses (the formal 'surel' is rarely seen in apps)";
const SAME_AS_ENGLISH: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  es: {
    errorTitle: "'Error' is the Spanish word",
    mediaVideo: VIDEO,
    kindVideo: VIDEO,
    kindSticker: "'Sticker' is the word WhatsApp uses in Spanish",
    headerFormatVideo: VIDEO,
    previewVideo: VIDEO,
    categoryMarketing: "Meta names the template category 'Marketing' in Spanish too",
    sourceManual: "'Manual' is the Spanish adjective (entered by hand)",
    tagVip: VIP,
    devHintSms: SMS,
  },
  'pt-BR': {
    templateStatus: STATUS,
    statusColumn: STATUS,
    statusFilter: STATUS,
    status: STATUS,
    categoryMarketing: "Meta names the template category 'Marketing' in Portuguese too",
    sourceManual: "'Manual' is the Portuguese adjective (entered by hand)",
    tagLead: "'Lead' is the term Brazilian CRM software uses",
    recipientsLeads: "'Leads' is the term Brazilian CRM software uses",
    tagVip: VIP,
    devHintSms: SMS,
  },
  hi: { phonePlaceholder: 'an Indian mobile number (+91), already the example Hindi users expect' },
  ar: { tagVip: 'VIP is written in Latin letters in Gulf Arabic business software' },
  id: {
    parameter: "'Parameter' is the Indonesian word",
    templateStatus: STATUS,
    statusColumn: STATUS,
    statusFilter: STATUS,
    status: STATUS,
    contactEmail: EMAIL,
    email: EMAIL,
    emailColumn: EMAIL,
    devHintEmail: EMAIL,
    media: "'Media' is the Indonesian word",
    mediaVideo: VIDEO,
    kindVideo: VIDEO,
    headerFormatVideo: VIDEO,
    previewVideo: VIDEO,
    mediaFile: "'File' is the term Indonesian software uses",
    headerHeading: "'Header' is the term Indonesian template tools keep for this part",
    footerHeading: "'Footer' is the term Indonesian template tools keep for this part",
    sourceManual: "'Manual' is the Indonesian word (done by hand)",
    tagVip: VIP,
    devHintSms: SMS,
  },
};

const slots = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const forms = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : Object.values(value as Record<string, string>);

describe.each(SHIPPED.map(([locale, media, templates]) => [locale.code, locale, media, templates] as const))(
  'locale %s',
  (code, locale, media, templates) => {
    const english = en.labels as Readonly<Record<string, unknown>>;
    const labels = { ...locale.labels, ...media, ...templates } as Readonly<Record<string, unknown>>;
    const categories = new Intl.PluralRules(code).resolvedOptions().pluralCategories;

    it("has exactly English's keys: the media labels in its media part, the template editor's in its templates part, the others in the language's chunk", () => {
      const expected = Object.keys(english).filter((key) => !(FORMAT_LABELS as readonly string[]).includes(key));
      expect(Object.keys(labels).sort()).toEqual(expected.sort());
      expect(Object.keys(media).sort()).toEqual(Object.keys(mediaLabels).sort());
      expect(Object.keys(templates).sort()).toEqual([...TEMPLATE_EDITOR_KEYS].sort());
      expect(Object.keys(locale.labels).filter((key) => key in mediaLabels)).toEqual([]);
      expect(Object.keys(locale.labels).filter((key) => TEMPLATE_EDITOR_KEYS.includes(key))).toEqual([]);
      expect(Object.keys(media).filter((key) => key in templates)).toEqual([]);
    });

    it('keeps the placeholders of every text, and gives text where English has text', () => {
      const problems: string[] = [];
      for (const [key, source] of Object.entries(english)) {
        if ((FORMAT_LABELS as readonly string[]).includes(key)) continue;
        const value = labels[key];
        if (typeof source === 'string') {
          if (typeof value !== 'string' || !value.trim()) problems.push(`${key}: not a text`);
          else if (slots(value).join() !== slots(source).join()) problems.push(`${key}: {${slots(value).join()}}`);
          continue;
        }
        const needed = new Set(forms(source).flatMap(slots));
        for (const [category, text] of Object.entries(value as Record<string, string>)) {
          for (const slot of needed) {
            // A form may say its number in words ('رسالتان', two messages); `other` always shows it.
            if (slot === 'n' && category !== 'other') continue;
            if (!slots(text).includes(slot)) problems.push(`${key}.${category}: missing {${slot}}`);
          }
          for (const slot of slots(text)) if (!needed.has(slot)) problems.push(`${key}.${category}: unknown {${slot}}`);
        }
      }
      expect(problems).toEqual([]);
    });

    it(`gives every plural category of the language (${categories.join(', ')})`, () => {
      const problems: string[] = [];
      for (const [key, source] of Object.entries(english)) {
        if (typeof source === 'string') continue;
        const value = labels[key] as Record<string, string>;
        for (const category of categories) if (!value?.[category]?.trim()) problems.push(`${key}.${category}`);
        for (const category of Object.keys(value ?? {})) {
          if (!categories.includes(category as Intl.LDMLPluralRule) && category !== 'zero') {
            problems.push(`${key}.${category}: not a category of ${code}`);
          }
        }
      }
      expect(problems).toEqual([]);
    });

    it('leaves no text in English, but for the listed ones', () => {
      const allowed = { ...SAME_EVERYWHERE, ...SAME_AS_ENGLISH[code] };
      const same = Object.keys(english)
        .filter((key) => key in labels)
        .filter((key) => forms(labels[key]).some((text) => forms(english[key]).includes(text)));
      expect(same.filter((key) => !(key in allowed))).toEqual([]);
      // An exception that no longer applies is removed, not kept "just in case".
      expect(Object.keys(SAME_AS_ENGLISH[code] ?? {}).filter((key) => !same.includes(key))).toEqual([]);
    });

    it('has the direction of its language', () => {
      expect(locale.dir).toBe(code === 'ar' ? 'rtl' : 'ltr');
    });
  },
);
