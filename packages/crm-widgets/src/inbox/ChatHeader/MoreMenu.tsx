import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { IconButton } from '@wacrm/ui';
import { MoreIcon } from '../internal/icons';
import { Panel } from './ChatHeader.styles';

export interface MoreMenuProps {
  /** The button's name ('More'). */
  label: string;
  /** What the panel shows: the header's details and the host's content. */
  children: ReactNode;
}

/**
 * The compact header's 'More' button and the panel it opens below the header, over the messages (a disclosure:
 * aria-expanded, the panel named by the button). Escape or the button closes it, focus back on the button; it also
 * closes when focus leaves the button and the panel (a tap elsewhere).
 */
export function MoreMenu({ label, children }: MoreMenuProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const wrap = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const el = wrap.current;
    if (!open || !el) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      // The panel's Escape only closes it (the thread's Escape returns to the list).
      event.stopPropagation();
      setOpen(false);
      button.current?.focus();
    };
    const onFocusOut = (event: FocusEvent) => {
      if (!el.contains(event.relatedTarget as Node | null)) setOpen(false);
    };
    el.addEventListener('keydown', onKeyDown);
    el.addEventListener('focusout', onFocusOut);
    return () => {
      el.removeEventListener('keydown', onKeyDown);
      el.removeEventListener('focusout', onFocusOut);
    };
  }, [open]);
  return (
    <div ref={wrap}>
      <IconButton ref={button} label={label} aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)}>
        <MoreIcon />
      </IconButton>
      <Panel id={id} role="region" aria-label={label} hidden={!open}>
        {children}
      </Panel>
    </div>
  );
}
