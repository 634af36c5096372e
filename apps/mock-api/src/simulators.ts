import {
  blankParameters,
  campaignHeaderParameters,
  campaignTemplateParameters,
  recipientParameters,
  templateHeaderParameterCount,
  templateParameterCount,
} from '@wacrm/whatsapp-sdk';
import type { Ctx } from './context';
import { findConversation, isInsideWindow } from './services/conversations';
import { announceOutbound } from './services/delivery';
import { createOutbound } from './services/messaging';
import { nowIso } from './services/wire';
import type { BroadcastRecord, MessageRecord } from './store/types';

/** Meta's errors the simulators produce. */
export const META_ERRORS = {
  outsideWindow: { code: 131047, title: 'Re-engagement message' },
  undeliverable: { code: 131026, title: 'Message undeliverable' },
  parameterMissing: { code: 131008, title: 'Required parameter is missing' },
} as const;

/** Numbers ending in 0000 are "not on WhatsApp": sends to them fail (so failures show up in analytics). */
export function isUndeliverable(phone: string): boolean {
  return phone.endsWith('0000');
}

/** Share of campaign recipients who read the message (the rest stop at delivered). */
const CAMPAIGN_READ_CHANCE = 0.7;
/** Recipients a campaign sends to per tick (one, so progress is visible over time). */
const CAMPAIGN_BATCH = 1;

/** Approves a PENDING template after MOCK_AUTO_APPROVE_MS (when set), as Meta's review would. */
export function scheduleAutoApproval(ctx: Ctx, templateId: string): void {
  if (ctx.timings.autoApproveMs <= 0) return;
  ctx.scheduler.later(ctx.timings.autoApproveMs, () => {
    const template = ctx.store.data.templates.find((t) => t.id === templateId);
    if (!template || template.status !== 'PENDING') return;
    template.status = 'APPROVED';
    template.updated_at = nowIso();
    void ctx.persistInBackground();
  });
}

/** Creates a broadcast's messages (mutates; the caller commits, then announces them). */
export function deliverBroadcast(ctx: Ctx, broadcast: BroadcastRecord): MessageRecord[] {
  // The template chosen (by id: one language of its name), else the first approved one of that name.
  const approved = ctx.store.data.templates.filter(
    (t) => t.clientId === broadcast.clientId && t.name === broadcast.templateName && t.status === 'APPROVED',
  );
  const template = broadcast.templateName
    ? (approved.find((t) => t.id === broadcast.templateId) ?? approved[0])
    : undefined;
  broadcast.status = 'sent';
  // {{n}} takes param{n} and the header's {{1}} header1, as in campaigns (the API refused blank ones).
  const params = campaignTemplateParameters(broadcast.parameters, templateParameterCount(template));
  const headerParams = campaignHeaderParameters(broadcast.parameters, templateHeaderParameterCount(template));
  return broadcast.recipients.map((to) => {
    if (broadcast.messageType === 'template') {
      const failure = !template
        ? { code: 132001, title: 'Template does not exist' }
        : isUndeliverable(to)
          ? META_ERRORS.undeliverable
          : undefined;
      return createOutbound(
        ctx,
        broadcast.clientId,
        { to, type: 'template', template: { name: broadcast.templateName ?? '', params, headerParams } },
        template,
        { broadcastId: broadcast.id, ...(failure ? { failure } : {}) },
      );
    }
    // Meta refuses a free-form message outside the 24-hour window (131047) before it tries to deliver it.
    const failure = !isInsideWindow(findConversation(ctx, broadcast.clientId, to))
      ? META_ERRORS.outsideWindow
      : isUndeliverable(to)
        ? META_ERRORS.undeliverable
        : undefined;
    // With an attachment, a message of its type carrying the stored file, the message as its caption.
    const media = broadcast.media;
    const input = media
      ? { to, type: media.type, text: media.data.caption ?? '', media: { ...media.data } }
      : { to, type: 'text' as const, text: broadcast.message ?? '' };
    return createOutbound(ctx, broadcast.clientId, input, undefined, {
      broadcastId: broadcast.id,
      ...(failure ? { failure } : {}),
    });
  });
}

/**
 * One simulator tick: active campaigns send their template to the next recipients (their sent/delivered/read
 * counts then progress with the delivery simulation), finished ones complete; due scheduled broadcasts go out.
 */
export function simulatorTick(ctx: Ctx): void {
  const now = Date.now();
  const announce: { message: MessageRecord; readChance: number }[] = [];
  let changed = false;
  for (const campaign of ctx.store.data.campaigns) {
    if (campaign.status !== 'active') continue;
    if (campaign.scheduled_at && Date.parse(campaign.scheduled_at) > now) continue;
    const template = ctx.store.data.templates.find(
      (t) => t.clientId === campaign.clientId && t.name === campaign.template_name && t.status === 'APPROVED',
    );
    if (!template) {
      campaign.status = 'paused';
      campaign.updated_at = nowIso();
      changed = true;
      continue;
    }
    // {{n}} takes param{n}: the recipient's own value (their name, a column of an imported file), else the
    // campaign's. Starting checks that none is blank; a campaign whose data lacks one anyway (stored before that
    // check) fails per recipient, as Meta would answer it.
    const batch = campaign.audience.slice(campaign.progress, campaign.progress + CAMPAIGN_BATCH);
    for (const member of batch) {
      const phone = member.phone;
      const values = recipientParameters(campaign.parameters, member);
      const params = campaignTemplateParameters(values, templateParameterCount(template));
      const headerParams = campaignHeaderParameters(values, templateHeaderParameterCount(template));
      const paramsMissing = blankParameters([...headerParams, ...params]).length > 0;
      const failure = paramsMissing
        ? META_ERRORS.parameterMissing
        : isUndeliverable(phone)
          ? META_ERRORS.undeliverable
          : undefined;
      const message = createOutbound(
        ctx,
        campaign.clientId,
        { to: phone, type: 'template', template: { name: template.name, params, headerParams } },
        template,
        { campaignId: campaign.id, ...(failure ? { failure } : {}) },
      );
      announce.push({ message, readChance: CAMPAIGN_READ_CHANCE });
    }
    campaign.progress += batch.length;
    if (campaign.progress >= campaign.audience.length) campaign.status = 'completed';
    campaign.updated_at = nowIso();
    changed = true;
  }
  for (const broadcast of ctx.store.data.broadcasts) {
    if (broadcast.status !== 'scheduled' || !broadcast.scheduledAt || Date.parse(broadcast.scheduledAt) > now) continue;
    for (const message of deliverBroadcast(ctx, broadcast)) announce.push({ message, readChance: 1 });
    changed = true;
  }
  if (!changed) return;
  void ctx.persistInBackground().then(() => {
    for (const { message, readChance } of announce) announceOutbound(ctx, message, readChance);
  });
}

/** Runs simulatorTick every MOCK_CAMPAIGN_TICK_MS (re-read each time, so /__dev/config can change it). */
export function startSimulatorLoop(ctx: Ctx): () => void {
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  const schedule = () => {
    const every = ctx.timings.campaignTickMs;
    timer = setTimeout(
      () => {
        if (stopped) return;
        if (ctx.timings.campaignTickMs > 0) simulatorTick(ctx);
        schedule();
      },
      every > 0 ? every : 1000,
    );
    timer.unref();
  };
  schedule();
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
  };
}
