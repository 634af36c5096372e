import { styled } from 'styled-components';
import { vars } from '../../theme/cssVars';

export const CheckboxRoot = styled.div`
  display: inline-flex;
  flex-direction: column;
  gap: ${vars.space.xxs};
  min-width: 0;
`;

export const CheckboxLabel = styled.label`
  position: relative;
  display: inline-flex;
  align-items: flex-start;
  gap: ${vars.space.sm};
  color: ${vars.color.text};
  cursor: pointer;

  &[data-disabled] {
    cursor: not-allowed;
    opacity: 0.55;
  }
`;

/** The real input stays in place (for hit testing and focus) but transparent; the box below draws the state. */
export const CheckboxInput = styled.input`
  position: absolute;
  top: 0;
  inset-inline-start: 0;
  width: 20px;
  height: 20px;
  margin: 0;
  opacity: 0;
  cursor: inherit;
`;

export const CheckboxBox = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 20px;
  height: 20px;
  margin-top: 1px;
  border: 2px solid ${vars.color.borderStrong};
  border-radius: ${vars.radius.sm};
  background: ${vars.color.surface};
  color: ${vars.color.primaryText};
  transition: background ${vars.motion.fast} ${vars.motion.easing};

  & svg {
    width: 14px;
    height: 14px;
    stroke-width: 3;
  }

  input:hover:not(:disabled) + & {
    border-color: ${vars.color.textMuted};
  }

  input:focus-visible + & {
    outline: 2px solid ${vars.color.focusRing};
    outline-offset: 2px;
  }

  input:checked + &,
  input:indeterminate + & {
    border-color: ${vars.color.primary};
    background: ${vars.color.primary};
  }

  input[aria-invalid='true'] + & {
    border-color: ${vars.color.danger};
  }
`;

export const CheckboxText = styled.span`
  min-width: 0;
  overflow-wrap: anywhere;
`;

export const CheckboxDescription = styled.span`
  padding-inline-start: 28px;
  color: ${vars.color.textMuted};
  font-size: ${vars.font.sizeXs};
`;

export const CheckboxError = styled.span`
  padding-inline-start: 28px;
  color: ${vars.color.danger};
  font-size: ${vars.font.sizeXs};
  font-weight: ${vars.font.weightMedium};
`;
