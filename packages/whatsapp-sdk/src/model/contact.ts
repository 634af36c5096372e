import { stripBidiControls } from '../rules/bidi';
import { EPOCH_ISO, arr, lower, rec, str, strings, time } from './internal/read';

/** Contact statuses (Active, Potential, Inactive). */
export const CONTACT_STATUSES = ['active', 'potential', 'inactive'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

/** Display labels of the contact statuses. */
export const CONTACT_STATUS_LABELS: Readonly<Record<ContactStatus, string>> = {
  active: 'Active',
  potential: 'Potential',
  inactive: 'Inactive',
};

/** Predefined tags. */
export const CONTACT_TAGS = ['VIP', 'Customer', 'Lead', 'Support', 'Partner', 'Hot Lead', 'Cold Lead'] as const;
export type ContactTag = (typeof CONTACT_TAGS)[number];

/** Sources offered in the contact form. */
export const CONTACT_SOURCES = ['Website', 'Social Media', 'Referral', 'Advertisement', 'Walk-in', 'Other'] as const;
export type ContactSource = (typeof CONTACT_SOURCES)[number];

/** Source of a contact added by hand (the product's default for a new contact); not one of the offered sources. */
export const DEFAULT_CONTACT_SOURCE = 'Manual';
export const DEFAULT_CONTACT_STATUS: ContactStatus = 'active';

/** A contact as the SDK hands it out. */
export interface Contact {
  id: string;
  name: string;
  phone: string;
  email: string;
  tags: string[];
  source: string;
  status: ContactStatus;
  /** ISO date or timestamp ('' when unknown). */
  lastInteraction: string;
  notes: string;
  /** ISO timestamp (1970-01-01 when unknown). */
  createdAt: string;
}

/** Body of POST/PUT /whatsapp/contacts. */
export interface ContactInput {
  name: string;
  phone: string;
  email?: string;
  tags?: string[];
  source?: string;
  status?: ContactStatus;
  lastInteraction?: string;
  notes?: string;
}

/** Contact as sent on the wire (docs/api-contract.md) plus variants. Extra fields ignored. */
export interface RawContact {
  id?: string | number;
  name?: string;
  phone?: string;
  email?: string;
  tags?: string[];
  source?: string;
  status?: string;
  lastInteraction?: string;
  last_interaction?: string;
  notes?: string;
  created_at?: string;
}

/**
 * A status in any casing: 'active', 'potential' (also the 'pending' seen in the spec), 'inactive'; anything else
 * (or nothing) gives `fallback`.
 */
export function toContactStatus<F extends ContactStatus | 'unknown' = ContactStatus>(
  value: unknown,
  fallback: F = DEFAULT_CONTACT_STATUS as F,
): ContactStatus | F {
  const v = typeof value === 'string' ? value.trim().toLowerCase() : '';
  if (v === 'active' || v === 'potential' || v === 'inactive') return v;
  if (v === 'pending' || v === 'prospect' || v === 'lead') return 'potential';
  return fallback;
}

/** Today as YYYY-MM-DD (local calendar date). */
function today(now: Date): string {
  const y = now.getFullYear();
  const m = String(now.getMonth() + 1).padStart(2, '0');
  const d = String(now.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

/** Defaults of a new contact: status active, source Manual, no tags, last interaction today. */
export function newContactDefaults(now: Date = new Date()): Required<ContactInput> {
  return {
    name: '',
    phone: '',
    email: '',
    tags: [],
    source: DEFAULT_CONTACT_SOURCE,
    status: DEFAULT_CONTACT_STATUS,
    lastInteraction: today(now),
    notes: '',
  };
}

/** Normalises a contact from the wire (status casing, `tags` or `contact_tags`). Never throws. */
export function normalizeContact(raw: unknown): Contact {
  const r = rec(raw);
  return {
    id: str(r, ['id', '_id', 'contactId']),
    name: stripBidiControls(str(r, ['name', 'contact_name', 'fullName'])),
    phone: str(r, ['phone', 'contact_phone', 'phoneNumber']),
    email: str(r, ['email']),
    tags: strings(arr(r, ['tags', 'contact_tags'])),
    source: str(r, ['source']),
    status: toContactStatus(lower(r, ['status'])),
    lastInteraction: str(r, ['lastInteraction', 'last_interaction']),
    notes: str(r, ['notes']),
    createdAt: time(r, ['created_at', 'createdAt']) ?? EPOCH_ISO,
  };
}
