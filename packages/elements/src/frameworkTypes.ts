import type {
  WacrmElement,
  WacrmElementOptions,
  WacrmErrorDetail,
  WacrmMessageDetail,
  WacrmSessionExpiredDetail,
  WacrmSignedInDetail,
  WacrmTemplateEditorElement,
} from './types';

// The elements as frameworks' type checkers see them: Vue templates (`@wacrm/elements/vue`), JSX
// (`@wacrm/elements/jsx`). Types only: nothing here runs.

/** What every element takes in a template: its properties (kebab-case attributes map to them), `open` aside. */
export type WacrmElementProps = Omit<WacrmElementOptions, 'open'>;

/** `<wacrm-template-editor>`: the other elements' props and `open`. */
export type WacrmTemplateEditorProps = WacrmElementOptions;

/** Listeners of the elements' events, named as Vue's `@wacrm-signed-in` is compiled (`onWacrmSignedIn`). */
export interface WacrmElementListeners {
  onWacrmSignedIn?: (event: CustomEvent<WacrmSignedInDetail>) => void;
  onWacrmSessionExpired?: (event: CustomEvent<WacrmSessionExpiredDetail>) => void;
  onWacrmMessage?: (event: CustomEvent<WacrmMessageDetail>) => void;
  onWacrmError?: (event: CustomEvent<WacrmErrorDetail>) => void;
}

/** A component type as Vue's `GlobalComponents` takes it: its props are those of `$props`. */
export type WacrmVueComponent<Props, Element> = new () => { $props: Props & WacrmElementListeners; $el: Element };

/** The five elements as Vue's `GlobalComponents` (`@wacrm/elements/vue` merges them into Vue's). */
export interface WacrmVueComponents {
  'wacrm-inbox': WacrmVueComponent<WacrmElementProps, WacrmElement>;
  'wacrm-campaigns': WacrmVueComponent<WacrmElementProps, WacrmElement>;
  'wacrm-contacts': WacrmVueComponent<WacrmElementProps, WacrmElement>;
  'wacrm-template-editor': WacrmVueComponent<WacrmTemplateEditorProps, WacrmTemplateEditorElement>;
  'wacrm-login': WacrmVueComponent<WacrmElementProps, WacrmElement>;
}

/**
 * What JSX may set on an element: the attributes as in HTML (`api-url`...) or the properties (`apiUrl`, `labels`,
 * `client`...); React 19, Preact and Solid set a property when the element has one.
 */
export type WacrmJsxProps = WacrmElementProps & {
  'api-url'?: string;
  'socket-url'?: string;
  'client-id'?: string;
  'brand-color'?: string;
};

/**
 * The five elements as JSX `IntrinsicElements`, with the framework's own attributes (`id`, `class`, `style`,
 * `ref`...) given as `Common`. `@wacrm/elements/jsx` merges them into React's; for Preact or Solid see the README.
 */
export interface WacrmIntrinsicElements<Common = object> {
  'wacrm-inbox': WacrmJsxProps & Common;
  'wacrm-campaigns': WacrmJsxProps & Common;
  'wacrm-contacts': WacrmJsxProps & Common;
  'wacrm-template-editor': WacrmJsxProps & { open?: boolean } & Common;
  'wacrm-login': WacrmJsxProps & Common;
}
