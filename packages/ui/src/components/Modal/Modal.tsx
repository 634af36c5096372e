import {
  forwardRef,
  useEffect,
  useId,
  useRef,
  useState,
  type HTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { X } from 'lucide-react';
import { activeElementFor, getTabbables, originalTarget } from '../../internal/focus';
import { useMergedRefs } from '../../internal/mergeRefs';
import { ThemedPortal } from '../../internal/ThemedPortal';
import { usePortalContainer } from '../../theme/PortalContainer';
import { useScrollLock } from '../../internal/useScrollLock';
import { IconButton } from '../IconButton/IconButton';
import {
  DialogBody,
  DialogBox,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Overlay,
  type ModalSize,
} from './Modal.styles';

export type { ModalSize };

/** Open dialogs, innermost last: only the top one guards focus (a ConfirmDialog opened from a Modal works). */
const openStack: HTMLElement[] = [];

export interface ModalProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title' | 'role'> {
  /** Whether the dialog is shown (the host owns this state). */
  open: boolean;
  /** Called on Escape, on the close button and (unless disabled) on a click on the backdrop. */
  onClose: () => void;
  /** Dialog title; names the dialog (aria-labelledby). */
  title: ReactNode;
  /** Optional text under the title; describes the dialog (aria-describedby). */
  description?: ReactNode;
  /** Accessible name of the close (X) button; without it no close button is shown (Escape still closes). */
  closeLabel?: string;
  /** Actions row at the bottom (e.g. Cancel and Connect buttons). */
  footer?: ReactNode;
  /** Element to focus when the dialog opens; by default the first focusable element of the body. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Close when the backdrop is clicked (default true). */
  closeOnOverlayClick?: boolean;
  /** `alertdialog` for confirmations that interrupt the user. */
  role?: 'dialog' | 'alertdialog';
  /** Maximum width: `sm`, `md` (default) or `lg`; on a narrow screen the dialog takes the screen's width. */
  size?: ModalSize;
  /** The dialog's body (scrolls when taller than the screen). */
  children?: ReactNode;
}

/**
 * An accessible modal dialog rendered in a themed portal: labelled by its title, focus trapped inside, Escape and
 * the close button close it, focus returns to the element that opened it, and page scrolling is locked while open.
 */
export const Modal = forwardRef<HTMLDivElement, ModalProps>(function Modal(
  {
    open,
    onClose,
    title,
    description,
    closeLabel,
    footer,
    initialFocusRef,
    closeOnOverlayClick = true,
    role = 'dialog',
    size = 'md',
    children,
    onKeyDown,
    ...rest
  },
  ref,
) {
  const baseId = useId().replace(/:/g, '');
  const titleId = `${baseId}-title`;
  const descriptionId = description ? `${baseId}-description` : undefined;
  const [node, setNode] = useState<HTMLDivElement | null>(null);
  const mergedRef = useMergedRefs<HTMLDivElement>(ref, setNode);
  const bodyRef = useRef<HTMLDivElement | null>(null);
  const closeRef = useRef<HTMLButtonElement | null>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useScrollLock(open);
  const portalContainer = usePortalContainer();

  // Remember the opener while open; give focus back to it when the dialog closes or unmounts.
  useEffect(() => {
    if (!open || typeof document === 'undefined') return undefined;
    // In a shadow root, the document's active element is the host: ask the root the dialog renders in.
    const active = activeElementFor(portalContainer ?? document.body);
    const opener = active instanceof HTMLElement ? active : null;
    return () => {
      if (opener && opener.isConnected) opener.focus();
    };
  }, [open, portalContainer]);

  // Keep focus inside while open (covers focus moved by a pointer or by script); only the topmost dialog does.
  // Declared before the initial-focus effect so this dialog is on the stack before it takes focus.
  useEffect(() => {
    if (!open || !node) return undefined;
    openStack.push(node);
    const onFocusIn = (event: FocusEvent) => {
      if (openStack[openStack.length - 1] !== node) return;
      const target = originalTarget(event);
      if (target && !node.contains(target)) {
        (getTabbables(node)[0] ?? node).focus();
      }
    };
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      const index = openStack.lastIndexOf(node);
      if (index >= 0) openStack.splice(index, 1);
    };
  }, [open, node]);

  // Initial focus once the dialog is in the document.
  useEffect(() => {
    if (!open || !node) return;
    const target =
      initialFocusRef?.current ??
      (bodyRef.current ? getTabbables(bodyRef.current)[0] : undefined) ??
      getTabbables(node).find((el) => el !== closeRef.current) ??
      closeRef.current ??
      node;
    target.focus();
  }, [open, node, initialFocusRef]);

  if (!open) return null;

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    if (event.key === 'Escape') {
      event.stopPropagation();
      event.preventDefault();
      onCloseRef.current();
      return;
    }
    if (event.key === 'Tab' && node) {
      // Handled here; an outer dialog (React events bubble through portals) must not act on it too.
      event.stopPropagation();
      const tabbables = getTabbables(node);
      if (tabbables.length === 0) {
        event.preventDefault();
        node.focus();
        return;
      }
      const first = tabbables[0]!;
      const last = tabbables[tabbables.length - 1]!;
      const active = activeElementFor(node);
      if (event.shiftKey && (active === first || active === node)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && active === last) {
        event.preventDefault();
        first.focus();
      }
    }
  };

  return (
    <ThemedPortal>
      {/* The backdrop click is a pointer convenience; keyboard users close with Escape or the close button. */}
      <Overlay
        data-state="open"
        onMouseDown={(event) => {
          if (closeOnOverlayClick && event.target === event.currentTarget) onCloseRef.current();
        }}
      >
        <DialogBox
          ref={mergedRef}
          role={role}
          aria-modal="true"
          aria-labelledby={titleId}
          aria-describedby={descriptionId}
          tabIndex={-1}
          data-state="open"
          data-size={size}
          $size={size}
          onKeyDown={handleKeyDown}
          {...rest}
        >
          <DialogHeader>
            <DialogTitle id={titleId}>{title}</DialogTitle>
            {closeLabel ? (
              <IconButton ref={closeRef} label={closeLabel} size="sm" onClick={() => onCloseRef.current()}>
                <X />
              </IconButton>
            ) : null}
          </DialogHeader>
          {description ? <DialogDescription id={descriptionId}>{description}</DialogDescription> : null}
          {children !== undefined && children !== null && children !== false ? (
            <DialogBody ref={bodyRef}>{children}</DialogBody>
          ) : null}
          {footer ? <DialogFooter>{footer}</DialogFooter> : null}
        </DialogBox>
      </Overlay>
    </ThemedPortal>
  );
});
