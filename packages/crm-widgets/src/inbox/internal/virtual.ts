import {
  elementScroll,
  measureElement,
  observeElementRect,
  type Rect,
  type Virtualizer,
} from '@tanstack/react-virtual';

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

/**
 * Like `observeRectWithFallback`, without reading the element's size as the list mounts: TanStack's
 * `observeElementRect` reads it in the commit (a layout effect), which makes the browser compute the style and layout
 * of the whole new widget there, and the list then renders again with that size before the first paint. Here the
 * first render uses the virtualizer's `initialRect` and the size comes from the ResizeObserver's first report, made
 * after the frame's own layout; the list renders again with it in a later task if it differs (the first window of
 * rows, with its overscan, covers a list up to `initialRect`'s height plus the overscan's). Without ResizeObserver
 * (old browsers, jsdom) the size is read at once, as TanStack does.
 */
export function observeRectAfterLayout(instance: DivVirtualizer, cb: (rect: Rect) => void): (() => void) | undefined {
  const element = instance.scrollElement;
  const targetWindow = instance.targetWindow;
  if (!element || !targetWindow) return undefined;
  if (!targetWindow.ResizeObserver) return observeRectWithFallback(instance, cb);
  const observer = new targetWindow.ResizeObserver(() => {
    // After layout: reading the size forces nothing.
    const rect = { width: element.clientWidth, height: element.clientHeight };
    cb(rect.width === 0 && rect.height === 0 ? FALLBACK_RECT : rect);
  });
  observer.observe(element, { box: 'content-box' });
  return () => observer.disconnect();
}

/**
 * TanStack's `elementScroll` for one list, without the write it makes as the list mounts: attaching to its scroll
 * element, the virtualizer scrolls it to the offset it believes it is at (0 for a new list), and `scrollTo` makes the
 * browser compute the style and layout of the whole new widget there, in the commit (53-127 ms of a cold first render
 * in the bench's profile). The list's scroll element is made with it, so it is at 0: that first write, to 0, is
 * skipped (not checked by reading `scrollTop`, which would force the same layout); every later write goes through,
 * a new element's too. Made once per list (`useState(skipFirstScrollToStart)`).
 */
export function skipFirstScrollToStart(): typeof elementScroll<HTMLDivElement> {
  let wrote = false;
  return (offset, options, instance) => {
    if (wrote || ((wrote = true), offset + (options.adjustments ?? 0))) elementScroll(offset, options, instance);
  };
}
