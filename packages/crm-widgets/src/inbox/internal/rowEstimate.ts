// The height a thread row is estimated at before it is measured. A photo, video or sticker row is as tall as its
// box (sized from the media's width and height, as MessageMedia draws it) plus the bubble around it: estimated at a
// text row's 64 px, a thread of photos was re-measured and re-positioned row after row while it scrolled (long
// tasks of 270-400 ms in bench/media-thread.bench.ts).
// The fixed 64 px a row adds to its box is the theme's guess, not its size (a photo row with a one-line caption is
// box + 53.7 px with the default theme): every row entering the view was still re-measured 10 px shorter, and the
// virtualiser moved the scroll position for it (a forced layout) and rendered the thread again, row after row. A
// thread's estimator (createRowEstimator) learns what a row adds to its box from the rows measured, per kind of
// row, so the rows after them are estimated at the size they will measure.
import type { InboxMessage } from '@wacrm/whatsapp-sdk';
import type { ThreadRow } from './threadRows';

export const DAY_ESTIMATE = 40;
export const MESSAGE_ESTIMATE = 64;
/** MessageMedia's widest image or video box, and sticker box (px). */
const IMAGE_MAX = 280;
const STICKER_MAX = 160;

/** The media box's height of a message with a photo, video or sticker (or a template's media header), else 0. */
function mediaBoxHeight(message: InboxMessage): number {
  return Math.round(exactBoxHeight(message));
}

/** The media box's height as layout computes it (a fraction of a pixel for most sizes). */
function exactBoxHeight(message: InboxMessage): number {
  const media = message.type === 'template' ? message.templateHeaderMedia : message.media;
  const kind = message.type === 'template' ? media?.mimeType.split('/')[0] : message.type;
  if (!media || (kind !== 'image' && kind !== 'video' && kind !== 'sticker')) return 0;
  const max = kind === 'sticker' ? STICKER_MAX : IMAGE_MAX;
  const { width, height } = media;
  if (!width || !height) return kind === 'sticker' ? max : Math.round((max * 3) / 4);
  return (Math.min(max, width) * height) / width;
}

/** The estimated height of a row: a day separator, a text message, or a message with its media box. */
export function estimateRowHeight(row: ThreadRow | undefined): number {
  if (!row) return MESSAGE_ESTIMATE;
  if (row.kind === 'day') return DAY_ESTIMATE;
  return MESSAGE_ESTIMATE + mediaBoxHeight(row.message);
}

/**
 * The kind of a row, for what it adds to its media box (padding, caption, time): rows of one kind with a one-line
 * text or caption are all the same height less their box. Null for rows whose height is too varied to learn from:
 * templates (header, footer, buttons), failed messages (their reason and Retry), files being uploaded.
 */
export function rowKind(row: ThreadRow): string | null {
  if (row.kind === 'day') return 'day';
  const m = row.message;
  if (m.type === 'template' || m.status === 'failed' || m.upload !== undefined) return null;
  const boxed = exactBoxHeight(m) > 0;
  const caption = boxed ? Boolean(m.media?.caption) : true;
  return `${m.direction}|${m.media ? m.type : 'text'}|${caption ? 'caption' : 'none'}`;
}

/** A thread's row estimates, learnt from the rows measured (one estimator per thread view). */
export interface RowEstimator {
  /** The height a row is estimated at: its box plus what rows of its kind add to it, once one was measured. */
  estimate(row: ThreadRow | undefined): number;
  /**
   * Learns from a row measured `height` px tall whose media box measured `box` px (0 without one). True when the
   * estimates of its kind changed (smaller than before: the shortest row of a kind is the one with one line of
   * text; taller ones wrap).
   */
  learn(row: ThreadRow, height: number, box: number): boolean;
}

export function createRowEstimator(): RowEstimator {
  /** What a row of each kind adds to its media box (px, fractional). */
  const added = new Map<string, number>();
  return {
    estimate(row) {
      if (!row) return MESSAGE_ESTIMATE;
      const kind = rowKind(row);
      const known = kind === null ? undefined : added.get(kind);
      if (known === undefined) return estimateRowHeight(row);
      return Math.round(known + (row.kind === 'day' ? 0 : exactBoxHeight(row.message)));
    },
    learn(row, height, box) {
      const kind = rowKind(row);
      if (kind === null || !(height > 0)) return false;
      // A row drawn by a replaced bubble without the media box is not what the estimate adds the box to.
      if (row.kind === 'message' && box > 0 !== exactBoxHeight(row.message) > 0) return false;
      const value = height - box;
      const known = added.get(kind);
      if (known !== undefined && value >= known - 0.01) return false;
      added.set(kind, value);
      return true;
    },
  };
}
