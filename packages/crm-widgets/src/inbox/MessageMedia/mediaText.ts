import type { LastMessageMedia } from '@wacrm/whatsapp-sdk';
import type { LocaleFormats } from '../../i18n/formats';
import type { InboxLabels } from '../labels';

/** A length in minutes and seconds, '0:12' or '12:05', in the locale's digits. */
export function clockDuration(seconds: number, formats: LocaleFormats): string {
  const whole = Math.max(0, Math.round(seconds));
  const minutes = Math.floor(whole / 60);
  return `${formats.number(minutes)}:${formats.number(whole % 60, { minimumIntegerDigits: 2 })}`;
}

/** What a media message is called: 'Photo', 'Voice message 0:12', a document's file name. */
export function mediaKindText(media: LastMessageMedia, labels: InboxLabels, formats: LocaleFormats): string {
  switch (media.type) {
    case 'image':
      return labels.kindPhoto;
    case 'video':
      return labels.kindVideo;
    case 'sticker':
      return labels.kindSticker;
    case 'audio':
      return media.durationSeconds
        ? formats.text(labels.kindVoiceDuration, { duration: clockDuration(media.durationSeconds, formats) })
        : labels.kindVoice;
    default:
      return media.fileName || labels.kindDocument;
  }
}

/** The list's preview of a media message: its kind, with its caption when it has one ('Photo: The receipt'). */
export function mediaPreviewText(media: LastMessageMedia, labels: InboxLabels, formats: LocaleFormats): string {
  const kind = mediaKindText(media, labels, formats);
  return media.caption ? formats.text(labels.kindWithCaption, { kind, caption: media.caption }) : kind;
}
