import { styled } from 'styled-components';
import { vars } from '@wacrm/ui';

export const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${vars.space.sm};
  max-height: 60vh;
  overflow-y: auto;
`;

export const Choice = styled.button`
  width: 100%;
  display: flex;
  flex-direction: column;
  gap: ${vars.space.xs};
  padding: ${vars.space.md};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceRaised};
  color: ${vars.color.text};
  font: inherit;
  text-align: start;
  cursor: pointer;

  &:hover {
    background: ${vars.color.surfaceHover};
  }

  &[aria-pressed='true'] {
    border-color: ${vars.color.primary};
  }

  &:focus-visible {
    outline: 2px solid ${vars.color.focusRing};
    outline-offset: 2px;
  }
`;

export const ChoiceHead = styled.span`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space.sm};
  font-weight: ${vars.font.weightMedium};
`;

export const Body = styled.span`
  font-size: ${vars.font.sizeSm};
  color: ${vars.color.textMuted};
  display: -webkit-box;
  -webkit-line-clamp: 3;
  -webkit-box-orient: vertical;
  overflow: hidden;

  code {
    font-family: ${vars.font.mono};
    font-size: 0.92em;
  }
`;

/** The name takes what is left and wraps; the status never shrinks (it broke as 'Statu' / 's'). */
export const ChoiceName = styled.span`
  min-width: 0;
  overflow-wrap: anywhere;
`;

export const StatusLine = styled.span`
  display: inline-flex;
  flex: none;
  white-space: nowrap;
  align-items: center;
  gap: ${vars.space.xs};
  font-size: ${vars.font.sizeXs};
  color: ${vars.color.textMuted};
`;

export const Centered = styled.div`
  display: flex;
  justify-content: center;
  padding: ${vars.space.lg};
`;
