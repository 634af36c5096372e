import { useCallback, useEffect, useState, type RefObject } from 'react';
import { useInboxMedia } from './mediaContext';

/** How far outside the view an image starts loading (a row about to scroll in). */
const LOAD_MARGIN = '200px';

/**
 * Whether an element is on screen (or within LOAD_MARGIN of it). Observed within the thread's scroller (the nearest
 * `[data-wacrm-scroll-root]`): against the page's viewport, the margin did not reach rows about to scroll into the
 * thread, and images started loading only once visible. Where there is no IntersectionObserver (a test runner, an
 * old browser) it counts as on screen: the media loads at once.
 */
export function useOnScreen(ref: RefObject<Element | null>, enabled = true): boolean {
  const [onScreen, setOnScreen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const el = ref.current;
    if (!enabled || !el || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1];
        if (entry) setOnScreen(entry.isIntersecting);
      },
      { root: el.closest('[data-wacrm-scroll-root]'), rootMargin: LOAD_MARGIN },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, enabled]);
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
