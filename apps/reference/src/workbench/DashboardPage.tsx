import { useCallback } from 'react';
import { displayName, useAuth } from '../lib/auth';
import { ThemeRoot } from '../components/ThemeRoot';
import { Workbench } from './Workbench';

/**
 * /dashboard (behind the SignedInOnly guard). When the widgets land, wrap `Workbench` here in
 * `<WacrmProvider client={...} clientId={user.userId}>` so every section screen shares the host's client.
 */
export function DashboardPage() {
  const { user, logout } = useAuth();
  const onLogout = useCallback(() => {
    void logout();
  }, [logout]);
  return (
    <ThemeRoot>
      <Workbench clientId={user?.userId ?? ''} userName={displayName(user)} onLogout={onLogout} />
    </ThemeRoot>
  );
}
