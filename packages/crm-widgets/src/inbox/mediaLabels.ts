import { useMemo } from 'react';
import { useLocaleDefaults } from '../i18n/WacrmLocaleProvider';
import type { LabelsOf } from '../i18n/plural';
import { useHostLabels } from '../provider/WacrmProvider';

/**
 * The inbox's labels of media in the open conversation (bubbles, viewer, attachments): a module of their own, so the
 * inbox's first screen (the list) does not carry their English texts. Hosts override them as any other label; the
 * list's own media words ('Photo', 'Voice message {duration}') are in `inboxLabels`.
 */
export const inboxMediaLabels = {
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
} as const;

export type InboxMediaLabels = LabelsOf<typeof inboxMediaLabels>;

/** The media labels in the active language, with the host's overrides (outside a provider: the language's). */
export function useInboxMediaLabels(): InboxMediaLabels {
  const translated = useLocaleDefaults<InboxMediaLabels>(inboxMediaLabels);
  const host = useHostLabels();
  return useMemo(() => {
    let merged: Record<string, unknown> | null = null;
    for (const key of Object.keys(inboxMediaLabels)) {
      const value = host[key];
      if (
        typeof value === 'string' ||
        (typeof value === 'object' && value !== null && typeof value.other === 'string')
      ) {
        merged ??= { ...translated };
        merged[key] = value;
      }
    }
    return (merged ?? translated) as InboxMediaLabels;
  }, [translated, host]);
}
