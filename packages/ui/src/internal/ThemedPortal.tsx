import { type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { styled } from 'styled-components';
import { useWacrmTheme } from '../theme/WacrmThemeProvider';
import { vars } from '../theme/cssVars';
import { useMounted } from './useMounted';

const PortalRoot = styled.div`
  color: ${vars.color.text};
  font-family: ${vars.font.family};
  font-size: ${vars.font.sizeMd};
  line-height: ${vars.font.lineHeight};
  color-scheme: var(--wacrm-color-scheme, dark);
  box-sizing: border-box;
  -webkit-font-smoothing: antialiased;

  & *,
  & *::before,
  & *::after {
    box-sizing: inherit;
  }

  & :focus-visible {
    outline: 2px solid ${vars.color.focusRing};
    outline-offset: 2px;
  }
`;

/**
 * Renders children into document.body once mounted (never during SSR), wrapped in a `[data-wacrm-root]` element that
 * carries the active theme's CSS custom properties, so portalled content looks like the rest of the widget.
 */
export function ThemedPortal({ children }: { children: ReactNode }) {
  const mounted = useMounted();
  const { theme, cssVars } = useWacrmTheme();
  if (!mounted) return null;
  return createPortal(
    <PortalRoot data-wacrm-root="" data-wacrm-portal="" data-theme={theme.name} style={cssVars}>
      {children}
    </PortalRoot>,
    document.body,
  );
}
