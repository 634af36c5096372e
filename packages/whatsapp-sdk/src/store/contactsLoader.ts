import type { Contact } from '../model';
import type { WhatsAppApi } from '../whatsapp';

/** Page size asked of the server (the mock API allows up to 1000; it answers 100 when none is given). */
export const CONTACTS_PAGE_LIMIT = 1000;
/** Safety cap: at most this many pages (50,000 contacts) are read. */
export const CONTACTS_MAX_PAGES = 50;

/**
 * Every contact of the account: GET /whatsapp/contacts answers one page at a time (100 by default), so the pages
 * are read in turn until `meta.total` contacts arrived or a page comes back short or empty.
 */
export async function loadAllContacts(
  contacts: Pick<WhatsAppApi['contacts'], 'page'>,
  limit = CONTACTS_PAGE_LIMIT,
): Promise<Contact[]> {
  const all: Contact[] = [];
  const seen = new Set<string>();
  for (let page = 1; page <= CONTACTS_MAX_PAGES; page += 1) {
    const result = await contacts.page({ page, limit });
    for (const c of result.items) {
      const key = contactKey(c);
      if (!seen.has(key)) {
        seen.add(key);
        all.push(c);
      }
    }
    if (result.items.length < limit || all.length >= result.total) break;
  }
  return all;
}

/** A contact's key in lists: its id, or its phone when the server gave none. */
export function contactKey(contact: Pick<Contact, 'id' | 'phone'>): string {
  return contact.id || contact.phone;
}
