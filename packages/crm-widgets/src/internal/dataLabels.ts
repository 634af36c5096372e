import type { Label } from '../i18n/plural';

// Words that come from data but are read by users: the data (and the API) keep the contract's values; these give the
// label to show for each known value. An unknown value (a host's own tag, a new status) is shown as the data has it.

type LabelsWith<K extends string> = Readonly<Record<K, Label>>;

const TAG_KEYS = {
  VIP: 'tagVip',
  Customer: 'tagCustomer',
  Lead: 'tagLead',
  Support: 'tagSupport',
  Partner: 'tagPartner',
  'Hot Lead': 'tagHotLead',
  'Cold Lead': 'tagColdLead',
} as const;

const SOURCE_KEYS = {
  Manual: 'sourceManual',
  Website: 'sourceWebsite',
  'Social Media': 'sourceSocialMedia',
  Referral: 'sourceReferral',
  Advertisement: 'sourceAdvertisement',
  'Walk-in': 'sourceWalkIn',
  Other: 'sourceOther',
} as const;

const CATEGORY_KEYS = {
  MARKETING: 'categoryMarketing',
  UTILITY: 'categoryUtility',
  AUTHENTICATION: 'categoryAuthentication',
} as const;

function lookup<K extends string>(keys: Readonly<Record<string, K>>, value: string, labels: LabelsWith<K>): string {
  const key = Object.prototype.hasOwnProperty.call(keys, value) ? keys[value] : undefined;
  const label = key ? labels[key] : undefined;
  return typeof label === 'string' ? label : value;
}

/** A contact tag as the user reads it ('VIP', 'Cliente', ...); a tag of the host's own as it is. */
export function tagLabel(tag: string, labels: LabelsWith<(typeof TAG_KEYS)[keyof typeof TAG_KEYS]>): string {
  return lookup(TAG_KEYS, tag, labels);
}

/** A contact source as the user reads it; a source of the host's own as it is. */
export function sourceLabel(
  source: string,
  labels: LabelsWith<(typeof SOURCE_KEYS)[keyof typeof SOURCE_KEYS]>,
): string {
  return lookup(SOURCE_KEYS, source, labels);
}

/** A template category as the user reads it ('Marketing'); an unknown one as it is. */
export function categoryLabel(
  category: string,
  labels: LabelsWith<(typeof CATEGORY_KEYS)[keyof typeof CATEGORY_KEYS]>,
): string {
  return lookup(CATEGORY_KEYS, category, labels);
}
