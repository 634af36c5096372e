import {
  campaignHeaderParameterKey,
  campaignParameterKey,
  missingRecipientParameters,
  normalizePhone,
  templateHeaderParameterCount,
  templateParameterCount,
  type AudienceMember,
  type CampaignRecipientOption,
  type Contact,
  type MissingRecipientParameter,
  type TemplateWithComponents,
} from '@wacrm/whatsapp-sdk';

/** Where the campaign's recipients come from: a group, typed numbers, or an imported file. */
export type RecipientsOption = CampaignRecipientOption | 'csv';

/** The campaign form's values. */
export interface CampaignModalValues {
  name: string;
  templateName: string;
  recipients: RecipientsOption;
  customPhones: string;
  scheduledAt: string;
  /** The typed value of each variable (`header1`, `param1`, ...): the same for every recipient. */
  parameters: Record<string, string>;
  /** Where each variable's value comes from. */
  sources: Record<string, ValueSource>;
}

/** One recipient as the form knows them: their phone, a name when known, and where their own values come from. */
export interface Recipient {
  phone: string;
  /** The contact's name (or the file's name column); '' when unknown. */
  name: string;
  /** Their row of an imported file, one value per column. */
  row?: readonly string[];
  /** Values saved with the campaign for them (editing). */
  saved?: Readonly<Record<string, string>>;
}

/**
 * Where a variable's value comes from: the same typed value for everyone, the contact's name, a column of the
 * imported file (`column:<index>`), or the values saved per recipient (editing a campaign that has them).
 */
export type ValueSource = 'value' | 'name' | 'saved' | `column:${number}`;

/** The variables of a template, keyed as a campaign's parameters: its text header's first, then {{1}}, {{2}} ... */
export function variableKeys(template: TemplateWithComponents | null | undefined): string[] {
  const keys: string[] = [];
  for (let n = 1; n <= templateHeaderParameterCount(template); n++) keys.push(campaignHeaderParameterKey(n));
  for (let n = 1; n <= templateParameterCount(template); n++) keys.push(campaignParameterKey(n));
  return keys;
}

/** The recipients of phones, named from the contacts (by normalised phone) and given their saved values. */
export function recipientsOf(
  phones: readonly string[],
  contacts: readonly Contact[],
  saved: readonly AudienceMember[] = [],
): Recipient[] {
  const names = new Map(contacts.map((c) => [normalizePhone(c.phone), c.name]));
  const savedBy = new Map(saved.map((m) => [normalizePhone(m.phone), m.parameters]));
  return phones.map((phone) => {
    const key = normalizePhone(phone);
    const own = savedBy.get(key);
    return { phone, name: names.get(key) ?? '', ...(own ? { saved: own } : {}) };
  });
}

/** A recipient's value for the variable `key` from its source ('' when they have none). */
export function valueFor(recipient: Recipient | undefined, key: string, source: ValueSource, typed: string): string {
  if (source === 'value') return typed;
  if (!recipient) return '';
  if (source === 'name') return recipient.name;
  if (source === 'saved') return recipient.saved?.[key] ?? '';
  return recipient.row?.[Number(source.slice('column:'.length))] ?? '';
}

/**
 * The campaign's parameters (the typed values, the same for everyone) and each recipient with their own values (from
 * the contact's name, a column, or as saved), as the API takes them.
 */
export function campaignValues(
  keys: readonly string[],
  sources: Readonly<Record<string, ValueSource | undefined>>,
  typed: Readonly<Record<string, string | undefined>>,
  recipients: readonly Recipient[],
): { parameters: Record<string, string>; audience: AudienceMember[] } {
  const parameters: Record<string, string> = {};
  for (const key of keys) {
    const value = (typed[key] ?? '').trim();
    if ((sources[key] ?? 'value') === 'value' && value) parameters[key] = value;
  }
  const audience = recipients.map((r) => {
    const own: Record<string, string> = {};
    for (const key of keys) {
      const source = sources[key] ?? 'value';
      if (source === 'value') continue;
      const value = valueFor(r, key, source, '').trim();
      if (value) own[key] = value;
    }
    return Object.keys(own).length > 0 ? { phone: r.phone, parameters: own } : { phone: r.phone };
  });
  return { parameters, audience };
}

/** The values one recipient's message takes, key by key (the preview's). */
export function previewValues(
  keys: readonly string[],
  sources: Readonly<Record<string, ValueSource | undefined>>,
  typed: Readonly<Record<string, string | undefined>>,
  recipient: Recipient | undefined,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of keys) {
    out[key] = valueFor(recipient, key, sources[key] ?? 'value', typed[key] ?? '');
  }
  return out;
}

/** The variables some recipients would get blank, with how many of them (the SDK's rule, on what would be sent). */
export function missingValues(
  template: TemplateWithComponents | null | undefined,
  values: ReturnType<typeof campaignValues>,
): MissingRecipientParameter[] {
  return missingRecipientParameters(template, values.parameters, values.audience);
}
