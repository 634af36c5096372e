import { styled } from 'styled-components';
import { vars } from '../../theme/cssVars';

export type TableAlign = 'start' | 'center' | 'end';

export const TableScroll = styled.div`
  width: 100%;
  overflow-x: auto;
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};

  &:focus-visible {
    outline: 2px solid ${vars.color.focusRing};
    outline-offset: 2px;
  }
`;

export const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  color: ${vars.color.text};
  font-size: ${vars.font.sizeMd};

  & caption {
    padding: ${vars.space.md} ${vars.space.lg};
    text-align: start;
    font-weight: ${vars.font.weightBold};
  }

  & caption[data-hidden] {
    position: absolute;
    width: 1px;
    height: 1px;
    padding: 0;
    overflow: hidden;
    clip: rect(0, 0, 0, 0);
    white-space: nowrap;
  }

  & th,
  & td {
    padding: ${vars.space.md} ${vars.space.lg};
    border-bottom: 1px solid ${vars.color.border};
    vertical-align: middle;
    overflow-wrap: anywhere;
  }

  & thead th {
    color: ${vars.color.textMuted};
    font-size: ${vars.font.sizeXs};
    font-weight: ${vars.font.weightMedium};
    text-transform: uppercase;
    letter-spacing: 0.04em;
    white-space: nowrap;
    background: ${vars.color.surfaceRaised};
  }

  & tbody tr:hover td,
  & tbody tr:hover th {
    background: ${vars.color.surfaceHover};
  }

  & tbody th {
    font-weight: ${vars.font.weightMedium};
  }

  & tbody tr:last-child > * {
    border-bottom: 0;
  }

  & tfoot td {
    border-top: 1px solid ${vars.color.border};
    border-bottom: 0;
    color: ${vars.color.textMuted};
    font-size: ${vars.font.sizeSm};
  }

  & [data-align='center'] {
    text-align: center;
  }

  & [data-align='end'] {
    text-align: end;
  }

  & [data-align='start'] {
    text-align: start;
  }

  & td[data-empty] {
    padding: 0;
  }

  & tbody tr[data-empty-row]:hover td {
    background: transparent;
  }
`;
