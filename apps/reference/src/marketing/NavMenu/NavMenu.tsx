import { Icon, shapes } from '../../components/Icon';
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import type { NavGroup } from '../navigation';
import { useAppText } from '../../i18n/AppLocale';
import { siteText } from '../siteText';

export interface NavMenuProps {
  group: NavGroup;
  /** Controlled open state, so only one header menu is open at a time. */
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Menu button (WAI-ARIA APG): Enter, Space or ArrowDown open it on the first item, ArrowUp on the last;
 * ArrowUp/ArrowDown/Home/End move between items; Escape closes and returns focus to the button; Tab, a click
 * outside or choosing an item closes it.
 */
export function NavMenu({ group, open, onOpenChange }: NavMenuProps) {
  const id = useId();
  const text = useAppText(siteText);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLAnchorElement | null)[]>([]);
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const count = group.items.length;

  const openAt = useCallback(
    (index: number) => {
      setFocusIndex(index);
      onOpenChange(true);
    },
    [onOpenChange],
  );

  const close = useCallback(
    (returnFocus: boolean) => {
      setFocusIndex(null);
      onOpenChange(false);
      if (returnFocus) buttonRef.current?.focus();
    },
    [onOpenChange],
  );

  // Move focus once the item is rendered.
  useEffect(() => {
    if (open && focusIndex !== null) itemRefs.current[focusIndex]?.focus();
  }, [open, focusIndex]);

  // Click or focus outside closes.
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: Event) => {
      if (!rootRef.current?.contains(event.target as Node)) close(false);
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('focusin', onPointer);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('focusin', onPointer);
    };
  }, [open, close]);

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    switch (event.key) {
      case 'Enter':
      case ' ':
      case 'ArrowDown':
        event.preventDefault();
        if (open && event.key !== 'ArrowDown') close(false);
        else openAt(0);
        break;
      case 'ArrowUp':
        event.preventDefault();
        openAt(count - 1);
        break;
      case 'Escape':
        if (open) {
          event.preventDefault();
          close(true);
        }
        break;
      default:
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const current = itemRefs.current.findIndex((el) => el === document.activeElement);
    const move = (index: number) => {
      event.preventDefault();
      setFocusIndex(index);
      itemRefs.current[index]?.focus();
    };
    switch (event.key) {
      case 'ArrowDown':
        move(current < 0 ? 0 : (current + 1) % count);
        break;
      case 'ArrowUp':
        move(current <= 0 ? count - 1 : current - 1);
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
        close(false);
        break;
      case ' ':
        // Space activates a menu item like Enter does.
        event.preventDefault();
        if (current >= 0) itemRefs.current[current]?.click();
        break;
      default:
    }
  };

  const menuId = `${id}-menu`;
  return (
    <div className="nav-menu" ref={rootRef}>
      <button
        className="nav-menu__trigger"
        ref={buttonRef}
        type="button"
        id={`${id}-button`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : openAt(0))}
        onKeyDown={onButtonKeyDown}
      >
        {text[group.label]}
        <Icon node={shapes.ChevronDown} size={16} />
      </button>
      {open && (
        <ul
          className="nav-menu__list"
          id={menuId}
          role="menu"
          aria-labelledby={`${id}-button`}
          onKeyDown={onMenuKeyDown}
        >
          {group.items.map((item, index) => (
            <li key={item.to} role="none">
              <Link
                className="nav-menu__item"
                to={item.to}
                role="menuitem"
                tabIndex={-1}
                ref={(el: HTMLAnchorElement | null) => {
                  itemRefs.current[index] = el;
                }}
                onClick={() => close(false)}
              >
                <span>{text[item.label]}</span>
                <span>{text[item.description]}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
