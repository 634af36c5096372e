import type { ComponentPropsWithRef } from 'react';
import { css, styled, type IStyledComponent } from 'styled-components';
import { vars } from './cssVars';
import { isolatedTypography } from './isolation';

/**
 * Icons that point along the reading direction (back, send, next page, reply) carry `data-wacrm-mirror`: drawn mirrored
 * right to left. `:dir()` reads the element's own direction, so it works inside a shadow root whatever the page says.
 */
const mirroredIcons = css`
  & [data-wacrm-mirror]:dir(rtl) {
    transform: scaleX(-1);
  }
`;

// Both roots are defined in one module that the theme loads first, so their rules come before every component's
// in the style sheet: a component's own sizes (same specificity, later) override the inherited ones below.

/**
 * Root element: resets only inside our own tree, never the host page. Typed with styled-components' public
 * `IStyledComponent` (exported by every 6.x): the inferred type names a file inside styled-components' dist, an
 * internal path that a consumer's TypeScript cannot resolve under NodeNext and that changes between minor versions.
 */
export const WacrmRoot: IStyledComponent<'web', ComponentPropsWithRef<'div'>> = styled.div`
  color: ${vars.color.text};
  background: ${vars.color.background};
  font-family: ${vars.font.family};
  font-size: ${vars.font.sizeMd};
  line-height: ${vars.font.lineHeight};
  -webkit-font-smoothing: antialiased;
  color-scheme: var(--wacrm-color-scheme, dark);
  box-sizing: border-box;

  ${isolatedTypography}
  ${mirroredIcons}

  & :focus-visible {
    outline: 2px solid ${vars.color.focusRing};
    outline-offset: 2px;
  }
`;

/** Root of portalled content (dialogs, notices): the theme root's typography without its background. */
export const PortalRoot: IStyledComponent<'web', ComponentPropsWithRef<'div'>> = styled.div`
  color: ${vars.color.text};
  font-family: ${vars.font.family};
  font-size: ${vars.font.sizeMd};
  line-height: ${vars.font.lineHeight};
  color-scheme: var(--wacrm-color-scheme, dark);
  box-sizing: border-box;
  -webkit-font-smoothing: antialiased;

  ${isolatedTypography}
  ${mirroredIcons}

  & :focus-visible {
    outline: 2px solid ${vars.color.focusRing};
    outline-offset: 2px;
  }
`;
