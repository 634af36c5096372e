import {
  isMediaKind,
  MEDIA_CAPTION_MAX,
  MEDIA_VALIDATION_MESSAGES as M,
  mediaTakesCaption,
  type MediaKind,
} from '@wacrm/whatsapp-sdk/media';
import type { Ctx } from '../context';
import { badRequest, HttpError } from '../http/errors';
import { type Body, toPhone } from '../http/validate';
import type { MediaData } from '../store/types';

/** A media message to store (the messaging service's send input for media). */
export interface MediaSendInput {
  to: string;
  type: MediaKind;
  text: string;
  media: MediaData;
  clientMessageId?: string;
}
import { ownMedia } from './routes';
import type { MediaMeta, MediaStore } from './store';

function isObject(value: unknown): value is Record<string, unknown> {
  return !!value && typeof value === 'object' && !Array.isArray(value);
}

/** A whole number of pixels or seconds the client may give for the bubble (1 to 100,000), else undefined. */
function dimension(data: Record<string, unknown>, key: 'width' | 'height' | 'durationSeconds'): number | undefined {
  const value = data[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0 || value > 100_000) {
    throw badRequest(`media_data.${key}`, `media_data.${key} must be a positive number`);
  }
  return Math.round(value);
}

/**
 * A media message (`type` image, video, audio, document or sticker, `media_data: { id, caption?, ... }`): the id must be
 * a file this client uploaded (another client's id answers 404 as an unknown one), of the type sent; what the message
 * says of the file (type, size, name) comes from the stored file, not from the request.
 */
export async function parseMediaSend(ctx: Ctx, clientId: string, body: Body): Promise<MediaSendInput> {
  const type = body.type;
  if (!isMediaKind(type) || !ctx.media) throw badRequest('type', 'type must be one of text, template');
  if (body.to === undefined || body.to === null || body.to === '') throw badRequest('to', 'to is required');
  const to = toPhone(body.to, 'to');
  let clientMessageId: string | undefined;
  if (body.clientMessageId !== undefined && body.clientMessageId !== null) {
    if (typeof body.clientMessageId !== 'string' || body.clientMessageId.length > 100) {
      throw badRequest('clientMessageId', 'clientMessageId must be a string of at most 100 characters');
    }
    clientMessageId = body.clientMessageId;
  }
  const data = body.media_data;
  if (!isObject(data)) throw badRequest('media_data', 'media_data is required for a media message');
  if (typeof data.id !== 'string' || data.id.trim() === '')
    throw badRequest('media_data.id', 'media_data.id is required');
  let caption = '';
  if (data.caption !== undefined && data.caption !== null) {
    if (typeof data.caption !== 'string') throw badRequest('media_data.caption', 'media_data.caption must be a string');
    caption = data.caption.trim();
  }
  if (caption && !mediaTakesCaption(type)) throw badRequest('media_data.caption', M.mediaCaptionNotAllowed);
  if (caption.length > MEDIA_CAPTION_MAX) throw badRequest('media_data.caption', M.mediaCaptionMax);
  const stored = await ownMediaOfKind(ctx.media, clientId, data.id.trim(), type, 'media_data.id');
  const width = dimension(data, 'width') ?? stored.width;
  const height = dimension(data, 'height') ?? stored.height;
  const durationSeconds = dimension(data, 'durationSeconds');
  const media = storedMediaData(stored, caption);
  if (width && height) Object.assign(media, { width, height });
  if (durationSeconds) media.durationSeconds = durationSeconds;
  return { to, type, text: caption, media, ...(clientMessageId ? { clientMessageId } : {}) };
}

const article = (kind: string) => (kind === 'image' || kind === 'audio' ? 'an' : 'a');

/**
 * The client's own stored file `id` (404 'Media not found' for an unknown id or another client's), which must be of
 * the kind the message is sent as (400 naming `field` otherwise).
 */
export async function ownMediaOfKind(
  store: MediaStore,
  clientId: string,
  id: string,
  kind: MediaKind,
  field: string,
): Promise<MediaMeta> {
  const stored = await ownMedia(store, clientId, id);
  if (stored.kind !== kind) {
    throw new HttpError(
      400,
      'VALIDATION_ERROR',
      `${field} is ${article(stored.kind)} ${stored.kind} file, not ${article(kind)} ${kind}`,
      field,
    );
  }
  return stored;
}

/**
 * What a message says of a stored file (type, size, name and an image's pixels from the store, not the request) and
 * its caption.
 */
export function storedMediaData(stored: MediaMeta, caption: string): MediaData {
  const media: MediaData = { id: stored.id, mimeType: stored.mimeType, size: stored.size, fileName: stored.fileName };
  if (caption) media.caption = caption;
  if (stored.width && stored.height) Object.assign(media, { width: stored.width, height: stored.height });
  return media;
}
