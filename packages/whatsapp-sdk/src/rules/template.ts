// Template editor rules: the product's validation rules plus Meta's rules of shared/design/whatsapp-rules.md.
import { ValidationError, mixed, object, string, type ObjectSchema } from 'yup';
import { isRecord } from '../model/internal/read';
import {
  DEFAULT_TEMPLATE_CATEGORY,
  DEFAULT_TEMPLATE_LANGUAGE,
  TEMPLATE_CATEGORIES,
  normalizeTemplateComponent,
  type TemplateButton,
  type TemplateCategory,
  type TemplateComponent,
  type TemplateInput,
} from '../model/template';
import { TEMPLATE_LIMITS as L, TTL_BOUNDS } from './constants';
import { asBody, text } from './internal/text';
import { exampleValuesMessage } from './messageGroups';
import { ttlMessage } from './ttl';
import { MESSAGES, VALIDATION_MESSAGES as M } from './messages';
import { extractVariables } from './variables';

/** One broken rule, with the form path it belongs to (react-hook-form / yup path syntax). */
export interface TemplateIssue {
  path: string;
  message: string;
}

/** Meta accepts lowercase letters, digits and underscores only. */
export const TEMPLATE_NAME_PATTERN = /^[a-z0-9_]+$/;

/**
 * Converts what the user types into a valid template name, as typed: lower case, accents dropped, spaces and
 * hyphens to '_', every other character removed, at most 512 characters ('Summer Sale-2026!' -> 'summer_sale_2026').
 */
export function toTemplateName(typed: unknown): string {
  if (typeof typed !== 'string') return '';
  return typed
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\s-]/g, '_')
    .replace(/[^a-z0-9_]/g, '')
    .slice(0, L.nameMax);
}

const EMOJI = /\p{Extended_Pictographic}|\p{Emoji_Modifier}|\p{Regional_Indicator}|\u200D|\uFE0F|\u20E3/u;
const EMOJI_ALL = /\p{Extended_Pictographic}|\p{Emoji_Modifier}|\p{Regional_Indicator}|\u200D|\uFE0F|\u20E3/gu;
const FORMATTING = /[*_~`]/;
const FORMATTING_ALL = /[*_~`]/g;
const NEWLINE = /[\r\n\u2028\u2029]/;

/** True when header text has a new line, a formatting character (`* _ ~` and backtick), an emoji or an asterisk. */
export function hasForbiddenHeaderCharacters(text: unknown): boolean {
  return typeof text === 'string' && (NEWLINE.test(text) || FORMATTING.test(text) || EMOJI.test(text));
}

/** Strips what a header may not contain, as typed: new lines become spaces; formatting and emojis are removed. */
export function sanitizeHeaderText(typed: unknown): string {
  if (typeof typed !== 'string') return '';
  return typed
    .replace(/\r\n|[\r\n\u2028\u2029]/g, ' ')
    .replace(FORMATTING_ALL, '')
    .replace(EMOJI_ALL, '');
}

export { ttlMessage };

function isEmptyTtl(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/**
 * Checks `message_send_ttl_seconds` for a category: empty is fine (it is removed from the payload); otherwise a
 * whole number of seconds within the category's inclusive bounds. Returns the message, or undefined when valid.
 */
export function validateTtl(category: unknown, value: unknown): string | undefined {
  if (isEmptyTtl(value)) return undefined;
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value.trim()) : NaN;
  if (!Number.isFinite(n) || !Number.isInteger(n)) return M.ttlInvalid;
  const cat = (TEMPLATE_CATEGORIES as readonly unknown[]).includes(category)
    ? (category as TemplateCategory)
    : DEFAULT_TEMPLATE_CATEGORY;
  const { min, max } = TTL_BOUNDS[cat];
  return n < min || n > max ? ttlMessage(cat) : undefined;
}

const ALL_BRACES = /\{\{([^{}]*)\}\}/g;

/** The kind of media file a header of this format takes (IMAGE -> image, ...), or null (TEXT, LOCATION). */
export function headerMediaKind(format: unknown): 'image' | 'video' | 'document' | null {
  if (format === 'IMAGE') return 'image';
  if (format === 'VIDEO') return 'video';
  if (format === 'DOCUMENT') return 'document';
  return null;
}

