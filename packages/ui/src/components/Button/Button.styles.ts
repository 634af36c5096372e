import { css, keyframes, styled } from 'styled-components';
import { vars } from '../../theme/cssVars';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const variantStyles: Record<ButtonVariant, ReturnType<typeof css>> = {
  primary: css`
    background: ${vars.color.primary};
    color: ${vars.color.primaryText};
    border-color: ${vars.color.primary};
    &:hover:not(:disabled) {
      background: ${vars.color.primaryHover};
      border-color: ${vars.color.primaryHover};
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
  ghost: css`
    background: transparent;
    color: ${vars.color.text};
    border-color: transparent;
    &:hover:not(:disabled) {
      background: ${vars.color.surfaceHover};
    }
  `,
  danger: css`
    background: ${vars.color.danger};
    color: ${vars.color.dangerText};
    border-color: ${vars.color.danger};
    &:hover:not(:disabled) {
      background: ${vars.color.dangerHover};
      border-color: ${vars.color.dangerHover};
    }
  `,
};

const sizeStyles: Record<ButtonSize, ReturnType<typeof css>> = {
  sm: css`
    min-height: 32px;
    padding: 0 ${vars.space.md};
    font-size: ${vars.font.sizeSm};
  `,
  md: css`
    min-height: 40px;
    padding: 0 ${vars.space.lg};
    font-size: ${vars.font.sizeMd};
  `,
  lg: css`
    min-height: 48px;
    padding: 0 ${vars.space.xl};
    font-size: ${vars.font.sizeLg};
  `,
};

export const StyledButton = styled.button<{ $variant: ButtonVariant; $size: ButtonSize; $fullWidth: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${vars.space.sm};
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  border: 1px solid transparent;
  border-radius: ${vars.radius.md};
  font-family: inherit;
  font-weight: ${vars.font.weightMedium};
  line-height: 1.2;
  cursor: pointer;
  white-space: nowrap;
  transition:
    background ${vars.motion.fast} ${vars.motion.easing},
    border-color ${vars.motion.fast} ${vars.motion.easing};
  ${({ $variant }) => variantStyles[$variant]}
  ${({ $size }) => sizeStyles[$size]}

  &:focus-visible {
    outline: 2px solid ${vars.color.focusRing};
    outline-offset: 2px;
  }

  /* One neutral look for every variant: a faded primary still read as a button to press. A loading
     button keeps its colour: it is busy, not unavailable. */
  &:disabled:not([data-loading]) {
    cursor: not-allowed;
    background: ${vars.color.neutralSoft};
    color: ${vars.color.textMuted};
    border-color: ${vars.color.border};
  }

  &[data-loading] {
    cursor: progress;
  }
`;

export const ButtonSpinner = styled.span`
  width: 1em;
  height: 1em;
  border: 2px solid currentColor;
  border-inline-end-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.7s linear infinite;

  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2s;
  }
`;
