import { useEffect, useRef } from 'react';
import { SOCKET_MESSAGES } from '@wacrm/whatsapp-sdk';
import { useResource, useStore, useWacrm } from '../../provider';
import { ConnectWhatsAppButton } from '../../internal/ConnectWhatsAppButton';
import type { InboxLabels } from '../labels';
import { ConnectionLine } from './ConnectionLine';

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
    <ConnectionLine
      labels={labels}
      accountConnected={account.data ? account.data.status === 'connected' : null}
      connectAction={<ConnectWhatsAppButton label={labels.connectWhatsApp} onConnected={account.setData} />}
      live={state.connected}
      offline={state.error === SOCKET_MESSAGES.maxReconnect}
      error={state.error ? socketText(state.error, labels) : null}
      onReconnect={() => realtime.reconnect()}
    />
  );
}
