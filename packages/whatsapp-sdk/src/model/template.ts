import {
  EPOCH_ISO,
  arr,
  asString,
  count,
  isRecord,
  optStr,
  own,
  rec,
  str,
  strings,
  time,
  type Rec,
} from './internal/read';

export const TEMPLATE_CATEGORIES = ['MARKETING', 'UTILITY', 'AUTHENTICATION'] as const;
export type TemplateCategory = (typeof TEMPLATE_CATEGORIES)[number];
export const DEFAULT_TEMPLATE_CATEGORY: TemplateCategory = 'MARKETING';

/** The 21 languages offered. */
export const TEMPLATE_LANGUAGES = [
  'en_US',
  'en_GB',
  'es_ES',
  'es_MX',
  'fr_FR',
  'pt_BR',
  'pt_PT',
  'ar_SA',
  'hi_IN',
  'de_DE',
  'it_IT',
  'ja_JP',
  'ko_KR',
  'zh_CN',
  'zh_TW',
  'ru_RU',
  'nl_NL',
  'sv_SE',
  'da_DK',
  'no_NO',
  'fi_FI',
] as const;
export type TemplateLanguage = (typeof TEMPLATE_LANGUAGES)[number];
export const DEFAULT_TEMPLATE_LANGUAGE: TemplateLanguage = 'en_US';

/** Statuses of the spec plus those Meta also reports; other values pass through (render them neutrally). */
export const TEMPLATE_STATUSES = ['APPROVED', 'PENDING', 'REJECTED', 'PAUSED', 'DISABLED', 'IN_APPEAL'] as const;
export type KnownTemplateStatus = (typeof TEMPLATE_STATUSES)[number];
export type TemplateStatus = KnownTemplateStatus | (string & {});

export const TEMPLATE_COMPONENT_TYPES = ['HEADER', 'BODY', 'FOOTER', 'BUTTONS'] as const;
export type TemplateComponentType = (typeof TEMPLATE_COMPONENT_TYPES)[number];

export const HEADER_FORMATS = ['TEXT', 'IMAGE', 'VIDEO', 'DOCUMENT', 'LOCATION'] as const;
export type HeaderFormat = (typeof HEADER_FORMATS)[number];

export const TEMPLATE_BUTTON_TYPES = ['QUICK_REPLY', 'URL', 'PHONE_NUMBER', 'COPY_CODE'] as const;
export type TemplateButtonType = (typeof TEMPLATE_BUTTON_TYPES)[number];

/** A button (one flat shape so forms can switch its type; fields used depend on `type`). */
export interface TemplateButton {
  type: TemplateButtonType;
  /** The label. */
  text: string;
  /** URL buttons. */
  url?: string;
  /** PHONE_NUMBER buttons. */
  phone_number?: string;
  /** URL buttons with a variable: example values; COPY_CODE: the code as a single entry. */
  example?: string[];
}

/** A body parameter (spec: parameters with default/example). */
export interface TemplateParameter {
  type?: 'text';
  default?: string;
  example?: string;
}

export interface HeaderComponent {
  type: 'HEADER';
  format: HeaderFormat;
  text?: string;
  example?: { header_text?: string[]; header_handle?: string[] };
}

export interface BodyComponent {
  type: 'BODY';
  text: string;
  /** One row of example values, one per variable: `{ body_text: [['Ann', '10%']] }`. */
  example?: { body_text?: string[][] };
  parameters?: TemplateParameter[];
}

export interface FooterComponent {
  type: 'FOOTER';
  text: string;
}

export interface ButtonsComponent {
  type: 'BUTTONS';
  buttons: TemplateButton[];
}

export type TemplateComponent = HeaderComponent | BodyComponent | FooterComponent | ButtonsComponent;

/** A template as the SDK hands it out (Meta's field names kept for components and the TTL). */
export interface Template {
  id: string;
  name: string;
  displayName: string;
  category: TemplateCategory;
  language: TemplateLanguage | (string & {});
  /** Upper case. */
  status: TemplateStatus;
  message_send_ttl_seconds?: number;
  components: TemplateComponent[];
  rejectionReason?: string;
  createdAt: string;
  updatedAt: string;
}

/** Body of POST /whatsapp/template and PUT /whatsapp/templates (the editor's values). */
export interface TemplateInput {
  name: string;
  displayName?: string;
  category: TemplateCategory;
  language: TemplateLanguage | (string & {});
  /** Omitted when empty (see `cleanTemplatePayload`). */
  message_send_ttl_seconds?: number | '' | null;
  components: TemplateComponent[];
}

/** Template as sent on the wire (docs/api-contract.md). Extra fields ignored. */
export interface RawTemplate {
  id?: string | number;
  name?: string;
  displayName?: string;
  category?: string;
  language?: string;
  status?: string;
  message_send_ttl_seconds?: number | string | null;
  components?: unknown[];
  rejection_reason?: string;
  created_at?: string;
  updated_at?: string;
}

