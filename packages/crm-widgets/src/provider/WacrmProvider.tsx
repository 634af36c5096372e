import { createContext, useContext, useEffect, useMemo, type ComponentType, type ReactNode } from 'react';
import type { RealtimeClient, WacrmClient, WhatsAppApi } from '@wacrm/whatsapp-sdk';
import { NotificationsProvider, PortalContainerProvider, useNotify, type PortalContainer } from '@wacrm/ui';
import { warmDateFormatting, whenIdle } from '../internal/idle';
import { commonLabels, type WacrmLabels } from '../labels';
import { WacrmLocaleProvider, useWacrmLocale, type LocaleInput } from '../i18n/WacrmLocaleProvider';
import type { TextDirection } from '../i18n/locale';
import type { Label } from '../i18n/plural';
import { sessionAwareNotify } from './sessionAwareNotify';
import { serverText } from './serverText';
import type { WacrmComponents, WidgetNotifier } from './types';
import { anyLabel, loadValidationText } from './validationReword';

export interface WacrmProviderProps {
  /** The host's client from `createWacrmClient()`; widgets never create their own. */
  client: WacrmClient;
  /** The signed-in userId; every messaging call is made for it. */
  clientId: string;
  /**
   * Overrides for any user-facing string, on top of the active language (English defaults from the product spec). A
   * count text takes plural forms (`{ one: '{n} recipient', other: '{n} recipients' }`) or one string for every count.
   */
  labels?: Partial<WacrmLabels> & Record<string, Label | undefined>;
  /**
   * The widgets' language: a BCP 47 tag ('pt-BR', 'ar'; the shipped language that serves it is downloaded when first
   * used, and the provider suspends until then) or a locale object (`import { ptBR } from
   * '@wacrm/crm-widgets/locales/pt-BR'`, or your own from `defineLocale`). Default: an enclosing
   * `WacrmLocaleProvider`'s, else English.
   */
  locale?: LocaleInput;
  /** Writing direction when it should not follow the language ('rtl' for Arabic by default). */
  dir?: TextDirection;
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
  /** The host's label overrides (`labels` prop), without the language's: see `useWacrmLabels`. */
  labels: Readonly<Record<string, Label | undefined>>;
  components: Partial<WacrmComponents>;
}

const WacrmContext = createContext<WacrmContextValue | null>(null);

type BaseValue = Omit<WacrmContextValue, 'notify'>;

function UiNotifyBridge({
  base,
  word,
  children,
}: {
  base: BaseValue;
  word: (message: string) => string;
  children?: ReactNode;
}) {
  const ui = useNotify();
  const value = useMemo<WacrmContextValue>(
    () => ({
      ...base,
      notify: sessionAwareNotify(
        base.client,
        {
          success: (message) => void ui.success(message),
          error: (message) => void ui.error(message),
        },
        word,
      ),
    }),
    [base, ui, word],
  );
  return <WacrmContext.Provider value={value}>{children}</WacrmContext.Provider>;
}

/**
 * Hands the host's client, clientId, labels, components and notifications to every widget below it, and sets where
 * their dialogs and notices render.
 */
export function WacrmProvider({ portalContainer, locale, dir, ...props }: WacrmProviderProps) {
  return (
    <WacrmLocaleProvider locale={locale} dir={dir}>
      <PortalContainerProvider container={portalContainer}>
        <WacrmProviderInner {...props} />
      </PortalContainerProvider>
    </WacrmLocaleProvider>
  );
}

