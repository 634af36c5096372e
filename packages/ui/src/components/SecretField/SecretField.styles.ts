import { styled } from 'styled-components';
import { vars } from '../../theme/cssVars';

export const RevealButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  padding: 0;
  border: 0;
  border-radius: ${vars.radius.sm};
  background: transparent;
  color: ${vars.color.textMuted};
  cursor: pointer;

  &:hover:not(:disabled) {
    background: ${vars.color.surfaceHover};
    color: ${vars.color.text};
  }

  &:focus-visible {
    outline: 2px solid ${vars.color.focusRing};
    outline-offset: 1px;
  }

  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }

  & svg {
    width: 18px;
    height: 18px;
  }
`;
