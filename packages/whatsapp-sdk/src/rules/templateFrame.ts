import type { Message } from '../model/message';
import { templateHeaderText, type TemplateWithComponents } from './campaign';
import { extractVariables } from './variables';

/** What a sent template shows around its body, as WhatsApp shows it: its header, footer and button labels. */
export interface TemplateFrame {
  /** A text header without variables (their values are not kept with the message); '' otherwise. */
  header: string;
  footer: string;
  buttons: string[];
}

/** The header (see `TemplateFrame.header`), footer and non-blank button labels of a template. */
export function templateFrame(template: TemplateWithComponents): TemplateFrame {
  const headerText = templateHeaderText(template);
  let footer = '';
  const buttons: string[] = [];
  for (const c of template.components as readonly { type: string; text?: unknown; buttons?: unknown }[]) {
    if (c.type === 'FOOTER' && typeof c.text === 'string') footer = c.text;
    if (c.type === 'BUTTONS' && Array.isArray(c.buttons)) {
      for (const b of c.buttons as readonly ({ text?: unknown } | null)[]) {
        if (typeof b?.text === 'string' && b.text.trim()) buttons.push(b.text);
      }
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
  template: TemplateWithComponents | undefined,
): TemplateFrame | null {
  const kept = message.templateHeader ?? message.templateFooter ?? message.templateButtons;
  if (kept === undefined) return template ? templateFrame(template) : null;
  return {
    header: message.templateHeader ?? '',
    footer: message.templateFooter ?? '',
    buttons: message.templateButtons ?? [],
  };
}
