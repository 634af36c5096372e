import type { ReactNode, Ref } from 'react';
import type { Conversation } from '@wacrm/whatsapp-sdk';
import { IconButton, VisuallyHidden } from '@wacrm/ui';
import { BackIcon } from '../internal/icons';
import { formatLastSeen, serviceWindow } from '../internal/time';
import { inboxLabels, type InboxLabels } from '../labels';
import { useLocaleDefaults, useWacrmLocale } from '../../i18n/WacrmLocaleProvider';
import { Avatar, Dot, Info, Root, Sub, Typing, Window } from './ChatHeader.styles';
import { MoreMenu } from './MoreMenu';

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
  /**
   * One line, for a narrow inbox: back, the name (and 'Typing...') and a 'More' button whose panel shows the rest
   * (phone, Last seen, the 24-hour window) and `menu`.
   */
  compact?: boolean;
  /** The host's content at the end of the compact header's 'More' panel (e.g. its navigation). */
  menu?: ReactNode;
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
  labels: ownLabels,
  headingLevel = 3,
  onBack,
  backButtonRef,
  compact = false,
  menu,
}: ChatHeaderProps) {
  const labels = useLocaleDefaults<InboxLabels>(inboxLabels, ownLabels);
  const { formats } = useWacrmLocale();
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
  const lastSeen = formatLastSeen(conversation.lastInboundAt, now, labels, formats);
  const details = (
    <>
      <Sub>
        <bdi dir="ltr">{conversation.contactPhone}</bdi>
        {lastSeen ? <span>{lastSeen}</span> : null}
        {typing && !compact ? <Typing>{labels.typing}</Typing> : null}
      </Sub>
      <Window $open={csw.open} data-window={csw.open ? 'open' : 'closed'}>
        {csw.open ? formats.text(labels.windowOpen, { time: formats.duration(csw.remainingMs) }) : labels.windowClosed}
      </Window>
    </>
  );
  return (
    <Root data-compact={compact ? '' : undefined}>
      {onBack ? (
        <IconButton ref={backButtonRef} label={labels.backToConversations} onClick={onBack}>
          <BackIcon />
        </IconButton>
      ) : null}
      {compact ? null : (
        <Avatar aria-hidden="true" dir="auto">
          {(name.trim()[0] ?? '?').toUpperCase()}
        </Avatar>
      )}
      <Info>
        <Name>
          <Dot $tone={tone} data-tone={tone} aria-hidden="true" />
          <VisuallyHidden>{statusText}: </VisuallyHidden>
          <bdi dir={conversation.contactName ? 'auto' : 'ltr'}>{name}</bdi>
        </Name>
        {!compact ? details : typing ? <Typing>{labels.typing}</Typing> : null}
      </Info>
      {compact ? (
        <MoreMenu label={labels.conversationMore}>
          {details}
          {menu}
        </MoreMenu>
      ) : null}
    </Root>
  );
}
