import LogOut from 'lucide-react/icons/log-out';
import MessageCircle from 'lucide-react/icons/message-circle';
import { Button } from '@wacrm/ui';
import type { AppId } from '../apps';
import { AppSwitcher } from '../AppSwitcher';
import { Bar, Brand, NoticesBelowBar, Spacer, User } from './TopBar.styles';

export interface TopBarProps {
  userName: string;
  openApps: readonly AppId[];
  onOpenApp: (app: AppId) => void;
  onLogout: () => void;
}

/** Workbench top bar: brand, the 'Apps' switcher, the signed-in user and Logout (notices show below it). */
export function TopBar({ userName, openApps, onOpenApp, onLogout }: TopBarProps) {
  return (
    <Bar>
      <NoticesBelowBar />
      <Brand>
        <MessageCircle aria-hidden="true" size={22} />
        Wacrm
      </Brand>
      <AppSwitcher openApps={openApps} onOpenApp={onOpenApp} />
      <Spacer />
      {userName && <User>{userName}</User>}
      <Button variant="secondary" size="sm" startIcon={<LogOut size={16} />} onClick={onLogout}>
        Logout
      </Button>
    </Bar>
  );
}
