import { memo } from 'react';
import { Button } from '@wacrm/ui';
import type { InboxMessage } from '@wacrm/whatsapp-sdk';
import { FormattedText } from '../FormattedText';
import { AlertIcon, ClockIcon, DoubleTickIcon, TickIcon } from '../internal/icons';
import { formatTime } from '../internal/time';
import { VisuallyHidden } from '../internal/VisuallyHidden';
import { fmt, inboxLabels, type InboxLabels } from '../labels';
import { Bubble, Failure, Meta, Row, Stack, TemplateLine, Ticks } from './MessageBubble.styles';

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
        <Ticks $read={false} data-status="pending">
          <ClockIcon />
          <VisuallyHidden>{labels.statusSending}</VisuallyHidden>
        </Ticks>
      );
    case 'sent':
      return (
        <Ticks $read={false} data-status="sent">
          <TickIcon />
          <VisuallyHidden>{labels.statusSent}</VisuallyHidden>
        </Ticks>
      );
    case 'delivered':
      return (
        <Ticks $read={false} data-status="delivered">
          <DoubleTickIcon />
          <VisuallyHidden>{labels.statusDelivered}</VisuallyHidden>
        </Ticks>
      );
    case 'read':
      return (
        <Ticks $read data-status="read">
          <DoubleTickIcon />
          <VisuallyHidden>{labels.statusRead}</VisuallyHidden>
        </Ticks>
      );
    case 'failed':
      return (
        <Ticks $read={false} data-status="failed">
          <AlertIcon />
          <VisuallyHidden>{labels.statusFailed}</VisuallyHidden>
        </Ticks>
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
    <Row $outbound={outbound} data-direction={outbound ? 'outbound' : 'inbound'} data-status={message.status}>
      <Stack $outbound={outbound}>
        <Bubble $outbound={outbound} $failed={failed}>
          {message.type === 'template' && message.templateName ? (
            <TemplateLine>{fmt(labels.templateLine, { name: message.templateName })}</TemplateLine>
          ) : null}
          <FormattedText text={message.text} />
          <Meta>
            {outbound ? <VisuallyHidden>{labels.you}, </VisuallyHidden> : null}
            <time dateTime={message.createdAt}>{formatTime(message.createdAt)}</time>
            {outbound ? <StatusTicks status={message.status} labels={labels} /> : null}
          </Meta>
        </Bubble>
        {failed ? (
          <Failure role="group" aria-label={labels.statusFailed}>
            <span>{fmt(labels.failedReason, { reason: message.error?.title || labels.statusFailed })}</span>
            {onRetry ? (
              <Button size="sm" variant="secondary" onClick={() => onRetry(message.key)}>
                {labels.retry}
              </Button>
            ) : null}
          </Failure>
        ) : null}
      </Stack>
    </Row>
  );
});
