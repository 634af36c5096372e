import { ApiError } from '../../client/errors';
import type { Contact } from '../../model';
import type { WhatsAppApi } from '../../whatsapp';
import { byId, includes, key, removeById, replace, type FakeCore } from './core';

/** Contacts: filtered and paged as the API does, one per phone number. */
export function createFakeContacts(core: FakeCore): WhatsAppApi['contacts'] {
  const { db, run, newId, iso } = core;

  function filterContacts(filters: { search?: string; status?: string; tag?: string; page?: number; limit?: number }) {
    const all = db.contacts.filter(
      (c) =>
        (!filters.search || includes(`${c.name} ${c.phone} ${c.email}`, filters.search)) &&
        (!filters.status || c.status === filters.status.toLowerCase()) &&
        (!filters.tag || c.tags.includes(filters.tag)),
    );
    const limit = filters.limit ?? all.length;
    const page = filters.page ?? 1;
    const items = filters.limit ? all.slice((page - 1) * limit, page * limit) : all;
    return { items, total: all.length, page, limit };
  }

  return {
    list: (filters = {}) => run('contacts.list', [filters], () => filterContacts(filters).items),
    page: (filters = {}) => run('contacts.page', [filters], () => filterContacts(filters)),
    create: (input) =>
      run('contacts.create', [input], () => {
        if (db.contacts.some((c) => key(c.phone) === key(input.phone))) {
          throw new ApiError({
            status: 409,
            code: 'CONFLICT',
            message: 'A contact with this phone number already exists',
          });
        }
        const contact: Contact = {
          id: newId('ct'),
          name: input.name,
          phone: input.phone,
          email: input.email ?? '',
          tags: input.tags ?? [],
          source: input.source ?? 'Manual',
          status: input.status ?? 'active',
          lastInteraction: input.lastInteraction ?? iso().slice(0, 10),
          notes: input.notes ?? '',
          createdAt: iso(),
        };
        db.contacts.unshift(contact);
        return contact;
      }),
    update: (id, input) =>
      run('contacts.update', [id, input], () => {
        const current = byId(db.contacts, id, 'Contact');
        const next: Contact = { ...current, ...input };
        return replace(db.contacts, current, next);
      }),
    remove: (id) =>
      run('contacts.remove', [id], () => {
        return removeById(db.contacts, id, 'Contact');
      }),
  };
}
