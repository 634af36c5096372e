import LogOut from 'lucide-react/icons/log-out';
import { Button } from '@wacrm/ui';
import { sectionName, sectionsOf, type AppId, type SectionId } from '../apps';
import { useAppText } from '../../i18n/AppLocale';
import { workbenchText } from '../workbenchText';
import { Nav } from './ThreadMenu.styles';

export interface ThreadMenuProps {
  app: AppId;
  section: SectionId;
  onSelect: (section: SectionId) => void;
  onLogout: () => void;
}

/**
 * What the workbench's hidden bars offer, in the open conversation's 'More' panel on a phone (the inbox's
 * `threadMenu`): the app's sections and Logout.
 */
export function ThreadMenu({ app, section, onSelect, onLogout }: ThreadMenuProps) {
  const text = useAppText(workbenchText);
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
              {sectionName(id)}
            </Button>
          </li>
        ))}
      </ul>
      <Button variant="secondary" size="sm" startIcon={<LogOut size={16} />} onClick={onLogout}>
        {text.logout}
      </Button>
    </Nav>
  );
}
