import { useEffect, useRef } from 'react';
import { Button } from '@wacrm/ui';
import { SOCKET_MESSAGES } from '@wacrm/whatsapp-sdk';
import { useStore, useWacrm } from '../../provider';
import type { InboxLabels } from '../labels';
import { Connection, Dot, RealtimeLine, SocketError } from './Conversations.styles';

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

export function ConnectionStatus({ labels, errorAtMount }: { labels: InboxLabels; errorAtMount: string | null }) {
  const { realtime, notify } = useWacrm();
  const state = useStore(realtime.state);
  // Socket errors are red notices too (spec section 8), once each time the error changes: retries that fail the
  // same way say nothing new. An error already there when the inbox mounted only shows beside 'Disconnected'; one
  // that came while the inbox's content was rendering (after the inbox mounted, before this line did) is a notice.
  const notified = useRef(errorAtMount);
  useEffect(() => {
    if (state.error === notified.current) return;
    notified.current = state.error;
    if (state.error) notify.error(socketText(state.error, labels));
  }, [state.error, notify, labels]);
  // One line says the state once ('Connected (Real-time)', or 'Disconnected' with the error and Reconnect), after a
  // dot of its colour; the dot's own word is its tooltip only, so nothing is said twice (issue 31).
  return (
    <Connection>
      <RealtimeLine data-connected={state.connected ? 'true' : 'false'}>
        <Dot $on={state.connected} aria-hidden="true" title={state.connected ? labels.connected : labels.disconnected} />
        {state.connected ? (
          labels.realtimeConnected
        ) : (
          <>
            {labels.realtimeDisconnected}
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
