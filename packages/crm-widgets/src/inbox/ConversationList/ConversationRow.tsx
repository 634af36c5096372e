import { memo } from 'react';
import { MEDIA_MESSAGE_TEXT, type Conversation } from '@wacrm/whatsapp-sdk';
import { FormattedPreview } from '../FormattedText';
import { AlertIcon } from '../internal/icons';
import { mediaPreviewText } from '../MessageMedia/mediaText';
import { formatListTime } from '../internal/time';
import type { InboxLabels } from '../labels';
import { useWacrmLocale } from '../../i18n/WacrmLocaleProvider';
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
  const { formats } = useWacrmLocale();
  const title = conversation.contactName || conversation.contactPhone;
  const initial = (title.trim()[0] ?? '?').toUpperCase();
  return (
    <>
      <span className={rowClass.avatar} aria-hidden="true" dir="auto">
        {initial}
      </span>
      <span className={rowClass.body}>
        <span className={rowClass.line}>
          <span className={rowClass.name} dir={conversation.contactName ? 'auto' : 'ltr'}>
            {title}
          </span>
          <span className={rowClass.when}>{formatListTime(conversation.lastMessageAt, now, formats)}</span>
        </span>
        <span className={rowClass.line}>
          {conversation.lastMessageStatus === 'failed' ? (
            // Beside the preview, not in it: the preview takes the direction of the message's own text.
            <span className={rowClass.failed}>
              <AlertIcon />
              <VisuallyHidden>{labels.lastMessageFailed}</VisuallyHidden>{' '}
            </span>
          ) : null}
          <span className={rowClass.preview} dir="auto">
            {conversation.lastMessageMedia ? (
              mediaPreviewText(conversation.lastMessageMedia, labels, formats)
            ) : conversation.lastMessage === MEDIA_MESSAGE_TEXT ? (
              labels.mediaMessage
            ) : conversation.lastMessage ? (
              <FormattedPreview text={conversation.lastMessage} />
            ) : (
              labels.noMessagesPreview
            )}
          </span>
          {conversation.unreadCount > 0 ? (
            <span className={rowClass.unread}>
              <span aria-hidden="true">{formats.number(conversation.unreadCount)}</span>
              <VisuallyHidden>{formats.plural(labels.unreadCount, conversation.unreadCount)}</VisuallyHidden>
            </span>
          ) : null}
        </span>
      </span>
    </>
  );
});
