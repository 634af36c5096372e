// The caption rules of a media message, apart from the limits table (limits.ts): the composer's attachment tray, on
// the SDK's main entry, needs only these, and a bundler that met the table there put it in the client's first load
// (a chunk shared with the media client loaded by import()): 1.1 KB.
import type { MediaKind } from './kinds';

/** Captions of images, videos and documents: at most 1,024 characters (none on audio or stickers). */
export const MEDIA_CAPTION_MAX = 1024;

/**
 * The message of a caption past `MEDIA_CAPTION_MAX` (`MEDIA_VALIDATION_MESSAGES.mediaCaptionMax`): here so the
 * broadcast form's rule, on the main entry, does not pull the whole media message table into the client's first load.
 */
export const MEDIA_CAPTION_MAX_MESSAGE = 'Caption must be 1024 characters or less';

/** Whether a kind carries a caption (images, videos, documents). */
export function mediaTakesCaption(kind: MediaKind): boolean {
  return kind === 'image' || kind === 'video' || kind === 'document';
}
