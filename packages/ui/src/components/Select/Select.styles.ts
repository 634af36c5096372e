import { styled } from 'styled-components';
import { controlStyles } from '../../internal/Field.styles';
import { vars } from '../../theme/cssVars';

export const SelectWrap = styled.div`
  position: relative;
  display: flex;
  align-items: center;
`;

export const StyledSelect = styled.select`
  ${controlStyles}
  appearance: none;
  padding-inline-end: 36px;
  cursor: pointer;

  & option {
    background: ${vars.color.surface};
    color: ${vars.color.text};
  }
`;

export const Chevron = styled.span`
  position: absolute;
  inset-inline-end: ${vars.space.md};
  display: inline-flex;
  color: ${vars.color.textMuted};
  pointer-events: none;

  & svg {
    width: 16px;
    height: 16px;
  }
`;
