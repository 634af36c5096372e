import { styled } from 'styled-components';
import { vars } from '@wacrm/ui';

/**
 * Class names of a message's parts. The parts are plain elements styled from the row, and states come from the
 * row's data-direction and data-status: one styled component with static CSS per message instead of seven with
 * per-prop CSS (styled-components re-evaluates and hashes a component's CSS on every render when it depends on
 * props, which a long thread does for every visible message on every scroll frame).
 */
export const bubbleClass = {
  stack: 'wacrm-msg-stack',
  bubble: 'wacrm-msg-bubble',
  templateLine: 'wacrm-msg-template',
  templateHeader: 'wacrm-msg-template-header',
  templateFooter: 'wacrm-msg-template-footer',
  templateButtons: 'wacrm-msg-template-buttons',
  meta: 'wacrm-msg-meta',
  ticks: 'wacrm-msg-ticks',
  failure: 'wacrm-msg-failure',
} as const;

export const Row = styled.div`
  display: flex;
  justify-content: flex-start;
  padding: 2px ${vars.space.lg};

  &[data-direction='outbound'] {
    justify-content: flex-end;
  }

  .${bubbleClass.stack} {
    display: flex;
    flex-direction: column;
    align-items: flex-start;
    max-width: min(75%, 560px);
  }

  &[data-direction='outbound'] .${bubbleClass.stack} {
    align-items: flex-end;
  }

  .${bubbleClass.bubble} {
    max-width: 100%;
    padding: ${vars.space.xs} ${vars.space.sm} ${vars.space.xxs};
    border-radius: ${vars.radius.md};
    background: ${vars.color.bubbleIncoming};
    color: ${vars.color.text};
    font-size: ${vars.font.sizeMd};
    line-height: ${vars.font.lineHeight};
    border: 1px solid transparent;
  }

  &[data-direction='outbound'] .${bubbleClass.bubble} {
    background: ${vars.color.bubbleOutgoing};
  }

  &[data-status='failed'] .${bubbleClass.bubble} {
    border-color: ${vars.color.danger};
  }

  .${bubbleClass.templateLine} {
    margin: 0 0 ${vars.space.xxs};
    font-size: ${vars.font.sizeXs};
    font-style: italic;
    color: ${vars.color.text};
    font-weight: ${vars.font.weightMedium};
  }

  .${bubbleClass.templateHeader} {
    margin: 0 0 ${vars.space.xxs};
    font-weight: ${vars.font.weightBold};
  }

  .${bubbleClass.templateFooter} {
    margin: ${vars.space.xxs} 0 0;
    font-size: ${vars.font.sizeXs};
    /* Full text colour: muted text does not reach 4.5:1 on the outgoing bubble colour. */
    color: ${vars.color.text};
  }

  /* The buttons the customer sees under the message (not actions for the sender). */
  .${bubbleClass.templateButtons} {
    display: flex;
    flex-direction: column;
    gap: 1px;
    margin: ${vars.space.xs} calc(-1 * ${vars.space.sm}) 0;
    padding: 0;
    list-style: none;
    border-top: 1px solid ${vars.color.border};
  }

  .${bubbleClass.templateButtons} li {
    padding: ${vars.space.xxs} ${vars.space.sm};
    text-align: center;
    color: ${vars.color.text};
    font-weight: ${vars.font.weightMedium};
    overflow-wrap: anywhere;
  }

  .${bubbleClass.templateButtons} li + li {
    border-top: 1px solid ${vars.color.border};
  }

  .${bubbleClass.meta} {
    display: flex;
    justify-content: flex-end;
    align-items: center;
    gap: ${vars.space.xxs};
    margin-top: ${vars.space.xxs};
    font-size: ${vars.font.sizeXs};
    /* Full text colour: muted text does not reach 4.5:1 on the outgoing bubble colour. */
    color: ${vars.color.text};
  }

  .${bubbleClass.ticks} {
    display: inline-flex;
    color: ${vars.color.text};
  }

  .${bubbleClass.ticks}[data-status='read'] {
    color: ${vars.color.info};
  }

  /* Under the bubble (on the thread background) so the danger colour keeps its contrast. */
  .${bubbleClass.failure} {
    display: flex;
    flex-wrap: wrap;
    justify-content: flex-end;
    align-items: center;
    gap: ${vars.space.xs};
    margin-top: ${vars.space.xxs};
    font-size: ${vars.font.sizeXs};
    color: ${vars.color.danger};
  }
`;
