// Checks and texts every backend of the contract makes the same way: the mock API (apps/mock-api) and the fake
// client (testing/) both call these, so a rule changed here changes in both.
import { TEMPLATE_CATEGORIES, type TemplateCategory } from '../model/template';
import { missingRecipientParameters, type RecipientValues, type TemplateWithComponents } from './campaign';

/** A request refused for one field: the field's path and the message. */
export interface FieldRefusal {
  field: string;
  message: string;
}

/**
 * The first template parameter a campaign leaves blank for some recipient (neither the campaign's value nor the
 * recipient's own): 'Header parameter is required' (`parameters.header1`), then 'Parameter n is required'
 * (`parameters.param{n}`). Meta would reject those messages. Undefined when every recipient's message is complete.
 */
export function campaignParametersRefusal(
  template: TemplateWithComponents | null | undefined,
  parameters: Readonly<Record<string, unknown>> | undefined,
  audience: readonly RecipientValues[],
): FieldRefusal | undefined {
  const missing = missingRecipientParameters(template, parameters, audience)[0];
  return missing ? { field: `parameters.${missing.key}`, message: missing.message } : undefined;
}

/** The 409 text for a template name already used in that language. */
export function duplicateTemplateMessage(name: string, language: string): string {
  return `A template named '${name}' already exists in ${language}`;
}

/** The 400 refusals of a broadcast's attachment (`media`). */
export const BROADCAST_MEDIA_REFUSALS = {
  /** A template broadcast takes no attachment (a template's media is its header's). */
  templateMedia: 'A template broadcast cannot have an attachment',
  /** A backend without the media part. */
  mediaOff: 'This server does not accept media attachments',
} as const;

/** Whether `value` names a template category (as sent, upper case). */
export function isTemplateCategory(value: unknown): value is TemplateCategory {
  return (TEMPLATE_CATEGORIES as readonly unknown[]).includes(value);
}

export { ttlRule } from './ttl';
