import { styled } from 'styled-components';
import { vars } from '@wacrm/ui';

export const Bar = styled.header`
  display: flex;
  align-items: center;
  gap: ${vars.space.md};
  min-height: 56px;
  padding: ${vars.space.sm} ${vars.space.lg};
  background: ${vars.color.surface};
  border-bottom: 1px solid ${vars.color.border};
`;

export const Brand = styled.p`
  margin: 0;
  display: inline-flex;
  align-items: center;
  gap: ${vars.space.xs};
  font-size: ${vars.font.sizeLg};
  font-weight: ${vars.font.weightBold};

  & svg {
    color: ${vars.color.primary};
  }
`;

export const Spacer = styled.div`
  flex: 1;
`;

export const User = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  max-width: 30vw;

  @media (max-width: 479px) {
    display: none;
  }
`;
