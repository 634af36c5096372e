import { styled } from 'styled-components';
import { vars } from '@wacrm/ui';

export {
  ScreenRoot as Root,
  ScreenHeader as Header,
  ScreenTitle as Title,
  ScreenActions as Actions,
} from '../../internal/screen.styles';

export const Banner = styled.div<{ $connected: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space.sm} ${vars.space.lg};
  padding: ${vars.space.sm} ${vars.space.md};
  border-radius: ${vars.radius.md};
  border: 1px solid ${(p) => (p.$connected ? vars.color.success : vars.color.danger)};
  background: ${(p) => (p.$connected ? vars.color.successSoft : vars.color.dangerSoft)};
  font-size: ${vars.font.sizeSm};

  svg {
    width: 16px;
    height: 16px;
    color: ${(p) => (p.$connected ? vars.color.success : vars.color.danger)};
  }
`;

export const BannerStatus = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space.xs};
  font-weight: ${vars.font.weightBold};
`;

export const Muted = styled.span`
  color: ${vars.color.textMuted};
`;

export const Stats = styled.div`
  display: grid;
  gap: ${vars.space.md};
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
`;

export const Panel = styled.div`
  display: grid;
  gap: ${vars.space.lg};
  padding-top: ${vars.space.md};
`;

export const CardList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${vars.space.md};
  grid-template-columns: repeat(auto-fill, minmax(280px, 1fr));
`;

export const CampaignCardRoot = styled.li`
  display: grid;
  gap: ${vars.space.sm};
  padding: ${vars.space.lg};
  border-radius: ${vars.radius.lg};
  border: 1px solid ${vars.color.border};
  background: ${vars.color.surface};
`;

export const CardHead = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${vars.space.sm};

  /* The status badge keeps its width and the name wraps: four cards to a row beside the workbench sidebar cut
     the badge to 'Activ' / 'Complete'. */
  & > :last-child {
    flex: none;
  }
`;

export const CardTitle = styled.h3`
  min-width: 0;
  margin: 0;
  font-size: ${vars.font.sizeLg};
  overflow-wrap: anywhere;
`;

export const Meta = styled.p`
  margin: 0;
  font-size: ${vars.font.sizeSm};
  color: ${vars.color.textMuted};
`;

/**
 * The card's figures, each at least as wide as its label: all five on one row when they fit, else on two. In five
 * equal columns the longer labels ran into each other ('DeliveredRead') in narrow cards.
 */
export const Figures = styled.dl`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space.xs} ${vars.space.sm};
  text-align: center;

  div {
    flex: 1 0 auto;
    display: grid;
    gap: ${vars.space.xxs};
  }
  dt {
    font-size: ${vars.font.sizeXs};
    color: ${vars.color.textMuted};
    white-space: nowrap;
  }
  dd {
    margin: 0;
    font-weight: ${vars.font.weightBold};
    font-variant-numeric: tabular-nums;
  }
`;

export const CardActions = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space.xs};
  justify-content: flex-end;
`;

export const Spacer = styled.span`
  flex: 1;
`;

export const RowActions = styled.div`
  display: flex;
  gap: ${vars.space.xxs};
  justify-content: flex-end;
`;

export const NameCell = styled.div`
  display: grid;
  gap: ${vars.space.xxs};
`;

/** A completed campaign's details (view only): names and values side by side. */
export const DetailList = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${vars.space.xs} ${vars.space.md};
  margin: ${vars.space.md} 0 0;
  font-size: ${vars.font.sizeSm};

  dt {
    color: ${vars.color.textMuted};
  }
  dd {
    margin: 0;
    font-weight: ${vars.font.weightMedium};
    overflow-wrap: anywhere;
  }
`;
