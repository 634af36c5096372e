// Media of a message (docs/api-contract.md, the optional media part): what the API stored and how to fetch it.
import { count, optStr, own, rec, type Rec } from './internal/read';

/** The media of a message, as `media_data` carries it on the wire (shaped after WhatsApp's Cloud API). */
export interface MessageMedia {
  /** The media id: `WhatsAppApi.fetchMedia(id)` downloads it (its owner only). */
  id: string;
  mimeType: string;
  /** Bytes (0 when the API does not say). */
  size: number;
  fileName: string;
  caption?: string;
  /** Pixels of an image, a sticker or a video: the box a bubble reserves before the file loads. */
  width?: number;
  height?: number;
  /** Length of a video or an audio file (a voice note). */
  durationSeconds?: number;
}

/** `media_data` as sent with a media message (POST .../messages): the id of an upload, and what to show with it. */
export interface MediaMessageData {
  id: string;
  mimeType?: string;
  size?: number;
  fileName?: string;
  /** Images, videos and documents; at most 1,024 characters. */
  caption?: string;
  width?: number;
  height?: number;
  durationSeconds?: number;
}

function positive(r: Rec, keys: readonly string[]): number | undefined {
  const n = count(r, keys, 0);
  return n > 0 ? n : undefined;
}

/** What a list says of a media record: its file name, caption and length (each when given). */
export interface MediaSummary {
  fileName?: string;
  caption?: string;
  durationSeconds?: number;
}

/** The file name, caption and length of a media record (camelCase or snake_case), each only when given. */
export function mediaSummaryOf(m: Rec): MediaSummary {
  const out: MediaSummary = {};
  const fileName = optStr(m, ['fileName', 'file_name', 'filename']);
  const caption = optStr(m, ['caption']);
  const duration = positive(m, ['durationSeconds', 'duration_seconds', 'duration']);
  if (fileName) out.fileName = fileName;
  if (caption) out.caption = caption;
  if (duration) out.durationSeconds = duration;
  return out;
}

/**
 * The media of a raw message's `media_data` (also `mediaData`, `media`), camelCase or snake_case; undefined
 * without an id (a backend that gives a file name only: the message then shows that name or 'Media message').
 */
export function normalizeMessageMedia(raw: Rec): MessageMedia | undefined {
  const m = rec(own(raw, 'media_data') ?? own(raw, 'mediaData') ?? own(raw, 'media'));
  const id = optStr(m, ['id', 'media_id', 'mediaId']);
  if (!id) return undefined;
  const { fileName = '', ...rest } = mediaSummaryOf(m);
  const media: MessageMedia = {
    id,
    mimeType: optStr(m, ['mimeType', 'mime_type']) ?? '',
    size: count(m, ['size', 'file_size', 'fileSize']),
    fileName,
    ...rest,
  };
  const width = positive(m, ['width']);
  const height = positive(m, ['height']);
  if (width && height) {
    media.width = width;
    media.height = height;
  }
  return media;
}
