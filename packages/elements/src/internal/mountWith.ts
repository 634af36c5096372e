import type { WacrmEmit } from '../events';
import type { WacrmElementOptions, WacrmWidgetName } from '../types';
import { elementLocale } from './elementLocale';
import { prepareShadowRoot } from './shadowParts';
import { elementEmitter } from './warnings';
import {
  quickConfigCheck,
  reportConfig,
  viewOrLater,
  type CodeSource,
  type ConfigReport,
  type WidgetView,
} from './widgetView';

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
 * `mount()` with `source` giving the widget's code. With the script-tag loader the code may arrive later:
 * the handle works at once, and the first render uses the options as they are when the code is here.
 */
export function mountWith(source: CodeSource, element: HTMLElement, options: WacrmMountOptions): WacrmMountHandle {
  let current: WacrmMountOptions = { ...options };
  const parts = prepareShadowRoot(element);
  let view: WidgetView | null = null;
  let viewWidget: WacrmWidgetName | null = null;
  let unmounted = false;
  const emit: WacrmEmit = elementEmitter(element, source);
  const report: ConfigReport = { emit, options: () => (unmounted ? null : current) };
  const onClose = () => handle.update({ open: false });
  const render = () => {
    if (unmounted) return;
    const { widget } = current;
    // Called by code, not while the page parses: a configuration problem is reported at once (once while it lasts).
    const check = quickConfigCheck(current);
    if (check.suspect) reportConfig(source, report);
    else report.reported = undefined;
    if (check.fatal && !view) return;
    if (view && viewWidget !== widget) {
      view.unmount();
      view = null;
    }
    if (!view) {
      view = viewOrLater(source, widget, parts, emit, {
        wanted: () => !unmounted && current.widget === widget,
        arrived: (make) => {
          if (!view) {
            view = make(parts);
            viewWidget = widget;
          }
          render();
        },
      });
      if (!view) return;
      viewWidget = widget;
    }
    // Without a `locale` option, the language of the page around the element (its nearest `lang`), as an element.
    const options = { ...current, locale: current.locale ?? elementLocale(element) };
    view.render(check.fatal ? { ...options, apiUrl: undefined } : options, emit, onClose);
  };
  const handle: WacrmMountHandle = {
    update(next) {
      current = { ...current, ...next, widget: next.widget ?? current.widget };
      render();
    },
    unmount() {
      unmounted = true;
      view?.unmount();
      view = null;
    },
  };
  render();
  return handle;
}
