import { useEffect, useRef } from 'react';
import { Button } from '@wacrm/ui';
import { SOCKET_MESSAGES } from '@wacrm/whatsapp-sdk';
import { useResource, useStore, useWacrm } from '../../provider';
import { ConnectWhatsAppButton } from '../../internal/ConnectWhatsAppButton';
import type { InboxLabels } from '../labels';
import { Connection, Dot, DotLabel, RealtimeLine, SocketError } from './Conversations.styles';

/** A socket message in the host's words: the SDK's own texts map to labels; a server's text shows as it is. */
export function socketText(message: string, labels: InboxLabels): string {
  switch (message) {
    case SOCKET_MESSAGES.connectionFailed:
      return labels.socketConnectionFailed;
    case SOCKET_MESSAGES.establishFailed:
      return labels.socketEstablishFailed;
    case SOCKET_MESSAGES.maxReconnect:
      return labels.socketMaxReconnect;
    case SOCKET_MESSAGES.notConnected:
      return labels.socketNotConnected;
    default:
      return message;
  }
}

/**
 * Two states, each named for what it is: the WhatsApp account (connected or not, with Connect WhatsApp
 * when not) and the live connection of this screen ('Live', 'Reconnecting', or 'Offline' once it stopped trying,
 * with Reconnect). Never both 'Connected': the socket being up says nothing about the account.
 */
export function ConnectionStatus({ labels, errorAtMount }: { labels: InboxLabels; errorAtMount: string | null }) {
  const { realtime, notify, whatsapp, clientId } = useWacrm();
  const state = useStore(realtime.state);
  const account = useResource(`connection:${clientId}`, () => whatsapp.getConnectionStatus());
  const accountConnected = account.data?.status === 'connected';
  // Socket errors are red notices too, once each time the error changes: retries that fail the
  // same way say nothing new. An error already there when the inbox mounted only shows beside the live line; one
  // that came while the inbox's content was rendering (after the inbox mounted, before this line did) is a notice.
  const notified = useRef(errorAtMount);
  useEffect(() => {
    if (state.error === notified.current) return;
    notified.current = state.error;
    if (state.error) notify.error(socketText(state.error, labels));
  }, [state.error, notify, labels]);
  return (
    <Connection>
      {account.data ? (
        <DotLabel data-connected={accountConnected ? 'true' : 'false'}>
          <Dot $on={accountConnected} aria-hidden="true" />
          {accountConnected ? labels.connected : labels.disconnected}
          {accountConnected ? null : (
            <ConnectWhatsAppButton label={labels.connectWhatsApp} onConnected={account.setData} />
          )}
        </DotLabel>
      ) : null}
      <RealtimeLine data-live={state.connected ? 'true' : 'false'}>
        {state.connected ? (
          labels.realtimeConnected
        ) : (
          <>
            {state.error === SOCKET_MESSAGES.maxReconnect ? labels.realtimeOffline : labels.realtimeDisconnected}
            {state.error ? <SocketError>{socketText(state.error, labels)}</SocketError> : null}
            <Button size="sm" variant="secondary" onClick={() => realtime.reconnect()}>
              {labels.reconnect}
            </Button>
          </>
        )}
      </RealtimeLine>
    </Connection>
  );
}
