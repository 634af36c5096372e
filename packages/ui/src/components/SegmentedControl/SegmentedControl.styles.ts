import { styled } from 'styled-components';
import { vars } from '../../theme/cssVars';

export const SegmentedRoot = styled.div`
  display: inline-flex;
  max-width: 100%;
  gap: ${vars.space.xxs};

  &[data-appearance='segmented'] {
    padding: ${vars.space.xxs};
    border: 1px solid ${vars.color.border};
    border-radius: ${vars.radius.md};
    background: ${vars.color.surfaceRaised};
  }

  &[data-appearance='radio'] {
    flex-direction: column;
    gap: ${vars.space.sm};
  }

  &[data-appearance='radio'][data-orientation='horizontal'] {
    flex-direction: row;
    flex-wrap: wrap;
    gap: ${vars.space.lg};
  }
`;

export const SegmentButton = styled.button`
  display: inline-flex;
  flex: 1 1 auto;
  align-items: center;
  justify-content: center;
  gap: ${vars.space.sm};
  min-height: 32px;
  padding: ${vars.space.xs} ${vars.space.md};
  border: 0;
  border-radius: calc(${vars.radius.md} - 2px);
  background: transparent;
  color: ${vars.color.textMuted};
  font: inherit;
  font-weight: ${vars.font.weightMedium};
  cursor: pointer;
  overflow-wrap: anywhere;

  &:hover:not(:disabled) {
    color: ${vars.color.text};
  }

  &[aria-checked='true'] {
    background: ${vars.color.surface};
    color: ${vars.color.text};
    box-shadow: ${vars.shadow.sm};
  }

  &:focus-visible {
    outline: 2px solid ${vars.color.focusRing};
    outline-offset: 1px;
  }

  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }

  [data-appearance='radio'] > & {
    flex: none;
    justify-content: flex-start;
    min-height: 24px;
    padding: 0;
    color: ${vars.color.text};
    font-weight: ${vars.font.weightRegular};
    text-align: start;
  }

  [data-appearance='radio'] > &[aria-checked='true'] {
    background: transparent;
    box-shadow: none;
  }
`;

export const RadioDot = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 18px;
  height: 18px;
  border: 2px solid ${vars.color.borderStrong};
  border-radius: 50%;

  [aria-checked='true'] > & {
    border-color: ${vars.color.primary};
  }

  [aria-checked='true'] > &::after {
    content: '';
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: ${vars.color.primary};
  }
`;
