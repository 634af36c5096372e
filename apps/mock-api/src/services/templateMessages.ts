// Template messages: the approved template a send names, its parameters checked as Meta does, its text and frame.
import {
  templateHeaderParameterCount,
  templateHeaderText,
  templateParameterCount,
  templateParameterRequiredMessage,
  VALIDATION_MESSAGES,
} from '@wacrm/whatsapp-sdk';
import type { Ctx } from '../context';
import { badRequest, HttpError } from '../http/errors';
import type { MessageRecord, TemplateRecord } from '../store/types';
import type { TemplateRef } from './sendInput';

/** The client's template by name (and language when given); 404 unknown, 422 when not APPROVED. */
export function approvedTemplate(ctx: Ctx, clientId: string, name: string, language?: string): TemplateRecord {
  const candidates = ctx.store.data.templates.filter((t) => t.clientId === clientId && t.name === name);
  const inLanguage = language ? candidates.filter((t) => t.language === language) : candidates;
  const pool = inLanguage.length > 0 ? inLanguage : candidates;
  const template = pool.find((t) => t.status === 'APPROVED') ?? pool[0];
  if (!template) throw new HttpError(404, 'NOT_FOUND', `Template '${name}' not found`);
  if (template.status !== 'APPROVED') {
    throw new HttpError(
      422,
      'TEMPLATE_NOT_APPROVED',
      `Template '${name}' is ${template.status}; only APPROVED templates can be sent`,
    );
  }
  return template;
}

/**
 * Meta rejects a template message whose parameters do not match its variables ('(#132000) Number of parameters does
 * not match the expected number of params'): 400 naming the first one missing, the header's first.
 */
export function checkTemplateParameters(template: TemplateRecord, ref: TemplateRef): void {
  const headerCount = templateHeaderParameterCount(template);
  const headerGiven = (ref.headerParams ?? []).length;
  if (headerGiven < headerCount) {
    throw badRequest('template.components', VALIDATION_MESSAGES.headerParameterRequired);
  }
  const count = templateParameterCount(template);
  if (ref.params.length < count) {
    throw badRequest('template.components', templateParameterRequiredMessage(ref.params.length + 1));
  }
  if (headerGiven > headerCount || ref.params.length > count) {
    throw badRequest(
      'template.components',
      `Template '${template.name}' takes ${headerCount} header and ${count} body parameter(s); ` +
        `${headerGiven} and ${ref.params.length} were given`,
    );
  }
}

/** Fills the {{n}} variables of a text with `params[n - 1]` (a missing one stays as it is). */
function fill(text: string, params: readonly string[]): string {
  return text.replace(/\{\{\s*(\d+)\s*\}\}/g, (match, n: string) => params[Number(n) - 1] ?? match);
}

export function renderTemplate(template: TemplateRecord, params: readonly string[]): string {
  return fill(template.components.find((c) => c.type === 'BODY')?.text ?? template.name, params);
}

/**
 * What WhatsApp shows around a template message's body, kept with the message as sent: the text header with its
 * value filled in, the footer and the button labels (the conversation shows them, whatever becomes of the template).
 */
export function templateFrame(
  template: TemplateRecord,
  headerParams: readonly string[] = [],
): Pick<MessageRecord, 'template_header' | 'template_footer' | 'template_buttons'> {
  const header = templateHeaderText(template);
  const footer = template.components.find((c) => c.type === 'FOOTER')?.text ?? '';
  const buttons = (template.components.find((c) => c.type === 'BUTTONS')?.buttons ?? [])
    .map((b) => b.text)
    .filter((text) => typeof text === 'string' && text.trim() !== '');
  return {
    ...(header ? { template_header: fill(header, headerParams) } : {}),
    ...(footer ? { template_footer: footer } : {}),
    ...(buttons.length > 0 ? { template_buttons: buttons } : {}),
  };
}
