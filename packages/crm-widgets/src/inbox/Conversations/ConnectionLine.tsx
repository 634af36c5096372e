import type { ReactNode } from 'react';
import { Button } from '@wacrm/ui';
import type { InboxLabels } from '../labels';
import { Connection, Dot, DotLabel, RealtimeLine, SocketError } from './Conversations.styles';

export interface ConnectionLineProps {
  labels: InboxLabels;
  /** Whether the WhatsApp account is connected; `null` while not known (the account's dot is not shown). */
  accountConnected: boolean | null;
  /** Beside 'Not connected': the Connect WhatsApp button. */
  connectAction?: ReactNode;
  /** The live connection of this screen is up. */
  live: boolean;
  /** It stopped trying ('Offline' rather than 'Reconnecting'). */
  offline?: boolean;
  /** Its error, in the host's words. */
  error?: string | null;
  onReconnect?: () => void;
}

/**
 * The inbox's connection line, as it looks: the WhatsApp account (connected or not, with Connect WhatsApp when not)
 * and the live connection of this screen ('Live', 'Reconnecting', or 'Offline', with its error and Reconnect).
 * `ConnectionStatus` feeds it the real state; the warm-up (`warmConversations`) renders it with both states.
 */
export function ConnectionLine({
  labels,
  accountConnected,
  connectAction,
  live,
  offline = false,
  error = null,
  onReconnect,
}: ConnectionLineProps) {
  return (
    <Connection>
      {accountConnected === null ? null : (
        <DotLabel data-connected={accountConnected ? 'true' : 'false'}>
          <Dot $on={accountConnected} aria-hidden="true" />
          {accountConnected ? labels.connected : labels.disconnected}
          {accountConnected ? null : connectAction}
        </DotLabel>
      )}
      <RealtimeLine data-live={live ? 'true' : 'false'}>
        {live ? (
          labels.realtimeConnected
        ) : (
          <>
            {offline ? labels.realtimeOffline : labels.realtimeDisconnected}
            {error ? <SocketError>{error}</SocketError> : null}
            <Button size="sm" variant="secondary" onClick={onReconnect}>
              {labels.reconnect}
            </Button>
          </>
        )}
      </RealtimeLine>
    </Connection>
  );
}
