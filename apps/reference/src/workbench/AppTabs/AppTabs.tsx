import { useRef, type KeyboardEvent } from 'react';
import X from 'lucide-react/icons/x';
import { horizontalStep } from '@wacrm/ui';
import { fill } from '@wacrm/crm-widgets/i18n';
import type { AppId } from '../apps';
import { APP_ICONS } from '../icons';
import { useWorkbenchText } from '../names';
import { Close, Strip, Tab } from './AppTabs.styles';

export interface AppTabsProps {
  tabs: readonly AppId[];
  active: AppId;
  /** Tabs are closable only when more than one is open. */
  closable: boolean;
  onSelect: (app: AppId) => void;
  onClose: (app: AppId) => void;
  /** id prefix; tab `${idPrefix}-tab-${app}` controls panel `${idPrefix}-panel`. */
  idPrefix: string;
}

export const tabId = (idPrefix: string, app: AppId) => `${idPrefix}-tab-${app}`;
export const panelId = (idPrefix: string) => `${idPrefix}-panel`;

/**
 * The open-app tabs (APG tabs with automatic activation: arrows, Home/End; Delete closes the focused tab when
 * closing is allowed), each named after its app, with 'Close <app name>' buttons.
 */
export function AppTabs({ tabs, active, closable, onSelect, onClose, idPrefix }: AppTabsProps) {
  const refs = useRef(new Map<AppId, HTMLButtonElement>());
  const { text, names } = useWorkbenchText();

  const focusTab = (app: AppId | undefined) => {
    if (!app) return;
    onSelect(app);
    refs.current.get(app)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const key = event.key;
    if (key === 'ArrowRight' || key === 'ArrowLeft' || key === 'Home' || key === 'End') {
      event.preventDefault();
      const next =
        key === 'Home'
          ? 0
          : key === 'End'
            ? tabs.length - 1
            : (index + horizontalStep(key, event.currentTarget) + tabs.length) % tabs.length;
      focusTab(tabs[next]);
    } else if (key === 'Delete' && closable) {
      event.preventDefault();
      const app = tabs[index];
      if (!app) return;
      const remaining = tabs.filter((t) => t !== app);
      onClose(app);
      // Focus follows to the tab that becomes active.
      const nextActive = app === active ? remaining[remaining.length - 1] : active;
      if (nextActive) requestAnimationFrame(() => refs.current.get(nextActive)?.focus());
    }
  };

  return (
    <Strip>
      <div role="tablist" aria-label={text.wbOpenApps}>
        {tabs.map((app, index) => {
          const Icon = APP_ICONS[app];
          const selected = app === active;
          return (
            <Tab
              key={app}
              ref={(el) => {
                if (el) refs.current.set(app, el);
                else refs.current.delete(app);
              }}
              type="button"
              role="tab"
              id={tabId(idPrefix, app)}
              aria-selected={selected}
              aria-controls={selected ? panelId(idPrefix) : undefined}
              tabIndex={selected ? 0 : -1}
              style={{ order: index * 2 }}
              onClick={() => onSelect(app)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              <Icon aria-hidden="true" size={16} />
              {names.app(app)}
            </Tab>
          );
        })}
      </div>
      {closable && (
        <div data-close-group="">
          {tabs.map((app, index) => {
            const close = fill(text.wbCloseApp, { app: names.app(app) });
            return (
              <Close
                key={app}
                type="button"
                aria-label={close}
                title={close}
                style={{ order: index * 2 + 1 }}
                onClick={() => onClose(app)}
              >
                <X aria-hidden="true" size={14} />
              </Close>
            );
          })}
        </div>
      )}
    </Strip>
  );
}
