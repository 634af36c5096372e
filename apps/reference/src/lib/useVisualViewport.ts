import { useLayoutEffect, type RefObject } from 'react';

/** The custom properties `useVisualViewport` sets: the visible viewport's top and height, in CSS pixels. */
export const VISUAL_VIEWPORT_TOP = '--visual-viewport-top';
export const VISUAL_VIEWPORT_HEIGHT = '--visual-viewport-height';

/**
 * While `enabled`, keeps the visible part of the page (`window.visualViewport`: what the on-screen keyboard and
 * pinch zoom leave of the layout viewport) as two custom properties on the element, so a box fixed to the screen
 * can sit exactly in it, its bottom (a composer) just above the keyboard. Without `visualViewport` nothing is set and
 * the box's CSS fallbacks apply (e.g. `100dvh`). Removed when disabled.
 */
export function useVisualViewport(ref: RefObject<HTMLElement | null>, enabled: boolean): void {
  useLayoutEffect(() => {
    const element = ref.current;
    const viewport = typeof window === 'undefined' ? undefined : window.visualViewport;
    if (!enabled || !element || !viewport) return;
    const update = () => {
      element.style.setProperty(VISUAL_VIEWPORT_TOP, `${viewport.offsetTop}px`);
      element.style.setProperty(VISUAL_VIEWPORT_HEIGHT, `${viewport.height}px`);
    };
    update();
    viewport.addEventListener('resize', update);
    viewport.addEventListener('scroll', update);
    return () => {
      viewport.removeEventListener('resize', update);
      viewport.removeEventListener('scroll', update);
      element.style.removeProperty(VISUAL_VIEWPORT_TOP);
      element.style.removeProperty(VISUAL_VIEWPORT_HEIGHT);
    };
  }, [ref, enabled]);
}
