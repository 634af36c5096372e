import { useCallback, useRef, useState, type RefObject } from 'react';
import type { VirtualItem, Virtualizer } from '@tanstack/react-virtual';
import { createRowEstimator, estimateRowHeight } from '../internal/rowEstimate';
import type { ThreadRow } from '../internal/threadRows';
import { measureWithFallback } from '../internal/virtual';
import { mediaClass } from '../MessageMedia/MessageMedia.styles';

export type ThreadVirtualizer = Virtualizer<HTMLDivElement, HTMLDivElement>;

/** Estimated height of all rows (before any is measured). */
export function estimatedHeight(rows: readonly ThreadRow[]): number {
  let total = 0;
  for (const row of rows) total += estimateRowHeight(row);
  return total;
}

/**
 * The thread's row estimates for its virtualiser. A photo's row is estimated with its box (sized from the media's
 * width and height), not as a line of text, and rows of each kind at the size the first of them measured
 * (rowEstimate.ts): a row entering the view then measures what it was estimated at, and the virtualiser neither
 * moves the view for it (a scrollTo, which lays the page out there and then) nor renders the thread again.
 * `calibration` counts what the estimator learnt: the virtualiser's getItemKey changes with it, so the rows not
 * measured yet are placed again; `keepAnchor`, called in a layout effect on it, puts the row that was at the top of
 * the view back there (unless the view follows the newest message, which keeps it at the bottom).
 */
export function useRowEstimates(rowsRef: RefObject<readonly ThreadRow[]>) {
  const [estimator] = useState(createRowEstimator);
  const estimate = useCallback((index: number) => estimator.estimate(rowsRef.current[index]), [estimator, rowsRef]);
  const [calibration, setCalibration] = useState(0);
  const anchorRef = useRef<{ key: VirtualItem['key']; offset: number } | null>(null);
  // Made in the callback, not during render: it closes over the rows' ref.
  const measure = useCallback(
    (element: HTMLDivElement, entry: ResizeObserverEntry | undefined, instance: ThreadVirtualizer) => {
      const size = measureWithFallback(estimate)(element, entry, instance);
      // Learnt from the ResizeObserver's reports only (each row has one when it mounts): they come after layout, so
      // reading the media box's size forces none.
      const height = entry?.borderBoxSize?.[0]?.blockSize;
      const row = rowsRef.current[instance.indexFromElement(element)];
      if (!height || !row) return size;
      const box = element.querySelector(`.${mediaClass.frame}`)?.getBoundingClientRect().height ?? 0;
      if (estimator.learn(row, height, box)) {
        const offset = instance.scrollOffset ?? 0;
        const top = instance.getVirtualItemForOffset(offset);
        anchorRef.current = top ? { key: top.key, offset: offset - top.start } : null;
        setCalibration((n) => n + 1);
      }
      return size;
    },
    [estimate, estimator, rowsRef],
  );
  const keepAnchor = useCallback(
    (virtualizer: ThreadVirtualizer, el: HTMLElement | null, pinned: boolean) => {
      const anchor = anchorRef.current;
      anchorRef.current = null;
      if (!anchor || !el || pinned) return;
      const index = rowsRef.current.findIndex((row) => row.key === anchor.key);
      const item = index >= 0 ? virtualizer.measurementsCache[index] : undefined;
      if (item && Math.abs(el.scrollTop - (item.start + anchor.offset)) >= 1) el.scrollTop = item.start + anchor.offset;
    },
    [rowsRef],
  );
  return { estimate, measure, calibration, keepAnchor };
}
