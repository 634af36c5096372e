import { createContext, useContext, useEffect, useMemo, type ComponentType, type ReactNode } from 'react';
import type { RealtimeClient, WacrmClient, WhatsAppApi } from '@wacrm/whatsapp-sdk';
import { NotificationsProvider, PortalContainerProvider, useNotify, type PortalContainer } from '@wacrm/ui';
import { warmDateFormatting, whenIdle } from '../internal/idle';
import { commonLabels, type WacrmLabels } from '../labels';
import { sessionAwareNotify } from './sessionAwareNotify';

/** How widgets report success and failure; by default the `@wacrm/ui` notices (top right, 5 s). */
export interface WidgetNotifier {
  success(message: string): void;
  error(message: string): void;
}

/**
 * Sub-components a host may replace (stream-chat-react's `WithComponents` idea). Keys are added by widgets;
 * a replacement receives the same props as the default it replaces.
 */
export type WacrmComponents = Record<string, ComponentType<never>>;

export interface WacrmProviderProps {
  /** The host's client from `createWacrmClient()`; widgets never create their own. */
  client: WacrmClient;
  /** The signed-in userId; every messaging call is made for it. */
  clientId: string;
  /** Overrides for any user-facing string (English defaults from the product spec). */
  labels?: Partial<WacrmLabels> & Record<string, string | undefined>;
  /** Replacement sub-components, by key. */
  components?: Partial<WacrmComponents>;
  /** Host notification mechanism; when absent the provider renders `@wacrm/ui` notices itself. */
  notify?: WidgetNotifier;
  /**
   * Where the widgets' dialogs and notices render (default: the `WacrmThemeProvider`'s container, else
   * `document.body`). Inside a shadow root, pass a node in that root (the `@wacrm/elements` custom elements do).
   */
  portalContainer?: PortalContainer | null;
  /** The widgets (and any of your components that call the Wacrm hooks). */
  children?: ReactNode;
}

export interface WacrmContextValue {
  client: WacrmClient;
  clientId: string;
  /** `client.whatsapp(clientId)`. */
  whatsapp: WhatsAppApi;
  /** `client.realtime(clientId)`: one shared socket. */
  realtime: RealtimeClient;
  notify: WidgetNotifier;
  labels: Readonly<Record<string, string | undefined>>;
  components: Partial<WacrmComponents>;
}

const WacrmContext = createContext<WacrmContextValue | null>(null);

type BaseValue = Omit<WacrmContextValue, 'notify'>;

function UiNotifyBridge({ base, children }: { base: BaseValue; children?: ReactNode }) {
  const ui = useNotify();
  const value = useMemo<WacrmContextValue>(
    () => ({
      ...base,
      notify: sessionAwareNotify(base.client, {
        success: (message) => void ui.success(message),
        error: (message) => void ui.error(message),
      }),
    }),
    [base, ui],
  );
  return <WacrmContext.Provider value={value}>{children}</WacrmContext.Provider>;
}

/**
 * Hands the host's client, clientId, labels, components and notifications to every widget below it, and sets where
 * their dialogs and notices render.
 */
export function WacrmProvider({ portalContainer, ...props }: WacrmProviderProps) {
  return (
    <PortalContainerProvider container={portalContainer}>
      <WacrmProviderInner {...props} />
    </PortalContainerProvider>
  );
}

function WacrmProviderInner({
  client,
  clientId,
  labels,
  components,
  notify,
  children,
}: Omit<WacrmProviderProps, 'portalContainer'>) {
  const base = useMemo<BaseValue>(
    () => ({
      client,
      clientId,
      whatsapp: client.whatsapp(clientId),
      realtime: client.realtime(clientId),
      labels: { ...labels },
      components: { ...components },
    }),
    [client, clientId, labels, components],
  );
  const withHostNotify = useMemo<WacrmContextValue | null>(
    () => (notify ? { ...base, notify: sessionAwareNotify(client, notify) } : null),
    [base, client, notify],
  );
  // The provider usually mounts with the host's app, before any widget shows a time: load the date formatting
  // data while the browser is idle.
  useEffect(() => whenIdle(warmDateFormatting), []);
  if (withHostNotify) return <WacrmContext.Provider value={withHostNotify}>{children}</WacrmContext.Provider>;
  return (
    <NotificationsProvider dismissLabel={labels?.dismissNotification ?? commonLabels.dismissNotification}>
      <UiNotifyBridge base={base}>{children}</UiNotifyBridge>
    </NotificationsProvider>
  );
}

/** The provider's value. Throws a clear error when used outside `<WacrmProvider>`. */
export function useWacrm(): WacrmContextValue {
  const value = useContext(WacrmContext);
  if (!value) {
    throw new Error(
      'Wacrm widgets and hooks must be used inside <WacrmProvider client={...} clientId={...}>. ' +
        'Create the client once with createWacrmClient() and wrap your widgets in the provider.',
    );
  }
  return value;
}

/**
 * A widget's labels: its English defaults with the host's overrides applied (only for keys the widget knows,
 * and only string overrides).
 */
export function useWacrmLabels<T extends Record<string, string>>(defaults: T): T {
  const { labels } = useWacrm();
  return useMemo(() => {
    const merged: Record<string, string> = { ...defaults };
    for (const key of Object.keys(defaults)) {
      const override = labels[key];
      if (typeof override === 'string') merged[key] = override;
    }
    return merged as T;
  }, [defaults, labels]);
}

/** A replaceable sub-component: the host's override for `key`, else the widget's default. */
export function useWacrmComponent<P>(key: string, fallback: ComponentType<P>): ComponentType<P> {
  const { components } = useWacrm();
  const override = components[key] as ComponentType<P> | undefined;
  return override ?? fallback;
}
