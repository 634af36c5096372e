import { styled } from 'styled-components';
import { vars } from '@wacrm/ui';

export const Root = styled.div`
  position: relative;
`;

export const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space.sm};
  min-height: 40px;
  padding: 0 ${vars.space.md};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceRaised};
  color: ${vars.color.text};
  font: inherit;
  cursor: pointer;

  &:hover,
  &[aria-expanded='true'] {
    background: ${vars.color.surfaceHover};
  }
`;

export const Grid = styled.div`
  position: absolute;
  top: calc(100% + 6px);
  inset-inline-start: 0;
  z-index: ${vars.zIndex.dropdown};
  /* Never wider than the screen less a margin; AppSwitcher moves it back when it would run past the screen edge. */
  width: min(calc(100vw - 16px), 360px);
  box-sizing: border-box;
  overflow-y: auto;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(100px, 1fr));
  gap: ${vars.space.xs};
  padding: ${vars.space.sm};
  background: ${vars.color.surfaceRaised};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  box-shadow: ${vars.shadow.lg};
`;

export const Item = styled.button`
  display: grid;
  justify-items: center;
  gap: ${vars.space.xs};
  padding: ${vars.space.md} ${vars.space.sm};
  border: 1px solid transparent;
  border-radius: ${vars.radius.md};
  background: transparent;
  color: ${vars.color.text};
  font: inherit;
  text-align: center;
  cursor: pointer;

  & svg {
    color: ${vars.color.primary};
  }
  & span + span {
    color: ${vars.color.textMuted};
    font-size: ${vars.font.sizeXs};
  }
  &:hover,
  &:focus {
    background: ${vars.color.surfaceHover};
  }
  &[data-open] {
    border-color: ${vars.color.border};
  }
`;
