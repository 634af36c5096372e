// A module of its own: a bundler puts it only where media code is (the media client, loaded by import()), not in the
// chunk of messages every client loads first with messageGroups.ts (about 0.2 KB gz of the client's first load).
import { MEDIA_CAPTION_MAX_MESSAGE } from '../media/caption';

/**
 * The validation messages of a media attachment (Meta's Cloud API media table, shared/design/media.md): checked by the
 * SDK before any byte is uploaded and by the API again. Not in `VALIDATION_MESSAGES`: the widgets' dictionaries (each
 * language within its 12 KB) take them when the attachment UI that shows them does.
 */
export const MEDIA_VALIDATION_MESSAGES = {
  mediaFileEmpty: 'The file is empty',
  mediaTypeUnsupported: 'This type of file cannot be sent on WhatsApp',
  mediaTypeMismatch: 'The file does not match the chosen type of attachment',
  mediaImageMax: 'Images must be 5 MB or smaller',
  mediaVideoMax: 'Videos must be 16 MB or smaller',
  mediaAudioMax: 'Audio files must be 16 MB or smaller',
  mediaDocumentMax: 'Documents must be 100 MB or smaller',
  mediaStickerMax: 'Stickers must be 100 KB or smaller (500 KB if animated)',
  mediaCaptionMax: MEDIA_CAPTION_MAX_MESSAGE,
  mediaCaptionNotAllowed: 'Voice messages, audio and stickers cannot have a caption',
} as const;
