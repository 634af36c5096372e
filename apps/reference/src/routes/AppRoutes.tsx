import { lazy, Suspense, type ComponentType } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary';
import { PageSpinner } from '../components/PageSpinner';
import { SignedInOnly, SignedOutOnly } from './guards';

/** `React.lazy` for a named export. */
function lazyNamed<M, K extends keyof M>(load: () => Promise<M>, name: K) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

// Route-level code splitting: the public site never downloads the workbench, and vice versa.
const MarketingLayout = lazyNamed(() => import('../marketing/MarketingLayout'), 'MarketingLayout');
const LandingPage = lazyNamed(() => import('../marketing/pages/LandingPage'), 'LandingPage');
const TeamsLandingPage = lazyNamed(() => import('../marketing/pages/TeamsLandingPage'), 'TeamsLandingPage');
const HelpPage = lazyNamed(() => import('../marketing/pages/HelpPage'), 'HelpPage');
const PartnersPage = lazyNamed(() => import('../marketing/pages/PartnersPage'), 'PartnersPage');
const PricingPage = lazyNamed(() => import('../marketing/pages/PricingPage'), 'PricingPage');
const NotFoundPage = lazyNamed(() => import('../marketing/pages/NotFoundPage'), 'NotFoundPage');
const LoginPage = lazyNamed(() => import('../auth/AuthPages'), 'LoginPage');
const RegisterPage = lazyNamed(() => import('../auth/AuthPages'), 'RegisterPage');
const CompleteRegistrationPage = lazyNamed(() => import('../auth/AuthPages'), 'CompleteRegistrationPage');
const DashboardPage = lazyNamed(() => import('../workbench/DashboardPage'), 'DashboardPage');

/** Paths of the second landing variant (for teams). */
export const TEAMS_LANDING_PATH = '/for-teams';

/**
 * Routes and access rules of the product's screens:
 * - `/` and `/for-teams` (landings) and `/auth/*`: signed-out visitors only; signed-in go to /dashboard.
 * - `/dashboard` and its screens (`/dashboard/<app>/<section>`, `/dashboard/whatsapp/conversations/<id>`):
 *   signed-in only; otherwise /auth/login; a spinner while the session is loading. `/dashboard` alone shows the
 *   last screen of this tab (or the home view) under its own URL.
 * - `/help`, `/partners`, `/pricing`: everyone. Anything else: the not-found page.
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  // A new page resets the error boundary; the workbench's own screens (/dashboard/...) are one page: moving between
  // them must not mount it again.
  const page = /^\/dashboard(\/|$)/.test(pathname) ? '/dashboard' : pathname;
  return (
    <RouteErrorBoundary key={page}>
      <Suspense fallback={<PageSpinner />}>
        <Routes>
          <Route element={<MarketingLayout />}>
            <Route element={<SignedOutOnly />}>
              <Route index element={<LandingPage />} />
              <Route path={TEAMS_LANDING_PATH} element={<TeamsLandingPage />} />
            </Route>
            <Route path="help" element={<HelpPage />} />
            <Route path="partners" element={<PartnersPage />} />
            <Route path="pricing" element={<PricingPage />} />
            <Route path="*" element={<NotFoundPage />} />
          </Route>
          <Route path="auth" element={<SignedOutOnly />}>
            {/* `/auth` alone has no page of its own: it is the login page. */}
            <Route index element={<Navigate to="/auth/login" replace />} />
            <Route path="login" element={<LoginPage />} />
            <Route path="register" element={<RegisterPage />} />
            <Route path="complete-registration" element={<CompleteRegistrationPage />} />
          </Route>
          <Route path="dashboard" element={<SignedInOnly />}>
            {/* `/dashboard` and every screen under it (`/dashboard/<app>/<section>[/<conversation>]`, see
                workbench/routes.ts): one workbench, which reads the rest of the path. */}
            <Route index element={<DashboardPage />} />
            <Route path="*" element={<DashboardPage />} />
          </Route>
        </Routes>
      </Suspense>
    </RouteErrorBoundary>
  );
}
