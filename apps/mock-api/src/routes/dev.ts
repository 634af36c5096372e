import { normalizePhone } from '@wacrm/whatsapp-sdk';
import type { Application as Express, NextFunction, Request, Response } from 'express';
import type { Ctx } from '../context';
import { badRequest, HttpError, notFound, route, sendError, sendOk } from '../http/errors';
import { bodyOf, optEnum, optInteger, optString, queryString, reqPhone } from '../http/validate';
import { inboundSample } from '../media/simulate';
import { receiveInbound } from '../services/messaging';
import { TEXT_MAX } from '../services/sendInput';
import { messageOut, nowIso, templateOut } from '../services/wire';
import { TEMPLATE_STATUSES, type DbData } from '../store/types';

const INBOUND_TYPES = ['text', 'image', 'video', 'document', 'audio', 'sticker'] as const;

function requireClientId(ctx: Ctx, value: unknown): string {
  if (typeof value !== 'string' || value === '') throw badRequest('clientId', 'clientId is required');
  if (!ctx.store.data.users.some((u) => u.userId === value)) throw notFound('Client');
  return value;
}

/**
 * Guards every `/__dev` route that changes state: the request must say `Content-Type: application/json`, even
 * without a body. A cross-site HTML form can only send form, multipart or text bodies, and a cross-site fetch with
 * JSON needs a CORS preflight, which only the allowed origins pass: no other site can reset data or sign in here.
 */
export function devJsonOnly(req: Request, res: Response, next: NextFunction): void {
  const type = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (type === 'application/json') {
    next();
    return;
  }
  sendError(
    res,
    new HttpError(
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      'Dev endpoints that change data need Content-Type: application/json (send {} when there is no body)',
    ),
  );
}

/** What `GET /__dev` lists: every dev endpoint, the address the mock API prints at start-up. */
export const DEV_ENDPOINTS: Readonly<Record<string, string>> = {
  'GET /__dev/outbox?to=<email or phone>': 'the latest one-time codes sent to that address',
  'POST /__dev/reset': 'the data back to the seed, no code sent yet, no uploaded file',
  'POST /__dev/simulate/inbound':
    'a customer writes in: { clientId, from, name?, type?, text } (type image, audio, document, sticker or video: a generated sample file)',
  'POST /__dev/simulate/typing': 'a customer types: { clientId, from, typing? }',
  'POST /__dev/templates/:id/status': "a template's review result: { status, reason? }",
  'GET /__dev/config': "the simulators' timings",
  'POST /__dev/config': 'change them: { deliveryStepMs?, autoApproveMs?, campaignTickMs? }',
  'GET /__dev/identity/google/accounts': "the dev identity provider's Google accounts",
  'POST /__dev/identity/google/sign-in': 'a Google sign-in, as the dev identity provider does it',
  'POST /__dev/identity/phone/send': 'a phone code (read it from the outbox)',
  'POST /__dev/identity/phone/confirm': 'confirm it: { verificationId, code }',
};

/** `/__dev/*`: outbox, reset, simulators and knobs. Never registered when NODE_ENV=production. */
export function registerDevRoutes(app: Express, ctx: Ctx, options: { seed: () => DbData; onReset: () => void }): void {
  app.get(
    '/__dev',
    route((_req, res) => {
      sendOk(res, DEV_ENDPOINTS, 'Dev endpoints (POSTs need Content-Type: application/json)');
    }),
  );

  app.get(
    '/__dev/outbox',
    route((req, res) => {
      const raw = queryString(req.query, 'to', 254);
      if (!raw) throw badRequest('to', 'to is required (an email address or a phone number)');
      const to = raw.includes('@') ? raw.trim().toLowerCase() : normalizePhone(raw);
      sendOk(res, ctx.codes.latest(to), 'Outbox');
    }),
  );

  app.post(
    '/__dev/reset',
    devJsonOnly,
    route(async (_req, res) => {
      options.onReset();
      ctx.store.replace(options.seed());
      ctx.codes.reset();
      await ctx.store.commit();
      // The seed has no uploads: the files of the data just dropped go too (after it, so no message names a file
      // that is gone while the reset is under way).
      await ctx.media?.clear();
      sendOk(res, { reset: true }, 'Data reset to the seed');
    }),
  );

  app.post(
    '/__dev/simulate/inbound',
    devJsonOnly,
    route(async (req, res) => {
      const body = bodyOf(req);
      const clientId = requireClientId(ctx, body.clientId);
      const from = reqPhone(body, 'from');
      const name = optString(body, 'name', { max: 100 });
      const type = optEnum(body, 'type', INBOUND_TYPES) ?? 'text';
      const text = optString(body, 'text', { max: TEXT_MAX });
      if (type === 'text' && !text) throw badRequest('text', 'text is required for a text message');
      const media = await inboundSample(ctx, clientId, type);
      const message = await receiveInbound(ctx, clientId, { from, name, text, type, ...(media ? { media } : {}) });
      sendOk(res, messageOut(message), 'Inbound message simulated', 201);
    }),
  );

  app.post(
    '/__dev/simulate/typing',
    devJsonOnly,
    route((req, res) => {
      const body = bodyOf(req);
      const clientId = requireClientId(ctx, body.clientId);
      const from = reqPhone(body, 'from');
      const typing = body.typing !== false;
      ctx.realtime.emit(clientId, typing ? 'typing_start' : 'typing_stop', { contact_phone: from });
      sendOk(res, { typing }, 'Typing simulated');
    }),
  );

  app.post(
    '/__dev/templates/:id/status',
    devJsonOnly,
    route(async (req, res) => {
      const body = bodyOf(req);
      const status = optEnum(body, 'status', TEMPLATE_STATUSES);
      if (!status) throw badRequest('status', `status is required (one of ${TEMPLATE_STATUSES.join(', ')})`);
      const reason = optString(body, 'reason', { max: 500 });
      const template = ctx.store.data.templates.find((t) => t.id === req.params.id);
      if (!template) throw notFound('Template');
      template.status = status;
      if (status === 'REJECTED') template.rejection_reason = reason || 'INVALID_FORMAT';
      else delete template.rejection_reason;
      template.updated_at = nowIso();
      await ctx.store.commit();
      sendOk(res, templateOut(template), `Template ${status}`);
    }),
  );

  app.get(
    '/__dev/config',
    route((_req, res) => {
      sendOk(res, ctx.timings, 'Simulator timings');
    }),
  );

  app.post(
    '/__dev/config',
    devJsonOnly,
    route((req, res) => {
      const body = bodyOf(req);
      const deliveryStepMs = optInteger(body, 'deliveryStepMs', 0, 600_000);
      const autoApproveMs = optInteger(body, 'autoApproveMs', 0, 3_600_000);
      const campaignTickMs = optInteger(body, 'campaignTickMs', 0, 600_000);
      if (deliveryStepMs !== undefined) ctx.timings.deliveryStepMs = deliveryStepMs;
      if (autoApproveMs !== undefined) ctx.timings.autoApproveMs = autoApproveMs;
      if (campaignTickMs !== undefined) ctx.timings.campaignTickMs = campaignTickMs;
      sendOk(res, ctx.timings, 'Simulator timings updated');
    }),
  );

  app.use('/__dev', (_req, _res, next) => next(new HttpError(404, 'NOT_FOUND', 'Route not found')));
}
