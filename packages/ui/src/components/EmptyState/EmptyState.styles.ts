import { styled } from 'styled-components';
import { vars } from '../../theme/cssVars';

export const EmptyRoot = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space.sm};
  padding: ${vars.space.xxl} ${vars.space.lg};
  text-align: center;
  overflow-wrap: anywhere;
`;

export const EmptyIcon = styled.span`
  display: inline-flex;
  margin-bottom: ${vars.space.xs};
  color: ${vars.color.textMuted};

  & svg {
    width: 40px;
    height: 40px;
  }
`;

export const EmptyTitle = styled.p`
  margin: 0;
  font-size: ${vars.font.sizeLg};
  font-weight: ${vars.font.weightBold};
`;

export const EmptyText = styled.p`
  margin: 0;
  max-width: 48ch;
  color: ${vars.color.textMuted};
`;

export const EmptyAction = styled.div`
  margin-top: ${vars.space.sm};
`;
