import { styled } from 'styled-components';
import { vars } from '../../theme/cssVars';

export type CardPadding = 'none' | 'sm' | 'md' | 'lg';

const paddings: Record<CardPadding, string> = {
  none: '0',
  sm: vars.space.md,
  md: vars.space.lg,
  lg: vars.space.xl,
};

export const StyledCard = styled.div<{ $padding: CardPadding }>`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.md};
  min-width: 0;
  padding: ${({ $padding }) => paddings[$padding]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  box-shadow: ${vars.shadow.sm};
  overflow-wrap: anywhere;
`;
