import type { Application as Express, Request } from 'express';
import { requireClient } from '../auth/guard';
import {
  MESSAGES,
  VALIDATION_MESSAGES,
  broadcastSchema,
  campaignBodySchema,
  canEditTemplate,
  missingCampaignParameters,
  connectSchema,
  contactSchema,
} from '@wacrm/whatsapp-sdk';
import type { Ctx } from '../context';
import { checkWithSharedSchema } from '../http/shared';
import { badRequest, conflict, HttpError, notFound, route, sendOk } from '../http/errors';
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
} from '../http/validate';
import {
  announceOutbound,
  approvedTemplate,
  createOutbound,
  ensureConversation,
  findConversation,
  paramsFrom,
  sendMessage,
} from '../services/messaging';
import { parseTemplate, TEMPLATE_CATEGORIES } from '../services/template-input';
import { checkBroadcastNumbers, checkBroadcastParameters, checkBroadcastSchedule } from '../services/broadcast';
import {
  campaignOut,
  connectionOut,
  contactOut,
  conversationOut,
  maskSecret,
  messageOut,
  newId,
  nowIso,
  templateOut,
} from '../services/wire';
import {
  TEMPLATE_STATUSES,
  type BroadcastRecord,
  type CampaignRecord,
  type ContactRecord,
  type ContactStatus,
  type MessageRecord,
  type TemplateRecord,
} from '../store/types';
import { BROADCAST_GROUPS, deliverBroadcast, scheduleAutoApproval } from '../simulators';

const S = MESSAGES.success;
const CONTACT_STATUSES: readonly ContactStatus[] = ['active', 'potential', 'inactive'];
const MAX_AUDIENCE = 10_000;

const param = (req: Request, name: string): string => req.params[name] ?? '';

function audienceFrom(value: unknown, field: string): { phone: string }[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw badRequest(field, `${field} must be a list of { phone }`);
  if (value.length > MAX_AUDIENCE) throw badRequest(field, `${field} must have at most ${MAX_AUDIENCE} entries`);
  const seen = new Set<string>();
  const out: { phone: string }[] = [];
  value.forEach((entry, i) => {
    const raw = entry && typeof entry === 'object' && !Array.isArray(entry) ? (entry as Body).phone : entry;
    const phone = toPhone(raw, `${field}[${i}].phone`);
    if (!seen.has(phone)) {
      seen.add(phone);
      out.push({ phone });
    }
  });
  return out;
}

function parametersFrom(value: unknown): Record<string, string> {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) throw badRequest('parameters', 'parameters must be an object');
  const out: Record<string, string> = {};
  for (const [key, v] of Object.entries(value as Body).slice(0, 50)) {
    if (key.length > 64) throw badRequest('parameters', 'parameter names must be at most 64 characters');
    if (typeof v !== 'string' && typeof v !== 'number') throw badRequest(`parameters.${key}`, `${key} must be text`);
    out[key] = String(v).slice(0, 1024);
  }
  return out;
}

/**
 * 400 for the first parameter of the template that the campaign leaves blank: 'Header parameter is required' (field
 * `parameters.header1`) for a text header's variable, then 'Parameter n is required' (`parameters.param{n}`) for the
 * body's: Meta would reject the template message to every recipient.
 */
function checkCampaignParameters(
  template: Pick<TemplateRecord, 'components'> | undefined,
  parameters: Record<string, string>,
): void {
  const missing = missingCampaignParameters(template, parameters)[0];
  if (missing) throw badRequest(`parameters.${missing.key}`, missing.message);
}

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

