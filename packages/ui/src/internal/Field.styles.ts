import { css, styled } from 'styled-components';
import { vars } from '../theme/cssVars';

export const FieldRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.xs};
  min-width: 0;
`;

export const FieldLabel = styled.label`
  display: inline-flex;
  gap: ${vars.space.xxs};
  align-items: baseline;
  color: ${vars.color.text};
  font-size: ${vars.font.sizeSm};
  font-weight: ${vars.font.weightMedium};

  &[data-visually-hidden] {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    overflow: hidden;
    clip: rect(0, 0, 0, 0);
    white-space: nowrap;
  }
`;

export const RequiredMark = styled.span`
  color: ${vars.color.danger};
`;

export const FieldHint = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.font.sizeXs};
`;

export const FieldError = styled.p`
  margin: 0;
  color: ${vars.color.danger};
  font-size: ${vars.font.sizeXs};
  font-weight: ${vars.font.weightMedium};
`;

/** Shared look of text-like controls (input, textarea, select). */
export const controlStyles = css`
  width: 100%;
  min-height: 40px;
  padding: ${vars.space.sm} ${vars.space.md};
  border: 1px solid ${vars.color.borderStrong};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  font: inherit;
  font-size: ${vars.font.sizeMd};
  transition: border-color ${vars.motion.fast} ${vars.motion.easing};

  &::placeholder {
    color: ${vars.color.textMuted};
    opacity: 1;
  }

  &:hover:not(:disabled) {
    border-color: ${vars.color.textMuted};
  }

  &:focus-visible {
    outline: 2px solid ${vars.color.focusRing};
    outline-offset: 1px;
    border-color: ${vars.color.focusRing};
  }

  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }

  &[aria-invalid='true'] {
    border-color: ${vars.color.danger};
  }
`;
