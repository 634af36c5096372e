import { HOST_STYLES } from './hostStyles';

/**
 * The shadow root's parts: the reset, the container of the widget's style sheets, the React container and the
 * portal container for dialogs and notices.
 */
export interface ShadowParts {
  shadowRoot: ShadowRoot;
  /** Where styled-components puts the widget's `<style>` elements; replaced by `renewStyles`. */
  styles: HTMLElement;
  mountPoint: HTMLElement;
  portalContainer: HTMLElement;
}

function part(host: HTMLElement, name: string): HTMLElement {
  const node = host.ownerDocument.createElement('div');
  node.setAttribute(name, '');
  return node;
}

/** Creates (or finds, when the element already has them) the open shadow root and its parts. */
export function prepareShadowRoot(host: HTMLElement): ShadowParts {
  const shadowRoot = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
  const get = (name: string) =>
    shadowRoot.querySelector<HTMLElement>(`:scope > [${name}]`) ?? shadowRoot.appendChild(part(host, name));
  if (!shadowRoot.querySelector(':scope > [data-wacrm-host-styles]')) {
    const reset = host.ownerDocument.createElement('style');
    reset.setAttribute('data-wacrm-host-styles', '');
    reset.textContent = HOST_STYLES;
    shadowRoot.append(reset);
  }
  return {
    shadowRoot,
    styles: get('data-wacrm-styles'),
    mountPoint: get('data-wacrm-mount'),
    portalContainer: get('data-wacrm-portals'),
  };
}

/**
 * A new, empty container for the widget's style sheets. A `<style>` element inserted into a document again (any move
 * of the element: a framework reordering its list, a move into another shadow root) gets a new sheet built from its
 * text, and styled-components' production sheets hold their rules outside the text: the widget would show unstyled.
 * With a new container the next render injects every rule again (styled-components makes a new sheet per target),
 * while the React tree, and so the widget's state, stays as it is.
 */
export function renewStyles(parts: ShadowParts): void {
  const styles = part(parts.shadowRoot.host as HTMLElement, 'data-wacrm-styles');
  parts.styles.replaceWith(styles);
  parts.styles = styles;
}
