import { describe, expect, it, vi } from 'vitest';
import { makeContact } from '@wacrm/whatsapp-sdk/testing';
import type { Contact, ContactFilters, ContactsPage } from '@wacrm/whatsapp-sdk';
import { loadAllContacts } from './loadAll';

function server(total: number) {
  const db: Contact[] = Array.from({ length: total }, (_, i) => makeContact({ id: `c${i}`, phone: `+1415555${i}` }));
  return {
    page: vi.fn(async (f: ContactFilters = {}): Promise<ContactsPage> => {
      const limit = f.limit ?? 100;
      const page = f.page ?? 1;
      return { items: db.slice((page - 1) * limit, page * limit), total: db.length, page, limit };
    }),
  };
}

describe('loadAllContacts', () => {
  it('reads every page until the total arrived', async () => {
    const api = server(25);
    const all = await loadAllContacts(api, 10);
    expect(all.map((c) => c.id)).toEqual(Array.from({ length: 25 }, (_, i) => `c${i}`));
    expect(api.page).toHaveBeenCalledTimes(3);
  });

  it('stops after one call when everything fits', async () => {
    const api = server(3);
    expect(await loadAllContacts(api)).toHaveLength(3);
    expect(api.page).toHaveBeenCalledTimes(1);
  });

  it('stops on an empty page even if the total is wrong', async () => {
    const api = { page: vi.fn(async () => ({ items: [] as Contact[], total: 99, page: 1, limit: 10 })) };
    expect(await loadAllContacts(api, 10)).toEqual([]);
    expect(api.page).toHaveBeenCalledTimes(1);
  });
});
