// What a conversation list says of a last message that is media (the optional media part of the contract).
import { isRecord, lower, own, rec, type Rec } from './internal/read';
import { mediaSummaryOf, type MessageMedia } from './media';
import { MEDIA_MESSAGE_TEXT } from './message';

/** The media message types (the optional media part of the contract). */
const MEDIA_MESSAGE_TYPES: readonly string[] = ['image', 'video', 'audio', 'document', 'sticker'];

/**
 * What a conversation list says of a last message that is media ('Photo', 'Voice message 0:12', 'invoice.pdf'): its
 * type, a document's file name, a caption, a voice note's length.
 */
export interface LastMessageMedia {
  type: 'image' | 'video' | 'audio' | 'document' | 'sticker';
  fileName?: string;
  caption?: string;
  durationSeconds?: number;
}

/** The list's description of a media message (undefined for text, templates and old backends' type 'media'). */
export function lastMessageMediaOf(m: {
  type: string;
  text: string;
  media?: MessageMedia;
  mediaFileName?: string;
}): LastMessageMedia | undefined {
  if (!MEDIA_MESSAGE_TYPES.includes(m.type)) return undefined;
  const out: LastMessageMedia = { type: m.type as LastMessageMedia['type'] };
  const fileName = m.media?.fileName || m.mediaFileName;
  if (fileName) out.fileName = fileName;
  // A media message's text is its caption, else its file name or 'Media message' (normalizeMessage, the outbox).
  const caption = m.media?.caption ?? (m.text !== fileName && m.text !== MEDIA_MESSAGE_TEXT ? m.text.trim() : '');
  if (caption) out.caption = caption;
  if (m.media?.durationSeconds) out.durationSeconds = m.media.durationSeconds;
  return out;
}

/**
 * A conversation record's last message media: `last_message` as a message object, or `last_message_type` with
 * `last_message_media` (`{ fileName, caption, durationSeconds }`, camelCase or snake_case).
 */
export function normalizeLastMessageMedia(r: Rec, last: unknown): LastMessageMedia | undefined {
  const message = isRecord(last) ? last : undefined;
  const type = lower(r, ['last_message_type', 'lastMessageType']) || (message ? lower(message, ['type']) : '');
  if (!MEDIA_MESSAGE_TYPES.includes(type)) return undefined;
  const m = rec(
    message
      ? (own(message, 'media_data') ?? own(message, 'mediaData') ?? own(message, 'media'))
      : (own(r, 'last_message_media') ?? own(r, 'lastMessageMedia')),
  );
  return { type: type as LastMessageMedia['type'], ...mediaSummaryOf(m) };
}
