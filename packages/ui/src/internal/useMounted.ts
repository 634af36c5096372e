import { startTransition, useEffect, useState } from 'react';

/**
 * False during SSR and the first client render; true once mounted (portals render only then). `deferred`: the
 * mounted render is a transition, so it never comes before (or interrupts) more urgent rendering, e.g. the first
 * render of a widget mounted together with the portal's owner.
 */
export function useMounted(deferred = false): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    if (deferred) startTransition(() => setMounted(true));
    // The second render is the point: what needs the DOM (a portal) renders after the first commit, never during SSR
    // or hydration (useSyncExternalStore would say true on a client-only first render).
    // eslint-disable-next-line react-hooks/set-state-in-effect -- one render after mount, by design
    else setMounted(true);
  }, [deferred]);
  return mounted;
}
