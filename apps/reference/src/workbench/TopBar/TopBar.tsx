import MessageCircle from 'lucide-react/icons/message-circle';
import { Button } from '@wacrm/ui';
import type { AppId } from '../apps';
import { AppSwitcher } from '../AppSwitcher';
import { LogoutIcon } from '../icons';
import { useWorkbenchText } from '../names';
import { Bar, Brand, Language, NoticesBelowBar, Spacer, User, WideOnly } from './TopBar.styles';

export interface TopBarProps {
  userName: string;
  openApps: readonly AppId[];
  onOpenApp: (app: AppId) => void;
  onLogout: () => void;
}

/**
 * Workbench top bar: brand, the 'Apps' switcher, the signed-in user, the language switch and Logout (notices show
 * below it). On a phone the brand and Logout show their icons only, so that the bar keeps one row.
 */
export function TopBar({ userName, openApps, onOpenApp, onLogout }: TopBarProps) {
  const { text } = useWorkbenchText();
  return (
    <Bar>
      <NoticesBelowBar />
      <Brand>
        <MessageCircle aria-hidden="true" size={22} />
        <WideOnly>Wacrm</WideOnly>
      </Brand>
      <AppSwitcher openApps={openApps} onOpenApp={onOpenApp} />
      <Spacer />
      {userName && <User>{userName}</User>}
      <Language />
      <Button variant="secondary" size="sm" startIcon={<LogoutIcon size={16} />} onClick={onLogout}>
        <WideOnly>{text.logout}</WideOnly>
      </Button>
    </Bar>
  );
}
