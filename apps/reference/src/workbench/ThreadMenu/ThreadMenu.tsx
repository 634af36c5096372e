import { Button } from '@wacrm/ui';
import { sectionsOf, type AppId, type SectionId } from '../apps';
import { LogoutIcon } from '../icons';
import { useWorkbenchText } from '../names';
import { Actions, Nav } from './ThreadMenu.styles';
import { ThemedLanguageSwitch } from '../../components/LanguageSwitch/LanguageSwitch.styles';

export interface ThreadMenuProps {
  app: AppId;
  section: SectionId;
  onSelect: (section: SectionId) => void;
  onLogout: () => void;
}

/**
 * What the workbench's hidden bars offer, in the open conversation's 'More' panel on a phone (the inbox's
 * `threadMenu`): the app's sections, the language switch and Logout.
 */
export function ThreadMenu({ app, section, onSelect, onLogout }: ThreadMenuProps) {
  const { text, names } = useWorkbenchText();
  return (
    <Nav aria-label={text.threadMenu}>
      <ul>
        {sectionsOf(app).map((id) => (
          <li key={id}>
            <Button
              variant="ghost"
              size="sm"
              aria-current={id === section ? 'page' : undefined}
              onClick={() => onSelect(id)}
            >
              {names.section(id)}
            </Button>
          </li>
        ))}
      </ul>
      <Actions>
        <ThemedLanguageSwitch />
        <Button variant="secondary" size="sm" startIcon={<LogoutIcon size={16} />} onClick={onLogout}>
          {text.logout}
        </Button>
      </Actions>
    </Nav>
  );
}
