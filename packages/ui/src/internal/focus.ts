const TABBABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'audio[controls]',
  'video[controls]',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]',
].join(',');

/** Focusable elements inside `root` that take part in the Tab order, in DOM order. */
export function getTabbables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(TABBABLE)).filter((el) => {
    if (el.tabIndex < 0) return false;
    if (el.hasAttribute('disabled') || el.getAttribute('aria-hidden') === 'true') return false;
    if (el.closest('[hidden],[inert]')) return false;
    return true;
  });
}

/**
 * The element an event started on, also inside a shadow root (where a listener on `document` sees the shadow
 * host as `event.target`).
 */
export function originalTarget(event: Event): Node | null {
  const path = typeof event.composedPath === 'function' ? event.composedPath() : [];
  const first = path[0] ?? event.target;
  return first instanceof Node ? first : null;
}

/** The focused element in the document or shadow root that `node` lives in (`document.activeElement` otherwise). */
export function activeElementFor(node: Node | null | undefined): Element | null {
  const root = node?.getRootNode?.();
  if (root && 'activeElement' in root) return (root as Document | ShadowRoot).activeElement;
  return typeof document === 'undefined' ? null : document.activeElement;
}
