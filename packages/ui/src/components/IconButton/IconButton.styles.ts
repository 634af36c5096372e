import { css, keyframes, styled } from 'styled-components';
import { vars } from '../../theme/cssVars';

export type IconButtonVariant = 'ghost' | 'secondary' | 'primary' | 'danger';
export type IconButtonSize = 'sm' | 'md' | 'lg';

const variants: Record<IconButtonVariant, ReturnType<typeof css>> = {
  ghost: css`
    background: transparent;
    color: ${vars.color.textMuted};
    border-color: transparent;
    &:hover:not(:disabled) {
      background: ${vars.color.surfaceHover};
      color: ${vars.color.text};
    }
  `,
  secondary: css`
    background: ${vars.color.surfaceRaised};
    color: ${vars.color.text};
    border-color: ${vars.color.borderStrong};
    &:hover:not(:disabled) {
      background: ${vars.color.surfaceHover};
    }
  `,
  primary: css`
    background: ${vars.color.primary};
    color: ${vars.color.primaryText};
    border-color: ${vars.color.primary};
    &:hover:not(:disabled) {
      background: ${vars.color.primaryHover};
    }
  `,
  danger: css`
    background: transparent;
    color: ${vars.color.danger};
    border-color: transparent;
    &:hover:not(:disabled) {
      background: ${vars.color.dangerSoft};
    }
  `,
};

const sizes: Record<IconButtonSize, string> = { sm: '28px', md: '36px', lg: '44px' };

export const StyledIconButton = styled.button<{ $variant: IconButtonVariant; $size: IconButtonSize }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${({ $size }) => sizes[$size]};
  height: ${({ $size }) => sizes[$size]};
  padding: 0;
  border: 1px solid transparent;
  border-radius: ${vars.radius.md};
  font: inherit;
  cursor: pointer;
  transition:
    background ${vars.motion.fast} ${vars.motion.easing},
    color ${vars.motion.fast} ${vars.motion.easing};
  ${({ $variant }) => variants[$variant]}

  & svg {
    width: ${({ $size }) => ($size === 'sm' ? '16px' : '18px')};
    height: ${({ $size }) => ($size === 'sm' ? '16px' : '18px')};
  }

  &:focus-visible {
    outline: 2px solid ${vars.color.focusRing};
    outline-offset: 2px;
  }

  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }

  /* A filled button turns neutral when disabled: a faded primary still looked ready to press. */
  ${({ $variant }) =>
    $variant === 'primary' || $variant === 'secondary'
      ? css`
          &:disabled:not([data-loading]) {
            background: ${vars.color.neutralSoft};
            color: ${vars.color.textMuted};
            border-color: ${vars.color.border};
            opacity: 1;
          }
        `
      : ''}

  &[data-loading] {
    cursor: progress;
  }
`;

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

export const IconSlot = styled.span`
  display: inline-flex;

  &[data-spinning] {
    animation: ${spin} 0.8s linear infinite;
  }

  @media (prefers-reduced-motion: reduce) {
    &[data-spinning] {
      animation-duration: 2s;
    }
  }
`;
