import { Suspense, useState, type ReactNode } from 'react';

/**
 * Renders `children` from the first time `open` is true on (then always, so a dialog can animate out and return
 * focus), inside a Suspense without fallback: the way to show a dialog whose code is loaded with `React.lazy` when
 * it is first opened, so the widget's own chunk does not carry the dialog's forms and schemas.
 */
export function OpenedOnce({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open ? <Suspense fallback={null}>{children}</Suspense> : null;
}
