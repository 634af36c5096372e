import { mountWith, type WacrmMountHandle, type WacrmMountOptions } from './internal/mountWith';
import { staticSource } from './internal/staticViews';

export type { WacrmMountHandle, WacrmMountOptions } from './internal/mountWith';

/**
 * Renders a widget into an open shadow root of `element` (any element without a shadow root of its own, e.g. a
 * `<div>`), for code that prefers functions to custom elements. Events are dispatched on `element`, as on the
 * custom elements. Browser only.
 */
export function mount(element: HTMLElement, options: WacrmMountOptions): WacrmMountHandle {
  return mountWith(staticSource, element, options);
}
