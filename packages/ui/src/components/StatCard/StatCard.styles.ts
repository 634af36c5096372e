import { styled } from 'styled-components';
import { vars } from '../../theme/cssVars';

export const StatHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space.sm};
`;

export const StatTitle = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.font.sizeSm};
  font-weight: ${vars.font.weightMedium};
`;

export const StatIcon = styled.span`
  display: inline-flex;
  color: ${vars.color.primaryOnSoft};

  & svg {
    width: 20px;
    height: 20px;
  }
`;

export const StatValue = styled.p`
  margin: 0;
  font-size: ${vars.font.sizeXxl};
  font-weight: ${vars.font.weightBold};
  line-height: 1.1;
  font-variant-numeric: tabular-nums;
`;

export const StatCaption = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.font.sizeXs};
`;
