import { extractVariables, type Template } from '@wacrm/whatsapp-sdk';

/** The body text of a template ('' when it has none). */
export function templateBody(template: Template): string {
  for (const c of template.components) if (c.type === 'BODY') return typeof c.text === 'string' ? c.text : '';
  return '';
}

/** Variable numbers of a template's body, ascending. */
export function templateVariables(template: Template): number[] {
  return extractVariables(templateBody(template));
}

/** Only approved templates can be sent (spec section 4). */
export function isApproved(template: Template): boolean {
  return String(template.status).toUpperCase() === 'APPROVED';
}
