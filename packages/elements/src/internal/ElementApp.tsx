import { useEffect, useMemo, type ComponentType, type ReactNode } from 'react';
import { StyleSheetManager } from 'styled-components';
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
  /** False once the element's options changed after the ones this render shows (a newer render is on its way). */
  isCurrent: () => boolean;
}

/** The element's theme from its `theme` and `brand-color` attributes. */
export function elementTheme(theme: WacrmElementOptions['theme'], brandColor: string | undefined): WacrmTheme {
  const mode = theme === 'light' ? 'light' : 'dark';
  if (brandColor) return createBrandTheme({ primary: brandColor, mode });
  return mode === 'light' ? lightTheme : darkTheme;
}

type ClientResolution = { client: WacrmClient; error: null } | { client: null; error: string };

function useElementClient(options: WacrmElementOptions): ClientResolution {
  const { client, apiUrl, socketUrl, tokenStore } = options;
  return useMemo<ClientResolution>(() => {
    if (client) return { client, error: null };
    if (!apiUrl || apiUrl.trim() === '') {
      return { client: null, error: 'Set the api-url attribute or the client property' };
    }
    try {
      return { client: sharedClient(apiUrl.trim(), socketUrl?.trim() || undefined, tokenStore).client, error: null };
    } catch (error) {
      return { client: null, error: error instanceof Error ? error.message : String(error) };
    }
  }, [client, apiUrl, socketUrl, tokenStore]);
}

/**
 * The React tree of one element: styles injected into its shadow root, the theme root (with the typography every
 * element below gets), dialogs and notices portalled into the shadow root, and the widget.
 */
export function ElementApp({
  widget,
  Body,
  options,
  styleTarget,
  portalContainer,
  emit,
  onClose,
  isCurrent,
}: ElementAppProps) {
  const theme = useMemo(() => elementTheme(options.theme, options.brandColor), [options.theme, options.brandColor]);
  const { client, error } = useElementClient(options);
  // Reported once the page has been parsed (a later script may still set api-url or client) and only if the element
  // is still unconfigured then: a change of options in between cancels the report, even one whose render has not
  // reached the screen yet when the page finishes parsing.
  useEffect(() => {
    if (!error) return undefined;
    const report = () => {
      if (isCurrent()) emit('wacrm-error', { code: 'CONFIGURATION', message: error });
    };
    if (document.readyState === 'loading') {
      document.addEventListener('DOMContentLoaded', report, { once: true });
      return () => document.removeEventListener('DOMContentLoaded', report);
    }
    const timer = setTimeout(report, 0);
    return () => clearTimeout(timer);
  }, [error, emit, isCurrent]);

  const body: ReactNode = client ? (
    <Body client={client} options={options} emit={emit} portalContainer={portalContainer} onClose={onClose} />
  ) : null;
  return (
    <StyleSheetManager target={styleTarget}>
      <WacrmThemeProvider theme={theme} portalContainer={portalContainer} data-wacrm-element={widget}>
        {body}
      </WacrmThemeProvider>
    </StyleSheetManager>
  );
}
