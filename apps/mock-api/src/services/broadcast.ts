import {
  BROADCAST_MEDIA_REFUSALS,
  invalidPhones,
  invalidPhonesMessage,
  missingCampaignParameters,
  scheduleProblem,
  type TemplateWithComponents,
} from '@wacrm/whatsapp-sdk';
import { badRequest, HttpError } from '../http/errors';
import type { Ctx } from '../context';
import { ownMediaOfKind, storedMediaData } from '../media/send';
import type { BroadcastRecord } from '../store/types';

/**
 * Broadcast checks of the API (the dialog makes the same ones first, with the SDK's rules): nothing is stored or
 * sent when one fails.
 */

/** 400 for a schedule whose minute has passed: it would otherwise go to every recipient at once. */
export function checkBroadcastSchedule(date: unknown, time: unknown, now: number = Date.now()): void {
  const problem = scheduleProblem(date, time, now);
  if (problem) throw badRequest('scheduleDate', problem);
}

/** 400 naming every custom number that cannot receive the broadcast, and why (not only the first). */
export function checkBroadcastNumbers(numbers: readonly unknown[]): void {
  const typed = numbers.filter((n): n is string => typeof n === 'string' && n.trim() !== '').map((n) => n.trim());
  const invalid = invalidPhones(typed);
  if (invalid.length > 0) throw badRequest('recipients', invalidPhonesMessage(invalid));
}

/**
 * 422 TEMPLATE_PARAMETERS_MISSING for the first parameter of the template that the broadcast leaves blank (header
 * first, then the body's 'Parameter n is required'): Meta refuses such a message with 131008, and the customers
 * must never get a raw {{1}}.
 */
export function checkBroadcastParameters(
  template: TemplateWithComponents | undefined,
  parameters: Readonly<Record<string, string>>,
): void {
  const missing = missingCampaignParameters(template, parameters)[0];
  if (missing) throw new HttpError(422, 'TEMPLATE_PARAMETERS_MISSING', missing.message, `parameters.${missing.key}`);
}

/**
 * A custom broadcast's attachment (`media: { id, type }`, its shape checked by the shared schema): the client's own
 * upload of that kind, as the media_data every recipient's message carries, with the caption. Undefined without one.
 */
export async function broadcastMedia(
  ctx: Ctx,
  clientId: string,
  value: unknown,
  messageType: 'custom' | 'template',
  caption: string,
): Promise<BroadcastRecord['media']> {
  if (value === undefined || value === null) return undefined;
  if (messageType === 'template') throw badRequest('media', BROADCAST_MEDIA_REFUSALS.templateMedia);
  if (!ctx.media) throw badRequest('media', BROADCAST_MEDIA_REFUSALS.mediaOff);
  const { id, type } = value as { id: string; type: 'image' | 'video' | 'document' };
  const stored = await ownMediaOfKind(ctx.media, clientId, id.trim(), type, 'media.id');
  return { type, data: storedMediaData(stored, caption.trim()) };
}
