import { extractVariables, templateHeaderText, type Message, type Template } from '@wacrm/whatsapp-sdk';

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

/** What a sent template shows around its body, as WhatsApp shows it: its header, footer and button labels. */
export interface TemplateFrame {
  /** A text header without variables (their values are not kept with the message); '' otherwise. */
  header: string;
  footer: string;
  buttons: string[];
}

/** The header, footer and button labels of a template (the SDK's templateHeaderText for the header). */
export function templateFrame(template: Template): TemplateFrame {
  const headerText = templateHeaderText(template);
  let footer = '';
  const buttons: string[] = [];
  for (const c of template.components) {
    if (c.type === 'FOOTER' && typeof c.text === 'string') footer = c.text;
    if (c.type === 'BUTTONS' && Array.isArray(c.buttons)) {
      for (const b of c.buttons) if (typeof b?.text === 'string' && b.text.trim()) buttons.push(b.text);
    }
  }
  return { header: extractVariables(headerText).length > 0 ? '' : headerText, footer, buttons };
}

/**
 * What a template message shows around its body: as the API kept it with the message (the header with its value
 * filled in, whatever became of the template since), else from its template when known; null for neither.
 */
export function messageFrame(
  message: Pick<Message, 'templateHeader' | 'templateFooter' | 'templateButtons'>,
  template: Template | undefined,
): TemplateFrame | null {
  const fromTemplate = template ? templateFrame(template) : null;
  const kept = message.templateHeader ?? message.templateFooter ?? message.templateButtons;
  if (kept === undefined) return fromTemplate;
  return {
    header: message.templateHeader ?? '',
    footer: message.templateFooter ?? '',
    buttons: message.templateButtons ?? [],
  };
}
