import { useCallback, useEffect, useState, type RefObject } from 'react';
import { useInboxMedia } from './mediaContext';

/** How far outside the view an image starts loading (a row about to scroll in). */
const LOAD_MARGIN = '200px';

/**
 * How long an image that scrolls into view waits before it loads: a fling passes each row in less (at 20,000 px/s a
 * photo is within the load margin for about 60 ms), so it does not ask for every photo it passes (bench/media-thread).
 */
export const SCROLL_IN_DELAY_MS = 100;

/**
 * Whether an element is on screen (or within LOAD_MARGIN of it). On screen from the observer's first report (the
 * view was at rest when the element came) it counts at once; scrolled into view later, once it has stayed there
 * `scrollInDelayMs`; it counts off screen as soon as it leaves. Where there is no IntersectionObserver (a test runner,
 * an old browser) it counts as on screen: the media loads at once.
 */
export function useOnScreen(ref: RefObject<Element | null>, enabled = true, scrollInDelayMs = 0): boolean {
  const [onScreen, setOnScreen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const el = ref.current;
    if (!enabled || !el || typeof IntersectionObserver === 'undefined') return undefined;
    let first = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1];
        if (!entry) return;
        clearTimeout(timer);
        if (entry.isIntersecting && !first && scrollInDelayMs > 0) {
          timer = setTimeout(() => setOnScreen(true), scrollInDelayMs);
        } else {
          setOnScreen(entry.isIntersecting);
        }
        first = false;
      },
      { rootMargin: LOAD_MARGIN },
    );
    observer.observe(el);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
    };
  }, [ref, enabled, scrollInDelayMs]);
  return onScreen;
}

export interface MediaUrlState {
  /** The object URL while it is held; undefined before it loads and after it is released. */
  url: string | undefined;
  failed: boolean;
  /** Loads it again after a failure. */
  retry: () => void;
}

/**
 * The object URL of a media id while `wanted` (on screen, playing, in the viewer): acquired from the thread's
 * reference-counted cache, released when no longer wanted or unmounted (a fetch under way is then cancelled, a
 * loaded URL revoked once nobody else shows it).
 */
export function useMediaUrl(id: string | undefined, wanted: boolean): MediaUrlState {
  const { cache } = useInboxMedia();
  const [loaded, setLoaded] = useState<{ id: string; url: string } | null>(null);
  const [failedId, setFailedId] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!cache || !id || !wanted) return undefined;
    let live = true;
    cache.acquire(id).then(
      (url) => {
        if (!live) return;
        setFailedId(null);
        setLoaded({ id, url });
      },
      () => {
        if (live) setFailedId(id);
      },
    );
    return () => {
      live = false;
      cache.release(id);
      setLoaded(null);
    };
  }, [cache, id, wanted, attempt]);
  const retry = useCallback(() => {
    setFailedId(null);
    setAttempt((n) => n + 1);
  }, []);
  const held = loaded && loaded.id === id ? loaded.url : undefined;
  // Already loaded for another bubble with the same media: shown from the first render.
  const url = held ?? (wanted && id && cache ? cache.peek(id) : undefined);
  return { url, failed: failedId !== null && failedId === id, retry };
}