function WacrmProviderInner({
  client,
  clientId,
  labels,
  components,
  notify,
  children,
}: Omit<WacrmProviderProps, 'portalContainer' | 'locale' | 'dir'>) {
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
  const locale = useWacrmLocale();
  // Failures' messages in the active language (the host's labels over the language's).
  const word = useMemo(() => {
    const active = locale.labels ? { ...locale.labels, ...labels } : { ...labels };
    return (message: string) => serverText(message, active, locale.formats);
  }, [labels, locale.labels, locale.formats]);
  // The validation messages' wording, when labels could reword one, downloaded before any call can fail
  // (validationReword.ts).
  const relabelled = locale.labels !== null || anyLabel(labels ?? {});
  useEffect(() => {
    if (relabelled) loadValidationText().catch(() => undefined);
  }, [relabelled]);
  const withHostNotify = useMemo<WacrmContextValue | null>(
    () => (notify ? { ...base, notify: sessionAwareNotify(client, notify, word) } : null),
    [base, client, notify, word],
  );
  // The provider usually mounts with the host's app, before any widget shows a time: load the date formatting
  // data of its language while the browser is idle.
  useEffect(() => whenIdle(() => warmDateFormatting(locale.code)), [locale.code]);
  if (withHostNotify) return <WacrmContext.Provider value={withHostNotify}>{children}</WacrmContext.Provider>;
  const dismissLabel = labels?.dismissNotification ?? locale.labels?.dismissNotification;
  return (
    <NotificationsProvider
      dismissLabel={typeof dismissLabel === 'string' ? dismissLabel : commonLabels.dismissNotification}
    >
      <UiNotifyBridge base={base} word={word}>
        {children}
      </UiNotifyBridge>
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

/** The provider's WhatsApp API, or null outside a provider (for parts that also render on their own). */
export function useOptionalWhatsapp(): WacrmContextValue['whatsapp'] | null {
  return useContext(WacrmContext)?.whatsapp ?? null;
}

const NO_HOST_LABELS: Readonly<Record<string, Label | undefined>> = {};

/** The host's label overrides, or none outside a provider (for parts that also render on their own). */
export function useHostLabels(): Readonly<Record<string, Label | undefined>> {
  return useContext(WacrmContext)?.labels ?? NO_HOST_LABELS;
}

/** Whether a value can stand for a label: text, or plural forms with an `other` text. */
function isLabelValue(value: unknown): value is Label {
  return (
    typeof value === 'string' ||
    (typeof value === 'object' && value !== null && typeof (value as { other?: unknown }).other === 'string')
  );
}

/**
 * A widget's labels: its English defaults, with the active language's texts and then the host's overrides applied
 * (only for keys the widget knows, and only labels: text, or plural forms with an `other` text).
 */
export function useWacrmLabels<T extends Readonly<Record<string, Label>>>(defaults: T): T {
  const { labels } = useWacrm();
  const { labels: translated } = useWacrmLocale();
  return useMemo(() => {
    const merged: Record<string, Label> = { ...defaults };
    for (const key of Object.keys(defaults)) {
      const override = labels[key];
      const translation = (translated as Readonly<Record<string, Label | undefined>> | null)?.[key];
      if (isLabelValue(override)) merged[key] = override;
      else if (isLabelValue(translation)) merged[key] = translation;
    }
    return merged as unknown as T;
  }, [defaults, labels, translated]);
}

/**
 * Every label the active language and the host give (the language's texts, the host's overrides on top): what the
 * SDK's validation messages are reworded with.
 */
export function useActiveLabels(): Readonly<Record<string, Label | undefined>> {
  const { labels } = useWacrm();
  const { labels: translated } = useWacrmLocale();
  return useMemo(() => (translated ? { ...translated, ...labels } : labels), [labels, translated]);
}

/** A replaceable sub-component: the host's override for `key`, else the widget's default. */
export function useWacrmComponent<K extends keyof WacrmComponents & string>(
  key: K,
  fallback: WacrmComponents[K],
): WacrmComponents[K];
/** A replaceable sub-component by a key `WacrmComponents` does not name, with the props its caller states. */
export function useWacrmComponent<P>(key: string, fallback: ComponentType<P>): ComponentType<P>;
export function useWacrmComponent(key: string, fallback: unknown): unknown {
  const { components } = useWacrm();
  return components[key] ?? fallback;
}
