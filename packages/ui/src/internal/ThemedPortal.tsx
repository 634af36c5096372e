import { type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { PortalRoot } from '../theme/roots';
import { usePortalContainer } from '../theme/PortalContainer';
import { useWacrmTheme } from '../theme/WacrmThemeProvider';
import { useDirection } from '../theme/Direction';
import { useMounted } from './useMounted';

/**
 * Renders children into the portal container from context (`document.body` by default; a node in the shadow root
 * inside a custom element) once mounted (never during SSR), wrapped in a `[data-wacrm-root]` element that carries
 * the active theme's CSS custom properties (and the `DirectionProvider`'s `dir` and `lang`), so portalled content looks
 * and reads like the rest of the widget. `deferred`: it
 * first renders in a transition (content that need not be there at once, e.g. the empty notice regions).
 */
export function ThemedPortal({ children, deferred = false }: { children: ReactNode; deferred?: boolean }) {
  const mounted = useMounted(deferred);
  const container = usePortalContainer();
  const { theme, cssVars } = useWacrmTheme();
  const direction = useDirection();
  if (!mounted) return null;
  return createPortal(
    <PortalRoot
      data-wacrm-root=""
      data-wacrm-portal=""
      data-theme={theme.name}
      style={cssVars}
      dir={direction?.dir}
      lang={direction?.lang}
    >
      {children}
    </PortalRoot>,
    container ?? document.body,
  );
}
