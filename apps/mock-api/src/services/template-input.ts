import { HEADER_FORMATS, TEMPLATE_BUTTON_TYPES, TEMPLATE_CATEGORIES, ttlRule } from '@wacrm/whatsapp-sdk';
import { badRequest } from '../http/errors';
import { checkTemplateRules } from '../http/shared';
import { type Body, optEnum, optInteger, optString } from '../http/validate';
import type { TemplateButton, TemplateCategory, TemplateComponent } from '../store/types';

const COMPONENT_TYPES = ['HEADER', 'BODY', 'FOOTER', 'BUTTONS'] as const;

export interface TemplateInput {
  name: string;
  displayName: string;
  category: TemplateCategory;
  language: string;
  message_send_ttl_seconds?: number;
  components: TemplateComponent[];
}

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

function variableCount(text: string): number {
  return new Set([...text.matchAll(/\{\{\s*(\d+)\s*\}\}/g)].map((m) => m[1])).size;
}

function stringList(value: unknown, field: string, max = 100): string[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw badRequest(field, `${field} must be a list`);
  return value.slice(0, max).map((v, i) => {
    if (typeof v !== 'string' && typeof v !== 'number') throw badRequest(`${field}[${i}]`, `${field} must be text`);
    return String(v).slice(0, 1024);
  });
}

