import { useEffect } from 'react';

let locks = 0;
let previousOverflow = '';
let previousPaddingRight = '';

/** Locks page scrolling while `active` (nested locks are counted; the last one to go restores the page). */
export function useScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active || typeof document === 'undefined') return undefined;
    const body = document.body;
    if (locks === 0) {
      previousOverflow = body.style.overflow;
      previousPaddingRight = body.style.paddingRight;
      const scrollbar = window.innerWidth - document.documentElement.clientWidth;
      if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
      body.style.overflow = 'hidden';
    }
    locks += 1;
    body.setAttribute('data-wacrm-scroll-locked', '');
    return () => {
      locks -= 1;
      if (locks === 0) {
        body.style.overflow = previousOverflow;
        body.style.paddingRight = previousPaddingRight;
        body.removeAttribute('data-wacrm-scroll-locked');
      }
    };
  }, [active]);
}
