import { isValidPhone, normalizePhone, type CampaignRecipientOption, type Contact } from '@wacrm/whatsapp-sdk';

/** A contact counts as a new subscriber for this many days after it was created. */
export const NEW_SUBSCRIBER_DAYS = 30;

/**
 * The audience of a recipient group, from the contacts: all_contacts = every contact; segment_1 'VIP Customers' =
 * contacts tagged VIP; segment_2 'New Subscribers' = contacts created in the last 30 days. Phones normalised,
 * duplicates removed.
 */
export function audienceFor(option: CampaignRecipientOption, contacts: readonly Contact[], now = Date.now()): string[] {
  const chosen = contacts.filter((c) => {
    if (option === 'segment_1') return c.tags.some((t) => t.trim().toLowerCase() === 'vip');
    if (option === 'segment_2') {
      const created = Date.parse(c.createdAt);
      return Number.isFinite(created) && now - created <= NEW_SUBSCRIBER_DAYS * 24 * 60 * 60 * 1000 && created > 0;
    }
    return option === 'all_contacts';
  });
  return unique(chosen.map((c) => normalizePhone(c.phone)).filter(Boolean));
}

function unique(list: string[]): string[] {
  return [...new Set(list)];
}

/** Splits typed phone numbers (new lines, commas, semicolons); returns the normalised phones and the invalid entries. */
export function parsePhones(typed: string): { phones: string[]; invalid: string[] } {
  const entries = typed
    .split(/[\n,;]+/)
    .map((s) => s.trim())
    .filter(Boolean);
  const invalid = entries.filter((e) => !isValidPhone(e));
  const phones = unique(entries.filter((e) => isValidPhone(e)).map((e) => normalizePhone(e)));
  return { phones, invalid };
}

/** ISO timestamp to a datetime-local value in the browser's time zone ('' for none or junk). */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const t = Date.parse(iso);
  if (!Number.isFinite(t)) return '';
  const d = new Date(t);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** datetime-local value to an ISO timestamp; null when empty or invalid. */
export function fromLocalInput(value: string | null | undefined): string | null {
  if (!value || !value.trim()) return null;
  const t = Date.parse(value);
  return Number.isFinite(t) ? new Date(t).toISOString() : null;
}
