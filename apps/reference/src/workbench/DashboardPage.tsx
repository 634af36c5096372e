import { useCallback } from 'react';
import { WacrmProvider } from '@wacrm/crm-widgets';
import { ThemeRoot } from '../components/ThemeRoot';
import { displayName, useAuth } from '../lib/auth';
import { getWacrmClient } from '../lib/wacrmClient';
import { Workbench } from './Workbench';

/**
 * /dashboard (behind the SignedInOnly guard): the workbench inside the @wacrm/ui theme and the widgets' provider,
 * which hands the app's one SDK client and the signed-in userId (the clientId) to every widget a section shows.
 */
export function DashboardPage() {
  const { user, logout } = useAuth();
  const onLogout = useCallback(() => {
    void logout();
  }, [logout]);
  const clientId = user?.userId ?? '';
  return (
    <ThemeRoot>
      <WacrmProvider client={getWacrmClient()} clientId={clientId}>
        <Workbench clientId={clientId} userName={displayName(user)} onLogout={onLogout} />
      </WacrmProvider>
    </ThemeRoot>
  );
}
