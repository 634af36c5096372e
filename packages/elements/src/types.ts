import type { WacrmLabels } from '@wacrm/crm-widgets';
import type { IdentityProvider, Message, TokenStore, User, WacrmClient } from '@wacrm/whatsapp-sdk';

/** The widgets a partner embeds, by element name. */
export type WacrmWidgetName = 'inbox' | 'campaigns' | 'contacts' | 'template-editor' | 'login';

/** Theme base of an element (`theme` attribute). */
export type WacrmElementTheme = 'dark' | 'light';

/** Label overrides: any widget's labels (locale-ready), by key. */
export type WacrmElementLabels = Partial<WacrmLabels> & Record<string, string | undefined>;

/**
 * What an element (or `mount()`) renders with. Strings come from attributes; the rest are properties only, so
 * clients and tokens never sit in the DOM.
 */
export interface WacrmElementOptions {
  /** REST base URL of the `/api/v1` contract (`api-url`). Needed unless `client` is given. */
  apiUrl?: string;
  /** socket.io URL (`socket-url`); the origin of `apiUrl` by default. */
  socketUrl?: string;
  /** The signed-in userId (`client-id`); when absent it is read from the signed-in profile. */
  clientId?: string;
  /** `dark` (default) or `light` (`theme`). */
  theme?: WacrmElementTheme;
  /** Brand primary colour as hex (`brand-color`), e.g. `#7c3aed`. */
  brandColor?: string;
  /** Overrides for any user-facing string (property `labels`, an object or its JSON). */
  labels?: WacrmElementLabels;
  /** The host's client from `createWacrmClient()`; when absent the element makes one from `apiUrl`. */
  client?: WacrmClient;
  /** Where the element's own client keeps tokens (default: the SDK's cookie store). Ignored with `client`. */
  tokenStore?: TokenStore;
  /** Identity provider for `<wacrm-login>` (phone codes and Google); email codes work without one. */
  identityProvider?: IdentityProvider;
  /**
   * The language (`locale`), a BCP 47 tag: 'pt-BR', 'ar', 'es-MX'. A shipped language (es, pt-BR, hi, ar, id) is
   * downloaded the first time it is used; other tags show English with dates and numbers in that locale. Elements
   * default to the nearest `lang` attribute (through shadow roots up to the page's `<html lang>`), else the
   * browser's language, else English.
   */
  locale?: string;
  /** The writing direction when it should not follow the language (`dir`: 'ltr' or 'rtl'). */
  dir?: 'ltr' | 'rtl';
  /** `<wacrm-template-editor>` only: whether its dialog is open (`open` attribute). */
  open?: boolean;
}

/** `detail` of `wacrm-signed-in`: the signed-in user (after a sign-in, or a session found at start-up). */
export interface WacrmSignedInDetail {
  user: User;
}

/**
 * `detail` of `wacrm-session-expired`: 'refresh-failed' when the token refresh failed, 'session-ended' when the
 * API refused the stored session or the 2-hour client session ran out.
 */
export interface WacrmSessionExpiredDetail {
  reason: 'refresh-failed' | 'session-ended';
}

/** `detail` of `wacrm-message`: a message that arrived over the realtime connection (incoming ones only). */
export interface WacrmMessageDetail {
  message: Message;
}

/**
 * `detail` of `wacrm-error`: what went wrong, in the widget's words. `code` names errors the element raises itself:
 * 'CONFIGURATION' (no `api-url` and no `client`), 'NOT_SIGNED_IN' (no session to read the clientId from),
 * 'PROFILE' (the profile could not be read), 'WIDGET' (a widget reported a failure to the user), 'LOAD' (the
 * script-tag loader could not fetch the widget's code from dist/wacrm-elements/).
 */
export interface WacrmErrorDetail {
  message: string;
  code: 'CONFIGURATION' | 'NOT_SIGNED_IN' | 'PROFILE' | 'WIDGET' | 'LOAD';
  status?: number;
}

/** Events the elements dispatch (they bubble and cross shadow boundaries: `composed: true`). */
export interface WacrmElementEventMap {
  'wacrm-signed-in': CustomEvent<WacrmSignedInDetail>;
  'wacrm-session-expired': CustomEvent<WacrmSessionExpiredDetail>;
  'wacrm-message': CustomEvent<WacrmMessageDetail>;
  'wacrm-error': CustomEvent<WacrmErrorDetail>;
}

export type WacrmElementEventName = keyof WacrmElementEventMap;
export type WacrmElementEventDetail<K extends WacrmElementEventName> =
  WacrmElementEventMap[K] extends CustomEvent<infer D> ? D : never;

/** The element interface every `<wacrm-*>` element implements. */
export interface WacrmElement extends HTMLElement {
  apiUrl: string | null;
  socketUrl: string | null;
  clientId: string | null;
  theme: WacrmElementTheme | null;
  brandColor: string | null;
  /** The `locale` attribute (null when absent: the element then follows the nearest `lang`). */
  locale: string | null;
  labels: WacrmElementLabels | undefined;
  client: WacrmClient | undefined;
  tokenStore: TokenStore | undefined;
  identityProvider: IdentityProvider | undefined;
  addEventListener<K extends keyof HTMLElementEventMap>(
    type: K,
    listener: (this: WacrmElement, event: HTMLElementEventMap[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | AddEventListenerOptions,
  ): void;
}

/** `<wacrm-template-editor>`: the editor dialog, shown while `open` is set (closing it clears `open`). */
export interface WacrmTemplateEditorElement extends WacrmElement {
  open: boolean;
}

declare global {
  // Interfaces merge: the elements' events are typed on every element and on document listeners. The rule is off
  // here because an empty interface extending the map is how TypeScript augments a global map; a type alias cannot.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface HTMLElementEventMap extends WacrmElementEventMap {}
  interface HTMLElementTagNameMap {
    'wacrm-inbox': WacrmElement;
    'wacrm-campaigns': WacrmElement;
    'wacrm-contacts': WacrmElement;
    'wacrm-template-editor': WacrmTemplateEditorElement;
    'wacrm-login': WacrmElement;
  }
}
