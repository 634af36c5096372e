// WhatsApp Cloud API media limits (shared/design/media.md): what a business can send, by kind.
import { MEDIA_VALIDATION_MESSAGES as M } from '../rules/mediaMessages';

import { MEDIA_KINDS, type MediaKind } from './kinds';

export { MEDIA_KINDS, type MediaKind } from './kinds';

const KB = 1024;
const MB = 1024 * 1024;

/** One kind's rule: the MIME types it takes (sniffed from the bytes) and its size limit. */
export interface MediaKindLimit {
  readonly mimeTypes: readonly string[];
  readonly maxBytes: number;
  /** The message shown for a file over `maxBytes`. */
  readonly tooLarge: string;
}

/** Meta's table: image JPEG/PNG 5 MB; video MP4/3GPP 16 MB; audio AAC/AMR/MP3/M4A/OGG-Opus 16 MB; documents 100 MB. */
export const MEDIA_LIMITS: Readonly<Record<MediaKind, MediaKindLimit>> = {
  image: { mimeTypes: ['image/jpeg', 'image/png'], maxBytes: 5 * MB, tooLarge: M.mediaImageMax },
  video: { mimeTypes: ['video/mp4', 'video/3gpp'], maxBytes: 16 * MB, tooLarge: M.mediaVideoMax },
  audio: {
    mimeTypes: ['audio/aac', 'audio/amr', 'audio/mpeg', 'audio/mp4', 'audio/ogg'],
    maxBytes: 16 * MB,
    tooLarge: M.mediaAudioMax,
  },
  document: {
    mimeTypes: [
      'text/plain',
      'application/pdf',
      'application/msword',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'application/vnd.ms-excel',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'application/vnd.ms-powerpoint',
      'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    ],
    maxBytes: 100 * MB,
    tooLarge: M.mediaDocumentMax,
  },
  // 100 KB static; an animated sticker may have 500 KB (see mediaMaxBytes).
  sticker: { mimeTypes: ['image/webp'], maxBytes: 500 * KB, tooLarge: M.mediaStickerMax },
};

/** A static sticker's limit (an animated one has `MEDIA_LIMITS.sticker.maxBytes`). */
export const STATIC_STICKER_MAX_BYTES = 100 * KB;

/** The largest file any kind takes (a document's 100 MB): what an API may refuse a body over before reading it. */
export const MEDIA_MAX_BYTES = 100 * MB;

export { MEDIA_CAPTION_MAX, mediaTakesCaption } from './caption';

/** The size limit of a file of this kind (`animated`: an animated sticker). */
export function mediaMaxBytes(kind: MediaKind, animated = false): number {
  return kind === 'sticker' && !animated ? STATIC_STICKER_MAX_BYTES : MEDIA_LIMITS[kind].maxBytes;
}

/** The kind a sniffed MIME type belongs to (JPEG and PNG are images, WebP a sticker, ...), or null. */
export function mediaKindOf(mimeType: string): MediaKind | null {
  for (const kind of MEDIA_KINDS) if (MEDIA_LIMITS[kind].mimeTypes.includes(mimeType)) return kind;
  return null;
}

export function isMediaKind(value: unknown): value is MediaKind {
  return typeof value === 'string' && (MEDIA_KINDS as readonly string[]).includes(value);
}
