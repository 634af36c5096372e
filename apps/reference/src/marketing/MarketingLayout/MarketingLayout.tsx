import { Suspense, useEffect } from 'react';
import { Outlet, useLocation, useMatch } from 'react-router-dom';
import { PageSpinner } from '../../components/PageSpinner';
import { SiteHeader } from '../SiteHeader';
import { SiteFooter, teamsFooterColumns } from '../SiteFooter';
import '../marketing.css';

/** Scrolls to `#hash` targets (and to the top on a new page), moving focus there for keyboard users. */
function useScrollOnNavigate() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (hash.length > 1) {
      let id = hash.slice(1);
      try {
        id = decodeURIComponent(id);
      } catch {
        // keep the raw id
      }
      // The target may belong to a page whose code is still loading: look for it for up to ~3 s of frames.
      let frame = 0;
      let tries = 0;
      const seek = () => {
        const target = document.getElementById(id);
        if (!target) {
          if (tries++ < 180) frame = requestAnimationFrame(seek);
          return;
        }
        target.scrollIntoView({ block: 'start' });
        if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
        target.focus({ preventScroll: true });
      };
      frame = requestAnimationFrame(seek);
      return () => cancelAnimationFrame(frame);
    }
    window.scrollTo(0, 0);
    return undefined;
  }, [pathname, hash]);
}

/** Header + page + footer for the public site. */
export function MarketingLayout() {
  useScrollOnNavigate();
  const teams = useMatch('/for-teams');
  return (
    <>
      <SiteHeader />
      <main className="marketing-main" id="main" tabIndex={-1}>
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter columns={teams ? teamsFooterColumns : undefined} />
    </>
  );
}
