import { styled } from 'styled-components';
import { vars } from '@wacrm/ui';
import { countPill } from '../internal/shapes.styles';

export const Root = styled.div`
  position: relative;
  flex: 1 1 auto;
  min-height: 0;
  display: flex;
  flex-direction: column;
`;

export const Scroller = styled.div`
  flex: 1 1 auto;
  min-height: 0;
  overflow-y: auto;
  overflow-anchor: none;
  contain: strict;
  outline: none;

  &:focus-visible {
    box-shadow: inset 0 0 0 2px ${vars.color.focusRing};
  }
`;

export const Sizer = styled.div`
  position: relative;
  width: 100%;
`;

export const Item = styled.div`
  position: absolute;
  top: 0;
  inset-inline-start: 0;
  width: 100%;
`;

export const DaySeparator = styled.div`
  display: flex;
  justify-content: center;
  padding: ${vars.space.sm} 0;

  span {
    padding: ${vars.space.xxs} ${vars.space.sm};
    border-radius: ${vars.radius.pill};
    background: ${vars.color.surfaceRaised};
    color: ${vars.color.textMuted};
    font-size: ${vars.font.sizeXs};
  }
`;

export const TopStatus = styled.div`
  position: absolute;
  top: ${vars.space.sm};
  inset-inline: 0;
  margin-inline: auto;
  width: fit-content;
  z-index: 1;
`;

/** Below the messages (not over them): 'Jump to latest' never covers a bubble. */
export const JumpBar = styled.div`
  flex: none;
  display: flex;
  justify-content: flex-end;
  padding: ${vars.space.xs} ${vars.space.lg};
`;

export const JumpButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space.xs};
  padding: ${vars.space.xs} ${vars.space.md};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.pill};
  background: ${vars.color.surfaceRaised};
  color: ${vars.color.text};
  font: inherit;
  font-size: ${vars.font.sizeSm};
  cursor: pointer;
  box-shadow: ${vars.shadow.md};

  &:hover {
    background: ${vars.color.surfaceHover};
  }

  &:focus-visible {
    outline: 2px solid ${vars.color.focusRing};
    outline-offset: 2px;
  }
`;

export const Count = styled.span`
  ${countPill}
`;

export const Centered = styled.div`
  flex: 1 1 auto;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${vars.space.xl};
`;
