import { styled } from 'styled-components';
import { vars } from '@wacrm/ui';

export { ScreenRoot as Root, ScreenTitle as Title } from '../../internal/screen.styles';

export const StatusBar = styled.div<{ $connected: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space.sm} ${vars.space.lg};
  padding: ${vars.space.sm} ${vars.space.md};
  border-radius: ${vars.radius.md};
  border: 1px solid ${(p) => (p.$connected ? vars.color.success : vars.color.danger)};
  background: ${(p) => (p.$connected ? vars.color.successSoft : vars.color.dangerSoft)};
  font-size: ${vars.font.sizeSm};
`;

export const StatusText = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space.xs} ${vars.space.md};

  svg {
    width: 16px;
    height: 16px;
  }
`;

export const Strong = styled.strong`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space.xs};
`;

export const Muted = styled.span`
  color: ${vars.color.textMuted};
`;

export const Cards = styled.div`
  display: grid;
  gap: ${vars.space.lg};
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
`;

export const SectionTitle = styled.h3`
  margin: 0 0 ${vars.space.md};
  font-size: ${vars.font.sizeLg};
`;

export const ActivityList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${vars.space.sm};
`;

export const Activity = styled.li`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${vars.space.xs} ${vars.space.md};
  padding-bottom: ${vars.space.sm};
  border-bottom: 1px solid ${vars.color.border};
  font-size: ${vars.font.sizeSm};

  &:last-child {
    border-bottom: 0;
    padding-bottom: 0;
  }
`;

export const ActivityText = styled.span`
  min-width: 0;
  overflow-wrap: anywhere;
`;
