// The height a thread row is estimated at before it is measured. A photo, video or sticker row is as tall as its
// box (sized from the media's width and height, as MessageMedia draws it) plus the bubble around it: estimated at a
// text row's 64 px, a thread of photos was re-measured and re-positioned row after row while it scrolled (long
// tasks of 270-400 ms in bench/media-thread.bench.ts).
import type { InboxMessage } from '@wacrm/whatsapp-sdk';
import type { ThreadRow } from './threadRows';

export const DAY_ESTIMATE = 40;
export const MESSAGE_ESTIMATE = 64;
/** MessageMedia's widest image or video box, and sticker box (px). */
const IMAGE_MAX = 280;
const STICKER_MAX = 160;

/** The media box's height of a message with a photo, video or sticker (or a template's media header), else 0. */
function mediaBoxHeight(message: InboxMessage): number {
  const media = message.type === 'template' ? message.templateHeaderMedia : message.media;
  const kind = message.type === 'template' ? media?.mimeType.split('/')[0] : message.type;
  if (!media || (kind !== 'image' && kind !== 'video' && kind !== 'sticker')) return 0;
  const max = kind === 'sticker' ? STICKER_MAX : IMAGE_MAX;
  const { width, height } = media;
  if (!width || !height) return kind === 'sticker' ? max : Math.round((max * 3) / 4);
  return Math.round((Math.min(max, width) * height) / width);
}

/** The estimated height of a row: a day separator, a text message, or a message with its media box. */
export function estimateRowHeight(row: ThreadRow | undefined): number {
  if (!row) return MESSAGE_ESTIMATE;
  if (row.kind === 'day') return DAY_ESTIMATE;
  return MESSAGE_ESTIMATE + mediaBoxHeight(row.message);
}
