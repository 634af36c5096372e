import { styled } from 'styled-components';
import { vars } from '@wacrm/ui';

export {
  ScreenRoot as Root,
  ScreenHeader as Header,
  ScreenTitle as Title,
  ScreenActions as Actions,
} from '../../internal/screen.styles';

export const Filters = styled.div`
  display: grid;
  gap: ${vars.space.md};
  grid-template-columns: minmax(200px, 2fr) repeat(2, minmax(140px, 1fr));

  @media (max-width: 640px) {
    grid-template-columns: 1fr;
  }
`;

export const NameCell = styled.span`
  display: grid;
  gap: ${vars.space.xxs};
  font-weight: ${vars.font.weightMedium};
`;

export const Muted = styled.span`
  color: ${vars.color.textMuted};
  font-weight: ${vars.font.weightRegular};
  font-size: ${vars.font.sizeSm};
`;

export const TagCell = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space.xs};
`;

/** On one line: wrapped, the three buttons made each row 105-125 px tall on a phone and a tablet. */
export const RowActions = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space.xs};
`;

export const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space.sm};
  font-size: ${vars.font.sizeSm};
`;

export const Pager = styled.nav`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space.sm};
`;

export const Centered = styled.div`
  display: flex;
  justify-content: center;
  padding: ${vars.space.xl};
`;

export const ErrorLine = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space.sm};
`;
