import type { Application as Express } from 'express';
import { requireClient } from '../../auth/guard';
import { MESSAGES, broadcastGroupPhones, broadcastSchema } from '@wacrm/whatsapp-sdk';
import type { Ctx } from '../../context';
import { checkWithSharedSchema } from '../../http/shared';
import { badRequest, HttpError, route, sendOk } from '../../http/errors';
import { type Body, bodyOf, optEnum, optString, reqString, toPhone } from '../../http/validate';
import { announceOutbound } from '../../services/delivery';
import { approvedTemplate } from '../../services/templateMessages';
import {
  broadcastMedia,
  checkBroadcastNumbers,
  checkBroadcastParameters,
  checkBroadcastSchedule,
} from '../../services/broadcast';
import { MEDIA_CAPTION_MAX } from '@wacrm/whatsapp-sdk/media';
import { newId, nowIso } from '../../services/wire';
import { type BroadcastRecord, type MessageRecord } from '../../store/types';
import { deliverBroadcast } from '../../simulators';
import { MAX_AUDIENCE, parametersFrom } from './input';

const S = MESSAGES.success;

function broadcastRecipients(ctx: Ctx, clientId: string, value: unknown): string[] {
  const contacts = ctx.store.data.contacts.filter((c) => c.clientId === clientId);
  // The dialog's groups: the contacts of a tag (the SDK's rule, so the dialog counts the same recipients).
  const group = (name: string): string[] | undefined => broadcastGroupPhones(name, contacts);
  let items: unknown[];
  if (typeof value === 'string') items = group(value) ?? value.split(/[,;\n]/);
  else if (Array.isArray(value)) items = value;
  else throw badRequest('recipients', 'Recipients are required');
  if (items.length > MAX_AUDIENCE)
    throw badRequest('recipients', `recipients must have at most ${MAX_AUDIENCE} entries`);
  checkBroadcastNumbers(items.filter((item) => typeof item !== 'string' || !group(item.trim())));
  const out = new Set<string>();
  items.forEach((item, i) => {
    const text = typeof item === 'string' ? item.trim() : item;
    if (text === '') return;
    const members = typeof text === 'string' ? group(text) : undefined;
    if (members) members.forEach((p) => out.add(p));
    else out.add(toPhone(text, `recipients[${i}]`));
  });
  if (out.size === 0) throw badRequest('recipients', 'Recipients are required');
  return [...out];
}

/** What became of one recipient of a broadcast sent now: its message, and Meta's reason when it failed. */
function recipientResult(m: MessageRecord) {
  return {
    to: m.contact_phone,
    status: m.status === 'failed' ? ('failed' as const) : ('sent' as const),
    messageId: m.id,
    ...(m.status === 'failed' && m.error ? { error: m.error } : {}),
  };
}

function scheduleFrom(body: Body): string | null {
  const date = optString(body, 'scheduleDate', { max: 10 });
  const time = optString(body, 'scheduleTime', { max: 8 });
  if (!date) {
    if (time) throw badRequest('scheduleDate', 'scheduleDate is required with scheduleTime');
    return null;
  }
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw badRequest('scheduleDate', 'scheduleDate must be YYYY-MM-DD');
  if (time && !/^\d{2}:\d{2}(:\d{2})?$/.test(time)) throw badRequest('scheduleTime', 'scheduleTime must be HH:mm');
  const when = Date.parse(`${date}T${time ?? '00:00'}`);
  if (Number.isNaN(when)) throw badRequest('scheduleDate', 'scheduleDate is not a valid date');
  return new Date(when).toISOString();
}

/** Broadcasts: send now or schedule, custom text or an approved template. */
export function registerBroadcastsRoutes(app: Express, ctx: Ctx, base: string): void {
  const { store } = ctx;
  app.post(
    `${base}/broadcasts/:clientId`,
    route(async (req, res) => {
      const clientId = await requireClient(ctx, req);
      const body = bodyOf(req);
      checkWithSharedSchema(broadcastSchema, body);
      const name = reqString(body, 'name', { max: 200, label: 'Broadcast name' });
      const recipients = broadcastRecipients(ctx, clientId, body.recipients);
      const messageType = optEnum(body, 'messageType', ['custom', 'template'] as const) ?? 'custom';
      let message: string | undefined;
      let templateName: string | undefined;
      let chosenTemplateId: string | undefined;
      let parameters: Record<string, string> | undefined;
      const withMedia = body.media !== undefined && body.media !== null;
      if (messageType === 'custom') {
        // With an attachment the message is its caption: optional, at most 1,024 characters (Meta's).
        message = optString(body, 'message', { max: withMedia ? MEDIA_CAPTION_MAX : 1000, label: 'Message' });
        if (!message && !withMedia) throw badRequest('message', 'Message is required');
      } else {
        const templateId = optString(body, 'templateId', { max: 100 });
        const byId = templateId
          ? store.data.templates.find((t) => t.id === templateId && t.clientId === clientId)
          : undefined;
        templateName = byId?.name ?? optString(body, 'templateName', { max: 512 });
        if (!templateName) throw badRequest('templateName', 'Template selection is required');
        if (byId && byId.status !== 'APPROVED') {
          throw new HttpError(
            422,
            'TEMPLATE_NOT_APPROVED',
            `Template '${byId.name}' is ${byId.status}; only APPROVED templates can be sent`,
          );
        }
        if (byId) chosenTemplateId = byId.id;
        const template = byId ?? approvedTemplate(ctx, clientId, templateName);
        parameters = parametersFrom(body.parameters);
        checkBroadcastParameters(template, parameters);
      }
      const media = await broadcastMedia(ctx, clientId, body.media, messageType, message ?? '');
      const scheduledAt = scheduleFrom(body);
      if (scheduledAt) checkBroadcastSchedule(body.scheduleDate, body.scheduleTime);
      const due = !scheduledAt || Date.parse(scheduledAt) <= Date.now();
      const broadcast: BroadcastRecord = {
        id: newId('bc'),
        clientId,
        name,
        status: due ? 'sent' : 'scheduled',
        messageType,
        ...(message ? { message } : {}),
        ...(templateName ? { templateName } : {}),
        ...(chosenTemplateId ? { templateId: chosenTemplateId } : {}),
        ...(parameters && Object.keys(parameters).length > 0 ? { parameters } : {}),
        ...(media ? { media } : {}),
        recipients,
        recipientCount: recipients.length,
        scheduledAt,
        created_at: nowIso(),
      };
      store.data.broadcasts.push(broadcast);
      const messages = due ? deliverBroadcast(ctx, broadcast) : [];
      await store.commit();
      for (const m of messages) announceOutbound(ctx, m);
      const { id, status, recipientCount } = broadcast;
      const results = messages.map(recipientResult);
      const failed = results.filter((r) => r.status === 'failed').length;
      const sent = results.length - failed;
      sendOk(
        res,
        { id, name, status, recipientCount, scheduledAt, sent, failed, results },
        !due
          ? S.broadcastScheduled
          : failed === 0
            ? 'Broadcast sent successfully'
            : `Broadcast sent to ${sent} of ${recipientCount} recipients; ${failed} failed`,
        201,
      );
    }),
  );
}
