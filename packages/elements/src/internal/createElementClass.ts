import type { WacrmElementOptions, WacrmElementTheme, WacrmWidgetName } from '../types';
import { elementDir, elementLocale, onPageLangChange } from './elementLocale';
import { parseLabels } from './parseLabels';
import { prepareShadowRoot, renewStyles, type ShadowParts } from './shadowParts';
import { elementEmitter, loginsOnPage } from './warnings';
import {
  quickConfigCheck,
  reportConfig,
  viewOrLater,
  type CodeSource,
  type ConfigReport,
  type WidgetView,
} from './widgetView';

/** Attributes every element reads, with the property each one reflects. */
export const COMMON_ATTRIBUTES = {
  'api-url': 'apiUrl',
  'socket-url': 'socketUrl',
  'client-id': 'clientId',
  theme: 'theme',
  'brand-color': 'brandColor',
  locale: 'locale',
} as const;

/**
 * Native attributes that change what an element renders: `dir` (a forced direction) and `lang` (the language when
 * there is no `locale`). Their properties stay the browser's own.
 */
const NATIVE_ATTRIBUTES = ['dir', 'lang'];

/** Properties that never go to the DOM: objects and secrets. */
const OBJECT_PROPERTIES = ['labels', 'client', 'tokenStore', 'identityProvider'] as const;
type ObjectProperty = (typeof OBJECT_PROPERTIES)[number];

/** How long a removed element keeps its widget: inserted again within it (a move, a re-render), it goes on. */
export const REMOVAL_GRACE_MS = 1000;

/** What an element keeps, under a symbol: none of it shows as a property of the element. */
interface ElementState extends ConfigReport {
  parts: ShadowParts;
  view: WidgetView | null;
  /** The widget's code is on its way (script-tag loader). */
  waiting: boolean;
  scheduled: boolean;
  objects: Partial<Pick<WacrmElementOptions, ObjectProperty>>;
  /** The unmount of an element removed from the document, after `REMOVAL_GRACE_MS`. */
  removal?: ReturnType<typeof setTimeout>;
  /** Stops following the page's `lang` changes (while connected). */
  unwatchLang?: () => void;
}
const STATE = Symbol('wacrm');
type StatefulElement = HTMLElement & { [STATE]: ElementState };

/**
 * The element's options: its attributes (trimmed, blank ones left out), its language (`locale`, else the nearest
 * `lang`, else the browser's) and forced direction (`dir`), and its object properties.
 */
function optionsOf(element: StatefulElement): WacrmElementOptions {
  const read = (name: string) => element.getAttribute(name)?.trim() || undefined;
  const theme = read('theme');
  return {
    apiUrl: read('api-url'),
    socketUrl: read('socket-url'),
    clientId: read('client-id'),
    theme: theme === 'light' || theme === 'dark' ? theme : undefined,
    brandColor: read('brand-color'),
    open: element.hasAttribute('open'),
    locale: elementLocale(element),
    dir: elementDir(element),
    ...element[STATE].objects,
  };
}

/**
 * Makes the class of one element. Called only when defining (never at module load), so importing the package in
 * Node, where `HTMLElement` does not exist, is safe. No React here: `load` gives the widget's view, at once or (the
 * script-tag loader) once its chunk has arrived; the element renders with its options as they are then, so
 * attributes and properties set in the meantime all apply.
 */
