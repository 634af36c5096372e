import { memo } from 'react';
import type { MessageBubbleProps } from './MessageBubble.types';
import { Button, VisuallyHidden } from '@wacrm/ui';
import { lastMessageMediaOf, MEDIA_MESSAGE_TEXT, messageFrame, type InboxMessage } from '@wacrm/whatsapp-sdk';
import { FormattedText } from '../FormattedText';
import { isMediaMessage, MessageMedia, useInboxMedia } from '../MessageMedia';
import { AlertIcon, ClockIcon, DoubleTickIcon, TickIcon } from '../internal/icons';
import { formatTime } from '../internal/time';
import { inboxLabels, sendFailureReason, type InboxLabels } from '../labels';
import { useLocaleDefaults, useWacrmLocale } from '../../i18n/WacrmLocaleProvider';
import { bubbleClass, Row } from './MessageBubble.styles';

export type { MessageBubbleProps } from './MessageBubble.types';

/** Each delivery status: its icon and the label read out for it. */
const TICKS = {
  pending: [ClockIcon, 'statusSending'],
  sent: [TickIcon, 'statusSent'],
  delivered: [DoubleTickIcon, 'statusDelivered'],
  read: [DoubleTickIcon, 'statusRead'],
  failed: [AlertIcon, 'statusFailed'],
} as const satisfies Record<InboxMessage['status'], readonly [unknown, keyof InboxLabels]>;

function StatusTicks({ status, labels }: { status: InboxMessage['status']; labels: InboxLabels }) {
  // Own keys only: a status from a host's own data that is not one of the five ('constructor', ...) shows no ticks.
  if (!Object.prototype.hasOwnProperty.call(TICKS, status)) return null;
  const [Icon, label] = TICKS[status];
  return (
    <span className={bubbleClass.ticks} data-status={status}>
      <Icon />
      <VisuallyHidden>{labels[label]}</VisuallyHidden>
    </span>
  );
}

/** A template message's header media (IMAGE, VIDEO or DOCUMENT header) as a media message of its kind, or null. */
function headerMediaMessage(message: InboxMessage): InboxMessage | null {
  const media = message.type === 'template' ? message.templateHeaderMedia : undefined;
  if (!media) return null;
  const { mimeType } = media;
  const type = mimeType.startsWith('image/') ? 'image' : mimeType.startsWith('video/') ? 'video' : 'document';
  return { ...message, type, media };
}

/**
 * One message: sent (right) or received (left), WhatsApp formatting, a template line for template messages (and,
 * with its template, its header (text or media), footer and buttons as WhatsApp shows them), a photo, video, voice
 * note, sticker or document with its caption (MessageMedia), the time, delivery ticks (sent, delivered, read) for
 * outgoing messages, and for a failed one its reason and Retry.
 */
export const MessageBubble = memo(function MessageBubble({
  message,
  onRetry,
  template,
  labels: ownLabels,
}: MessageBubbleProps) {
  const labels = useLocaleDefaults<InboxLabels>(inboxLabels, ownLabels);
  const { formats } = useWacrmLocale();
  const outbound = message.direction === 'outbound';
  const failed = message.status === 'failed';
  const frame = message.type === 'template' ? messageFrame(message, template) : null;
  // A backend without media (the probe said so) keeps the file name or 'Media message'.
  const { supported } = useInboxMedia();
  const media = supported !== false && isMediaMessage(message) ? (lastMessageMediaOf(message) ?? null) : null;
  const headerMedia = supported !== false ? headerMediaMessage(message) : null;
  return (
    <Row data-direction={outbound ? 'outbound' : 'inbound'} data-status={message.status}>
      <div className={bubbleClass.stack}>
        <div className={bubbleClass.bubble}>
          {message.type === 'template' && message.templateName ? (
            <p className={bubbleClass.templateLine}>
              {formats.text(labels.templateLine, { name: message.templateName })}
            </p>
          ) : null}
          {headerMedia ? <MessageMedia message={headerMedia} labels={labels} /> : null}
          {frame?.header ? <p className={bubbleClass.templateHeader}>{frame.header}</p> : null}
          {media ? (
            <>
              <MessageMedia message={message} labels={labels} />
              {media.caption ? (
                <FormattedText text={media.caption} surface={outbound ? 'outgoing' : 'default'} />
              ) : null}
            </>
          ) : message.text === MEDIA_MESSAGE_TEXT && message.type !== 'text' ? (
            <p>{labels.mediaMessage}</p>
          ) : (
            <FormattedText text={message.text} surface={outbound ? 'outgoing' : 'default'} />
          )}
          {frame?.footer ? <p className={bubbleClass.templateFooter}>{frame.footer}</p> : null}
          {frame && frame.buttons.length > 0 ? (
            <ul className={bubbleClass.templateButtons} aria-label={labels.templateButtons}>
              {frame.buttons.map((text, i) => (
                <li key={i}>{text}</li>
              ))}
            </ul>
          ) : null}
          <span className={bubbleClass.meta}>
            {outbound ? <VisuallyHidden>{labels.you}, </VisuallyHidden> : null}
            <time dateTime={message.createdAt}>{formatTime(message.createdAt, formats)}</time>
            {outbound ? <StatusTicks status={message.status} labels={labels} /> : null}
          </span>
        </div>
        {failed ? (
          <div className={bubbleClass.failure} role="group" aria-label={labels.statusFailed}>
            <span>
              {formats.text(labels.failedReason, {
                reason: sendFailureReason(message.error?.title, labels) ?? labels.statusFailed,
              })}
            </span>
            {onRetry ? (
              <Button size="sm" variant="secondary" onClick={() => onRetry(message.key)}>
                {labels.retry}
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
    </Row>
  );
});
