import type { InboxMessage, Template } from '@wacrm/whatsapp-sdk';
import type { InboxLabels } from '../labels';

// The bubble's props apart from its code: the provider's component types name them without importing the bubble
// (and through it the media bubbles, whose labels read the provider).
export interface MessageBubbleProps {
  /** The message to draw (text, direction, status, time, template). */
  message: InboxMessage;
  /** Sends a failed message again. */
  onRetry?: (messageKey: string) => void;
  /** The template of a template message, when known: its header, footer and buttons show around the body. */
  template?: Template;
  /** The inbox labels in effect; `inboxLabels` when omitted. */
  labels?: InboxLabels;
}
