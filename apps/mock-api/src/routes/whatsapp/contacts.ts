import type { Application as Express } from 'express';
import { requireClient } from '../../auth/guard';
import { MESSAGES, contactSchema } from '@wacrm/whatsapp-sdk';
import type { Ctx } from '../../context';
import { checkWithSharedSchema } from '../../http/shared';
import { badRequest, conflict, notFound, route, sendOk } from '../../http/errors';
import {
  type Body,
  bodyOf,
  EMAIL_PATTERN,
  optEnum,
  optIsoDate,
  optString,
  optStringArray,
  queryInt,
  queryString,
  reqPhone,
  reqString,
  toPhone,
} from '../../http/validate';
import { findConversation } from '../../services/conversations';
import { contactOut, newId, nowIso } from '../../services/wire';
import { type ContactRecord, type ContactStatus } from '../../store/types';
import { param } from './input';

const S = MESSAGES.success;

const CONTACT_STATUSES: readonly ContactStatus[] = ['active', 'potential', 'inactive'];

function contactFields(body: Body, partial: boolean) {
  const name = partial ? optString(body, 'name', { max: 100 }) : reqString(body, 'name', { max: 100 });
  if (partial && name === '') throw badRequest('name', 'name is required');
  const phone =
    body.phone !== undefined || !partial
      ? partial
        ? toPhone(body.phone, 'phone')
        : reqPhone(body, 'phone')
      : undefined;
  const email = optString(body, 'email', { max: 254 });
  if (email && !EMAIL_PATTERN.test(email)) throw badRequest('email', 'Please enter a valid email address');
  return {
    name,
    phone,
    email: email?.toLowerCase(),
    tags: optStringArray(body, 'tags', { maxItems: 20, maxLength: 40 }),
    source: optString(body, 'source', { max: 60 }),
    status: optEnum(body, 'status', CONTACT_STATUSES, { caseInsensitive: true }),
    lastInteraction: optIsoDate(body, 'lastInteraction'),
    notes: optString(body, 'notes', { max: 2000 }),
  };
}

/** Contacts: list (search, status, tag, pages), create, edit, delete. */
export function registerContactsRoutes(app: Express, ctx: Ctx, base: string): void {
  const { store } = ctx;
  app.get(
    `${base}/contacts/:clientId`,
    route(async (req, res) => {
      const clientId = await requireClient(ctx, req);
      const search = queryString(req.query, 'search')?.toLowerCase();
      const status = queryString(req.query, 'status', 20)?.toLowerCase();
      const tag = queryString(req.query, 'tag', 60)?.toLowerCase();
      const page = queryInt(req.query, 'page', 1, 1, 100_000);
      const limit = queryInt(req.query, 'limit', 100, 1, 1000);
      const all = store.data.contacts
        .filter((c) => c.clientId === clientId)
        .filter(
          (c) =>
            !search ||
            c.name.toLowerCase().includes(search) ||
            c.phone.includes(search) ||
            c.email.toLowerCase().includes(search),
        )
        .filter((c) => !status || status === 'all' || c.status === status)
        .filter((c) => !tag || tag === 'all' || c.tags.some((t) => t.toLowerCase() === tag))
        .sort((a, b) => b.created_at.localeCompare(a.created_at));
      const data = all.slice((page - 1) * limit, page * limit).map(contactOut);
      sendOk(res, data, 'Contacts fetched', 200, { meta: { total: all.length, page, limit } });
    }),
  );

  app.post(
    `${base}/contacts/:clientId`,
    route(async (req, res) => {
      const clientId = await requireClient(ctx, req);
      checkWithSharedSchema(contactSchema, bodyOf(req));
      const fields = contactFields(bodyOf(req), false);
      const phone = fields.phone!;
      if (store.data.contacts.some((c) => c.clientId === clientId && c.phone === phone)) {
        throw conflict('A contact with this phone number already exists');
      }
      const now = nowIso();
      const contact: ContactRecord = {
        id: newId('ct'),
        clientId,
        name: fields.name!,
        phone,
        email: fields.email ?? '',
        tags: fields.tags ?? [],
        source: fields.source || 'Manual',
        status: fields.status ?? 'active',
        lastInteraction: (fields.lastInteraction ?? now).slice(0, 10),
        notes: fields.notes ?? '',
        created_at: now,
        updated_at: now,
      };
      store.data.contacts.push(contact);
      await store.commit();
      sendOk(res, contactOut(contact), S.contactCreated, 201);
    }),
  );

  app.put(
    `${base}/contacts/:clientId/:contactId`,
    route(async (req, res) => {
      const clientId = await requireClient(ctx, req);
      const contact = store.data.contacts.find((c) => c.id === param(req, 'contactId') && c.clientId === clientId);
      if (!contact) throw notFound('Contact');
      checkWithSharedSchema(contactSchema, { name: contact.name, phone: contact.phone, ...bodyOf(req) });
      const fields = contactFields(bodyOf(req), true);
      if (
        fields.phone &&
        store.data.contacts.some((c) => c.clientId === clientId && c.phone === fields.phone && c.id !== contact.id)
      ) {
        throw conflict('A contact with this phone number already exists');
      }
      if (fields.name) contact.name = fields.name;
      if (fields.phone) contact.phone = fields.phone;
      if (fields.email !== undefined) contact.email = fields.email;
      if (fields.tags) contact.tags = fields.tags;
      if (fields.source !== undefined) contact.source = fields.source || 'Manual';
      if (fields.status) contact.status = fields.status;
      if (fields.lastInteraction) contact.lastInteraction = fields.lastInteraction.slice(0, 10);
      if (fields.notes !== undefined) contact.notes = fields.notes;
      contact.updated_at = nowIso();
      const conversation = findConversation(ctx, clientId, contact.phone);
      if (conversation) conversation.contact_name = contact.name;
      await store.commit();
      sendOk(res, contactOut(contact), S.contactUpdated);
    }),
  );

  app.delete(
    `${base}/contacts/:clientId/:contactId`,
    route(async (req, res) => {
      const clientId = await requireClient(ctx, req);
      const id = param(req, 'contactId');
      if (!store.data.contacts.some((c) => c.id === id && c.clientId === clientId)) throw notFound('Contact');
      store.removeWhere('contacts', (c) => c.id === id);
      await store.commit();
      sendOk(res, { id }, S.contactDeleted);
    }),
  );
}
