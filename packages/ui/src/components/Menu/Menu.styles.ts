import { styled } from 'styled-components';
import { vars } from '../../theme/cssVars';

export const MenuRoot = styled.div`
  display: inline-flex;
`;

export const MenuList = styled.div`
  z-index: ${vars.zIndex.dropdown};
  display: flex;
  flex-direction: column;
  min-width: 180px;
  max-width: min(320px, calc(100vw - 16px));
  padding: ${vars.space.xs};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceRaised};
  color: ${vars.color.text};
  box-shadow: ${vars.shadow.lg};

  &:focus {
    outline: none;
  }
`;

export const MenuItemButton = styled.button`
  display: flex;
  align-items: center;
  gap: ${vars.space.sm};
  width: 100%;
  min-height: 36px;
  padding: ${vars.space.xs} ${vars.space.md};
  border: 0;
  border-radius: ${vars.radius.sm};
  background: transparent;
  color: ${vars.color.text};
  font: inherit;
  text-align: start;
  cursor: pointer;
  overflow-wrap: anywhere;

  &:hover:not(:disabled),
  &:focus-visible {
    background: ${vars.color.surfaceHover};
    outline: none;
  }

  &:focus-visible {
    box-shadow: inset 0 0 0 2px ${vars.color.focusRing};
  }

  &[data-tone='danger'] {
    color: ${vars.color.danger};
  }

  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }

  & svg {
    flex: none;
    width: 16px;
    height: 16px;
  }
`;
