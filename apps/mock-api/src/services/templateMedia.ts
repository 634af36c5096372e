import { VALIDATION_MESSAGES, headerMediaKind } from '@wacrm/whatsapp-sdk';
import type { Ctx } from '../context';
import { badRequest } from '../http/errors';
import { storedMediaData } from '../media/send';
import type { MediaData, TemplateComponent } from '../store/types';

/** Said for an unknown media id and for another client's alike: whether it exists elsewhere is not told. */
export const HEADER_MEDIA_NOT_FOUND = 'The example file was not found: upload it again';

/**
 * An IMAGE, VIDEO or DOCUMENT header's example (`example.header_handle[0]`, a media id of ours) must be a file this
 * client uploaded, of the kind the format takes. Its presence is the SDK's rule (checked before). Without the media
 * routes (MOCK_MEDIA=off) a handle cannot be looked up and is kept as given, as Meta's own handles would be.
 * Answers the example as a message's media_data (kept on the template for the messages sent with it), or undefined.
 */
export async function checkTemplateHeaderMedia(
  ctx: Ctx,
  clientId: string,
  components: readonly TemplateComponent[],
): Promise<MediaData | undefined> {
  if (!ctx.media) return undefined;
  for (const [index, c] of components.entries()) {
    const kind = c.type === 'HEADER' ? headerMediaKind(c.format) : null;
    const handle = c.example?.header_handle?.[0];
    if (!kind || !handle) continue;
    const field = `components[${index}].example`;
    const meta = await ctx.media.meta(handle);
    if (!meta || meta.clientId !== clientId) throw badRequest(field, HEADER_MEDIA_NOT_FOUND);
    if (meta.kind !== kind) throw badRequest(field, VALIDATION_MESSAGES.headerMediaKind);
    return storedMediaData(meta, '');
  }
  return undefined;
}
