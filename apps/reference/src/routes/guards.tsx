import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useAuth } from '../lib/auth';
import { PageSpinner } from '../components/PageSpinner';
import { useAppText } from '../i18n/AppLocale';
import { componentText } from '../components/componentText';

/**
 * Spec section 2: /dashboard is for signed-in visitors; others go to /auth/login. Spinner while loading. When the
 * profile could not be loaded ('error') the page itself shows the message with a Retry (in its own chunk, so the
 * landing page does not carry it), and the signed-in area checks the session itself (useSessionWatch).
 */
export function SignedInOnly() {
  const { status } = useAuth();
  const location = useLocation();
  const text = useAppText(componentText);
  if (status === 'loading') return <PageSpinner label={text.commonLoadingWorkspace} />;
  if (status === 'signed-out') return <Navigate to="/auth/login" replace state={{ from: location.pathname }} />;
  return <Outlet />;
}

/** Landing and /auth/*: signed-in visitors go to /dashboard. */
export function SignedOutOnly() {
  const { status } = useAuth();
  if (status === 'loading') return <PageSpinner />;
  if (status === 'signed-in') return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}
