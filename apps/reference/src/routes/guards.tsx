import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useAuth } from '../lib/auth';
import { PageSpinner } from '../components/PageSpinner';
import { ProfileError } from '../components/ProfileError';

/**
 * Spec section 2: /dashboard is for signed-in visitors; others go to /auth/login. Spinner while loading; the profile
 * error with a Retry when it could not be loaded. The session (tokens, 2-hour record) is checked on every navigation.
 */
export function SignedInOnly() {
  const { status, error, checkSession, reload, logout } = useAuth();
  const location = useLocation();
  useEffect(() => {
    checkSession();
  }, [location.key, checkSession]);
  if (status === 'loading') return <PageSpinner label="Loading your workspace…" />;
  if (status === 'error') return <ProfileError message={error ?? ''} onRetry={reload} onLogout={() => void logout()} />;
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
