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

  /* Words stay whole: a column is at least as wide as its longest word, and a table wider than its frame scrolls
     inside it (a named region then). 'anywhere' let the columns shrink to a letter and broke words mid-word
     ('MARKETIN G', an email over three lines). */
  & th,
  & td {
    padding: ${vars.space.md} ${vars.space.lg};
    border-block-end: 1px solid ${vars.color.border};
    vertical-align: middle;
    overflow-wrap: break-word;
  }

  /* A column kept in view at the end of a table that scrolls (its row actions). */
  & [data-sticky='end'] {
    position: sticky;
    inset-inline-end: 0;
    z-index: 1;
    background: ${vars.color.surface};
  }
  & thead [data-sticky='end'] {
    background: ${vars.color.surfaceRaised};
  }
  /* Its edge over the columns scrolling under it. */
  [data-scrolls] > & [data-sticky='end']::before {
    content: '';
    position: absolute;
    inset-block: 0;
    inset-inline-start: 0;
    inline-size: 1px;
    background: ${vars.color.borderStrong};
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
