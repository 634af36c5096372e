import { memo } from 'react';
import { stripWhatsAppFormatting, type Conversation } from '@wacrm/whatsapp-sdk';
import { formatListTime } from '../internal/time';
import { VisuallyHidden } from '../internal/VisuallyHidden';
import { fmt, type InboxLabels } from '../labels';
import { Avatar, Body, Line, Name, Preview, Unread, When } from './ConversationList.styles';

export interface ConversationRowProps {
  conversation: Conversation;
  labels: InboxLabels;
  /** Reference time for the row's date. */
  now: number;
}

/** The visible content of one conversation row (replaceable through the provider's components as 'ConversationRow'). */
export const ConversationRow = memo(function ConversationRow({ conversation, labels, now }: ConversationRowProps) {
  const title = conversation.contactName || conversation.contactPhone;
  const preview = conversation.lastMessage
    ? stripWhatsAppFormatting(conversation.lastMessage)
    : labels.noMessagesPreview;
  const initial = (title.trim()[0] ?? '?').toUpperCase();
  return (
    <>
      <Avatar aria-hidden="true">{initial}</Avatar>
      <Body>
        <Line>
          <Name>{title}</Name>
          <When>{formatListTime(conversation.lastMessageAt, now)}</When>
        </Line>
        <Line>
          <Preview>{preview}</Preview>
          {conversation.unreadCount > 0 ? (
            <Unread>
              <span aria-hidden="true">{conversation.unreadCount}</span>
              <VisuallyHidden>{fmt(labels.unreadCount, { n: conversation.unreadCount })}</VisuallyHidden>
            </Unread>
          ) : null}
        </Line>
      </Body>
    </>
  );
});
