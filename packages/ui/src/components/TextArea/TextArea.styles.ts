import { styled } from 'styled-components';
import { controlStyles } from '../../internal/Field.styles';
import { vars } from '../../theme/cssVars';

export const StyledTextArea = styled.textarea<{ $autoResize: boolean }>`
  ${controlStyles}
  display: block;
  line-height: ${vars.font.lineHeight};
  resize: ${({ $autoResize }) => ($autoResize ? 'none' : 'vertical')};
`;

export const Counter = styled.p`
  margin: 0;
  align-self: flex-end;
  color: ${vars.color.textMuted};
  font-size: ${vars.font.sizeXs};
  font-variant-numeric: tabular-nums;

  &[data-over-limit] {
    color: ${vars.color.danger};
    font-weight: ${vars.font.weightMedium};
  }
`;
