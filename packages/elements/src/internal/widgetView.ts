import type { WacrmEmit } from '../events';
import type { WacrmElementOptions, WacrmWidgetName } from '../types';
import type { Diagnostics } from './diagnostics';
import type { ShadowParts } from './shadowParts';

/** One widget's React root in a shadow root. This type and the loaders below carry no React: the loader needs none. */
export interface WidgetView {
  /** Renders (or re-renders) the widget with these options. */
  render(options: WacrmElementOptions, emit: WacrmEmit, onClose: () => void): void;
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

/** What `viewOrLater` does when the widget's code arrives later (the script-tag loader). */
export interface LaterView {
  /** Whether the view is still wanted (the element still in the page, the mount not undone, the same widget). */
  wanted(): boolean;
  /** The code has arrived and the view is still wanted: make it (`make(parts)`) and render. */
  arrived(make: CreateWidgetView): void;
  /** The download has ended, arrived or failed (before `arrived` or the error). */
  settled?(): void;
}

/**
 * The one load-and-render step of an element and of `mount()`: the widget's view for `parts`, made at once when its
 * code is here; else null, and `later.arrived` once the code has come (a failed download is a `wacrm-error` with
 * code LOAD), each only while the view is still wanted.
 */
export function viewOrLater(
  source: CodeSource,
  widget: WacrmWidgetName,
  parts: ShadowParts,
  emit: WacrmEmit,
  later: LaterView,
): WidgetView | null {
  const created = source.view(widget);
  if (!(created instanceof Promise)) return created(parts);
  created.then(
    (make) => {
      later.settled?.();
      if (later.wanted()) later.arrived(make);
    },
    (error: unknown) => {
      later.settled?.();
      if (later.wanted()) emit('wacrm-error', { code: 'LOAD', message: loadFailedMessage(widget, error) });
    },
  );
  return null;
}

/**
 * Where an element's code comes from: each widget's view, and the developer diagnostics (with the script-tag loader
 * both are chunks fetched when first needed; the diagnostics only once something looks wrong).
 */
export interface CodeSource {
  view: LoadWidgetView;
  diagnostics: () => Diagnostics | Promise<Diagnostics>;
}

/**
 * A quick look at `api-url`, with no message (those are in the diagnostics): `fatal` when the element has no API to
 * talk to (no `api-url` and no `client`, or an `api-url` that is not http(s):// or a path), `suspect` when anything
 * about it may be wrong (then the diagnostics say what).
 */
export function quickConfigCheck(options: WacrmElementOptions): { fatal: boolean; suspect: boolean } {
  if (options.client) return { fatal: false, suspect: false };
  const url = options.apiUrl ?? '';
  const fatal = !/^((https?:)?\/\/|\/)/i.test(url);
  return { fatal, suspect: fatal || !/\/api\/v1\/*([?#]|$)/.test(url) };
}

/** Runs `use` with the diagnostics, at once or when they have arrived (a failed fetch is ignored: it is advice). */
export function withDiagnostics(source: CodeSource, use: (diagnostics: Diagnostics) => void): void {
  Promise.resolve()
    .then(source.diagnostics)
    .then(use, () => undefined);
}

/** Where a configuration problem is reported: the options as they are now (null once gone), the last report. */
export interface ConfigReport {
  options(): WacrmElementOptions | null;
  reported?: string | undefined;
  emit: WacrmEmit;
}

/** Reports the configuration problem of `target`'s options as `wacrm-error`, each one once while it lasts. */
export function reportConfig(source: CodeSource, target: ConfigReport): void {
  withDiagnostics(source, ({ configProblem }) => {
    const options = target.options();
    const problem = options && configProblem(options);
    if (!problem || target.reported === problem.message) return;
    target.reported = problem.message;
    target.emit('wacrm-error', { code: 'CONFIGURATION', message: problem.message });
  });
}
