import { keyframes, styled } from 'styled-components';
import { vars } from '../../theme/cssVars';

export type SpinnerSize = 'sm' | 'md' | 'lg';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const sizes: Record<SpinnerSize, string> = { sm: '16px', md: '24px', lg: '40px' };

export const SpinnerRoot = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space.sm};
  color: ${vars.color.textMuted};
`;

export const SpinnerCircle = styled.span<{ $size: SpinnerSize }>`
  display: inline-block;
  flex: none;
  width: ${({ $size }) => sizes[$size]};
  height: ${({ $size }) => sizes[$size]};
  border: ${({ $size }) => ($size === 'lg' ? '4px' : '2px')} solid ${vars.color.border};
  border-top-color: ${vars.color.primary};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;

  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.4s;
  }
`;
