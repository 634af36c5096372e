import { memo } from 'react';
import type { Conversation } from '@wacrm/whatsapp-sdk';
import { FormattedPreview } from '../FormattedText';
import { AlertIcon } from '../internal/icons';
import { formatListTime } from '../internal/time';
import { fmt, type InboxLabels } from '../labels';
import { rowClass } from './ConversationList.styles';
import { VisuallyHidden } from '@wacrm/ui';

export interface ConversationRowProps {
  /** The conversation this row shows (name, last message, time, unread count). */
  conversation: Conversation;
  /** The inbox labels in effect (the provider's overrides merged over `inboxLabels`). */
  labels: InboxLabels;
  /** Reference time for the row's date. */
  now: number;
}

/** The visible content of one conversation row (replaceable through the provider's components as 'ConversationRow'). */
export const ConversationRow = memo(function ConversationRow({ conversation, labels, now }: ConversationRowProps) {
  const title = conversation.contactName || conversation.contactPhone;
  const initial = (title.trim()[0] ?? '?').toUpperCase();
  return (
    <>
      <span className={rowClass.avatar} aria-hidden="true">
        {initial}
      </span>
      <span className={rowClass.body}>
        <span className={rowClass.line}>
          <span className={rowClass.name}>{title}</span>
          <span className={rowClass.when}>{formatListTime(conversation.lastMessageAt, now)}</span>
        </span>
        <span className={rowClass.line}>
          <span className={rowClass.preview}>
            {conversation.lastMessageStatus === 'failed' ? (
              <span className={rowClass.failed}>
                <AlertIcon />
                <VisuallyHidden>{labels.lastMessageFailed}</VisuallyHidden>{' '}
              </span>
            ) : null}
            {conversation.lastMessage ? <FormattedPreview text={conversation.lastMessage} /> : labels.noMessagesPreview}
          </span>
          {conversation.unreadCount > 0 ? (
            <span className={rowClass.unread}>
              <span aria-hidden="true">{conversation.unreadCount}</span>
              <VisuallyHidden>{fmt(labels.unreadCount, { n: conversation.unreadCount })}</VisuallyHidden>
            </span>
          ) : null}
        </span>
      </span>
    </>
  );
});