/** Every /api/v1/whatsapp route: Bearer required (401), clientId must be the token's user (403). */
export function registerWhatsAppRoutes(app: Express, ctx: Ctx): void {
  const base = '/api/v1/whatsapp';
  const { store } = ctx;

  // ---- connection -------------------------------------------------------------------------------------------
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

  // ---- templates --------------------------------------------------------------------------------------------
  app.post(
    `${base}/template/:clientId`,
    route(async (req, res) => {
      const clientId = await requireClient(ctx, req);
      const input = parseTemplate(bodyOf(req));
      if (
        store.data.templates.some(
          (t) => t.clientId === clientId && t.name === input.name && t.language === input.language,
        )
      ) {
        throw conflict(`A template named '${input.name}' already exists in ${input.language}`);
      }
      const now = nowIso();
      const template: TemplateRecord = {
        id: newId('tpl'),
        clientId,
        ...input,
        status: 'PENDING',
        created_at: now,
        updated_at: now,
      };
      store.data.templates.push(template);
      await store.commit();
      scheduleAutoApproval(ctx, template.id);
      sendOk(res, templateOut(template), S.templateCreated, 201);
    }),
  );

  const listTemplates = route(async (req, res) => {
    const clientId = await requireClient(ctx, req);
    const status = queryString(req.query, 'status', 20)?.toUpperCase();
    const category = queryString(req.query, 'category', 20)?.toUpperCase();
    const search = queryString(req.query, 'search')?.toLowerCase();
    if (status && !TEMPLATE_STATUSES.includes(status as never)) {
      throw badRequest('status', `status must be one of ${TEMPLATE_STATUSES.join(', ')}`);
    }
    if (category && !TEMPLATE_CATEGORIES.includes(category as never)) {
      throw badRequest('category', `category must be one of ${TEMPLATE_CATEGORIES.join(', ')}`);
    }
    const list = store.data.templates
      .filter((t) => t.clientId === clientId)
      .filter((t) => !status || t.status === status)
      .filter((t) => !category || t.category === category)
      .filter(
        (t) =>
          !search ||
          t.name.toLowerCase().includes(search) ||
          t.displayName.toLowerCase().includes(search) ||
          t.components.some((c) => c.text?.toLowerCase().includes(search)),
      )
      .sort((a, b) => b.created_at.localeCompare(a.created_at))
      .map(templateOut);
    sendOk(res, list, 'Templates fetched');
  });
  app.get(`${base}/template/:clientId`, listTemplates);
  app.get(`${base}/templates/:clientId`, listTemplates);

  const ownTemplate = (clientId: string, id: string) => {
    const template = store.data.templates.find((t) => t.id === id && t.clientId === clientId);
    if (!template) throw notFound('Template');
    return template;
  };

  app.put(
    `${base}/templates/:clientId/:templateId`,
    route(async (req, res) => {
      const clientId = await requireClient(ctx, req);
      const template = ownTemplate(clientId, param(req, 'templateId'));
      // Meta allows editing only APPROVED, REJECTED or PAUSED templates (not one in review, disabled or appealed).
      if (!canEditTemplate(template.status)) throw conflict(VALIDATION_MESSAGES.templateNotEditable);
      const input = parseTemplate(bodyOf(req), true, template);
      if (
        store.data.templates.some(
          (t) =>
            t.id !== template.id && t.clientId === clientId && t.name === input.name && t.language === input.language,
        )
      ) {
        throw conflict(`A template named '${input.name}' already exists in ${input.language}`);
      }
      // Meta reviews an edited template again.
      Object.assign(template, input, { status: 'PENDING', updated_at: nowIso() });
      if (input.message_send_ttl_seconds === undefined) delete template.message_send_ttl_seconds;
      delete template.rejection_reason;
      await store.commit();
      scheduleAutoApproval(ctx, template.id);
      sendOk(res, templateOut(template), S.templateUpdated);
    }),
  );

  app.delete(
    `${base}/templates/:clientId/:templateId`,
    route(async (req, res) => {
      const clientId = await requireClient(ctx, req);
      const template = ownTemplate(clientId, param(req, 'templateId'));
      store.removeWhere('templates', (t) => t.id === template.id);
      await store.commit();
      sendOk(res, { id: template.id }, S.templateDeleted);
    }),
  );

  // ---- campaigns --------------------------------------------------------------------------------------------
  const ownCampaign = (clientId: string, id: string) => {
    const campaign = store.data.campaigns.find((c) => c.id === id && c.clientId === clientId);
    if (!campaign) throw notFound('Campaign');
    return campaign;
  };

  app.post(
    `${base}/campaigns/:clientId`,
    route(async (req, res) => {
      const clientId = await requireClient(ctx, req);
      const body = withTemplateName(bodyOf(req));
      checkWithSharedSchema(campaignBodySchema, body);
      const name = optString(body, 'name', { max: 200, label: 'Campaign name' });
      if (!name) throw badRequest('name', 'Campaign name is required');
      const templateName = optString(body, 'templateName', { max: 512 });
      if (!templateName) throw badRequest('templateName', 'Template selection is required');
      const audience = audienceFrom(body.audience, 'audience');
      const scheduledAt = optIsoDate(body, body.scheduledAt !== undefined ? 'scheduledAt' : 'scheduled_at') ?? null;
      const parameters = parametersFrom(body.parameters);
      checkCampaignParameters(approvedTemplate(ctx, clientId, templateName), parameters);
      const now = nowIso();
      const campaign: CampaignRecord = {
        id: newId('cmp'),
        clientId,
        name,
        template_name: templateName,
        audience,
        scheduled_at: scheduledAt,
        parameters,
        status: 'draft',
        sent: 0,
        delivered: 0,
        read: 0,
        failed: 0,
        created_at: now,
        updated_at: now,
        progress: 0,
      };
      store.data.campaigns.push(campaign);
      await store.commit();
      sendOk(res, campaignOut(campaign), S.campaignCreated, 201);
    }),
  );

  app.get(
    `${base}/campaigns/:clientId`,
    route(async (req, res) => {
      const clientId = await requireClient(ctx, req);
      const status = queryString(req.query, 'status', 20)?.toLowerCase();
      const list = store.data.campaigns
        .filter((c) => c.clientId === clientId && (!status || c.status === status))
        .sort((a, b) => b.created_at.localeCompare(a.created_at))
        .map(campaignOut);
      sendOk(res, list, 'Campaigns fetched');
    }),
  );

  app.put(
    `${base}/campaigns/:clientId/:campaignId`,
    route(async (req, res) => {
      const clientId = await requireClient(ctx, req);
      const campaign = ownCampaign(clientId, param(req, 'campaignId'));
      const body = withTemplateName(bodyOf(req));
      checkWithSharedSchema(campaignBodySchema, {
        name: campaign.name,
        templateName: campaign.template_name,
        audience: campaign.audience,
        ...body,
      });
      const name = optString(body, 'name', { max: 200, label: 'Campaign name' });
      if (name === '') throw badRequest('name', 'Campaign name is required');
      const templateName = optString(body, 'templateName', { max: 512 });
      if (templateName === '') throw badRequest('templateName', 'Template selection is required');
      const audience = body.audience !== undefined ? audienceFrom(body.audience, 'audience') : undefined;
      const scheduledAt = optIsoDate(body, body.scheduledAt !== undefined ? 'scheduledAt' : 'scheduled_at');
      const parameters = body.parameters !== undefined ? parametersFrom(body.parameters) : undefined;
      const newTemplate =
        templateName && templateName !== campaign.template_name
          ? approvedTemplate(ctx, clientId, templateName)
          : undefined;
      // Checked when the template or the parameters change (a rename alone passes; starting checks again).
      if (newTemplate || parameters) {
        const template =
          newTemplate ?? store.data.templates.find((t) => t.clientId === clientId && t.name === campaign.template_name);
        checkCampaignParameters(template, parameters ?? campaign.parameters);
      }
      if (name) campaign.name = name;
      if (templateName) campaign.template_name = templateName;
      if (audience) {
        campaign.audience = audience;
        campaign.progress = Math.min(campaign.progress, audience.length);
      }
      if (scheduledAt !== undefined) campaign.scheduled_at = scheduledAt;
      if (parameters) campaign.parameters = parameters;
      campaign.updated_at = nowIso();
      await store.commit();
      sendOk(res, campaignOut(campaign), S.campaignUpdated);
    }),
  );

  app.delete(
    `${base}/campaigns/:clientId/:campaignId`,
    route(async (req, res) => {
      const clientId = await requireClient(ctx, req);
      const campaign = ownCampaign(clientId, param(req, 'campaignId'));
      store.removeWhere('campaigns', (c) => c.id === campaign.id);
      await store.commit();
      sendOk(res, { id: campaign.id }, S.campaignDeleted);
    }),
  );

  app.post(
    `${base}/campaigns/:clientId/:campaignId/start`,
    route(async (req, res) => {
      const clientId = await requireClient(ctx, req);
      const campaign = ownCampaign(clientId, param(req, 'campaignId'));
      if (campaign.status === 'completed') throw conflict('This campaign has already completed');
      const missing = missingCampaignParameters(
        approvedTemplate(ctx, clientId, campaign.template_name),
        campaign.parameters,
      )[0];
      if (missing) {
        throw new HttpError(422, 'TEMPLATE_PARAMETERS_MISSING', missing.message, `parameters.${missing.key}`);
      }
      campaign.status = 'active';
      campaign.updated_at = nowIso();
      await store.commit();
      sendOk(res, campaignOut(campaign), S.campaignStarted);
    }),
  );

  app.post(
    `${base}/campaigns/:clientId/:campaignId/pause`,
    route(async (req, res) => {
      const clientId = await requireClient(ctx, req);
      const campaign = ownCampaign(clientId, param(req, 'campaignId'));
      if (campaign.status !== 'active' && campaign.status !== 'paused') {
        throw conflict(`Only an active campaign can be paused; this one is ${campaign.status}`);
      }
      campaign.status = 'paused';
      campaign.updated_at = nowIso();
      await store.commit();
      sendOk(res, campaignOut(campaign), S.campaignPaused);
    }),
  );

  // ---- messages ---------------------------------------------------------------------------------------------
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

  // ---- contacts ---------------------------------------------------------------------------------------------
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

  // ---- broadcasts -------------------------------------------------------------------------------------------
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
      if (messageType === 'custom') {
        message = optString(body, 'message', { max: 1000, label: 'Message' });
        if (!message) throw badRequest('message', 'Message is required');
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
      sendOk(
        res,
        { id, name, status, recipientCount, scheduledAt },
        due ? 'Broadcast sent successfully' : S.broadcastScheduled,
        201,
      );
    }),
  );

  // ---- analytics --------------------------------------------------------------------------------------------
  app.get(
    `${base}/analytics/:clientId`,
    route(async (req, res) => {
      const clientId = await requireClient(ctx, req);
      const day = 24 * 60 * 60 * 1000;
      const parseDay = (field: string) => {
        const value = queryString(req.query, field, 40);
        if (value === undefined) return undefined;
        const time = Date.parse(value);
        if (Number.isNaN(time)) throw badRequest(field, `${field} must be a date (YYYY-MM-DD)`);
        return Math.floor(time / day) * day;
      };
      const to = parseDay('to') ?? Math.floor(Date.now() / day) * day;
      const from = parseDay('from') ?? to - 29 * day;
      if (from > to) throw badRequest('from', 'from must not be after to');
      if ((to - from) / day > 366) throw badRequest('from', 'the range can be at most 366 days');
      const buckets = new Map<
        string,
        { date: string; sent: number; delivered: number; read: number; failed: number }
      >();
      for (let t = from; t <= to; t += day) {
        const date = new Date(t).toISOString().slice(0, 10);
        buckets.set(date, { date, sent: 0, delivered: 0, read: 0, failed: 0 });
      }
      const stats = { sent: 0, delivered: 0, read: 0, failed: 0 };
      for (const m of store.data.messages) {
        if (m.clientId !== clientId || m.direction !== 'outbound') continue;
        const bucket = buckets.get(m.created_at.slice(0, 10));
        if (!bucket) continue;
        const keys: (keyof typeof stats)[] =
          m.status === 'failed'
            ? ['failed']
            : m.status === 'read'
              ? ['sent', 'delivered', 'read']
              : m.status === 'delivered'
                ? ['sent', 'delivered']
                : m.status === 'sent'
                  ? ['sent']
                  : [];
        for (const key of keys) {
          bucket[key] += 1;
          stats[key] += 1;
        }
      }
      const rate = (n: number) => (stats.sent === 0 ? 0 : Math.round((n / stats.sent) * 100));
      sendOk(
        res,
        { timeline: [...buckets.values()], stats, rates: { delivery: rate(stats.delivered), read: rate(stats.read) } },
        'Analytics fetched',
      );
    }),
  );

  // ---- conversations ----------------------------------------------------------------------------------------
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

  app.use(base, (_req, _res, next) => next(new HttpError(404, 'NOT_FOUND', 'Route not found')));
}

/** Accepts the stored field name `template_name` as an alias of the contract's `templateName`. */
function withTemplateName(body: Body): Body {
  if (body.templateName === undefined && body.template_name !== undefined) {
    const { template_name: templateName, ...rest } = body;
    return { ...rest, templateName };
  }
  return body;
}

function broadcastRecipients(ctx: Ctx, clientId: string, value: unknown): string[] {
  const contacts = ctx.store.data.contacts.filter((c) => c.clientId === clientId);
  const group = (name: string): string[] | undefined => {
    const tag = BROADCAST_GROUPS[name.toLowerCase()];
    if (tag === undefined) return undefined;
    return contacts.filter((c) => tag === '' || c.tags.includes(tag)).map((c) => c.phone);
  };
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
