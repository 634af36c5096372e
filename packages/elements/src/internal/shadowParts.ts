import { HOST_STYLES } from './hostStyles';

/** The shadow root's parts: the reset, the React container and the portal container for dialogs and notices. */
export interface ShadowParts {
  shadowRoot: ShadowRoot;
  mountPoint: HTMLElement;
  portalContainer: HTMLElement;
}

/** Creates (or finds, when the element already has them) the open shadow root and its parts. */
export function prepareShadowRoot(host: HTMLElement): ShadowParts {
  const shadowRoot = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
  let mountPoint = shadowRoot.querySelector<HTMLElement>(':scope > [data-wacrm-mount]');
  let portalContainer = shadowRoot.querySelector<HTMLElement>(':scope > [data-wacrm-portals]');
  if (!mountPoint || !portalContainer) {
    const style = host.ownerDocument.createElement('style');
    style.setAttribute('data-wacrm-host-styles', '');
    style.textContent = HOST_STYLES;
    mountPoint = host.ownerDocument.createElement('div');
    mountPoint.setAttribute('data-wacrm-mount', '');
    portalContainer = host.ownerDocument.createElement('div');
    portalContainer.setAttribute('data-wacrm-portals', '');
    shadowRoot.append(style, mountPoint, portalContainer);
  }
  return { shadowRoot, mountPoint, portalContainer };
}
