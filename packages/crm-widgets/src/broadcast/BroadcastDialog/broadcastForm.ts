import type { FieldError, FieldErrors } from 'react-hook-form';
import {
  broadcastSchema,
  campaignHeaderParameterKey,
  campaignParameterKey,
  invalidPhones,
  invalidPhonesMessage,
  missingCampaignParameters,
  scheduleProblem,
  splitRecipientNumbers,
  templateHeaderParameterCount,
  templateParameterCount,
  type BroadcastMedia,
  type BroadcastPayload,
  type Template,
} from '@wacrm/whatsapp-sdk';
import type { BroadcastLabels } from '../labels';
import { windowsOf, type BroadcastAudience } from './audience';

export type RecipientGroup = 'all' | 'vip' | 'customers' | 'leads' | 'custom';

export interface BroadcastFormState {
  name: string;
  recipientGroup: RecipientGroup;
  customRecipients: string;
  messageType: 'custom' | 'template';
  message: string;
  templateId: string;
  scheduleDate: string;
  scheduleTime: string;
  /** The chosen template's parameters, keyed as a campaign's: `param1` fills {{1}}, `header1` the header's. */
  parameters: Record<string, string>;
  /**
   * A custom message goes only to the recipients inside their 24-hour window (the others would fail with Meta's
   * 131047): the user's choice when some are outside it.
   */
  onlyOpen: boolean;
}

export const DEFAULTS: BroadcastFormState = {
  name: '',
  recipientGroup: 'all',
  customRecipients: '',
  messageType: 'custom',
  message: '',
  templateId: '',
  scheduleDate: '',
  scheduleTime: '',
  parameters: {},
  onlyOpen: false,
};

/** The chosen template's parameters only (values typed for another template are not sent). */
function templateParameters(values: BroadcastFormState, template: Template | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  const take = (key: string) => {
    out[key] = values.parameters?.[key] ?? '';
  };
  for (let n = 1; n <= templateHeaderParameterCount(template); n += 1) take(campaignHeaderParameterKey(n));
  for (let n = 1; n <= templateParameterCount(template); n += 1) take(campaignParameterKey(n));
  return out;
}

/**
 * The form's values as the broadcast payload. A custom message the user chose to send only to
 * the recipients inside their window names those recipients (`open`) instead of the group.
 */
export function toPayload(
  values: BroadcastFormState,
  templates: readonly Template[],
  open?: readonly string[],
  media?: BroadcastMedia,
): BroadcastPayload {
  const payload: BroadcastPayload = {
    name: values.name,
    recipients:
      values.recipientGroup === 'custom' ? splitRecipientNumbers(values.customRecipients) : values.recipientGroup,
    messageType: values.messageType,
  };
  if (values.messageType === 'custom') {
    payload.message = values.message;
    // The attachment (custom broadcasts only): the message is then its caption.
    if (media) payload.media = media;
    if (values.onlyOpen && open) payload.recipients = [...open];
  } else {
    const template = templates.find((t) => t.id === values.templateId);
    if (values.templateId) payload.templateId = values.templateId;
    if (template) payload.templateName = template.name;
    const parameters = templateParameters(values, template);
    if (Object.keys(parameters).length > 0) payload.parameters = parameters;
  }
  if (values.scheduleDate) payload.scheduleDate = values.scheduleDate;
  if (values.scheduleTime) payload.scheduleTime = values.scheduleTime;
  return payload;
}

const FIELD_OF: Readonly<Record<string, keyof BroadcastFormState>> = {
  name: 'name',
  recipients: 'recipientGroup',
  message: 'message',
  templateName: 'templateId',
  templateId: 'templateId',
  scheduleDate: 'scheduleDate',
  scheduleTime: 'scheduleTime',
};

interface SchemaIssue {
  path?: string;
  message: string;
  type?: string;
}

