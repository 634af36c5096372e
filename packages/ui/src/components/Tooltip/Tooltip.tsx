import {
  cloneElement,
  forwardRef,
  useEffect,
  useId,
  useRef,
  type FocusEvent,
  type HTMLAttributes,
  type KeyboardEvent,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { autoUpdate, flip, offset, shift, useFloating, type Placement } from '@floating-ui/react-dom';
import { chain, elementRef } from '../../internal/cloneTrigger';
import { useMergedRefs } from '../../internal/mergeRefs';
import { useControllableState } from '../../internal/useControllableState';
import { TooltipBubble } from './Tooltip.styles';

type TriggerProps = HTMLAttributes<HTMLElement>;

export interface TooltipProps extends Omit<HTMLAttributes<HTMLDivElement>, 'content' | 'children'> {
  /** Tooltip text; it describes the trigger (aria-describedby). */
  content: ReactNode;
  /** One focusable element (e.g. an IconButton). */
  children: ReactElement<TriggerProps>;
  /** Preferred side of the trigger (`top` by default); it flips and shifts to stay on screen. */
  placement?: Placement;
  /** Delay before showing on hover, in ms (focus shows at once). Default 300. */
  delay?: number;
  /** Open state when controlled (pair with `onOpenChange`). */
  open?: boolean;
  /** Initial open state when uncontrolled. */
  defaultOpen?: boolean;
  /** Called when the tooltip shows or hides (hover, focus, blur, Escape). */
  onOpenChange?: (open: boolean) => void;
}

/**
 * A tooltip that describes its trigger: shown on hover (after `delay`) and on keyboard focus, hidden on leave,
 * blur and Escape. The bubble is always in the DOM (hidden while closed) so the description is always available.
 */
export const Tooltip = forwardRef<HTMLDivElement, TooltipProps>(function Tooltip(
  { content, children, placement = 'top', delay = 300, open, defaultOpen = false, onOpenChange, id, ...rest },
  ref,
) {
  const auto = useId().replace(/:/g, '');
  const tooltipId = id ?? `wacrm-tooltip-${auto}`;
  const [isOpen, setOpen] = useControllableState(open, defaultOpen, onOpenChange);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const { refs, floatingStyles } = useFloating<HTMLElement>({
    open: isOpen,
    placement,
    strategy: 'fixed',
    middleware: [offset(6), flip({ padding: 8 }), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });
  const triggerRef = useMergedRefs<HTMLElement>(elementRef<HTMLElement>(children), refs.setReference);
  const bubbleRef = useMergedRefs<HTMLDivElement>(ref, refs.setFloating);

  const clear = () => {
    if (timer.current !== undefined) clearTimeout(timer.current);
    timer.current = undefined;
  };
  useEffect(() => clear, []);

  // Escape hides the tooltip wherever focus is (WCAG 1.4.13: dismissible without moving the pointer).
  useEffect(() => {
    if (!isOpen) return undefined;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [isOpen, setOpen]);

  const show = (immediately: boolean) => {
    clear();
    if (immediately || delay <= 0) setOpen(true);
    else timer.current = setTimeout(() => setOpen(true), delay);
  };
  const hide = () => {
    clear();
    setOpen(false);
  };

  const describedBy = [children.props['aria-describedby'], tooltipId].filter(Boolean).join(' ');
  const trigger = cloneElement(children, {
    'aria-describedby': describedBy,
    onMouseEnter: chain(children.props.onMouseEnter, (_event: MouseEvent<HTMLElement>) => show(false)),
    onMouseLeave: chain(children.props.onMouseLeave, (_event: MouseEvent<HTMLElement>) => hide()),
    onFocus: chain(children.props.onFocus, (_event: FocusEvent<HTMLElement>) => show(true)),
    onBlur: chain(children.props.onBlur, (_event: FocusEvent<HTMLElement>) => hide()),
    onKeyDown: chain(children.props.onKeyDown, (event: KeyboardEvent<HTMLElement>) => {
      if (event.key === 'Escape' && isOpen) hide();
    }),
    ref: triggerRef,
  } as TriggerProps);

  return (
    <>
      {trigger}
      <TooltipBubble
        ref={bubbleRef}
        id={tooltipId}
        role="tooltip"
        hidden={!isOpen}
        data-state={isOpen ? 'open' : 'closed'}
        style={floatingStyles}
        {...rest}
      >
        {content}
      </TooltipBubble>
    </>
  );
});
