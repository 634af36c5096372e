import { styled } from 'styled-components';
import { vars } from '@wacrm/ui';
import { avatarDisc, countPill } from '../internal/shapes.styles';

export const Root = styled.section`
  display: flex;
  flex-direction: column;
  min-height: 0;
  height: 100%;
  border-inline-end: 1px solid ${vars.color.border};
  background: ${vars.color.surface};
`;

export const Head = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.sm};
  padding: ${vars.space.md} ${vars.space.md} ${vars.space.xs};
`;

export const TitleRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space.sm};

  h1,
  h2,
  h3 {
    margin: 0;
    font-size: ${vars.font.sizeLg};
    font-weight: ${vars.font.weightBold};
  }
`;

export const Actions = styled.div`
  display: flex;
  gap: ${vars.space.xxs};
`;

export const Scroller = styled.div`
  flex: 1 1 auto;
  min-height: 0;
  overflow-y: auto;
  contain: strict;
  outline: none;

  &:focus-visible {
    box-shadow: inset 0 0 0 2px ${vars.color.focusRing};
  }
`;

export const Sizer = styled.div`
  position: relative;
  width: 100%;
`;

/**
 * Class names of a row's parts. The parts are plain elements styled from the row (one styled component and one
 * compiled rule set for the whole row, instead of one component per part in every visible row).
 */
export const rowClass = {
  avatar: 'wacrm-row-avatar',
  body: 'wacrm-row-body',
  line: 'wacrm-row-line',
  name: 'wacrm-row-name',
  preview: 'wacrm-row-preview',
  when: 'wacrm-row-when',
  unread: 'wacrm-row-unread',
  failed: 'wacrm-row-failed',
} as const;

/**
 * A row: static styles, states from its attributes (aria-selected, aria-disabled, data-focused), so re-rendering a
 * row (every realtime frame moves rows) does not make styled-components rebuild and hash its CSS.
 */
export const Option = styled.div`
  position: absolute;
  top: 0;
  inset-inline-start: 0;
  width: 100%;
  display: flex;
  align-items: center;
  gap: ${vars.space.sm};
  padding: 0 ${vars.space.md};
  box-sizing: border-box;
  cursor: pointer;
  background: transparent;
  border-bottom: 1px solid ${vars.color.border};

  &[aria-selected='true'] {
    background: ${vars.color.surfaceRaised};
  }

  &[data-focused] {
    box-shadow: inset 0 0 0 2px ${vars.color.focusRing};
  }

  &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.6;
  }

  &:hover {
    background: ${vars.color.surfaceHover};
  }

  .${rowClass.avatar} {
    ${avatarDisc}
  }

  .${rowClass.body} {
    flex: 1 1 auto;
    min-width: 0;
    display: flex;
    flex-direction: column;
    gap: 2px;
  }

  .${rowClass.line} {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${vars.space.sm};
    min-width: 0;
  }

  .${rowClass.name} {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    font-weight: ${vars.font.weightMedium};
    color: ${vars.color.text};
  }

  .${rowClass.preview} {
    flex: 1;
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    font-size: ${vars.font.sizeSm};
    color: ${vars.color.textMuted};

    code {
      font-family: ${vars.font.mono};
      font-size: 0.92em;
    }
  }

  .${rowClass.failed} {
    flex: none;
    color: ${vars.color.danger};
    margin-inline-end: calc(${vars.space.xxs} - ${vars.space.sm});

    svg {
      vertical-align: -2px;
    }
  }

  .${rowClass.when} {
    flex: 0 0 auto;
    font-size: ${vars.font.sizeXs};
    color: ${vars.color.textMuted};
  }

  .${rowClass.unread} {
    flex: 0 0 auto;
    ${countPill}
  }
`;

export const Centered = styled.div`
  flex: 1 1 auto;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${vars.space.lg};
`;
