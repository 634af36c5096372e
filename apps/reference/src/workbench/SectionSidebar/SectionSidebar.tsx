import { fill } from '@wacrm/crm-widgets/i18n';
import { sectionsOf, type AppId, type SectionId } from '../apps';
import { SECTION_ICONS } from '../icons';
import { useWorkbenchText } from '../names';
import { Item, Nav } from './SectionSidebar.styles';

export interface SectionSidebarProps {
  app: AppId;
  section: SectionId;
  onSelect: (section: SectionId) => void;
  /**
   * A section is about to be opened: the pointer rests on its entry, or the keyboard focuses it, or a touch starts
   * on it (the workbench starts loading what that section shows).
   */
  onPrepare?: (section: SectionId) => void;
}

/** The icon sidebar at the start edge (left, or right in a right-to-left language): a navigation landmark of the current app's sections, each named after its section. */
export function SectionSidebar({ app, section, onSelect, onPrepare }: SectionSidebarProps) {
  const { text, names } = useWorkbenchText();
  return (
    <Nav aria-label={fill(text.wbAppSections, { app: names.app(app) })}>
      <ul>
        {sectionsOf(app).map((id) => {
          const Icon = SECTION_ICONS[id];
          const name = names.section(id);
          return (
            <li key={id}>
              <Item
                type="button"
                title={name}
                aria-current={id === section ? 'page' : undefined}
                onClick={() => onSelect(id)}
                onPointerEnter={onPrepare && (() => onPrepare(id))}
                onPointerDown={onPrepare && (() => onPrepare(id))}
                onFocus={onPrepare && (() => onPrepare(id))}
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
