import type { IdentityProvider, TokenStore, WacrmClient } from '@wacrm/whatsapp-sdk';
import { dispatchWacrmEvent, type WacrmEmit } from '../events';
import type { WacrmElementLabels, WacrmElementOptions, WacrmElementTheme, WacrmWidgetName } from '../types';
import { parseLabels } from './parseLabels';
import { prepareShadowRoot, type ShadowParts } from './shadowParts';
import { loadFailedMessage, type CreateWidgetView, type LoadWidgetView, type WidgetView } from './widgetView';

/** Attributes every element reads, with the property each one reflects. */
export const COMMON_ATTRIBUTES = {
  'api-url': 'apiUrl',
  'socket-url': 'socketUrl',
  'client-id': 'clientId',
  theme: 'theme',
  'brand-color': 'brandColor',
} as const;

type StringProperty = (typeof COMMON_ATTRIBUTES)[keyof typeof COMMON_ATTRIBUTES];
/** Properties that never go to the DOM: objects and secrets. */
const OBJECT_PROPERTIES = ['labels', 'client', 'tokenStore', 'identityProvider'] as const;

/**
 * Makes the class of one element. Called only when defining (never at module load), so importing the package in
 * Node, where `HTMLElement` does not exist, is safe. No React here: `load` gives the widget's view, at once or (the
 * script-tag loader) once its chunk has arrived; the element renders with its options as they are then, so
 * attributes and properties set in the meantime all apply.
 */
export function createElementClass(widget: WacrmWidgetName, load: LoadWidgetView): CustomElementConstructor {
  const extraAttributes = widget === 'template-editor' ? ['open'] : [];

  class WacrmCustomElement extends HTMLElement {
    static get observedAttributes(): string[] {
      return [...Object.keys(COMMON_ATTRIBUTES), ...extraAttributes];
    }

    #parts: ShadowParts;
    #view: WidgetView | null = null;
    /** The widget's code is on its way (script-tag loader). */
    #waiting = false;
    #scheduled = false;
    /** Counts attribute and property changes: a render's options are current while no change came after them. */
    #changes = 0;
    #objects: Partial<Pick<WacrmElementOptions, (typeof OBJECT_PROPERTIES)[number]>> = {};
    readonly #emit: WacrmEmit = (type, detail) => dispatchWacrmEvent(this, type, detail);
    readonly #onClose = () => {
      this.removeAttribute('open');
    };

    constructor() {
      super();
      this.#parts = prepareShadowRoot(this);
    }

    connectedCallback(): void {
      // Properties set before the element was defined are own properties that hide the class's setters: re-set them.
      for (const name of [...Object.values(COMMON_ATTRIBUTES), ...OBJECT_PROPERTIES, 'open'] as const) {
        if (Object.prototype.hasOwnProperty.call(this, name)) {
          const value: unknown = (this as Record<string, unknown>)[name];
          delete (this as Record<string, unknown>)[name];
          (this as Record<string, unknown>)[name] = value;
        }
      }
      this.#schedule();
    }

    disconnectedCallback(): void {
      // A move (removed and inserted again in the same task) keeps the widget and its state.
      queueMicrotask(() => {
        if (this.isConnected || !this.#view) return;
        this.#view.unmount();
        this.#view = null;
      });
    }

    attributeChangedCallback(_name: string, oldValue: string | null, value: string | null): void {
      if (oldValue !== value) this.#schedule();
    }

    /** Several attribute and property changes in one task render once. */
    #schedule(): void {
      this.#changes += 1;
      if (this.#scheduled) return;
      this.#scheduled = true;
      queueMicrotask(() => {
        this.#scheduled = false;
        this.#render();
      });
    }

    #render(): void {
      if (!this.isConnected || this.#waiting) return;
      if (!this.#view) {
        const created = load(widget);
        if (created instanceof Promise) {
          this.#await(created);
          return;
        }
        this.#view = created(this.#parts);
      }
      const seen = this.#changes;
      const isCurrent = () => seen === this.#changes;
      this.#view.render(this.#options(), this.#emit, this.#onClose, isCurrent);
    }

    /** Renders once the widget's code is here; a failed load is reported (a later change or insertion retries). */
    #await(created: Promise<CreateWidgetView>): void {
      this.#waiting = true;
      created.then(
        (make) => {
          this.#waiting = false;
          if (!this.isConnected) return;
          this.#view ??= make(this.#parts);
          this.#render();
        },
        (error: unknown) => {
          this.#waiting = false;
          if (this.isConnected) this.#emit('wacrm-error', { code: 'LOAD', message: loadFailedMessage(widget, error) });
        },
      );
    }

    #options(): WacrmElementOptions {
      const read = (name: string) => {
        const value = this.getAttribute(name);
        return value === null || value.trim() === '' ? undefined : value.trim();
      };
      const theme = read('theme');
      return {
        apiUrl: read('api-url'),
        socketUrl: read('socket-url'),
        clientId: read('client-id'),
        theme: theme === 'light' || theme === 'dark' ? theme : undefined,
        brandColor: read('brand-color'),
        open: this.hasAttribute('open'),
        ...this.#objects,
      };
    }

    #setObject<K extends (typeof OBJECT_PROPERTIES)[number]>(name: K, value: WacrmElementOptions[K] | undefined) {
      if (value === undefined || value === null) delete this.#objects[name];
      else this.#objects[name] = value;
      this.#schedule();
    }

    get labels(): WacrmElementLabels | undefined {
      return this.#objects.labels;
    }
    set labels(value: WacrmElementLabels | string | null | undefined) {
      this.#setObject('labels', parseLabels(value, this.#emit));
    }
    get client(): WacrmClient | undefined {
      return this.#objects.client;
    }
    set client(value: WacrmClient | null | undefined) {
      this.#setObject('client', value ?? undefined);
    }
    get tokenStore(): TokenStore | undefined {
      return this.#objects.tokenStore;
    }
    set tokenStore(value: TokenStore | null | undefined) {
      this.#setObject('tokenStore', value ?? undefined);
    }
    get identityProvider(): IdentityProvider | undefined {
      return this.#objects.identityProvider;
    }
    set identityProvider(value: IdentityProvider | null | undefined) {
      this.#setObject('identityProvider', value ?? undefined);
    }
    get open(): boolean {
      return this.hasAttribute('open');
    }
    set open(value: boolean) {
      this.toggleAttribute('open', Boolean(value));
    }
  }

  // String properties reflect their attributes (null when absent; null or undefined removes the attribute).
  for (const [attribute, property] of Object.entries(COMMON_ATTRIBUTES) as [string, StringProperty][]) {
    Object.defineProperty(WacrmCustomElement.prototype, property, {
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
  return WacrmCustomElement;
}
