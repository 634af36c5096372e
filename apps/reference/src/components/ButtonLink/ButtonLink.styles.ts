import { css } from 'styled-components';
import { vars } from '@wacrm/ui';

export type ButtonLinkVariant = 'primary' | 'secondary' | 'ghost';
export type ButtonLinkSize = 'md' | 'lg';

/** Link styled like the @wacrm/ui Button (navigation must stay a link for assistive technology). */
export const buttonLinkStyles = css<{ $variant: ButtonLinkVariant; $size: ButtonLinkSize }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${vars.space.sm};
  min-height: ${(p) => (p.$size === 'lg' ? '48px' : '40px')};
  padding: 0 ${(p) => (p.$size === 'lg' ? vars.space.xl : vars.space.lg)};
  border-radius: ${vars.radius.md};
  font-size: ${(p) => (p.$size === 'lg' ? vars.font.sizeLg : vars.font.sizeMd)};
  font-weight: ${vars.font.weightBold};
  text-decoration: none;
  white-space: nowrap;
  border: 1px solid transparent;
  transition:
    background-color ${vars.motion.fast} ${vars.motion.easing},
    border-color ${vars.motion.fast} ${vars.motion.easing};

  ${(p) =>
    p.$variant === 'primary'
      ? css`
          background: ${vars.color.primary};
          color: ${vars.color.primaryText};
          &:hover {
            background: ${vars.color.primaryHover};
          }
        `
      : p.$variant === 'secondary'
        ? css`
            background: transparent;
            color: ${vars.color.text};
            border-color: ${vars.color.borderStrong};
            &:hover {
              background: ${vars.color.surfaceHover};
            }
          `
        : css`
            background: transparent;
            color: ${vars.color.text};
            &:hover {
              background: ${vars.color.surfaceHover};
            }
          `}
`;
