import type { WacrmEmit } from '../events';
import type { WacrmElementOptions, WacrmWidgetName } from '../types';
import type { ShadowParts } from './shadowParts';

/** One widget's React root in a shadow root. This type and the loaders below carry no React: the loader needs none. */
export interface WidgetView {
  /** Renders (or re-renders) the widget with these options. */
  render(options: WacrmElementOptions, emit: WacrmEmit, onClose: () => void, isCurrent: () => boolean): void;
  unmount(): void;
}

/** Makes a widget's view in prepared shadow parts. */
export type CreateWidgetView = (parts: ShadowParts) => WidgetView;

/**
 * Where a widget's code comes from: at once (the ESM entry and the single-file build) or as a promise (the
 * script-tag loader, which fetches the widget's chunk on first use).
 */
export type LoadWidgetView = (widget: WacrmWidgetName) => CreateWidgetView | Promise<CreateWidgetView>;

/** The `wacrm-error` message of a widget whose code did not load. */
export function loadFailedMessage(widget: WacrmWidgetName, error: unknown): string {
  const reason = error instanceof Error && error.message ? `: ${error.message}` : '';
  return `The code of the ${widget} widget could not be loaded${reason}`;
}
