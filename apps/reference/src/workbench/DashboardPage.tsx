import { useCallback } from 'react';
import { WacrmProvider } from '@wacrm/crm-widgets';
import { ProfileError } from '../components/ProfileError';
import { ThemeRoot } from '../components/ThemeRoot';
import { displayName, useAuth } from '../lib/auth';
import { useSessionWatch } from '../lib/useSessionWatch';
import { getWacrmClient } from '../lib/wacrmClient';
import { Workbench } from './Workbench';
import { useAppLocale } from '../i18n/AppLocale';

/**
 * /dashboard (behind the SignedInOnly guard): the workbench inside the @wacrm/ui theme and the widgets' provider,
 * which hands the app's one SDK client and the signed-in userId (the clientId) to every widget a section shows; or
 * the profile error with a Retry when the profile could not be loaded.
 */
export function DashboardPage() {
  const { status, user, error, logout, reload } = useAuth();
  // The session is checked on every navigation, on focus and when the 2-hour record expires.
  useSessionWatch();
  const onLogout = useCallback(() => {
    void logout();
  }, [logout]);
  const clientId = user?.userId ?? '';
  const { code } = useAppLocale();
  if (status === 'error') return <ProfileError message={error ?? ''} onRetry={reload} onLogout={onLogout} />;
  return (
    <ThemeRoot>
      <WacrmProvider client={getWacrmClient()} clientId={clientId} locale={code}>
        <Workbench clientId={clientId} userName={displayName(user)} onLogout={onLogout} />
      </WacrmProvider>
    </ThemeRoot>
  );
}