function oneOf<T extends string>(list: readonly T[], value: string): T | undefined {
  return (list as readonly string[]).includes(value) ? (value as T) : undefined;
}

function upper(r: Rec, keys: readonly string[]): string {
  return str(r, keys).trim().toUpperCase();
}

function normalizeButton(raw: unknown): TemplateButton | undefined {
  const r = rec(raw);
  const type = oneOf(TEMPLATE_BUTTON_TYPES, upper(r, ['type']));
  if (!type) return undefined;
  const button: TemplateButton = { type, text: str(r, ['text']) };
  const url = optStr(r, ['url']);
  if (url !== undefined && type === 'URL') button.url = url;
  const phone = optStr(r, ['phone_number', 'phoneNumber']);
  if (phone !== undefined && type === 'PHONE_NUMBER') button.phone_number = phone;
  const example = own(r, 'example');
  const examples = Array.isArray(example) ? strings(example) : asString(example) ? [String(example)] : [];
  if (examples.length > 0) button.example = examples;
  return button;
}

/** Normalises one component (type and format casing; unknown types give undefined). Never throws. */
export function normalizeTemplateComponent(raw: unknown): TemplateComponent | undefined {
  const r = rec(raw);
  const type = oneOf(TEMPLATE_COMPONENT_TYPES, upper(r, ['type']) || 'BODY');
  const example = rec(own(r, 'example'));
  switch (type) {
    case 'HEADER': {
      const header: HeaderComponent = { type, format: oneOf(HEADER_FORMATS, upper(r, ['format'])) ?? 'TEXT' };
      const text = asString(own(r, 'text'));
      if (text !== undefined) header.text = text;
      const headerText = strings(arr(example, ['header_text']));
      const handle = strings(arr(example, ['header_handle']));
      if (headerText.length || handle.length) {
        header.example = {};
        if (headerText.length) header.example.header_text = headerText;
        if (handle.length) header.example.header_handle = handle;
      }
      return header;
    }
    case 'BODY': {
      const body: BodyComponent = { type, text: str(r, ['text']) };
      const rows = arr(example, ['body_text'])
        .filter(Array.isArray)
        .map((row) => strings(row));
      if (rows.length) body.example = { body_text: rows };
      const params = arr(r, ['parameters']).filter(isRecord);
      if (params.length) {
        body.parameters = params.map((p) => {
          const out: TemplateParameter = { type: 'text' };
          const d = asString(own(p, 'default'));
          const e = asString(own(p, 'example'));
          if (d !== undefined) out.default = d;
          if (e !== undefined) out.example = e;
          return out;
        });
      }
      return body;
    }
    case 'FOOTER':
      return { type, text: str(r, ['text']) };
    case 'BUTTONS': {
      const buttons: TemplateButton[] = [];
      for (const b of arr(r, ['buttons'])) {
        const button = normalizeButton(b);
        if (button) buttons.push(button);
      }
      return { type, buttons };
    }
    default:
      return undefined;
  }
}

/** Normalises a template (status/category casing, components, TTL as a number). Never throws. */
export function normalizeTemplate(raw: unknown): Template {
  const r = rec(raw);
  const components: TemplateComponent[] = [];
  for (const c of arr(r, ['components'])) {
    const component = normalizeTemplateComponent(c);
    if (component) components.push(component);
  }
  const createdAt = time(r, ['created_at', 'createdAt']) ?? EPOCH_ISO;
  const name = str(r, ['name']);
  const template: Template = {
    id: str(r, ['id', '_id', 'templateId']),
    name,
    displayName: str(r, ['displayName', 'display_name']) || name,
    category: oneOf(TEMPLATE_CATEGORIES, upper(r, ['category'])) ?? DEFAULT_TEMPLATE_CATEGORY,
    language: str(r, ['language']).trim() || DEFAULT_TEMPLATE_LANGUAGE,
    status: upper(r, ['status']) || 'PENDING',
    components,
    createdAt,
    updatedAt: time(r, ['updated_at', 'updatedAt']) ?? createdAt,
  };
  const ttlRaw = own(r, 'message_send_ttl_seconds');
  if (ttlRaw !== undefined && ttlRaw !== null && ttlRaw !== '') {
    const ttl = count(r, ['message_send_ttl_seconds'], NaN);
    if (Number.isFinite(ttl)) template.message_send_ttl_seconds = ttl;
  }
  const reason = optStr(r, ['rejection_reason', 'rejectionReason']);
  if (reason !== undefined) template.rejectionReason = reason;
  return template;
}

/** The BODY component of a template (every valid template has one). */
export function templateBody(template: Pick<Template, 'components'>): BodyComponent | undefined {
  return template.components.find((c): c is BodyComponent => c.type === 'BODY');
}
