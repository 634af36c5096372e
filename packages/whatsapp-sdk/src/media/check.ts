// The checks a file passes before any byte of it is uploaded (the API runs the same ones on what it receives).
import { stripBidiControls } from '../rules/bidi';
import { MEDIA_VALIDATION_MESSAGES as M } from '../rules/mediaMessages';
import { MEDIA_CAPTION_MAX, MEDIA_LIMITS, mediaMaxBytes, mediaTakesCaption, type MediaKind } from './limits';
import { SNIFF_BYTES, sniffMediaType } from './sniff';

/** Why a file cannot be sent. */
export type MediaCheckCode =
  'EMPTY' | 'UNSUPPORTED_TYPE' | 'TYPE_MISMATCH' | 'TOO_LARGE' | 'CAPTION_TOO_LONG' | 'CAPTION_NOT_ALLOWED';

/** A file that can be sent: its kind and type as sniffed, its size and its cleaned name. */
export interface MediaFileInfo {
  kind: MediaKind;
  mimeType: string;
  size: number;
  fileName: string;
  /** An animated sticker. */
  animated?: boolean;
}

export type MediaCheck =
  ({ ok: true } & MediaFileInfo) | { ok: false; code: MediaCheckCode; message: string; field: 'file' | 'caption' };

export interface MediaCheckOptions {
  /** The kind the user chose (the attach menu's Photo, Document...): the bytes must be of that kind. */
  kind?: MediaKind;
  caption?: string;
}

const fail = (code: MediaCheckCode, message: string, field: 'file' | 'caption' = 'file'): MediaCheck => ({
  ok: false,
  code,
  message,
  field,
});

/**
 * A file name safe to show and to store: the last path segment only (no `../`, no folders), without control or
 * bidirectional characters, at most 255 characters; 'file' when nothing is left.
 */
export function cleanMediaFileName(name: unknown): string {
  const raw = typeof name === 'string' ? name : '';
  const last = raw.split(/[/\\]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- control characters are what this removes
  const cleaned = stripBidiControls(last.replace(/[\u0000-\u001f\u007f]/g, '')).trim();
  const safe = cleaned === '.' || cleaned === '..' ? '' : cleaned;
  return safe.slice(0, 255) || 'file';
}

/**
 * Checks a file from its first bytes (`head`) and its size: the type by content (not the name), the kind chosen,
 * the size limit of that kind, the caption's length. The same rules in the browser (before uploading) and in an API.
 */
export function checkMediaHead(
  head: Uint8Array,
  size: number,
  fileName: string,
  options: MediaCheckOptions = {},
): MediaCheck {
  if (size <= 0) return fail('EMPTY', M.mediaFileEmpty);
  const sniffed = sniffMediaType(head, fileName);
  if (!sniffed) return fail('UNSUPPORTED_TYPE', M.mediaTypeUnsupported);
  // A chosen image may be a sticker's WebP only when stickers were chosen, and so on: the bytes decide.
  if (options.kind && options.kind !== sniffed.kind) return fail('TYPE_MISMATCH', M.mediaTypeMismatch);
  if (size > mediaMaxBytes(sniffed.kind, sniffed.animated)) {
    return fail('TOO_LARGE', MEDIA_LIMITS[sniffed.kind].tooLarge);
  }
  const caption = options.caption ?? '';
  if (caption.trim() !== '' && !mediaTakesCaption(sniffed.kind)) {
    return fail('CAPTION_NOT_ALLOWED', M.mediaCaptionNotAllowed, 'caption');
  }
  if (caption.length > MEDIA_CAPTION_MAX) return fail('CAPTION_TOO_LONG', M.mediaCaptionMax, 'caption');
  const info: MediaCheck = {
    ok: true,
    kind: sniffed.kind,
    mimeType: sniffed.mimeType,
    size,
    fileName: cleanMediaFileName(fileName),
  };
  if (sniffed.animated) info.animated = true;
  return info;
}

/** What `checkMediaFile` reads: a `File` or a `Blob` (with a name, or given one). */
export interface MediaFileLike {
  readonly size: number;
  readonly name?: string;
  slice(start?: number, end?: number): { arrayBuffer(): Promise<ArrayBuffer> };
}

/** `checkMediaHead` on a File or Blob: reads its first bytes only, whatever its size. */
export async function checkMediaFile(
  file: MediaFileLike,
  options: MediaCheckOptions & { fileName?: string } = {},
): Promise<MediaCheck> {
  const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
  return checkMediaHead(head, file.size, options.fileName ?? file.name ?? '', options);
}
