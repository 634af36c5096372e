import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import LayoutGrid from 'lucide-react/icons/layout-grid';
import { horizontalStep } from '@wacrm/ui';
import { fill } from '@wacrm/crm-widgets/i18n';
import { APP_IDS, type AppId } from '../apps';
import { APP_ICONS } from '../icons';
import { useWorkbenchText } from '../names';
import { Grid, Item, Root, Trigger } from './AppSwitcher.styles';

/** Space kept between the open menu and the screen's edges (px). */
const SCREEN_MARGIN = 8;

export interface AppSwitcherProps {
  /** Apps that already have a tab (marked in the grid). */
  openApps: readonly AppId[];
  onOpenApp: (app: AppId) => void;
}

/**
 * The 'Apps' button and its grid of the five apps (a menu: arrows, Home/End, Escape returns focus, Tab closes).
 */
export function AppSwitcher({ openApps, onOpenApp }: AppSwitcherProps) {
  const id = useId();
  const { text, names } = useWorkbenchText();
  const [open, setOpen] = useState(false);
  const [focusIndex, setFocusIndex] = useState(0);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const menuRef = useRef<HTMLDivElement>(null);
  const count = APP_IDS.length;

  // The menu opens below the button, from its start edge (the left one left to right); on a narrow screen (a phone)
  // that runs past the other edge of the screen, so it moves back (and gets a height it can scroll in) to stay on
  // the screen, before it is painted.
  useLayoutEffect(() => {
    const menu = menuRef.current;
    if (!open || !menu) return;
    const place = () => {
      menu.style.translate = '';
      menu.style.maxHeight = '';
      const rect = menu.getBoundingClientRect();
      const right = document.documentElement.clientWidth - SCREEN_MARGIN;
      // Past the right edge: moved left (as far as the left margin allows); past the left edge (right to left): right.
      const overRight = Math.max(0, rect.right - right);
      const overLeft = Math.max(0, SCREEN_MARGIN - rect.left);
      const shift =
        overRight > 0
          ? -Math.min(overRight, Math.max(0, rect.left - SCREEN_MARGIN))
          : Math.min(overLeft, Math.max(0, right - rect.right));
      if (shift !== 0) menu.style.translate = `${shift}px 0`;
      const room = window.innerHeight - SCREEN_MARGIN - rect.top;
      if (rect.height > room) menu.style.maxHeight = `${Math.max(room, 120)}px`;
    };
    place();
    window.addEventListener('resize', place);
    return () => window.removeEventListener('resize', place);
  }, [open]);

  useEffect(() => {
    if (open) itemRefs.current[focusIndex]?.focus();
  }, [open, focusIndex]);

  useEffect(() => {
    if (!open) return;
    const onOutside = (event: Event) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onOutside);
    document.addEventListener('focusin', onOutside);
    return () => {
      document.removeEventListener('mousedown', onOutside);
      document.removeEventListener('focusin', onOutside);
    };
  }, [open]);

  const openAt = (index: number) => {
    setFocusIndex(index);
    setOpen(true);
  };
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      openAt(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(count - 1);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close(true);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = (index: number) => {
      event.preventDefault();
      setFocusIndex(index);
      itemRefs.current[index]?.focus();
    };
    const current = Math.max(
      0,
      itemRefs.current.findIndex((el) => el === document.activeElement),
    );
    // Right to left, the grid runs from the right: ArrowLeft is the next item.
    const step = horizontalStep(event.key, event.currentTarget);
    switch (event.key) {
      case 'ArrowDown':
        move((current + 1) % count);
        break;
      case 'ArrowUp':
        move((current - 1 + count) % count);
        break;
      case 'ArrowRight':
      case 'ArrowLeft':
        move((current + step + count) % count);
        break;
      case 'Home':
        move(0);
        break;
      case 'End':
        move(count - 1);
        break;
      case 'Escape':
        event.preventDefault();
        close(true);
        break;
      case 'Tab':
        setOpen(false);
        break;
      default:
    }
  };

  return (
    <Root ref={rootRef}>
      <Trigger
        ref={buttonRef}
        type="button"
        id={`${id}-button`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${id}-menu` : undefined}
        onClick={() => (open ? close(false) : openAt(0))}
        onKeyDown={onTriggerKeyDown}
      >
        <LayoutGrid aria-hidden="true" size={18} />
        {text.wbApps}
      </Trigger>
      {open && (
        <Grid ref={menuRef} id={`${id}-menu`} role="menu" aria-labelledby={`${id}-button`} onKeyDown={onMenuKeyDown}>
          {APP_IDS.map((app, index) => {
            const Icon = APP_ICONS[app];
            const isOpen = openApps.includes(app);
            return (
              <Item
                key={app}
                ref={(el) => {
                  itemRefs.current[index] = el;
                }}
                type="button"
                role="menuitem"
                tabIndex={index === focusIndex ? 0 : -1}
                data-open={isOpen ? '' : undefined}
                onClick={() => {
                  onOpenApp(app);
                  close(true);
                }}
              >
                {/* Named by its visible text, the app name first (WCAG 2.5.3: the name holds what is seen). */}
                <Icon aria-hidden="true" size={24} />
                <span>{names.app(app)}</span>{' '}
                <span>
                  {isOpen
                    ? fill(text.wbAppDescriptionOpen, { description: names.description(app) })
                    : names.description(app)}
                </span>
              </Item>
            );
          })}
        </Grid>
      )}
    </Root>
  );
}
