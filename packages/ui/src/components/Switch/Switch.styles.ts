import { styled } from 'styled-components';
import { vars } from '../../theme/cssVars';

export const SwitchRoot = styled.div`
  display: inline-flex;
  align-items: flex-start;
  gap: ${vars.space.sm};
  min-width: 0;

  &[data-disabled] {
    opacity: 0.55;
  }
`;

export const SwitchTrack = styled.button`
  position: relative;
  display: inline-flex;
  flex: none;
  align-items: center;
  width: 40px;
  height: 22px;
  padding: 2px;
  border: 1px solid ${vars.color.borderStrong};
  border-radius: ${vars.radius.pill};
  background: ${vars.color.surfaceRaised};
  cursor: pointer;
  transition: background ${vars.motion.fast} ${vars.motion.easing};

  &[aria-checked='true'] {
    border-color: ${vars.color.primary};
    background: ${vars.color.primary};
  }

  &:focus-visible {
    outline: 2px solid ${vars.color.focusRing};
    outline-offset: 2px;
  }

  &:disabled {
    cursor: not-allowed;
  }
`;

export const SwitchThumb = styled.span`
  width: 16px;
  height: 16px;
  border-radius: 50%;
  background: ${vars.color.textMuted};
  box-shadow: ${vars.shadow.sm};
  transition: transform ${vars.motion.fast} ${vars.motion.easing};

  [aria-checked='true'] > & {
    background: ${vars.color.primaryText};
    transform: translateX(18px);
  }

  /* The "on" side is the end side: the left one right to left. */
  [aria-checked='true']:dir(rtl) > & {
    transform: translateX(-18px);
  }

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

export const SwitchText = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.xxs};
  min-width: 0;
  overflow-wrap: anywhere;
`;

export const SwitchLabel = styled.label`
  color: ${vars.color.text};
  cursor: pointer;
`;

export const SwitchDescription = styled.span`
  color: ${vars.color.textMuted};
  font-size: ${vars.font.sizeXs};
`;
