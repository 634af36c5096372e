import type { Application as Express } from 'express';
import { requireClient } from '../../auth/guard';
import type { Ctx } from '../../context';
import { notFound, route, sendOk } from '../../http/errors';
import { bodyOf, queryInt, queryString, reqPhone, toPhone } from '../../http/validate';
import { ensureConversation } from '../../services/conversations';
import { conversationOut, messageOut } from '../../services/wire';
import { type ContactRecord } from '../../store/types';
import { param } from './input';

/** Conversations: list (search, unread, pages), a thread's messages, open one. */
export function registerConversationsRoutes(app: Express, ctx: Ctx, base: string): void {
  const { store } = ctx;
  app.get(
    `${base}/conversations/:clientId`,
    route(async (req, res) => {
      const clientId = await requireClient(ctx, req);
      const search = queryString(req.query, 'search')?.toLowerCase();
      const unread = queryString(req.query, 'unread', 10);
      const onlyUnread = unread === 'true' || unread === '1';
      // Without `limit`, every matching conversation (as the spec's client reads them); with it, one page.
      const paged = queryString(req.query, 'limit', 12) !== undefined;
      const limit = queryInt(req.query, 'limit', 1000, 1, 1000);
      const page = queryInt(req.query, 'page', 1, 1, 100_000);
      const matching = store.data.conversations
        .filter((c) => c.clientId === clientId)
        .filter((c) => !onlyUnread || c.unread_count > 0)
        .filter(
          (c) =>
            !search ||
            c.contact_name.toLowerCase().includes(search) ||
            c.contact_phone.includes(search) ||
            c.last_message.toLowerCase().includes(search),
        )
        // ISO times compare as text (localeCompare collates: far slower on 10,000, same order).
        .sort((a, b) => (a.last_message_at < b.last_message_at ? 1 : a.last_message_at > b.last_message_at ? -1 : 0));
      const selected = paged ? matching.slice((page - 1) * limit, page * limit) : matching;
      const contacts = new Map<string, ContactRecord>();
      for (const c of store.data.contacts) if (c.clientId === clientId) contacts.set(c.phone, c);
      const unreadCount = matching.reduce((n, c) => n + (c.unread_count > 0 ? 1 : 0), 0);
      sendOk(
        res,
        selected.map((c) => conversationOut(store, c, contacts)),
        'Conversations fetched',
        200,
        {
          meta: paged
            ? { total: matching.length, unread: unreadCount, page, limit }
            : { total: matching.length, unread: unreadCount },
        },
      );
    }),
  );

  app.get(
    `${base}/conversations/:clientId/:contactPhone/messages`,
    route(async (req, res) => {
      const clientId = await requireClient(ctx, req);
      const phone = toPhone(param(req, 'contactPhone'), 'contactPhone');
      const limit = queryInt(req.query, 'limit', 50, 1, 500);
      const before = queryString(req.query, 'before', 100);
      const all = store.conversationMessages(clientId, phone);
      let end = all.length;
      if (before) {
        end = all.findIndex((m) => m.id === before);
        if (end < 0) throw notFound('Message');
      }
      const start = Math.max(0, end - limit);
      sendOk(res, all.slice(start, end).map(messageOut), 'Conversation messages fetched', 200, {
        meta: { hasMore: start > 0 },
      });
    }),
  );

  app.post(
    `${base}/conversations/:clientId`,
    route(async (req, res) => {
      const clientId = await requireClient(ctx, req);
      const phone = reqPhone(bodyOf(req), 'contactPhone');
      const { conversation, created } = ensureConversation(ctx, clientId, phone);
      if (created) await store.commit();
      sendOk(
        res,
        conversationOut(store, conversation),
        created ? 'Conversation created' : 'Conversation exists',
        created ? 201 : 200,
      );
    }),
  );
}
