import type { Application as Express } from 'express';
import { requireClient } from '../../auth/guard';
import { MESSAGES } from '@wacrm/whatsapp-sdk';
import type { Ctx } from '../../context';
import { badRequest, route, sendOk } from '../../http/errors';
import { bodyOf, optString, queryInt, queryString, toPhone } from '../../http/validate';
import { announceOutbound } from '../../services/delivery';
import { createOutbound, sendMessage } from '../../services/messaging';
import { paramsFrom } from '../../services/sendInput';
import { approvedTemplate } from '../../services/templateMessages';
import { messageOut } from '../../services/wire';
import { type MessageRecord } from '../../store/types';
import { audienceFrom } from './input';

const S = MESSAGES.success;

/** Messages: send one, bulk template send, list. */
export function registerMessagesRoutes(app: Express, ctx: Ctx, base: string): void {
  const { store } = ctx;
  app.post(
    `${base}/messages/:clientId/send`,
    route(async (req, res) => {
      const clientId = await requireClient(ctx, req);
      const { message, created } = await sendMessage(ctx, clientId, bodyOf(req));
      sendOk(res, messageOut(message), S.messageSent, created ? 201 : 200);
    }),
  );

  app.post(
    `${base}/messages/:clientId/bulk`,
    route(async (req, res) => {
      const clientId = await requireClient(ctx, req);
      const body = bodyOf(req);
      if (!Array.isArray(body.recipients) || body.recipients.length === 0) {
        throw badRequest('recipients', 'recipients must be a non-empty list of phone numbers');
      }
      const recipients = audienceFrom(body.recipients, 'recipients').map((a) => a.phone);
      const templateName = optString(body, 'templateName', { max: 512 });
      if (!templateName) throw badRequest('templateName', 'Template selection is required');
      const params = paramsFrom(body.parameters, 'parameters');
      const template = approvedTemplate(ctx, clientId, templateName);
      const messages = recipients.map((to) =>
        createOutbound(ctx, clientId, { to, type: 'template', template: { name: template.name, params } }, template),
      );
      await store.commit();
      for (const m of messages) announceOutbound(ctx, m);
      sendOk(res, { queued: messages.length, messages: messages.map(messageOut) }, 'Messages queued', 201);
    }),
  );

  app.get(
    `${base}/messages/:clientId`,
    route(async (req, res) => {
      const clientId = await requireClient(ctx, req);
      const contactPhone = queryString(req.query, 'contactPhone', 32);
      const status = queryString(req.query, 'status', 20);
      const limit = queryInt(req.query, 'limit', 100, 1, 1000);
      const source: readonly MessageRecord[] = contactPhone
        ? store.conversationMessages(clientId, toPhone(contactPhone, 'contactPhone'))
        : store.data.messages.filter((m) => m.clientId === clientId);
      const list = source.filter((m) => !status || m.status === status);
      sendOk(res, list.slice(-limit).map(messageOut), 'Messages fetched');
    }),
  );
}
