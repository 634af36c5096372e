import { EPOCH_ISO, arr, asString, count, isRecord, lower, own, rec, str, time } from './internal/read';

/** Campaign statuses seen in the spec's badges; other server values pass through as text. */
export const CAMPAIGN_STATUSES = ['draft', 'active', 'paused', 'completed'] as const;
export type KnownCampaignStatus = (typeof CAMPAIGN_STATUSES)[number];
/** A known status, or any other lower-case value the server sends (rendered neutrally). */
export type CampaignStatus = KnownCampaignStatus | (string & {});

export interface AudienceMember {
  phone: string;
  /**
   * This recipient's own template values, keyed as the campaign's (`param1` fills {{1}}, `header1` the header's):
   * e.g. their name in {{1}}. They take the place of the campaign's `parameters` for this recipient.
   */
  parameters?: Record<string, string>;
}

/** A campaign as the SDK hands it out (`template_name`/`scheduled_at` already mapped). */
export interface Campaign {
  id: string;
  name: string;
  templateName: string;
  audience: AudienceMember[];
  /** ISO timestamp, or null when not scheduled. */
  scheduledAt: string | null;
  parameters: Record<string, string>;
  status: CampaignStatus;
  sent: number;
  delivered: number;
  read: number;
  failed: number;
  createdAt: string;
  updatedAt: string;
}

/** Body of POST/PUT /whatsapp/campaigns (field names as in docs/api-contract.md). */
export interface CampaignInput {
  name: string;
  templateName: string;
  audience: AudienceMember[];
  scheduledAt?: string | null;
  parameters?: Record<string, string>;
}

/** Campaign as sent on the wire (docs/api-contract.md) plus variants. Extra fields ignored. */
export interface RawCampaign {
  id?: string | number;
  name?: string;
  template_name?: string;
  templateName?: string;
  audience?: Array<{ phone?: string; parameters?: Record<string, unknown> } | string>;
  scheduled_at?: string | null;
  scheduledAt?: string | null;
  parameters?: Record<string, unknown>;
  status?: string;
  sent?: number;
  delivered?: number;
  read?: number;
  failed?: number;
  created_at?: string;
  updated_at?: string;
}

function audienceOf(list: readonly unknown[]): AudienceMember[] {
  const out: AudienceMember[] = [];
  for (const item of list) {
    const phone = isRecord(item) ? str(item, ['phone', 'phoneNumber', 'to']) : (asString(item) ?? '');
    if (!phone.trim()) continue;
    const parameters = isRecord(item) ? parametersOf(own(item, 'parameters')) : {};
    out.push(Object.keys(parameters).length > 0 ? { phone, parameters } : { phone });
  }
  return out;
}

function parametersOf(value: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (!isRecord(value)) return out;
  for (const key of Object.keys(value)) {
    if (key === '__proto__' || key === 'constructor' || key === 'prototype') continue;
    const v = asString(value[key]);
    if (v !== undefined) out[key] = v;
  }
  return out;
}

/** Normalises a campaign (`template_name`, `scheduled_at`, status casing). Never throws. */
export function normalizeCampaign(raw: unknown): Campaign {
  const r = rec(raw);
  const createdAt = time(r, ['created_at', 'createdAt']) ?? EPOCH_ISO;
  return {
    id: str(r, ['id', '_id', 'campaignId']),
    name: str(r, ['name']),
    templateName: str(r, ['template_name', 'templateName']),
    audience: audienceOf(arr(r, ['audience', 'recipients'])),
    scheduledAt: time(r, ['scheduled_at', 'scheduledAt', 'scheduledFor']) ?? null,
    parameters: parametersOf(own(r, 'parameters')),
    status: lower(r, ['status']) || 'draft',
    sent: count(r, ['sent']),
    delivered: count(r, ['delivered']),
    read: count(r, ['read']),
    failed: count(r, ['failed']),
    createdAt,
    updatedAt: time(r, ['updated_at', 'updatedAt']) ?? createdAt,
  };
}
