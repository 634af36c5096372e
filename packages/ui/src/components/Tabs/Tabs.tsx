import { forwardRef, useId, useRef, type HTMLAttributes, type KeyboardEvent, type ReactNode } from 'react';
import { useControllableState } from '../../internal/useControllableState';
import { TabButton, TabCount, TabList, TabPanel, TabsRoot } from './Tabs.styles';
import { horizontalStep } from '../../internal/direction';

export interface TabItem {
  /** Unique value of the tab. */
  value: string;
  /** Visible tab text. */
  label: ReactNode;
  /** Optional count shown in a pill after the label (e.g. templates per status). */
  count?: number;
  disabled?: boolean;
  /** Content of the tab's panel. */
  content?: ReactNode;
}

export interface TabsProps extends Omit<HTMLAttributes<HTMLDivElement>, 'onChange' | 'defaultValue'> {
  /** The tabs, in order (each with a `value`, a `label`, an optional `count` and `content`). */
  items: readonly TabItem[];
  /** Controlled selected value. */
  value?: string;
  /** Initially selected value when uncontrolled; the first enabled tab by default. */
  defaultValue?: string;
  /** Called with the value of the newly selected tab. */
  onValueChange?: (value: string) => void;
  /** Accessible name of the tab list (use this or `aria-labelledby`). */
  label?: string;
  /** Id of an element naming the tab list. */
  labelledBy?: string;
  /** `automatic` (default): arrow keys select; `manual`: arrow keys move focus, Enter/Space select. */
  activation?: 'automatic' | 'manual';
  /** Panel content when the selected item has no `content` (e.g. routed content). Omit both to render no panel. */
  children?: ReactNode;
}

/**
 * Tabs following the WAI-ARIA tabs pattern: roving tab stop, Left/Right arrows (wrapping), Home/End,
 * automatic or manual activation, counts, controlled or uncontrolled.
 */
export const Tabs = forwardRef<HTMLDivElement, TabsProps>(function Tabs(
  { items, value, defaultValue, onValueChange, label, labelledBy, activation = 'automatic', children, ...rest },
  ref,
) {
  const baseId = useId().replace(/:/g, '');
  const firstEnabled = items.find((item) => !item.disabled)?.value ?? '';
  const [selectedRaw, setSelected] = useControllableState(value, defaultValue ?? firstEnabled, onValueChange);
  const selected = items.some((item) => item.value === selectedRaw) ? selectedRaw : firstEnabled;
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());
  const tabId = (v: string) => `${baseId}-tab-${items.findIndex((item) => item.value === v)}`;
  const panelId = `${baseId}-panel`;
  const selectedItem = items.find((item) => item.value === selected);
  const panelContent = selectedItem?.content ?? children;
  const hasPanel = panelContent !== undefined && panelContent !== null;

  const focusTab = (v: string) => tabRefs.current.get(v)?.focus();

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, current: string) => {
    const enabled = items.filter((item) => !item.disabled);
    const index = enabled.findIndex((item) => item.value === current);
    let target: TabItem | undefined;
    const step = horizontalStep(event.key, event.currentTarget);
    switch (event.key) {
      case 'ArrowRight':
      case 'ArrowLeft':
        target = enabled[(index + step + enabled.length) % enabled.length];
        break;
      case 'Home':
        target = enabled[0];
        break;
      case 'End':
        target = enabled[enabled.length - 1];
        break;
      default:
        return;
    }
    if (!target) return;
    event.preventDefault();
    focusTab(target.value);
    if (activation === 'automatic') setSelected(target.value);
  };

  return (
    <TabsRoot ref={ref} data-activation={activation} data-value={selected} {...rest}>
      <TabList role="tablist" aria-label={label} aria-labelledby={labelledBy} aria-orientation="horizontal">
        {items.map((item) => {
          const isSelected = item.value === selected;
          return (
            <TabButton
              key={item.value}
              ref={(node) => {
                if (node) tabRefs.current.set(item.value, node);
                else tabRefs.current.delete(item.value);
              }}
              type="button"
              role="tab"
              id={tabId(item.value)}
              aria-selected={isSelected}
              aria-controls={hasPanel && isSelected ? panelId : undefined}
              tabIndex={isSelected ? 0 : -1}
              disabled={item.disabled}
              data-state={isSelected ? 'active' : 'inactive'}
              data-value={item.value}
              onClick={() => setSelected(item.value)}
              onKeyDown={(event) => onKeyDown(event, item.value)}
            >
              {item.label}
              {item.count !== undefined ? (
                <>
                  {' '}
                  <TabCount data-count={item.count}>{item.count}</TabCount>
                </>
              ) : null}
            </TabButton>
          );
        })}
      </TabList>
      {hasPanel ? (
        <TabPanel role="tabpanel" id={panelId} aria-labelledby={tabId(selected)} tabIndex={0} data-value={selected}>
          {panelContent}
        </TabPanel>
      ) : null}
    </TabsRoot>
  );
});
