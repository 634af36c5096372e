import type { Application as Express } from 'express';
import { requireClient } from '../../auth/guard';
import { MESSAGES, campaignBodySchema, campaignParametersRefusal } from '@wacrm/whatsapp-sdk';
import type { Ctx } from '../../context';
import { checkWithSharedSchema } from '../../http/shared';
import { badRequest, conflict, HttpError, notFound, route, sendOk } from '../../http/errors';
import { type Body, bodyOf, optIsoDate, optString, queryString } from '../../http/validate';
import { approvedTemplate } from '../../services/templateMessages';
import { campaignOut, newId, nowIso } from '../../services/wire';
import { type CampaignRecord, type TemplateRecord } from '../../store/types';
import { param, audienceFrom, parametersFrom } from './input';

const S = MESSAGES.success;

/**
 * 400 for the first parameter of the template that the campaign leaves blank for a recipient (neither the campaign's
 * value nor the recipient's own): 'Header parameter is required' (field `parameters.header1`) for a text header's
 * variable, then 'Parameter n is required' (`parameters.param{n}`) for the body's: Meta would reject those messages.
 */
function checkCampaignParameters(
  template: Pick<TemplateRecord, 'components'> | undefined,
  parameters: Record<string, string>,
  audience: CampaignRecord['audience'],
): void {
  const refusal = campaignParametersRefusal(template, parameters, audience);
  if (refusal) throw badRequest(refusal.field, refusal.message);
}

/** Accepts the stored field name `template_name` as an alias of the contract's `templateName`. */
function withTemplateName(body: Body): Body {
  if (body.templateName === undefined && body.template_name !== undefined) {
    const { template_name: templateName, ...rest } = body;
    return { ...rest, templateName };
  }
  return body;
}

/** Campaigns: create, list, edit, delete, start (parameters checked), pause. */
export function registerCampaignsRoutes(app: Express, ctx: Ctx, base: string): void {
  const { store } = ctx;
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
      checkCampaignParameters(approvedTemplate(ctx, clientId, templateName), parameters, audience);
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
      // What was sent is history: a completed campaign's template, audience or parameters no longer change.
      if (campaign.status === 'completed') throw conflict('A completed campaign cannot be edited');
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
      // Checked when the template, the parameters or the recipients' own values change (a rename alone passes;
      // starting checks again).
      if (newTemplate || parameters || audience) {
        const template =
          newTemplate ?? store.data.templates.find((t) => t.clientId === clientId && t.name === campaign.template_name);
        checkCampaignParameters(template, parameters ?? campaign.parameters, audience ?? campaign.audience);
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
      const refusal = campaignParametersRefusal(
        approvedTemplate(ctx, clientId, campaign.template_name),
        campaign.parameters,
        campaign.audience,
      );
      if (refusal) throw new HttpError(422, 'TEMPLATE_PARAMETERS_MISSING', refusal.message, refusal.field);
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
}
