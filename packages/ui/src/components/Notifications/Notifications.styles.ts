import { keyframes, styled } from 'styled-components';
import { vars } from '../../theme/cssVars';

const slideIn = keyframes`
  from { opacity: 0; transform: translateX(var(--wacrm-notice-slide, 16px)); }
  to { opacity: 1; transform: none; }
`;

export const Viewport = styled.div`
  position: fixed;
  inset-block-start: ${vars.space.lg};
  inset-inline-end: ${vars.space.lg};

  /* Notices come in from the end side: the left one right to left. */
  &:dir(rtl) {
    --wacrm-notice-slide: -16px;
  }
  z-index: ${vars.zIndex.toast};
  display: flex;
  flex-direction: column;
  gap: ${vars.space.sm};
  width: min(380px, calc(100vw - 32px));
  pointer-events: none;

  /* On a phone, at the bottom of the screen: at the top they covered the host's bars (the workbench's tabs, issue
     34). */
  @media (max-width: 719px) {
    inset-block: auto calc(${vars.space.lg} + env(safe-area-inset-bottom, 0px));
  }

  /* While a modal dialog is open, at the bottom start: its close button is at the top end and its actions at the
     bottom end (a notice covered the close button). The dialog and the notices are portals side by side. */
  :has(> [data-wacrm-portal] [aria-modal='true']) > [data-wacrm-portal] > & {
    inset-block: auto ${vars.space.lg};
    inset-inline: ${vars.space.lg} auto;

    /* A phone's dialog is as wide as the screen and, when long, as tall: just above its actions row. */
    @media (max-width: 719px) {
      inset-block-end: calc(${vars.space.lg} + 5.25rem + env(safe-area-inset-bottom, 0px));
    }
  }

  /* Several notices collapse into one card's height: the newest in front, older ones 6 px below it, so a stack
     does not cover the page's header for 5 s (a second notice covered the Campaign Manager's buttons).
     Hovering or focusing the stack spreads it out to read or dismiss the older ones. */
  &[data-stacked]:not(:hover):not(:focus-within) {
    gap: 0;

    & [data-behind] {
      position: absolute;
      inset: 6px 0 -6px;
      overflow: hidden;
      z-index: -1;
      animation: none;
    }
  }
`;

export const Region = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.sm};
`;

export const NoticeBox = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${vars.space.sm};
  padding-block: ${vars.space.md};
  padding-inline: ${vars.space.lg} ${vars.space.sm};
  border: 1px solid ${vars.color.border};
  border-inline-start: 4px solid ${vars.color.success};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceRaised};
  color: ${vars.color.text};
  box-shadow: ${vars.shadow.md};
  pointer-events: auto;
  animation: ${slideIn} ${vars.motion.normal} ${vars.motion.easing};

  &[data-tone='error'] {
    border-inline-start-color: ${vars.color.danger};
  }

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }

  /* On a phone a tap goes through a notice to what it lies over (the bottom of the page, a card's Launch): only its
     close button takes taps. It is read, and closes by itself after its time or with that button. */
  @media (max-width: 719px) {
    pointer-events: none;

    & button {
      pointer-events: auto;
    }
  }
`;

export const NoticeIcon = styled.span`
  display: inline-flex;
  padding-block-start: 2px;
  color: ${vars.color.success};

  [data-tone='error'] > & {
    color: ${vars.color.danger};
  }

  & svg {
    width: 18px;
    height: 18px;
  }
`;

export const NoticeMessage = styled.p`
  flex: 1 1 auto;
  min-width: 0;
  margin: 0;
  padding-block-start: 1px;
  overflow-wrap: anywhere;
`;
