import { css, styled } from 'styled-components';
import { vars } from '../../theme/cssVars';

export type AlertTone = 'error' | 'warning' | 'success' | 'info';

const tones: Record<AlertTone, ReturnType<typeof css>> = {
  error: css`
    border-color: ${vars.color.danger};
    background: ${vars.color.dangerSoft};
    --wacrm-alert-accent: ${vars.color.danger};
  `,
  warning: css`
    border-color: ${vars.color.warning};
    background: ${vars.color.warningSoft};
    --wacrm-alert-accent: ${vars.color.warning};
  `,
  success: css`
    border-color: ${vars.color.success};
    background: ${vars.color.successSoft};
    --wacrm-alert-accent: ${vars.color.success};
  `,
  info: css`
    border-color: ${vars.color.info};
    background: ${vars.color.infoSoft};
    --wacrm-alert-accent: ${vars.color.info};
  `,
};

export const AlertRoot = styled.div<{ $tone: AlertTone }>`
  display: flex;
  align-items: flex-start;
  gap: ${vars.space.md};
  padding-block: ${vars.space.md};
  padding-inline: ${vars.space.lg} ${vars.space.sm};
  border: 1px solid transparent;
  border-inline-start-width: 4px;
  border-radius: ${vars.radius.md};
  color: ${vars.color.text};
  overflow-wrap: anywhere;
  ${({ $tone }) => tones[$tone]}
`;

export const AlertIcon = styled.span`
  display: inline-flex;
  padding-top: 2px;
  color: var(--wacrm-alert-accent);

  & svg {
    width: 18px;
    height: 18px;
  }
`;

export const AlertContent = styled.div`
  display: flex;
  flex: 1 1 auto;
  flex-direction: column;
  gap: ${vars.space.xxs};
  min-width: 0;
`;

export const AlertTitle = styled.p`
  margin: 0;
  font-weight: ${vars.font.weightBold};
`;

export const AlertMessage = styled.div`
  margin: 0;
`;