function issuesOf(error: unknown): SchemaIssue[] | null {
  if (typeof error !== 'object' || error === null || !('inner' in error)) return null;
  const inner = (error as { inner: unknown }).inner;
  const own = error as Partial<SchemaIssue>;
  const list = Array.isArray(inner) && inner.length > 0 ? (inner as SchemaIssue[]) : [own as SchemaIssue];
  return list.filter((i) => typeof i?.message === 'string');
}

/** What the form checks against: the templates offered, and the contacts and conversations when loaded. */
export interface BroadcastChecks {
  templates: readonly Template[];
  audience: BroadcastAudience | undefined;
  labels: BroadcastLabels;
  now: number;
  /** The kind of the attachment chosen, if any: the message is then its caption (optional, at most 1,024). */
  attachment?: BroadcastMedia['type'];
}

/**
 * The checks the schema cannot make: each invalid custom number named with its reason, a schedule whose time has
 * passed (it would go to every recipient at once), and every blank parameter of a template with variables (Meta
 * refuses the message: customers must never get a raw {{1}}).
 */
function extraErrors(values: BroadcastFormState, checks: BroadcastChecks): FieldErrors<BroadcastFormState> {
  const errors: FieldErrors<BroadcastFormState> = {};
  if (values.recipientGroup === 'custom') {
    const invalid = invalidPhones(splitRecipientNumbers(values.customRecipients));
    if (invalid.length > 0) errors.customRecipients = { type: 'phone', message: invalidPhonesMessage(invalid) };
  }
  const past = scheduleProblem(values.scheduleDate, values.scheduleTime);
  if (past) errors.scheduleDate = { type: 'past', message: past };
  if (values.messageType === 'template') {
    const template = checks.templates.find((t) => t.id === values.templateId);
    const missing = missingCampaignParameters(template, templateParameters(values, template));
    if (missing.length > 0) {
      errors.parameters = Object.fromEntries(missing.map((m) => [m.key, { type: 'required', message: m.message }]));
    }
  }
  return errors;
}

/**
 * A custom message to recipients outside their 24-hour window is refused (Meta refuses it: 131047), as Quick
 * Message refuses it; the dialog shows the count ('3 of 5 recipients can receive a custom message; ...'). With none
 * inside, the message asks for a template; with some, the user chooses to send it only to those. Nothing to say
 * while the contacts and conversations are not known (the API then reports each recipient's result).
 */
function windowError(values: BroadcastFormState, checks: BroadcastChecks): FieldErrors<BroadcastFormState> {
  const windows = values.messageType === 'custom' ? windowsOf(values, checks.audience, checks.now) : null;
  if (!windows || windows.closed.length === 0) return {};
  if (windows.open.length === 0) return { message: { type: 'window', message: checks.labels.windowUseTemplate } };
  return values.onlyOpen ? {} : { onlyOpen: { type: 'window', message: checks.labels.windowChoose } };
}

/** The SDK's broadcast schema plus the checks it cannot make (extraErrors), as react-hook-form errors. */
export async function resolveBroadcast(values: BroadcastFormState, checks: BroadcastChecks) {
  const errors = extraErrors(values, checks);
  try {
    // The attachment's id is not known before its upload ends: a stand-in gives the schema its caption rules.
    const media = checks.attachment ? { id: 'attachment', type: checks.attachment } : undefined;
    await broadcastSchema.validate(toPayload(values, checks.templates, undefined, media), { abortEarly: false });
  } catch (e) {
    const issues = issuesOf(e);
    if (!issues) throw e;
    for (const issue of issues) {
      const field = FIELD_OF[(issue.path ?? '').split(/[.[]/)[0] ?? ''] ?? 'name';
      const target = field === 'recipientGroup' && values.recipientGroup === 'custom' ? 'customRecipients' : field;
      const byField = errors as Record<string, FieldError | undefined>;
      byField[target] ??= { type: issue.type ?? 'validation', message: issue.message };
    }
  }
  if (!errors.customRecipients) Object.assign(errors, { ...windowError(values, checks), ...errors });
  return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
}
