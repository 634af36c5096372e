// Campaign parameters and the template they fill: one per variable of the chosen template ({{1}} is param1, and so
// on; the form's first three are named customer name, discount percentage, promo code), and per recipient.
import { SEND_VALIDATION_MESSAGES, templateParameterRequiredMessage } from './messageGroups';
import { blankParameters, extractVariables } from './variables';

/** How many parameters the campaign modal offers: param1, param2 and param3. */
export const CAMPAIGN_PARAMETER_FIELDS = 3;

/** The key of campaign parameter `n`: `param1` fills the template's {{1}}, `param2` its {{2}}, ... */
export function campaignParameterKey(n: number): string {
  return `param${n}`;
}

/**
 * The key of the campaign parameter for the template's text header variable `n` (`header1`; Meta allows one): Meta
 * rejects the message without it. Not one of the spec's three fields: the form shows it for such templates only.
 */
export function campaignHeaderParameterKey(n: number): string {
  return `header${n}`;
}

/** A template as far as its parameters go: a `Template`, or a stored record with the same components. */
export interface TemplateWithComponents {
  readonly components: readonly { readonly type: string; readonly text?: unknown; readonly format?: unknown }[];
}

/** The text of a template's BODY component; '' for none (every valid template has one). */
export function templateBodyText(template: TemplateWithComponents | null | undefined): string {
  const body = template?.components.find((c) => c.type === 'BODY');
  return typeof body?.text === 'string' ? body.text : '';
}

/** The number of body parameters a template takes: its distinct {{n}} variables (numbered from 1, no gaps). */
export function templateParameterCount(template: TemplateWithComponents | null | undefined): number {
  return extractVariables(templateBodyText(template)).length;
}

/** The text of a template's TEXT header (a header stored without a format is one); '' for none or a media header. */
export function templateHeaderText(template: TemplateWithComponents | null | undefined): string {
  const header = template?.components.find((c) => c.type === 'HEADER');
  if (!header || (header.format !== undefined && header.format !== 'TEXT')) return '';
  return typeof header.text === 'string' ? header.text : '';
}

/**
 * The number of header parameters a template takes: the variables of a TEXT header (Meta allows at most 1; a media
 * header takes its media, not text, and counts 0).
 */
export function templateHeaderParameterCount(template: TemplateWithComponents | null | undefined): number {
  return extractVariables(templateHeaderText(template)).length;
}

type CampaignParameters = Readonly<Record<string, unknown>> | null | undefined;

/** `count` values in order, value n under `keyOf(n)` (a number as text; '' when missing or not text). */
function numberedValues(parameters: CampaignParameters, count: number, keyOf: (n: number) => string): string[] {
  const out: string[] = [];
  for (let n = 1; n <= count; n++) {
    const value = parameters?.[keyOf(n)];
    out.push(typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
  }
  return out;
}

/**
 * The body parameters a campaign sends with its template, in order: {{n}} takes `param{n}` (a number as text; ''
 * when missing or not text). By key, not by the order of the keys present: a campaign without `param1` does not
 * shift `param2` into {{1}}.
 */
export function campaignTemplateParameters(parameters: CampaignParameters, count: number): string[] {
  return numberedValues(parameters, count, campaignParameterKey);
}

/** The header parameters a campaign sends with its template, in order: the header's {{n}} takes `header{n}`. */
export function campaignHeaderParameters(parameters: CampaignParameters, count: number): string[] {
  return numberedValues(parameters, count, campaignHeaderParameterKey);
}

/** A campaign parameter the template needs but the campaign leaves blank: its key and the message to show. */
export interface MissingCampaignParameter {
  key: string;
  message: string;
}

/**
 * The template's parameters the campaign leaves blank, first to last: its text header's ('Header parameter is
 * required', key `header{n}`), then its body's ('Parameter n is required' each, key `param{n}`). Meta rejects a
 * template message with a blank or missing parameter, so every recipient of such a campaign would fail.
 */
export function missingCampaignParameters(
  template: TemplateWithComponents | null | undefined,
  parameters: CampaignParameters,
): MissingCampaignParameter[] {
  const header = campaignHeaderParameters(parameters, templateHeaderParameterCount(template));
  const values = campaignTemplateParameters(parameters, templateParameterCount(template));
  return [
    ...blankParameters(header).map((n) => ({
      key: campaignHeaderParameterKey(n),
      message: SEND_VALIDATION_MESSAGES.headerParameterRequired,
    })),
    ...blankParameters(values).map((n) => ({
      key: campaignParameterKey(n),
      message: templateParameterRequiredMessage(n),
    })),
  ];
}

/** A recipient as far as their values go: `parameters` keyed as the campaign's. */
export interface RecipientValues {
  readonly parameters?: Readonly<Record<string, string>>;
}

/**
 * The values a recipient's message takes: the campaign's `parameters`, with the recipient's own non-blank values
 * in their place (their name in {{1}}, a column of an imported file, ...).
 */
export function recipientParameters(
  parameters: CampaignParameters,
  recipient: RecipientValues | null | undefined,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(parameters ?? {})) {
    if (typeof value === 'string' || typeof value === 'number') out[key] = String(value);
  }
  for (const [key, value] of Object.entries(recipient?.parameters ?? {})) {
    if (typeof value === 'string' && value.trim() !== '') out[key] = value;
  }
  return out;
}

