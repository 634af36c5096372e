import { useEffect } from 'react';

let locks = 0;
let previousOverflow = '';
let previousPaddingEnd = '';

/** Locks page scrolling while `active` (nested locks are counted; the last one to go restores the page). */
export function useScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active || typeof document === 'undefined') return undefined;
    const body = document.body;
    if (locks === 0) {
      previousOverflow = body.style.overflow;
      previousPaddingEnd = body.style.paddingInlineEnd;
      // The page's scrollbar, gone while locked, is on the end side (the left one in a right-to-left page).
      const scrollbar = window.innerWidth - document.documentElement.clientWidth;
      if (scrollbar > 0) body.style.paddingInlineEnd = `${scrollbar}px`;
      body.style.overflow = 'hidden';
    }
    locks += 1;
    body.setAttribute('data-wacrm-scroll-locked', '');
    return () => {
      locks -= 1;
      if (locks === 0) {
        body.style.overflow = previousOverflow;
        body.style.paddingInlineEnd = previousPaddingEnd;
        body.removeAttribute('data-wacrm-scroll-locked');
      }
    };
  }, [active]);
}
