import { css, styled } from 'styled-components';
import { vars } from '../../theme/cssVars';

export type BadgeTone = 'success' | 'warning' | 'default' | 'primary' | 'error' | 'neutral';

const tones: Record<BadgeTone, ReturnType<typeof css>> = {
  success: css`
    background: ${vars.color.successSoft};
    color: ${vars.color.success};
  `,
  warning: css`
    background: ${vars.color.warningSoft};
    color: ${vars.color.warning};
  `,
  default: css`
    background: ${vars.color.surfaceRaised};
    color: ${vars.color.text};
    border-color: ${vars.color.borderStrong};
  `,
  primary: css`
    background: ${vars.color.primarySoft};
    color: ${vars.color.primaryOnSoft};
  `,
  error: css`
    background: ${vars.color.dangerSoft};
    color: ${vars.color.danger};
  `,
  neutral: css`
    background: ${vars.color.neutralSoft};
    color: ${vars.color.textMuted};
  `,
};

export const StyledBadge = styled.span<{ $tone: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space.xs};
  max-width: 100%;
  min-height: 22px;
  padding: 0 ${vars.space.sm};
  border: 1px solid transparent;
  border-radius: ${vars.radius.pill};
  font-size: ${vars.font.sizeXs};
  font-weight: ${vars.font.weightMedium};
  line-height: 1.2;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
  vertical-align: middle;
  ${({ $tone }) => tones[$tone]}
`;

export const BadgeDot = styled.span`
  flex: none;
  width: 6px;
  height: 6px;
  border-radius: 50%;
  background: currentColor;
`;
