import { styled } from 'styled-components';
import { vars } from '@wacrm/ui';

/**
 * One flex row in which the tablist and the close buttons interleave visually (`order`) while staying separate in
 * the DOM: a button inside a tablist is not allowed by ARIA, so the close buttons sit outside it.
 */
export const Strip = styled.div`
  display: flex;
  align-items: stretch;
  gap: 0;
  overflow-x: auto;
  padding: 0 ${vars.space.md};
  background: ${vars.color.surface};
  border-bottom: 1px solid ${vars.color.border};

  & > [role='tablist'],
  & > [data-close-group] {
    display: contents;
  }
`;

export const Tab = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space.sm};
  min-height: 44px;
  padding: 0 ${vars.space.md};
  border: 0;
  border-bottom: 2px solid transparent;
  background: transparent;
  color: ${vars.color.textMuted};
  font: inherit;
  white-space: nowrap;
  cursor: pointer;

  &[aria-selected='true'] {
    color: ${vars.color.text};
    border-bottom-color: ${vars.color.primary};
    background: ${vars.color.surfaceRaised};
  }
  &:hover {
    color: ${vars.color.text};
  }
`;

export const Close = styled.button`
  display: inline-grid;
  place-items: center;
  align-self: center;
  width: 28px;
  height: 28px;
  margin-inline-end: ${vars.space.sm};
  border: 0;
  border-radius: ${vars.radius.sm};
  background: transparent;
  color: ${vars.color.textMuted};
  cursor: pointer;

  &:hover {
    background: ${vars.color.surfaceHover};
    color: ${vars.color.text};
  }
`;
