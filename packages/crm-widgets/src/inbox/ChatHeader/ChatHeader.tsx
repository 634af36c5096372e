import type { Ref } from 'react';
import type { Conversation } from '@wacrm/whatsapp-sdk';
import { IconButton, VisuallyHidden } from '@wacrm/ui';
import { BackIcon } from '../internal/icons';
import { formatDuration, formatLastSeen, serviceWindow } from '../internal/time';
import { fmt, inboxLabels, type InboxLabels } from '../labels';
import { Avatar, Dot, Info, Root, Sub, Typing, Window } from './ChatHeader.styles';

export interface ChatHeaderProps {
  /** Level of the contact's name heading (default 3). */
  headingLevel?: 2 | 3 | 4;
  conversation: Conversation;
  /** The contact is typing. */
  typing?: boolean;
  /** Reference time for the 24-hour window. */
  now: number;
  labels?: InboxLabels;
  /**
   * Shows a back button before the avatar ('Back to conversations'): the inbox passes it when it is narrow and the
   * list and the thread are two views.
   */
  onBack?: () => void;
  /** The back button's element (the inbox focuses it when the thread view opens). */
  backButtonRef?: Ref<HTMLButtonElement>;
}

function statusTone(status: Conversation['contactStatus']): 'active' | 'pending' | 'other' {
  if (status === 'active') return 'active';
  if (status === 'potential') return 'pending';
  return 'other';
}

/**
 * The open conversation's header: name, phone, status dot (active green, pending yellow, other grey), Last seen
 * (from the contact's last inbound message, relative when recent; absent when they never wrote),
 * 'Typing...', and the 24-hour customer service window (whether custom messages are possible and for how long).
 */
export function ChatHeader({
  conversation,
  typing = false,
  now,
  labels = inboxLabels,
  headingLevel = 3,
  onBack,
  backButtonRef,
}: ChatHeaderProps) {
  const Name = `h${headingLevel}` as const;
  const name = conversation.contactName || conversation.contactPhone;
  const tone = statusTone(conversation.contactStatus);
  const statusText =
    conversation.contactStatus === 'active'
      ? labels.statusActive
      : conversation.contactStatus === 'potential'
        ? labels.statusPending
        : conversation.contactStatus === 'inactive'
          ? labels.statusInactive
          : labels.statusUnknown;
  const csw = serviceWindow(conversation, now);
  // From the contact's last inbound message only: a contact who never wrote has no 'Last seen'.
  const lastSeen = formatLastSeen(conversation.lastInboundAt, now, labels);
  return (
    <Root>
      {onBack ? (
        <IconButton ref={backButtonRef} label={labels.backToConversations} onClick={onBack}>
          <BackIcon />
        </IconButton>
      ) : null}
      <Avatar aria-hidden="true">{(name.trim()[0] ?? '?').toUpperCase()}</Avatar>
      <Info>
        <Name>
          <Dot $tone={tone} data-tone={tone} aria-hidden="true" />
          <VisuallyHidden>{statusText}: </VisuallyHidden>
          {name}
        </Name>
        <Sub>
          <span>{conversation.contactPhone}</span>
          {lastSeen ? <span>{lastSeen}</span> : null}
          {typing ? <Typing>{labels.typing}</Typing> : null}
        </Sub>
        <Window $open={csw.open} data-window={csw.open ? 'open' : 'closed'}>
          {csw.open ? fmt(labels.windowOpen, { time: formatDuration(csw.remainingMs, labels) }) : labels.windowClosed}
        </Window>
      </Info>
    </Root>
  );
}
