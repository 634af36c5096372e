import { css } from 'styled-components';
import { vars } from '@wacrm/ui';

/** The contact's initial in a disc: conversation rows and the chat header. */
export const avatarDisc = css`
  flex: 0 0 auto;
  width: 40px;
  height: 40px;
  border-radius: 50%;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  background: ${vars.color.primarySoft};
  color: ${vars.color.primaryOnSoft};
  font-weight: ${vars.font.weightBold};
`;

/** A small count in a pill: a row's unread messages, the thread's new messages. */
export const countPill = css`
  min-width: 20px;
  padding: 0 6px;
  border-radius: ${vars.radius.pill};
  background: ${vars.color.primary};
  color: ${vars.color.primaryText};
  font-size: ${vars.font.sizeXs};
  font-weight: ${vars.font.weightBold};
  text-align: center;
`;
