import { measureElement, observeElementRect, type Rect, type Virtualizer } from '@tanstack/react-virtual';

/**
 * Where layout gives no size (jsdom, a container not laid out yet), virtual lists fall back to this rect and to
 * their estimated row sizes, so a first window of rows still renders (and never every row at once).
 */
export const FALLBACK_RECT: Rect = { width: 480, height: 640 };

type DivVirtualizer = Virtualizer<HTMLDivElement, HTMLDivElement>;

export function observeRectWithFallback(instance: DivVirtualizer, cb: (rect: Rect) => void): (() => void) | undefined {
  return observeElementRect(instance, (rect) => cb(rect.width === 0 && rect.height === 0 ? FALLBACK_RECT : rect));
}

/** `measureElement` that keeps the estimate when the element measures 0 (no layout). */
export function measureWithFallback(estimate: (index: number) => number) {
  return (element: HTMLDivElement, entry: ResizeObserverEntry | undefined, instance: DivVirtualizer): number => {
    const size = measureElement(element, entry, instance);
    if (size > 0) return size;
    const index = Number(element.getAttribute('data-index'));
    return estimate(Number.isFinite(index) ? index : 0);
  };
}
