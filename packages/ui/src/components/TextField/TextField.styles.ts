import { styled } from 'styled-components';
import { controlStyles } from '../../internal/Field.styles';
import { vars } from '../../theme/cssVars';

export const InputWrap = styled.div`
  position: relative;
  display: flex;
  align-items: center;
`;

export const StyledInput = styled.input<{ $hasStart: boolean; $hasEnd: boolean }>`
  ${controlStyles}
  padding-inline-start: ${({ $hasStart }) => ($hasStart ? '36px' : vars.space.md)};
  padding-inline-end: ${({ $hasEnd }) => ($hasEnd ? '44px' : vars.space.md)};
`;

export const StartAdornment = styled.span`
  position: absolute;
  inset-inline-start: ${vars.space.md};
  display: inline-flex;
  color: ${vars.color.textMuted};
  pointer-events: none;
`;

export const EndAdornment = styled.span`
  position: absolute;
  inset-inline-end: ${vars.space.xs};
  display: inline-flex;
`;
