import { styled } from 'styled-components';
import { vars } from '../../theme/cssVars';

export const TooltipBubble = styled.div`
  z-index: ${vars.zIndex.tooltip};
  max-width: 280px;
  padding: ${vars.space.xs} ${vars.space.sm};
  border-radius: ${vars.radius.sm};
  background: ${vars.color.text};
  color: ${vars.color.textInverse};
  font-size: ${vars.font.sizeXs};
  line-height: 1.35;
  box-shadow: ${vars.shadow.md};
  overflow-wrap: anywhere;
  pointer-events: none;

  &[hidden] {
    display: none;
  }
`;
