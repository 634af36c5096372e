import type { Application as Express } from 'express';
import type { Ctx } from '../context';
import { HttpError } from '../http/errors';
import { registerConnectionRoutes } from './whatsapp/connection';
import { registerTemplatesRoutes } from './whatsapp/templates';
import { registerCampaignsRoutes } from './whatsapp/campaigns';
import { registerMessagesRoutes } from './whatsapp/messages';
import { registerContactsRoutes } from './whatsapp/contacts';
import { registerBroadcastsRoutes } from './whatsapp/broadcasts';
import { registerAnalyticsRoutes } from './whatsapp/analytics';
import { registerConversationsRoutes } from './whatsapp/conversations';

/**
 * Every /api/v1/whatsapp route: Bearer required (401), clientId must be the token's user (403). One file per resource
 * under ./whatsapp; an unknown path below the base answers 404.
 */
export function registerWhatsAppRoutes(app: Express, ctx: Ctx): void {
  const base = '/api/v1/whatsapp';
  registerConnectionRoutes(app, ctx, base);
  registerTemplatesRoutes(app, ctx, base);
  registerCampaignsRoutes(app, ctx, base);
  registerMessagesRoutes(app, ctx, base);
  registerContactsRoutes(app, ctx, base);
  registerBroadcastsRoutes(app, ctx, base);
  registerAnalyticsRoutes(app, ctx, base);
  registerConversationsRoutes(app, ctx, base);
  app.use(base, (_req, _res, next) => next(new HttpError(404, 'NOT_FOUND', 'Route not found')));
}