/** A parameter left blank for some recipients: which, the message, and for how many of them. */
export interface MissingRecipientParameter extends MissingCampaignParameter {
  recipients: number;
}

/**
 * The template's parameters that some recipients would get blank (their own value and the campaign's both
 * missing), first to last as missingCampaignParameters names them, each with how many recipients lack it. Without
 * recipients, the campaign's own values are checked. Meta rejects each such message (131008).
 */
export function missingRecipientParameters(
  template: TemplateWithComponents | null | undefined,
  parameters: CampaignParameters,
  audience: readonly RecipientValues[],
): MissingRecipientParameter[] {
  const counts = new Map<string, MissingRecipientParameter>();
  const recipients = audience.length > 0 ? audience : [undefined];
  for (const recipient of recipients) {
    for (const missing of missingCampaignParameters(template, recipientParameters(parameters, recipient))) {
      const seen = counts.get(missing.key);
      if (seen) seen.recipients += 1;
      else counts.set(missing.key, { ...missing, recipients: 1 });
    }
  }
  // In the template's order (header first, then {{1}}, {{2}}, ...), whoever lacked it first.
  const order = missingCampaignParameters(template, {}).map((m) => m.key);
  return order.flatMap((key) => counts.get(key) ?? []);
}

/**
 * The template's example value of each variable, keyed as a campaign's parameters (`header1`, `param1`, ...): what
 * the campaign form shows as each field's hint. From the header's and the body's examples (Meta requires them), else
 * the body parameters' own examples or defaults.
 */
export function templateParameterExamples(template: TemplateWithComponents | null | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const c of template?.components ?? []) {
    const component = c as {
      type: string;
      example?: { header_text?: unknown; body_text?: unknown };
      parameters?: readonly { example?: unknown; default?: unknown }[];
    };
    if (component.type === 'HEADER' && Array.isArray(component.example?.header_text)) {
      component.example.header_text.forEach((v, i) => {
        if (typeof v === 'string' && v) out[campaignHeaderParameterKey(i + 1)] = v;
      });
    }
    if (component.type !== 'BODY') continue;
    const rows = component.example?.body_text;
    const row: unknown[] = Array.isArray(rows) && Array.isArray(rows[0]) ? (rows[0] as unknown[]) : [];
    for (let n = 1; n <= templateParameterCount(template); n++) {
      const p = component.parameters?.[n - 1];
      const value = [row[n - 1], p?.example, p?.default].find((v) => typeof v === 'string' && v !== '');
      if (typeof value === 'string') out[campaignParameterKey(n)] = value;
    }
  }
  return out;
}
