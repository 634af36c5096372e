import { createContext, useContext, type ReactNode } from 'react';

/**
 * Where portalled content (dialogs, notices) is rendered: an element or a shadow root. `null` means the default,
 * `document.body`.
 */
export type PortalContainer = Element | DocumentFragment;

const PortalContainerContext = createContext<PortalContainer | null>(null);

export interface PortalContainerProviderProps {
  /** Where dialogs and notices below render; `document.body` when null or absent. */
  container?: PortalContainer | null;
  /** The part of the app whose dialogs, menus and notices render into the container. */
  children?: ReactNode;
}

/**
 * Sets where every dialog and notice below renders. Inside a shadow root (the `@wacrm/elements` custom elements),
 * pass a node inside that root, so portalled content gets the root's styles and stays out of the host page.
 */
export function PortalContainerProvider({ container, children }: PortalContainerProviderProps) {
  const outer = useContext(PortalContainerContext);
  return <PortalContainerContext.Provider value={container ?? outer}>{children}</PortalContainerContext.Provider>;
}

/** The nearest portal container, or null for the default (`document.body`). */
export function usePortalContainer(): PortalContainer | null {
  return useContext(PortalContainerContext);
}
