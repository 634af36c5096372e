// A send's payload (HTTP and socket) read and checked: text, template with its parameters in any accepted shape.
import { blankParameters, sendMessageSchema, templateParameterRequiredMessage } from '@wacrm/whatsapp-sdk';
import type { MediaKind } from '@wacrm/whatsapp-sdk/media';
import { checkWithSharedSchema } from '../http/shared';
import { badRequest } from '../http/errors';
import { type Body, toPhone } from '../http/validate';
import type { MediaData } from '../store/types';

export const TEXT_MAX = 4096;
export interface TemplateRef {
  name: string;
  language?: string;
  /** Body parameters, in order. */
  params: string[];
  /** The text header's parameters (Meta's `{ type: 'header', parameters: [{ type: 'text', text }] }`). */
  headerParams?: string[];
}

export interface SendInput {
  to: string;
  type: 'text' | 'template' | MediaKind;
  text?: string;
  template?: TemplateRef;
  /** Media messages (media/send.ts): the stored file and the caption. */
  media?: MediaData;
  /** A template's IMAGE, VIDEO or DOCUMENT header: its file (media/templateHeader.ts). */
  headerMedia?: MediaData;
  clientMessageId?: string;
}

export function isObject(value: unknown): value is Record<string, unknown> {
  return !!value && typeof value === 'object' && !Array.isArray(value);
}

/** Template parameters from any of the accepted shapes: string[], { param1: .. } or Meta's components. */
export function paramsFrom(value: unknown, field: string): string[] {
  if (value === undefined || value === null) return [];
  const asText = (v: unknown, where: string): string => {
    if (typeof v === 'string') return v.slice(0, 1024);
    if (typeof v === 'number' || typeof v === 'boolean') return String(v);
    throw badRequest(where, `${where} must be text`);
  };
  if (Array.isArray(value)) {
    const out: string[] = [];
    value.slice(0, 100).forEach((component, i) => {
      if (isObject(component) && Array.isArray(component.parameters)) {
        if (String(component.type ?? 'body').toLowerCase() !== 'body') return;
        component.parameters.slice(0, 100).forEach((p, j) => {
          out.push(asText(isObject(p) ? p.text : p, `${field}[${i}].parameters[${j}].text`));
        });
      } else {
        out.push(asText(component, `${field}[${i}]`));
      }
    });
    return out;
  }
  if (isObject(value)) {
    return Object.keys(value)
      .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
      .slice(0, 100)
      .map((key) => asText(value[key], `${field}.${key}`));
  }
  throw badRequest(field, `${field} must be a list or an object`);
}

/** The text parameters of a `header` component in Meta's components list (media parameters carry no text). */
function headerParamsFrom(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  const header = value.find(
    (c): c is { parameters: unknown[] } =>
      isObject(c) && String(c.type ?? '').toLowerCase() === 'header' && Array.isArray(c.parameters),
  );
  if (!header) return [];
  return header.parameters
    .filter((p) => typeof p === 'string' || (isObject(p) && (p.type ?? 'text') === 'text'))
    .slice(0, 10)
    .map((p) => (isObject(p) ? (typeof p.text === 'string' ? p.text.slice(0, 1024) : '') : String(p)));
}

/** Validates a send payload (HTTP and socket). */
export function parseSend(body: Body): SendInput {
  const inferredType = body.type ?? (body.template !== undefined && body.template !== null ? 'template' : 'text');
  checkWithSharedSchema(sendMessageSchema, { ...body, type: inferredType });
  if (body.to === undefined || body.to === null || body.to === '') throw badRequest('to', 'to is required');
  const to = toPhone(body.to, 'to');
  const hasTemplate = body.template !== undefined && body.template !== null;
  const type = body.type ?? (hasTemplate ? 'template' : 'text');
  if (type !== 'text' && type !== 'template') throw badRequest('type', 'type must be one of text, template');
  let clientMessageId: string | undefined;
  if (body.clientMessageId !== undefined && body.clientMessageId !== null) {
    if (typeof body.clientMessageId !== 'string' || body.clientMessageId.length > 100) {
      throw badRequest('clientMessageId', 'clientMessageId must be a string of at most 100 characters');
    }
    clientMessageId = body.clientMessageId;
  }
  if (type === 'text') {
    const raw = isObject(body.text) ? body.text.body : body.text;
    if (raw !== undefined && typeof raw !== 'string') throw badRequest('text', 'text must be a string');
    const text = (raw ?? '').trim();
    if (!text) throw badRequest('text', 'Message is required');
    if (text.length > TEXT_MAX) throw badRequest('text', `text must be at most ${TEXT_MAX} characters`);
    return { to, type, text, clientMessageId };
  }
  const template = body.template;
  if (!isObject(template)) throw badRequest('template', 'Template selection is required');
  if (typeof template.name !== 'string' || !template.name.trim()) {
    throw badRequest('template.name', 'Template selection is required');
  }
  const language = isObject(template.language) ? template.language.code : template.language;
  if (language !== undefined && typeof language !== 'string') {
    throw badRequest('template.language', 'template.language.code must be a string');
  }
  const params = paramsFrom(template.components ?? template.parameters, 'template.components');
  // Meta rejects a template message with a blank body parameter ('(#100) Invalid parameter'). The shared schema
  // checks `components`; this also covers the `parameters` list or record the API accepts.
  const blank = blankParameters(params)[0];
  if (blank !== undefined) throw badRequest('template.parameters', templateParameterRequiredMessage(blank));
  return {
    to,
    type,
    template: {
      name: template.name.trim().slice(0, 512),
      language: language || undefined,
      params,
      headerParams: headerParamsFrom(template.components),
    },
    clientMessageId,
  };
}
