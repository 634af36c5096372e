import {
  cloneElement,
  forwardRef,
  useEffect,
  useId,
  useRef,
  useState,
  type HTMLAttributes,
  type KeyboardEvent,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { autoUpdate, flip, offset, shift, useFloating, type Placement } from '@floating-ui/react-dom';
import { chain, elementRef } from '../../internal/cloneTrigger';
import { activeElementFor, originalTarget } from '../../internal/focus';
import { useMergedRefs } from '../../internal/mergeRefs';
import { useControllableState } from '../../internal/useControllableState';
import { MenuItemButton, MenuList, MenuRoot } from './Menu.styles';

export interface MenuItem {
  id: string;
  label: ReactNode;
  onSelect?: () => void;
  disabled?: boolean;
  /** `danger` for destructive actions such as Delete. */
  tone?: 'default' | 'danger';
  /** Decorative icon before the label. */
  icon?: ReactNode;
  /** Text used for typeahead when `label` is not a plain string. */
  textValue?: string;
}

type TriggerProps = HTMLAttributes<HTMLElement> & { id?: string };

export interface MenuProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The button that opens the menu (a Button or IconButton); it gets the menu button ARIA and handlers. */
  trigger: ReactElement<TriggerProps>;
  /** The menu's items, in order (each with an `id`, a `label` and an `onSelect`). */
  items: readonly MenuItem[];
  /** Accessible name of the menu; by default the menu is labelled by its trigger. */
  label?: string;
  /** Open state when controlled (pair with `onOpenChange`). */
  open?: boolean;
  /** Initial open state when uncontrolled. */
  defaultOpen?: boolean;
  /** Called when the menu opens or closes (trigger, Escape, Tab, an item chosen, a click outside). */
  onOpenChange?: (open: boolean) => void;
  /** Where the menu opens relative to the trigger (flips and shifts to stay in view). Default 'bottom-end'. */
  placement?: Placement;
}

type FocusIntent = 'first' | 'last' | null;

/**
 * A menu button (WAI-ARIA menu pattern): Enter, Space or ArrowDown open it on the first item, ArrowUp on the last;
 * arrows move (wrapping), Home/End jump, typing a letter jumps to the next item starting with it, Enter/Space
 * activate, Escape closes and returns focus to the trigger, Tab closes. Positioned with floating-ui.
 */
export const Menu = forwardRef<HTMLDivElement, MenuProps>(function Menu(
  { trigger, items, label, open, defaultOpen = false, onOpenChange, placement = 'bottom-end', ...rest },
  ref,
) {
  const baseId = useId().replace(/:/g, '');
  const triggerId = trigger.props.id ?? `${baseId}-trigger`;
  const menuId = `${baseId}-menu`;
  const [isOpen, setOpen] = useControllableState(open, defaultOpen, onOpenChange);
  const [intent, setIntent] = useState<FocusIntent>(null);
  const rootRef = useRef<HTMLDivElement | null>(null);
  const triggerRef = useRef<HTMLElement | null>(null);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const { refs, floatingStyles } = useFloating<HTMLElement>({
    open: isOpen,
    placement,
    strategy: 'fixed',
    middleware: [offset(4), flip({ padding: 8 }), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });

  const triggerMergedRef = useMergedRefs<HTMLElement>(elementRef<HTMLElement>(trigger), triggerRef, refs.setReference);
  const rootMergedRef = useMergedRefs<HTMLDivElement>(ref, rootRef);

  const enabledIndexes = items.map((item, index) => (item.disabled ? -1 : index)).filter((index) => index >= 0);

  const focusItem = (index: number | undefined) => {
    if (index === undefined) return;
    itemRefs.current[index]?.focus();
  };

  // Move focus into the menu once it is rendered.
  useEffect(() => {
    if (!isOpen || !intent) return;
    focusItem(intent === 'first' ? enabledIndexes[0] : enabledIndexes[enabledIndexes.length - 1]);
    setIntent(null);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs when opening, with the items of that render
  }, [isOpen, intent]);

  // A pointer press outside closes the menu.
  useEffect(() => {
    if (!isOpen) return undefined;
    const onPointerDown = (event: globalThis.MouseEvent) => {
      const target = originalTarget(event);
      if (target && rootRef.current && !rootRef.current.contains(target)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [isOpen, setOpen]);

  const openWith = (next: FocusIntent) => {
    setIntent(next);
    setOpen(true);
  };

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  };

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openWith('first');
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openWith('last');
    }
  };

  const onTriggerClick = (_event: MouseEvent<HTMLElement>) => {
    if (isOpen) close(false);
    else openWith('first');
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = itemRefs.current.findIndex((node) => node === activeElementFor(node));
    const position = enabledIndexes.indexOf(current);
    const count = enabledIndexes.length;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focusItem(enabledIndexes[(position + 1) % count]);
        return;
      case 'ArrowUp':
        event.preventDefault();
        focusItem(enabledIndexes[(position - 1 + count) % count]);
        return;
      case 'Home':
        event.preventDefault();
        focusItem(enabledIndexes[0]);
        return;
      case 'End':
        event.preventDefault();
        focusItem(enabledIndexes[count - 1]);
        return;
      case 'Escape':
        event.preventDefault();
        event.stopPropagation();
        close(true);
        return;
      case 'Tab':
        setOpen(false);
        return;
      default:
        break;
    }
    if (event.key.length === 1 && /\S/.test(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey) {
      const char = event.key.toLocaleLowerCase();
      const order = [...enabledIndexes.slice(position + 1), ...enabledIndexes.slice(0, position + 1)];
      const match = order.find((index) => {
        const item = items[index];
        const text = item?.textValue ?? (typeof item?.label === 'string' ? item.label : '');
        return text.trim().toLocaleLowerCase().startsWith(char);
      });
      if (match !== undefined) {
        event.preventDefault();
        focusItem(match);
      }
    }
  };

  const triggerElement = cloneElement(trigger, {
    id: triggerId,
    'aria-haspopup': 'menu',
    'aria-expanded': isOpen,
    'aria-controls': isOpen ? menuId : undefined,
    'data-state': isOpen ? 'open' : 'closed',
    onClick: chain(trigger.props.onClick, onTriggerClick),
    onKeyDown: chain(trigger.props.onKeyDown, onTriggerKeyDown),
    ref: triggerMergedRef,
  } as TriggerProps);

  return (
    <MenuRoot ref={rootMergedRef} data-state={isOpen ? 'open' : 'closed'} {...rest}>
      {triggerElement}
      {isOpen ? (
        <MenuList
          ref={refs.setFloating}
          id={menuId}
          role="menu"
          aria-label={label}
          aria-labelledby={label ? undefined : triggerId}
          aria-orientation="vertical"
          tabIndex={-1}
          style={floatingStyles}
          onKeyDown={onMenuKeyDown}
        >
          {items.map((item, index) => (
            <MenuItemButton
              key={item.id}
              ref={(node) => {
                itemRefs.current[index] = node;
              }}
              type="button"
              role="menuitem"
              tabIndex={-1}
              disabled={item.disabled}
              data-tone={item.tone ?? 'default'}
              data-id={item.id}
              onClick={() => {
                close(true);
                item.onSelect?.();
              }}
            >
              {item.icon ? <span aria-hidden="true">{item.icon}</span> : null}
              {item.label}
            </MenuItemButton>
          ))}
        </MenuList>
      ) : null}
    </MenuRoot>
  );
});
