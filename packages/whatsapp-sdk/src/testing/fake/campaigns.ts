import { ApiError } from '../../client/errors';
import type { AudienceMember, Campaign, Template } from '../../model';
import { campaignParametersRefusal, canEditCampaign } from '../../rules';
import type { WhatsAppApi } from '../../whatsapp';
import { byId, removeById, replace, type FakeCore } from './core';

/**
 * 'Parameter n is required' for a body parameter of the template the campaign leaves blank, as the API answers it:
 * 400 VALIDATION_ERROR on create and update, 422 TEMPLATE_PARAMETERS_MISSING on start.
 */
function checkCampaignParameters(
  template: Template | undefined,
  parameters: Readonly<Record<string, unknown>> | undefined,
  audience: readonly AudienceMember[],
  refusal: { status: number; code: string } = { status: 400, code: 'VALIDATION_ERROR' },
): void {
  // Each recipient's own values count: their name in {{1}} fills it for them.
  const refused = campaignParametersRefusal(template, parameters, audience);
  if (refused) throw new ApiError({ ...refusal, ...refused });
}

/** Campaigns: on approved templates with every parameter filled, started and paused; a completed one not edited. */
export function createFakeCampaigns(core: FakeCore): WhatsAppApi['campaigns'] {
  const { db, run, newId, iso } = core;

  return {
    create: (input) =>
      run('campaigns.create', [input], () => {
        const template = db.templates.find((t) => t.name === input.templateName);
        if (!template || template.status !== 'APPROVED') {
          throw new ApiError({ status: 422, code: 'TEMPLATE_NOT_APPROVED', message: 'Template is not approved' });
        }
        checkCampaignParameters(template, input.parameters, input.audience);
        const campaign: Campaign = {
          id: newId('cmp'),
          name: input.name,
          templateName: input.templateName,
          audience: input.audience,
          scheduledAt: input.scheduledAt ?? null,
          parameters: input.parameters ?? {},
          status: 'draft',
          sent: 0,
          delivered: 0,
          read: 0,
          failed: 0,
          createdAt: iso(),
          updatedAt: iso(),
        };
        db.campaigns.unshift(campaign);
        return campaign;
      }),
    list: (filters = {}) =>
      run('campaigns.list', [filters], () =>
        db.campaigns.filter((c) => !filters.status || c.status === filters.status),
      ),
    update: (id, input) =>
      run('campaigns.update', [id, input], () => {
        const current = byId(db.campaigns, id, 'Campaign');
        if (!canEditCampaign(current.status)) {
          throw new ApiError({ status: 409, code: 'CONFLICT', message: 'A completed campaign cannot be edited' });
        }
        if (input.templateName !== undefined || input.parameters !== undefined || input.audience !== undefined) {
          const template = db.templates.find((t) => t.name === (input.templateName ?? current.templateName));
          checkCampaignParameters(template, input.parameters ?? current.parameters, input.audience ?? current.audience);
        }
        const next: Campaign = {
          ...current,
          ...input,
          scheduledAt: input.scheduledAt ?? current.scheduledAt,
          parameters: input.parameters ?? current.parameters,
          updatedAt: iso(),
        };
        return replace(db.campaigns, current, next);
      }),
    remove: (id) =>
      run('campaigns.remove', [id], () => {
        return removeById(db.campaigns, id, 'Campaign');
      }),
    start: (id) =>
      run('campaigns.start', [id], () => {
        const current = byId(db.campaigns, id, 'Campaign');
        const template = db.templates.find((t) => t.name === current.templateName);
        checkCampaignParameters(template, current.parameters, current.audience, {
          status: 422,
          code: 'TEMPLATE_PARAMETERS_MISSING',
        });
        const next: Campaign = { ...current, status: 'active', updatedAt: iso() };
        return replace(db.campaigns, current, next);
      }),
    pause: (id) =>
      run('campaigns.pause', [id], () => {
        const current = byId(db.campaigns, id, 'Campaign');
        const next: Campaign = { ...current, status: 'paused', updatedAt: iso() };
        return replace(db.campaigns, current, next);
      }),
  };
}