export function createElementClass(widget: WacrmWidgetName, source: CodeSource): CustomElementConstructor {
  const extraAttributes = widget === 'template-editor' ? ['open'] : [];

  /**
   * A configuration problem is reported once the page has been parsed (a later script may still set api-url or
   * client), and only if it is still there then; each one once while it lasts.
   */
  function reportLater(element: StatefulElement): void {
    const report = () => reportConfig(source, element[STATE]);
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', report, { once: true });
    else setTimeout(report);
  }

  function render(element: StatefulElement): void {
    const state = element[STATE];
    if (!element.isConnected || state.waiting) return;
    const options = optionsOf(element);
    const check = quickConfigCheck(options);
    if (check.suspect) reportLater(element);
    else state.reported = undefined;
    if (check.fatal) {
      // Nothing to show without an API: the widget's code is not even fetched (a widget already there shows nothing).
      if (!state.view) return;
      options.apiUrl = undefined;
    }
    if (!state.view) {
      state.view = viewOrLater(source, widget, state.parts, state.emit, {
        wanted: () => element.isConnected,
        arrived: (make) => {
          state.view ??= make(state.parts);
          render(element);
        },
        settled: () => {
          state.waiting = false;
        },
      });
      if (!state.view) {
        state.waiting = true;
        return;
      }
    }
    state.view.render(options, state.emit, () => element.removeAttribute('open'));
  }

  /** Several attribute and property changes in one task render once. */
  function schedule(element: StatefulElement): void {
    const state = element[STATE];
    if (state.scheduled) return;
    state.scheduled = true;
    queueMicrotask(() => {
      state.scheduled = false;
      render(element);
    });
  }

  class WacrmCustomElement extends HTMLElement {
    static get observedAttributes(): string[] {
      return [...Object.keys(COMMON_ATTRIBUTES), ...NATIVE_ATTRIBUTES, ...extraAttributes];
    }

    declare [STATE]: ElementState;

    constructor() {
      super();
      this[STATE] = {
        parts: prepareShadowRoot(this),
        view: null,
        waiting: false,
        scheduled: false,
        objects: {},
        emit: elementEmitter(this, source),
        options: () => (this.isConnected ? optionsOf(this as StatefulElement) : null),
      };
    }

    connectedCallback(): void {
      const state = this[STATE];
      clearTimeout(state.removal);
      if (widget === 'login') loginsOnPage.add(this);
      // Without its own `locale`, the element follows the page's language: `<html lang>` or a container's `lang`.
      state.unwatchLang ??= onPageLangChange(() => {
        if (!this.hasAttribute('locale')) schedule(this);
      });
      // Inserted again with its widget still there (a move): the same widget and state, its styles injected again.
      if (state.view) renewStyles(state.parts);
      // Properties set before the element was defined are own properties that hide the class's setters: re-set them.
      for (const name of [...Object.values(COMMON_ATTRIBUTES), ...OBJECT_PROPERTIES, 'open']) {
        if (Object.prototype.hasOwnProperty.call(this, name)) {
          const value: unknown = (this as Record<string, unknown>)[name];
          delete (this as Record<string, unknown>)[name];
          (this as Record<string, unknown>)[name] = value;
        }
      }
      schedule(this);
    }

    disconnectedCallback(): void {
      // Gone for good once the grace period is over: the widget unmounts (its listeners, its share of the socket).
      const state = this[STATE];
      loginsOnPage.delete(this);
      state.unwatchLang?.();
      state.unwatchLang = undefined;
      clearTimeout(state.removal);
      state.removal = setTimeout(() => {
        if (this.isConnected || !state.view) return;
        state.view.unmount();
        state.view = null;
        renewStyles(state.parts);
      }, REMOVAL_GRACE_MS);
    }

    attributeChangedCallback(_name: string, oldValue: string | null, value: string | null): void {
      if (oldValue !== value) schedule(this);
    }
  }

  const prototype = WacrmCustomElement.prototype;
  // String properties reflect their attributes (null when absent; null or undefined removes the attribute).
  for (const [attribute, property] of Object.entries(COMMON_ATTRIBUTES)) {
    Object.defineProperty(prototype, property, {
      configurable: true,
      enumerable: true,
      get(this: HTMLElement): string | null {
        return this.getAttribute(attribute);
      },
      set(this: HTMLElement, value: string | WacrmElementTheme | null | undefined) {
        if (value === null || value === undefined) this.removeAttribute(attribute);
        else this.setAttribute(attribute, String(value));
      },
    });
  }
  // Object properties live on the element only (labels also as JSON text); null or undefined clears one.
  for (const name of OBJECT_PROPERTIES) {
    Object.defineProperty(prototype, name, {
      configurable: true,
      enumerable: true,
      get(this: StatefulElement): unknown {
        return this[STATE].objects[name];
      },
      set(this: StatefulElement, value: unknown) {
        const state = this[STATE];
        const next = name === 'labels' ? parseLabels(value, state.emit) : value;
        if (next === undefined || next === null) delete state.objects[name];
        else (state.objects as Record<string, unknown>)[name] = next;
        schedule(this);
      },
    });
  }
  Object.defineProperty(prototype, 'open', {
    configurable: true,
    enumerable: true,
    get(this: HTMLElement): boolean {
      return this.hasAttribute('open');
    },
    set(this: HTMLElement, value: unknown) {
      this.toggleAttribute('open', Boolean(value));
    },
  });
  return WacrmCustomElement;
}
