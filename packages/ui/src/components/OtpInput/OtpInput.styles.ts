import { styled } from 'styled-components';
import { vars } from '../../theme/cssVars';

export const OtpRoot = styled.div`
  display: flex;
  gap: ${vars.space.sm};
`;

/** 44 px wide, narrower when six do not fit (a 375 px phone's card: they stuck out of it). */
export const OtpBox = styled.input`
  flex: 0 1 44px;
  min-width: 0;
  height: 52px;
  padding: 0;
  border: 1px solid ${vars.color.borderStrong};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  font: inherit;
  font-size: ${vars.font.sizeXl};
  font-weight: ${vars.font.weightBold};
  text-align: center;
  caret-color: ${vars.color.primary};
  font-variant-numeric: tabular-nums;

  &:hover:not(:disabled) {
    border-color: ${vars.color.textMuted};
  }

  &:focus-visible {
    outline: 2px solid ${vars.color.focusRing};
    outline-offset: 1px;
    border-color: ${vars.color.focusRing};
  }

  &[data-filled] {
    border-color: ${vars.color.primary};
  }

  &[aria-invalid='true'] {
    border-color: ${vars.color.danger};
  }

  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }
`;
