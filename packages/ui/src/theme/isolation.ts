import { css } from 'styled-components';
import { vars } from './cssVars';

/**
 * Typography and box model on every element under a widget root (the theme root and portal roots), so a host
 * page's CSS does not reach into the widget in a React host:
 * - font-family with `!important` on a class-scoped selector: it beats a host `* { font-family: x !important }` by
 *   specificity (0,1,1 against 0,0,0), and code keeps the theme's monospace font the same way;
 * - font size, line height and box sizing inherited from the root at class specificity: a host's `*`, `button`
 *   or `p` rule (element specificity) loses, while the widget's own component rules (same specificity, defined
 *   after this one) still set their sizes.
 */
export const isolatedTypography = css`
  & *,
  & *::before,
  & *::after {
    box-sizing: inherit;
    font-size: inherit;
    line-height: inherit;
  }

  & :not(code, pre, kbd, samp) {
    font-family: ${vars.font.family} !important;
  }

  & :is(code, pre, kbd, samp) {
    font-family: ${vars.font.mono} !important;
  }
`;
