import {
  createContext,
  forwardRef,
  useContext,
  useEffect,
  useMemo,
  useRef,
  type CSSProperties,
  type HTMLAttributes,
  type ReactNode,
} from 'react';
import { ThemeProvider, type DefaultTheme } from 'styled-components';
import { darkTheme, type WacrmTheme } from './tokens';
import { themeToCssVars } from './cssVars';
import { WacrmRoot } from './roots';
import { PortalContainerProvider, type PortalContainer } from './PortalContainer';
import { warmThemeFonts } from './warmFonts';
import { useMergedRefs } from '../internal/mergeRefs';

export interface WacrmThemeProviderProps extends HTMLAttributes<HTMLDivElement> {
  /** Theme to apply; dark by default. */
  theme?: WacrmTheme;
  /**
   * Resolve the theme's fonts while the browser is idle after mounting, so the first screen of a widget does not
   * wait for the browser to look them up (default true; once per page and font set, nothing is left in the page).
   */
  warmFonts?: boolean;
  /**
   * Where the dialogs and notices of the widgets below render (default `document.body`). Inside a shadow root, pass
   * a node in that root so portalled content gets its styles (the `@wacrm/elements` custom elements do).
   */
  portalContainer?: PortalContainer | null;
  /** The widgets to theme (they render inside the themed root element). */
  children?: ReactNode;
}

interface ThemeContextValue {
  theme: WacrmTheme;
  /** CSS custom properties of the theme, for content rendered in portals outside the root. */
  cssVars: CSSProperties;
}

const WacrmThemeContext = createContext<ThemeContextValue | null>(null);

/** The active Wacrm theme (dark default when used outside a provider). */
export function useWacrmTheme(): ThemeContextValue {
  return useContext(WacrmThemeContext) ?? { theme: darkTheme, cssVars: themeToCssVars(darkTheme) as CSSProperties };
}

/**
 * Provides the Wacrm theme under the `wacrm` namespace of the styled-components theme (a host's own theme is kept),
 * and exposes every token as a CSS custom property on its root element so hosts can re-theme with CSS alone.
 */
export const WacrmThemeProvider = forwardRef<HTMLDivElement, WacrmThemeProviderProps>(function WacrmThemeProvider(
  { theme = darkTheme, warmFonts = true, portalContainer, children, style, ...rest },
  ref,
) {
  const rootRef = useRef<HTMLDivElement | null>(null);
  const mergedRef = useMergedRefs(rootRef, ref);
  // Restart the warm-up only when the fonts change (a theme or style object made anew in each render does not).
  const fontKey =
    Object.values(theme.tokens.font).join('|') +
    Object.entries(style ?? {})
      .filter(([name]) => name.startsWith('--wacrm-font-'))
      .join('|');
  useEffect(() => {
    const root = rootRef.current;
    if (!warmFonts || !root) return;
    // Keyed by what the root resolves its font variables to when the browser is idle (theme, style or host CSS).
    return warmThemeFonts(root);
  }, [warmFonts, fontKey]);
  const value = useMemo<ThemeContextValue>(() => {
    const cssVars = { ...themeToCssVars(theme), '--wacrm-color-scheme': theme.mode } as CSSProperties;
    return { theme, cssVars };
  }, [theme]);
  const merge = useMemo(() => (outer: DefaultTheme) => ({ ...outer, wacrm: theme }), [theme]);
  return (
    <WacrmThemeContext.Provider value={value}>
      <ThemeProvider theme={merge}>
        <WacrmRoot
          ref={mergedRef}
          data-wacrm-root=""
          data-theme={theme.name}
          style={{ ...value.cssVars, ...style }}
          {...rest}
        >
          <PortalContainerProvider container={portalContainer}>{children}</PortalContainerProvider>
        </WacrmRoot>
      </ThemeProvider>
    </WacrmThemeContext.Provider>
  );
});
