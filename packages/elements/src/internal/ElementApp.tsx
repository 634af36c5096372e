import { Suspense, useMemo, type ComponentType, type ReactNode } from 'react';
import { StyleSheetManager } from 'styled-components';
import { useWacrmLocale, WacrmLocaleProvider } from '@wacrm/crm-widgets';
import { createBrandTheme, darkTheme, lightTheme, WacrmThemeProvider, type WacrmTheme } from '@wacrm/ui';
import type { WacrmClient } from '@wacrm/whatsapp-sdk';
import type { WacrmEmit } from '../events';
import type { WacrmElementOptions, WacrmWidgetName } from '../types';
import { sharedClient } from './sharedClient';

/** What a widget's body gets: the resolved client and everything the element knows. */
export interface WidgetBodyProps {
  client: WacrmClient;
  options: WacrmElementOptions;
  emit: WacrmEmit;
  portalContainer: HTMLElement;
  onClose: () => void;
}

export interface ElementAppProps {
  widget: WacrmWidgetName;
  /** The widget itself (one per chunk of the script-tag loader, so a page loads only the widgets it shows). */
  Body: ComponentType<WidgetBodyProps>;
  options: WacrmElementOptions;
  /** Where styled-components puts the widget's rules: the element's shadow root. */
  styleTarget: ShadowRoot | HTMLElement;
  /** Where dialogs and notices render: a node in the same shadow root. */
  portalContainer: HTMLElement;
  emit: WacrmEmit;
  /** `<wacrm-template-editor>`: its dialog closed (the element clears `open`). */
  onClose: () => void;
}

/** The element's theme from its `theme` and `brand-color` attributes. */
export function elementTheme(theme: WacrmElementOptions['theme'], brandColor: string | undefined): WacrmTheme {
  const mode = theme === 'light' ? 'light' : 'dark';
  if (brandColor) return createBrandTheme({ primary: brandColor, mode });
  return mode === 'light' ? lightTheme : darkTheme;
}

/**
 * The element's client: its `client` property, or the page's shared client of its `api-url`. None without either (the
 * element reports that itself, see configCheck.ts) or when the client cannot be made.
 */
function useElementClient(options: WacrmElementOptions): WacrmClient | null {
  const { client, apiUrl, socketUrl, tokenStore } = options;
  return useMemo(() => {
    if (client) return client;
    if (!apiUrl) return null;
    try {
      return sharedClient(apiUrl, socketUrl, tokenStore).client;
    } catch {
      return null;
    }
  }, [client, apiUrl, socketUrl, tokenStore]);
}

/** The theme root in the element's language: `lang` and `dir` on it, so the widget reads and lays out in them. */
function ThemeRoot({
  widget,
  theme,
  portalContainer,
  children,
}: {
  widget: WacrmWidgetName;
  theme: WacrmTheme;
  portalContainer: HTMLElement;
  children: ReactNode;
}) {
  const { code, dir } = useWacrmLocale();
  return (
    <WacrmThemeProvider
      theme={theme}
      portalContainer={portalContainer}
      data-wacrm-element={widget}
      lang={code}
      dir={dir}
    >
      {children}
    </WacrmThemeProvider>
  );
}

/**
 * The React tree of one element: styles injected into its shadow root, its language (a shipped language's dictionary
 * is downloaded on first use: nothing shows until it is here, see renderWidget.ts), the theme root (with the
 * typography every element below gets), dialogs and notices portalled into the shadow root, and the widget.
 */
export function ElementApp({ widget, Body, options, styleTarget, portalContainer, emit, onClose }: ElementAppProps) {
  const theme = useMemo(() => elementTheme(options.theme, options.brandColor), [options.theme, options.brandColor]);
  const client = useElementClient(options);
  const body: ReactNode = client ? (
    <Body client={client} options={options} emit={emit} portalContainer={portalContainer} onClose={onClose} />
  ) : null;
  return (
    <StyleSheetManager target={styleTarget}>
      <Suspense fallback={null}>
        <WacrmLocaleProvider locale={options.locale ?? 'en'} dir={options.dir}>
          <ThemeRoot widget={widget} theme={theme} portalContainer={portalContainer}>
            {body}
          </ThemeRoot>
        </WacrmLocaleProvider>
      </Suspense>
    </StyleSheetManager>
  );
}
