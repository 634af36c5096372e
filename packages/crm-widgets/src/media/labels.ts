import { MEDIA_VALIDATION_MESSAGES } from '@wacrm/whatsapp-sdk/media';
import type { LabelsOf } from '../i18n/plural';

/**
 * The labels of media files (the inbox's bubbles, viewer and attachments; the broadcast's attachment; a template's
 * header file in the template editor and Quick Message) and the SDK's media validation messages: a module of their
 * own, shared by those widgets, so the inbox's first screen (the list) does not carry their English texts, and in each
 * shipped language a part of its own downloaded with the open conversation (`loadMediaLabels`). Hosts override them
 * as any other label; the list's own media words ('Photo', 'Voice message {duration}') are in `inboxLabels`.
 */
export const mediaLabels = {
  // Media in the thread
  /** The buttons on a photo and on a sticker that open it full screen. */
  viewPhoto: 'View photo',
  viewSticker: 'View sticker',
  playVideo: 'Play video',
  playVoice: 'Play voice message',
  mediaLoading: 'Loading media',
  mediaLoadFailed: 'The file could not be loaded',
  /** A document's download button ('{name}' its file name). */
  downloadFile: 'Download {name}',
  download: 'Download',
  /** The progress bar of a file being uploaded. */
  uploadingFile: 'Uploading {name}',
  cancelUpload: 'Cancel upload',
  /** A file whose upload failed, sent again without choosing it again. */
  retryUpload: 'Retry upload',
  /** An upload that failed (the form keeps the file: Retry upload). */
  uploadFailed: 'The file could not be uploaded. Please try again.',
  /** Quick Message's file for a template's media header (by default the template's example is sent). */
  headerImage: 'Header image',
  headerVideo: 'Header video',
  headerDocument: 'Header document',
  headerMediaSendHint: 'Optional. The example file of the template is sent unless you choose another.',
  /** The template editor's example file of a media header: why it is asked for, and a stored one (name unknown). */
  headerExampleHint: 'WhatsApp reviews the template with an example of the header image, video or document.',
  headerExampleUploaded: 'Example file uploaded',
  // Full-screen viewer
  /** The viewer's position in the conversation's photos: '{index}' of '{total}'. */
  imagePosition: '{index} of {total}',
  previousImage: 'Previous image',
  nextImage: 'Next image',
  // Attachments
  attachFiles: 'Attach files',
  attachments: 'Attachments',
  /** The remove button of an attachment before sending. */
  removeAttachment: 'Remove {name}',
  captionFor: 'Caption for {name}',
  captionPlaceholder: 'Add a caption',
  checkingFile: 'Checking {name}',
  /** Shown over the thread while files are dragged onto it. */
  dropToAttach: 'Drop files to attach',
  /** More files were chosen than can wait to be sent ('{max}' is 10). */
  attachmentsMax: 'At most {max} files can be sent at once',
  // The SDK's messages for a file that cannot be sent (checked before any byte is uploaded).
  ...MEDIA_VALIDATION_MESSAGES,
} as const;

export type MediaLabels = LabelsOf<typeof mediaLabels>;