/** Variable rules shared by body and header text; `where` adds the body-only start/end rule. */
function variableIssues(text: string, path: string, where: 'body' | 'header'): TemplateIssue[] {
  const issues: TemplateIssue[] = [];
  const add = (message: string) => issues.push({ path, message });
  const contents = [...text.matchAll(ALL_BRACES)].map((m) => m[1] ?? '');
  if (contents.some((c) => /[#$%]/.test(c))) add(M.variableSpecialCharacters);
  else if (contents.some((c) => !/^\d+$/.test(c))) add(M.variableFormat);
  const vars = extractVariables(text);
  if (vars.some((n, i) => n !== i + 1)) add(M.variablesSequential);
  if (/\}\}\{\{/.test(text)) add(M.variablesAdjacent);
  if (where === 'body') {
    const t = text.trim();
    if (/^\{\{[^{}]*\}\}/.test(t)) add(M.variableAtStart);
    if (/\{\{[^{}]*\}\}$/.test(t)) add(M.variableAtEnd);
  } else if (contents.length > L.headerVariablesMax) add(M.headerOneVariable);
  return issues;
}

function filled(values: readonly unknown[]): number {
  return values.filter((v) => typeof v === 'string' && v.trim() !== '').length;
}

function buttonIssues(buttons: readonly TemplateButton[], at: string): TemplateIssue[] {
  const issues: TemplateIssue[] = [];
  const add = (path: string, message: string) => issues.push({ path, message });
  const countOf = (type: TemplateButton['type']) => buttons.filter((b) => b.type === type).length;
  if (buttons.length === 0) add(`${at}.buttons`, M.buttonsEmpty);
  if (buttons.length > L.buttonsMax) add(`${at}.buttons`, M.buttonsMax);
  if (countOf('QUICK_REPLY') > L.quickReplyMax) add(`${at}.buttons`, M.quickReplyMax);
  if (countOf('URL') > L.urlButtonsMax) add(`${at}.buttons`, M.urlButtonsMax);
  if (countOf('PHONE_NUMBER') > L.phoneButtonsMax) add(`${at}.buttons`, M.phoneButtonsMax);
  if (countOf('COPY_CODE') > L.copyCodeButtonsMax) add(`${at}.buttons`, M.copyCodeButtonsMax);
  const qr = buttons.flatMap((b, i) => (b.type === 'QUICK_REPLY' ? [i] : []));
  if (qr.length > 0 && (qr[qr.length - 1] ?? 0) - (qr[0] ?? 0) + 1 !== qr.length) {
    add(`${at}.buttons`, M.quickRepliesGrouped);
  }
  buttons.forEach((b, j) => {
    const p = `${at}.buttons[${j}]`;
    const label = b.text.trim();
    if (!label && b.type !== 'COPY_CODE') add(`${p}.text`, M.buttonTextRequired);
    else if (b.text.length > L.buttonLabelMax) add(`${p}.text`, M.buttonTextMax);
    if (b.type === 'URL') {
      const url = (b.url ?? '').trim();
      if (!url) add(`${p}.url`, M.buttonUrlRequired);
      else if (!/^https?:\/\/[^\s]+$/i.test(url)) add(`${p}.url`, M.buttonUrlInvalid);
      else if (url.length > L.urlMax) add(`${p}.url`, M.buttonUrlMax);
      else if (/\{\{|\}\}/.test(url)) {
        if (!/^[^{}]*\{\{1\}\}$/.test(url)) add(`${p}.url`, M.buttonUrlVariable);
        else if (filled(b.example ?? []) < 1) add(`${p}.example`, exampleValuesMessage(1));
      }
    }
    if (b.type === 'PHONE_NUMBER') {
      const phone = (b.phone_number ?? '').trim();
      if (!phone) add(`${p}.phone_number`, M.buttonPhoneRequired);
      else if (phone.length > L.phoneNumberMax) add(`${p}.phone_number`, M.buttonPhoneMax);
      else if (!/^\+?[\d\s\-().]{4,}$/.test(phone)) add(`${p}.phone_number`, M.phoneInvalid);
    }
    if (b.type === 'COPY_CODE') {
      const code = (b.example?.[0] ?? '').trim();
      if (!code) add(`${p}.example`, M.copyCodeRequired);
      else if (code.length > L.copyCodeMax) add(`${p}.example`, M.copyCodeMax);
    }
  });
  return issues;
}

/**
 * Every broken component rule, in form order, with its path (`components[i].text`, `components[i].buttons[j].url`,
 * ...). Empty when valid. Accepts anything: junk gives issues, never an exception.
 */
export function validateTemplateComponents(components: unknown): TemplateIssue[] {
  const issues: TemplateIssue[] = [];
  const list = Array.isArray(components) ? components : [];
  const seen = { HEADER: 0, BODY: 0, FOOTER: 0, BUTTONS: 0 };
  list.forEach((raw, i) => {
    const at = `components[${i}]`;
    const c: TemplateComponent | undefined = isRecord(raw) ? normalizeTemplateComponent(raw) : undefined;
    if (!c) {
      issues.push({ path: at, message: M.componentUnknown });
      return;
    }
    seen[c.type] += 1;
    if (seen[c.type] === 2) {
      const message = { HEADER: M.oneHeader, BODY: M.oneBody, FOOTER: M.oneFooter, BUTTONS: M.oneButtons }[c.type];
      issues.push({ path: 'components', message });
    }
    const add = (field: string, message: string) => issues.push({ path: `${at}.${field}`, message });
    switch (c.type) {
      case 'HEADER': {
        if (headerMediaKind(c.format)) {
          if (!c.example?.header_handle?.[0]?.trim()) add('example', M.headerMediaRequired);
          break;
        }
        if (c.format !== 'TEXT') break;
        const text = c.text ?? '';
        if (!text.trim()) add('text', M.headerTextRequired);
        else if (hasForbiddenHeaderCharacters(text)) add('text', M.headerFormatting);
        else if (text.length > L.headerMax) add('text', M.headerMax);
        else {
          const v = variableIssues(text, `${at}.text`, 'header');
          issues.push(...v);
          const needed = extractVariables(text).length;
          if (!v.length && needed > 0 && filled(c.example?.header_text ?? []) < needed) {
            add('example', exampleValuesMessage(needed));
          }
        }
        break;
      }
      case 'BODY': {
        const text = c.text;
        if (!text.trim()) add('text', M.bodyRequired);
        else if (text.length > L.bodyMax) add('text', M.bodyMax);
        else {
          const v = variableIssues(text, `${at}.text`, 'body');
          issues.push(...v);
          const needed = extractVariables(text).length;
          const row = c.example?.body_text?.[0] ?? [];
          const fromParams = (c.parameters ?? []).map((p) => p.example ?? p.default);
          const have = Array.from({ length: needed }, (_, k) => row[k] ?? fromParams[k]);
          if (!v.length && needed > 0 && filled(have) < needed) add('example', exampleValuesMessage(needed));
        }
        break;
      }
      case 'FOOTER': {
        if (!c.text.trim()) add('text', M.footerTextRequired);
        else if (NEWLINE.test(c.text)) add('text', M.footerNewLines);
        else if (c.text.length > L.footerMax) add('text', M.footerMax);
        else if (/\{\{[^{}]*\}\}/.test(c.text)) add('text', M.footerVariables);
        break;
      }
      case 'BUTTONS':
        issues.push(...buttonIssues(c.buttons, at));
        break;
    }
  });
  if (seen.BODY === 0) issues.push({ path: 'components', message: M.bodyRequired });
  return issues;
}

/** Name rules: required, at most 512, lowercase letters/digits/underscores. Returns the message or undefined. */
export function validateTemplateName(name: unknown): string | undefined {
  if (typeof name !== 'string' || name.trim() === '') return M.templateNameRequired;
  if (name.length > L.nameMax) return M.templateNameMax;
  if (!TEMPLATE_NAME_PATTERN.test(name)) return M.templateNameFormat;
  return undefined;
}

/** Every broken rule of a whole template (name, category, language, TTL, components). Never throws. */
export function validateTemplate(input: unknown): TemplateIssue[] {
  const r = isRecord(input) ? input : {};
  const issues: TemplateIssue[] = [];
  const nameIssue = validateTemplateName(r['name']);
  if (nameIssue) issues.push({ path: 'name', message: nameIssue });
  const category = r['category'] ?? DEFAULT_TEMPLATE_CATEGORY;
  if (!(TEMPLATE_CATEGORIES as readonly unknown[]).includes(category)) {
    issues.push({ path: 'category', message: M.categoryInvalid });
  }
  const language = r['language'] ?? DEFAULT_TEMPLATE_LANGUAGE;
  if (typeof language !== 'string' || !language.trim()) issues.push({ path: 'language', message: M.languageRequired });
  const ttl = validateTtl(category, r['message_send_ttl_seconds']);
  if (ttl) issues.push({ path: 'message_send_ttl_seconds', message: ttl });
  issues.push(...validateTemplateComponents(r['components']));
  return issues;
}

function buildTemplateSchema(): ObjectSchema<TemplateInput> {
  return asBody(
    object({
      name: string()
        .typeError(M.templateNameRequired)
        .defined(M.templateNameRequired)
        .test('template-name', function (value) {
          const message = validateTemplateName(value);
          return message ? this.createError({ message }) : true;
        }),
      displayName: string().optional(),
      category: mixed<TemplateCategory>()
        .oneOf(TEMPLATE_CATEGORIES, M.categoryInvalid)
        .default(DEFAULT_TEMPLATE_CATEGORY)
        .defined(),
      language: text(M.languageRequired).required(M.languageRequired).default(DEFAULT_TEMPLATE_LANGUAGE),
      message_send_ttl_seconds: mixed<number | string>()
        .nullable()
        .optional()
        .test('template-ttl', function (value) {
          const message = validateTtl(this.parent?.category, value);
          return message ? this.createError({ message }) : true;
        }),
      components: mixed<TemplateComponent[]>()
        .default(() => [])
        .defined()
        .test('template-components', function (value) {
          const issues = validateTemplateComponents(value);
          if (!issues.length) return true;
          const errors = issues.map((i) => this.createError({ path: i.path, message: i.message }));
          return this.options.abortEarly === false ? new ValidationError(errors) : (errors[0] as ValidationError);
        }),
    }) as ObjectSchema<TemplateInput>,
  );
}

/**
 * The template form (the product's validation rules + Meta). For react-hook-form through `yupResolver(templateSchema)` (every
 * issue at its path, e.g. `components[1].text`), and for the mock API with `validate(body, { abortEarly: true,
 * stripUnknown: true })` (the first issue).
 */
export const templateSchema = /* @__PURE__ */ buildTemplateSchema();

/**
 * The payload to send: `message_send_ttl_seconds` removed when empty or turned into a number,
 * and the name converted with `toTemplateName`. Does not mutate its input.
 */
export function cleanTemplatePayload<T extends Partial<TemplateInput>>(
  values: T,
): Omit<T, 'message_send_ttl_seconds'> & { message_send_ttl_seconds?: number } {
  const { message_send_ttl_seconds: ttl, ...rest } = values;
  const out: Omit<T, 'message_send_ttl_seconds'> & { message_send_ttl_seconds?: number } = { ...rest };
  if (!isEmptyTtl(ttl)) {
    const n = typeof ttl === 'number' ? ttl : Number(String(ttl).trim());
    if (Number.isFinite(n)) out.message_send_ttl_seconds = n;
  }
  return out;
}

const OPT_OUT = /stop|opt[\s-]?out|unsubscribe/i;

/**
 * Guidance for the editor (the product's business constants and Meta's display rules): desktop limits for 4+ buttons or mixed
 * quick replies, the 2-plus-"See all options" display, the marketing opt-out button, the quick-reply length hint,
 * no formatting in authentication templates, and that templates must be approved by the provider (always last).
 */
export function templateHints(
  template: Partial<Pick<TemplateInput, 'category' | 'components'>> | null | undefined,
): string[] {
  const hints: string[] = [];
  const components = Array.isArray(template?.components) ? template.components : [];
  const buttons = components.flatMap((c) =>
    isRecord(c) && c.type === 'BUTTONS' && Array.isArray(c.buttons) ? c.buttons.filter(isRecord) : [],
  );
  const H = MESSAGES.hints;
  if (buttons.length >= L.desktopButtonsLimit) hints.push(H.desktopButtons);
  const hasQr = buttons.some((b) => b.type === 'QUICK_REPLY');
  if (hasQr && buttons.some((b) => b.type !== 'QUICK_REPLY')) hints.push(H.desktopMixedButtons);
  if (buttons.length > 3) hints.push(H.seeAllOptions);
  if (
    buttons.some((b) => b.type === 'QUICK_REPLY' && typeof b.text === 'string' && b.text.length > L.quickReplyLabelHint)
  ) {
    hints.push(H.quickReplyLength);
  }
  const category = template?.category ?? DEFAULT_TEMPLATE_CATEGORY;
  if (
    category === 'MARKETING' &&
    !buttons.some((b) => b.type === 'QUICK_REPLY' && typeof b.text === 'string' && OPT_OUT.test(b.text))
  ) {
    hints.push(H.marketingOptOut);
  }
  if (category === 'AUTHENTICATION') hints.push(H.authenticationFormatting);
  hints.push(H.approval);
  return hints;
}
