import type { Application as Express } from 'express';
import { requireClient } from '../../auth/guard';
import { MESSAGES, connectSchema } from '@wacrm/whatsapp-sdk';
import type { Ctx } from '../../context';
import { checkWithSharedSchema } from '../../http/shared';
import { route, sendOk } from '../../http/errors';
import { bodyOf, optString, reqString } from '../../http/validate';
import { connectionOut, maskSecret, nowIso } from '../../services/wire';

const S = MESSAGES.success;

/** The WhatsApp Business connection of a client: connect, status. */
export function registerConnectionRoutes(app: Express, ctx: Ctx, base: string): void {
  const { store } = ctx;
  app.post(
    `${base}/connect/:clientId`,
    route(async (req, res) => {
      const clientId = await requireClient(ctx, req);
      const body = bodyOf(req);
      checkWithSharedSchema(connectSchema, body);
      const accessToken = reqString(body, 'accessToken', { max: 1024 });
      const phoneNumberId = reqString(body, 'phoneNumberId', { max: 64 });
      const businessAccountId = optString(body, 'businessAccountId', { max: 64 });
      let connection = store.data.connections.find((c) => c.clientId === clientId);
      if (!connection) {
        connection = { clientId, connected: false, status: 'disconnected' };
        store.data.connections.push(connection);
      }
      Object.assign(connection, {
        connected: true,
        status: 'connected',
        phoneNumberId,
        businessAccountId: businessAccountId || undefined,
        accessTokenMasked: maskSecret(accessToken),
        updatedAt: nowIso(),
      });
      await store.commit();
      sendOk(res, connectionOut(connection), S.whatsappConnected, 200, { status: 'connected' });
    }),
  );

  app.get(
    `${base}/connection/:clientId`,
    route(async (req, res) => {
      const clientId = await requireClient(ctx, req);
      sendOk(res, connectionOut(store.data.connections.find((c) => c.clientId === clientId)), 'Connection status');
    }),
  );
}
