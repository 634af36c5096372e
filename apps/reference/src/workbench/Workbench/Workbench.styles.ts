import { createGlobalStyle, styled } from 'styled-components';
import { vars } from '@wacrm/ui';
import { VISUAL_VIEWPORT_HEIGHT, VISUAL_VIEWPORT_TOP } from '../../lib/useVisualViewport';

export const Shell = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  background: ${vars.color.background};

  /* An open conversation on a phone (data-focused): the workbench is the visible viewport, fixed (above the
     on-screen keyboard: the custom properties useVisualViewport sets; else the dynamic viewport's height), so the
     composer sits at its bottom and only the messages scroll. */
  &[data-focused] {
    position: fixed;
    inset-inline: 0;
    inset-block-start: var(${VISUAL_VIEWPORT_TOP}, 0px);
    block-size: var(${VISUAL_VIEWPORT_HEIGHT}, 100dvh);
    min-height: 0;
    overflow: hidden;
  }
`;

/**
 * While an open conversation has the screen, notices sit just below its compact header (the inbox's back button,
 * name and More stay in reach; the composer at the bottom too) over the oldest messages shown.
 */
export const FocusNotices = createGlobalStyle`
  [data-wacrm-portal] > [data-wacrm-notifications] {
    inset-block: calc(48px + ${vars.space.sm}) auto;
  }
`;

export const Main = styled.main`
  flex: 1;
  display: flex;
  flex-direction: column;
  min-height: 0;

  /* A landmark focused by script (tabindex -1), not a control: no ring around the whole workbench. */
  &:focus {
    outline: none;
  }
`;

export const Panel = styled.div`
  flex: 1;
  display: flex;
  min-height: 0;

  @media (max-width: 719px) {
    flex-direction: column;
  }
`;

export const Content = styled.div`
  flex: 1;
  min-width: 0;
  overflow: auto;

  [data-focused] & {
    min-height: 0;
    overflow: hidden;
  }
`;
