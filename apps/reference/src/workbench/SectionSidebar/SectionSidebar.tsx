import { APP_NAMES, sectionName, sectionsOf, type AppId, type SectionId } from '../apps';
import { SECTION_ICONS } from '../icons';
import { Item, Nav } from './SectionSidebar.styles';

export interface SectionSidebarProps {
  app: AppId;
  section: SectionId;
  onSelect: (section: SectionId) => void;
}

/** Left icon sidebar: a navigation landmark of the current app's sections, each named after its section. */
export function SectionSidebar({ app, section, onSelect }: SectionSidebarProps) {
  return (
    <Nav aria-label={`${APP_NAMES[app]} sections`}>
      <ul>
        {sectionsOf(app).map((id) => {
          const Icon = SECTION_ICONS[id];
          const name = sectionName(id);
          return (
            <li key={id}>
              <Item
                type="button"
                title={name}
                aria-current={id === section ? 'page' : undefined}
                onClick={() => onSelect(id)}
              >
                <Icon aria-hidden="true" size={20} />
                <span>{name}</span>
              </Item>
            </li>
          );
        })}
      </ul>
    </Nav>
  );
}
