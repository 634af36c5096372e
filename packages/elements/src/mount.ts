import { createRoot, type Root } from 'react-dom/client';
import { dispatchWacrmEvent, type WacrmEmit } from './events';
import { prepareShadowRoot, renderInto, type ShadowParts } from './internal/createElementClass';
import type { WacrmElementOptions, WacrmWidgetName } from './types';

/** Options of `mount()`: which widget, plus everything an element takes as attributes and properties. */
export interface WacrmMountOptions extends WacrmElementOptions {
  widget: WacrmWidgetName;
}

/** What `mount()` returns. */
export interface WacrmMountHandle {
  /** Merges new options into the current ones and renders again (pass `undefined` to clear one). */
  update(options: Partial<WacrmMountOptions>): void;
  /** Unmounts the widget; the element and its (now empty) shadow root stay. Calling it twice is harmless. */
  unmount(): void;
}

/**
 * Renders a widget into an open shadow root of `element` (any element without a shadow root of its own, e.g. a
 * `<div>`), for code that prefers functions to custom elements. Events are dispatched on `element`, as on the
 * custom elements. Browser only.
 */
export function mount(element: HTMLElement, options: WacrmMountOptions): WacrmMountHandle {
  let current: WacrmMountOptions = { ...options };
  const parts: ShadowParts = prepareShadowRoot(element);
  let root: Root | null = createRoot(parts.mountPoint);
  const emit: WacrmEmit = (type, detail) => dispatchWacrmEvent(element, type, detail);
  const onClose = () => handle.update({ open: false });
  const render = () => {
    const rendered = current;
    if (root) renderInto(root, parts, current.widget, current, emit, onClose, () => rendered === current);
  };
  const handle: WacrmMountHandle = {
    update(next) {
      current = { ...current, ...next, widget: next.widget ?? current.widget };
      render();
    },
    unmount() {
      root?.unmount();
      root = null;
    },
  };
  render();
  return handle;
}