const HEADER_FORBIDDEN = /[\n\r*_~`]|\p{Extended_Pictographic}/u;

function component(raw: unknown, index: number): TemplateComponent {
  const field = `components[${index}]`;
  if (!isObject(raw)) throw badRequest(field, `${field} must be an object`);
  const type = optEnum(raw, 'type', COMPONENT_TYPES, { caseInsensitive: true, label: `${field}.type` }) ?? 'BODY';
  const out: TemplateComponent = { type };
  if (type === 'BUTTONS') {
    if (!Array.isArray(raw.buttons)) throw badRequest(`${field}.buttons`, 'Buttons must be a list');
    if (raw.buttons.length > 10) throw badRequest(`${field}.buttons`, 'A template can have at most 10 buttons');
    out.buttons = raw.buttons.map((b, i): TemplateButton => {
      const where = `${field}.buttons[${i}]`;
      if (!isObject(b)) throw badRequest(where, `${where} must be an object`);
      const buttonType =
        optEnum(b, 'type', TEMPLATE_BUTTON_TYPES, { caseInsensitive: true, label: `${where}.type` }) ?? 'QUICK_REPLY';
      const text = optString(b, 'text', { max: 25, label: 'Button text' }) ?? '';
      if (!text) throw badRequest(`${where}.text`, 'Button text is required');
      const button: TemplateButton = { type: buttonType, text };
      const url = optString(b, 'url', { max: 2000, label: 'Button URL' });
      if (url) button.url = url;
      const phone = optString(b, 'phone_number', { max: 20, label: 'Button phone number' });
      if (phone) button.phone_number = phone;
      const example = stringList(b.example, `${where}.example`, 5);
      if (example.length) button.example = example;
      return button;
    });
    return out;
  }
  const textMax = type === 'BODY' ? 1024 : 60;
  const label = type === 'BODY' ? 'Body text' : type === 'HEADER' ? 'Header text' : 'Footer text';
  const text = optString(raw, 'text', { max: textMax, label, trim: false });
  if (type === 'HEADER') {
    out.format = optEnum(raw, 'format', HEADER_FORMATS, { caseInsensitive: true, label: `${field}.format` }) ?? 'TEXT';
    if (out.format === 'TEXT') {
      if (!text?.trim()) throw badRequest(`${field}.text`, 'Header text is required');
      if (HEADER_FORBIDDEN.test(text)) {
        throw badRequest(
          `${field}.text`,
          'Header cannot contain new lines, formatting characters, emojis, or asterisks',
        );
      }
      if (variableCount(text) > 1) throw badRequest(`${field}.text`, 'Header text can have at most 1 variable');
    }
  }
  if (type === 'BODY' && !text?.trim()) throw badRequest(`${field}.text`, 'Body text is required');
  if (type === 'FOOTER') {
    if (!text?.trim()) throw badRequest(`${field}.text`, 'Footer text is required');
    if (/[\n\r]/.test(text)) throw badRequest(`${field}.text`, 'Footer cannot contain new lines');
  }
  if (text !== undefined) out.text = text;
  const example = isObject(raw.example) ? raw.example : undefined;
  if (example) {
    out.example = {};
    if (example.header_text !== undefined) out.example.header_text = stringList(example.header_text, 'header_text');
    if (example.body_text !== undefined) {
      if (!Array.isArray(example.body_text)) throw badRequest(`${field}.example.body_text`, 'body_text must be a list');
      out.example.body_text = example.body_text.slice(0, 5).map((row) => stringList(row, 'body_text'));
    }
    if (example.header_handle !== undefined) out.example.header_handle = stringList(example.header_handle, 'handle');
  }
  if (Array.isArray(raw.parameters)) {
    out.parameters = raw.parameters.slice(0, 100).map((p, i) => {
      const where = `${field}.parameters[${i}]`;
      if (!isObject(p)) throw badRequest(where, `${where} must be an object`);
      const param: { type: string; text?: string; default?: string; example?: string } = { type: 'text' };
      for (const key of ['text', 'default', 'example'] as const) {
        const value = optString(p, key, { max: 1024, label: `${where}.${key}` });
        if (value !== undefined) param[key] = value;
      }
      return param;
    });
  }
  const variables = text ? variableCount(text) : 0;
  if (variables > 0 && (type === 'BODY' || (type === 'HEADER' && out.format === 'TEXT'))) {
    const examples =
      type === 'BODY'
        ? Math.max(
            out.example?.body_text?.[0]?.filter((v) => v.trim()).length ?? 0,
            out.parameters?.filter((p) => (p.example ?? p.default ?? p.text ?? '').trim()).length ?? 0,
          )
        : (out.example?.header_text?.filter((v) => v.trim()).length ?? 0);
    if (examples < variables) {
      throw badRequest(`${field}.example`, `Please provide ${variables} example value(s) for the variables`);
    }
  }
  return out;
}

/** Validates and sanitises a template payload (unknown fields dropped). */
export function parseTemplate(body: Body, partial = false, current?: TemplateInput): TemplateInput {
  // The SDK's rules first, on the whole resulting template, so the server answers with the form's messages.
  const merged: Body = partial && current ? { ...current, ...body } : body;
  if (partial && current && (body.message_send_ttl_seconds === '' || body.message_send_ttl_seconds === null)) {
    delete merged.message_send_ttl_seconds;
  }
  checkTemplateRules(merged);
  const nameValue = optString(body, 'name', { label: 'Template name' });
  if (nameValue !== undefined && nameValue.length > 512) {
    throw badRequest('name', 'Template name must be 512 characters or less');
  }
  const name = nameValue ?? (partial ? current?.name : undefined);
  if (!name) throw badRequest('name', 'Template name is required');
  const category =
    optEnum(body, 'category', TEMPLATE_CATEGORIES, { caseInsensitive: true }) ?? current?.category ?? 'MARKETING';
  const language = optString(body, 'language', { max: 10 }) || current?.language || 'en_US';
  if (!/^[a-z]{2,3}(_[A-Z]{2})?$/.test(language)) throw badRequest('language', 'language must look like en_US');
  const displayName = optString(body, 'displayName', { max: 512 }) || (partial ? current?.displayName : '') || name;
  // An empty TTL removes it; an absent one keeps the current value on update.
  const rawTtl = body.message_send_ttl_seconds;
  let ttl: number | undefined;
  if (rawTtl !== undefined && rawTtl !== null && rawTtl !== '') {
    ttl = optInteger(body, 'message_send_ttl_seconds', 0, 2_592_000 * 10);
  } else if (rawTtl === undefined && partial) {
    ttl = current?.message_send_ttl_seconds;
  }
  if (ttl !== undefined) {
    const rule = ttlRule(category);
    if (ttl < rule.min || ttl > rule.max) throw badRequest('message_send_ttl_seconds', rule.message);
  }
  let components: TemplateComponent[];
  if (body.components === undefined && partial && current) {
    components = current.components;
  } else {
    if (!Array.isArray(body.components)) throw badRequest('components', 'Body text is required');
    if (body.components.length > 10) throw badRequest('components', 'A template has at most 4 components');
    components = body.components.map(component);
    for (const type of COMPONENT_TYPES) {
      const count = components.filter((c) => c.type === type).length;
      if (type === 'BODY' && count === 0) throw badRequest('components', 'Body text is required');
      if (count > 1) throw badRequest('components', `A template can have only one ${type} component`);
    }
  }
  return {
    name,
    displayName,
    category,
    language,
    ...(ttl !== undefined ? { message_send_ttl_seconds: ttl } : {}),
    components,
  };
}
