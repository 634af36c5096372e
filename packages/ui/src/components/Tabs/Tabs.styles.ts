import { styled } from 'styled-components';
import { vars } from '../../theme/cssVars';

export const TabsRoot = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

export const TabList = styled.div`
  display: flex;
  gap: ${vars.space.xs};
  /* Sideways only: the selected tab's underline overlaps the border by 1 px (margin-bottom: -1px), which with
     overflow-y left to follow overflow-x made the strip scroll vertically, a stray scrollbar under every strip. */
  overflow-x: auto;
  overflow-y: hidden;
  border-bottom: 1px solid ${vars.color.border};
  scrollbar-width: thin;
`;

export const TabButton = styled.button`
  position: relative;
  display: inline-flex;
  flex: none;
  align-items: center;
  gap: ${vars.space.sm};
  min-height: 40px;
  padding: ${vars.space.sm} ${vars.space.lg};
  border: 0;
  border-bottom: 2px solid transparent;
  margin-bottom: -1px;
  background: transparent;
  color: ${vars.color.textMuted};
  font: inherit;
  font-weight: ${vars.font.weightMedium};
  white-space: nowrap;
  cursor: pointer;
  transition: color ${vars.motion.fast} ${vars.motion.easing};

  &:hover:not(:disabled) {
    color: ${vars.color.text};
  }

  &[aria-selected='true'] {
    color: ${vars.color.text};
    border-bottom-color: ${vars.color.primary};
  }

  &:focus-visible {
    outline: 2px solid ${vars.color.focusRing};
    outline-offset: -2px;
  }

  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }
`;

export const TabCount = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 20px;
  height: 20px;
  padding: 0 ${vars.space.xs};
  border-radius: ${vars.radius.pill};
  background: ${vars.color.neutralSoft};
  color: ${vars.color.text};
  font-size: ${vars.font.sizeXs};
  font-variant-numeric: tabular-nums;

  [aria-selected='true'] > & {
    background: ${vars.color.primarySoft};
  }
`;

export const TabPanel = styled.div`
  padding-top: ${vars.space.lg};

  &:focus-visible {
    outline: 2px solid ${vars.color.focusRing};
    outline-offset: 2px;
  }
`;
