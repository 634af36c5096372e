import { VALIDATION_MESSAGES, headerMediaKind } from '@wacrm/whatsapp-sdk';
import type { Ctx } from '../context';
import { badRequest } from '../http/errors';
import type { MediaData, TemplateRecord } from '../store/types';
import { ownMedia } from './routes';

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/**
 * The media id a sender chose for a template's header, in Meta's components: `{ type: 'header', parameters: [{ type:
 * 'image', image: { id } }] }` (video, document alike); undefined when none is given.
 */
export function headerMediaIdFrom(components: unknown): string | undefined {
  if (!Array.isArray(components)) return undefined;
  for (const c of components) {
    if (!isObject(c) || String(c.type ?? '').toLowerCase() !== 'header' || !Array.isArray(c.parameters)) continue;
    for (const p of c.parameters) {
      if (!isObject(p) || typeof p.type !== 'string') continue;
      const media = p[p.type.toLowerCase()];
      if (isObject(media) && typeof media.id === 'string' && media.id.trim()) return media.id.trim();
    }
  }
  return undefined;
}

/**
 * The media a template message shows above its body: for an IMAGE, VIDEO or DOCUMENT header, the file the sender
 * chose, else the template's example (`example.header_handle`). It must be this client's (404 'Media not found' as
 * for any other id) and of the header's kind (400). Undefined for other headers and without the media routes.
 */
export async function templateHeaderMedia(
  ctx: Ctx,
  clientId: string,
  template: TemplateRecord,
  components: unknown,
): Promise<MediaData | undefined> {
  const header = template.components.find((c) => c.type === 'HEADER');
  const kind = headerMediaKind(header?.format);
  if (!kind || !ctx.media) return undefined;
  const id = headerMediaIdFrom(components) ?? header?.example?.header_handle?.[0];
  if (!id) return undefined;
  const stored = await ownMedia(ctx.media, clientId, id);
  if (stored.kind !== kind) throw badRequest('template.components', VALIDATION_MESSAGES.headerMediaKind);
  const media: MediaData = { id: stored.id, mimeType: stored.mimeType, size: stored.size, fileName: stored.fileName };
  if (stored.width && stored.height) Object.assign(media, { width: stored.width, height: stored.height });
  return media;
}
