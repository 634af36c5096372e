import { memo } from 'react';
import { Button } from '@wacrm/ui';
import type { InboxMessage } from '@wacrm/whatsapp-sdk';
import { FormattedText } from '../FormattedText';
import { AlertIcon, ClockIcon, DoubleTickIcon, TickIcon } from '../internal/icons';
import { formatTime } from '../internal/time';
import { VisuallyHidden } from '../internal/VisuallyHidden';
import { fmt, inboxLabels, type InboxLabels } from '../labels';
import { bubbleClass, Row } from './MessageBubble.styles';

export interface MessageBubbleProps {
  message: InboxMessage;
  /** Sends a failed message again. */
  onRetry?: (messageKey: string) => void;
  labels?: InboxLabels;
}

function StatusTicks({ status, labels }: { status: InboxMessage['status']; labels: InboxLabels }) {
  switch (status) {
    case 'pending':
      return (
        <span className={bubbleClass.ticks} data-status="pending">
          <ClockIcon />
          <VisuallyHidden>{labels.statusSending}</VisuallyHidden>
        </span>
      );
    case 'sent':
      return (
        <span className={bubbleClass.ticks} data-status="sent">
          <TickIcon />
          <VisuallyHidden>{labels.statusSent}</VisuallyHidden>
        </span>
      );
    case 'delivered':
      return (
        <span className={bubbleClass.ticks} data-status="delivered">
          <DoubleTickIcon />
          <VisuallyHidden>{labels.statusDelivered}</VisuallyHidden>
        </span>
      );
    case 'read':
      return (
        <span className={bubbleClass.ticks} data-status="read">
          <DoubleTickIcon />
          <VisuallyHidden>{labels.statusRead}</VisuallyHidden>
        </span>
      );
    case 'failed':
      return (
        <span className={bubbleClass.ticks} data-status="failed">
          <AlertIcon />
          <VisuallyHidden>{labels.statusFailed}</VisuallyHidden>
        </span>
      );
    default:
      return null;
  }
}

/**
 * One message: sent (right) or received (left), WhatsApp formatting, a template line for template messages, the
 * time, delivery ticks (sent, delivered, read) for outgoing messages, and for a failed one its reason and Retry.
 */
export const MessageBubble = memo(function MessageBubble({
  message,
  onRetry,
  labels = inboxLabels,
}: MessageBubbleProps) {
  const outbound = message.direction === 'outbound';
  const failed = message.status === 'failed';
  return (
    <Row data-direction={outbound ? 'outbound' : 'inbound'} data-status={message.status}>
      <div className={bubbleClass.stack}>
        <div className={bubbleClass.bubble}>
          {message.type === 'template' && message.templateName ? (
            <p className={bubbleClass.templateLine}>{fmt(labels.templateLine, { name: message.templateName })}</p>
          ) : null}
          <FormattedText text={message.text} />
          <span className={bubbleClass.meta}>
            {outbound ? <VisuallyHidden>{labels.you}, </VisuallyHidden> : null}
            <time dateTime={message.createdAt}>{formatTime(message.createdAt)}</time>
            {outbound ? <StatusTicks status={message.status} labels={labels} /> : null}
          </span>
        </div>
        {failed ? (
          <div className={bubbleClass.failure} role="group" aria-label={labels.statusFailed}>
            <span>{fmt(labels.failedReason, { reason: message.error?.title || labels.statusFailed })}</span>
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
