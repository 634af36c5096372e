import { createHash } from 'node:crypto';
import { isMediaKind } from '@wacrm/whatsapp-sdk/media';
import type { Ctx } from '../context';
import type { MediaData } from '../store/types';
import { mediaSample } from './samples';

/**
 * The media of a simulated inbound message: a generated sample of the kind (a PNG, a short OGG voice note, a PDF, a
 * WebP sticker, a 1 s MP4) stored for the client as an upload would be. Undefined for text, or when the
 * media routes are off (the message then carries a file name only, as an older backend's).
 */
export async function inboundSample(ctx: Ctx, clientId: string, type: string): Promise<MediaData | undefined> {
  if (!ctx.media || !isMediaKind(type)) return undefined;
  const sample = mediaSample(type);
  const writer = await ctx.media.begin();
  await writer.write(sample.data);
  const meta = await writer.commit({
    clientId,
    kind: type,
    mimeType: sample.mimeType,
    size: sample.data.length,
    sha256: createHash('sha256').update(sample.data).digest('hex'),
    fileName: sample.fileName,
    createdAt: new Date().toISOString(),
    ...(sample.width && sample.height ? { width: sample.width, height: sample.height } : {}),
  });
  const media: MediaData = { id: meta.id, mimeType: meta.mimeType, size: meta.size, fileName: meta.fileName };
  if (sample.width && sample.height) Object.assign(media, { width: sample.width, height: sample.height });
  if (sample.durationSeconds) media.durationSeconds = sample.durationSeconds;
  return media;
}
