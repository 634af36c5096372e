import { useEffect, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { commonLabels, useWacrmLocale, WacrmProvider, type WidgetNotifier } from '@wacrm/crm-widgets';
import { Alert, NotificationsProvider, Spinner, useNotify } from '@wacrm/ui';
import type { WacrmClient } from '@wacrm/whatsapp-sdk';
import type { WacrmEmit } from '../events';
import type { WacrmElementOptions } from '../types';
import type { WidgetBodyProps } from './ElementApp';
import { useSignInAttempts } from './useSignInAttempts';
import { useClientId } from './useClientId';
import { onSharedClientExpired, onSharedClientSignedOut, shareSocket } from './sharedClient';

/** The widget a data element shows (the inbox, the campaign manager...), given `open` and `onClose`. */
export type DataWidgetView = ComponentType<{ open: boolean; onClose: () => void }>;

export interface DataWidgetProps extends WidgetBodyProps {
  View: DataWidgetView;
}

/** Widgets report failures through the notices; the element shows them and dispatches `wacrm-error` too. */
function NotifyingProvider({
  client,
  clientId,
  options,
  emit,
  portalContainer,
  children,
}: {
  client: WacrmClient;
  clientId: string;
  options: WacrmElementOptions;
  emit: WacrmEmit;
  portalContainer: HTMLElement;
  children: ReactNode;
}) {
  const ui = useNotify();
  const notify = useMemo<WidgetNotifier>(
    () => ({
      success: (message) => void ui.success(message),
      error: (message) => {
        ui.error(message);
        emit('wacrm-error', { code: 'WIDGET', message });
      },
    }),
    [ui, emit],
  );
  return (
    <WacrmProvider
      client={client}
      clientId={clientId}
      labels={options.labels}
      locale={options.locale}
      dir={options.dir}
      notify={notify}
      portalContainer={portalContainer}
    >
      {children}
    </WacrmProvider>
  );
}

/**
 * Incoming messages on the realtime connection, as `wacrm-message` events; the element's share of the socket, which
 * closes when no element uses it any more.
 */
function useMessageEvents(client: WacrmClient, clientId: string | null, emit: WacrmEmit) {
  useEffect(() => {
    if (!clientId) return undefined;
    const release = shareSocket(client, clientId);
    const off = client.realtime(clientId).on('whatsapp_message', (message) => {
      if (message.direction === 'inbound') emit('wacrm-message', { message });
    });
    return () => {
      off();
      release();
    };
  }, [client, clientId, emit]);
}

/** A data widget (inbox, campaigns, contacts, template editor) for the clientId of the attribute or the profile. */
export function DataWidget({ View, client, options, emit, portalContainer, onClose }: DataWidgetProps) {
  const signIns = useSignInAttempts();
  const [expiries, setExpiries] = useState(0);
  useEffect(() => {
    const again = () => setExpiries((n) => n + 1);
    const offExpired = onSharedClientExpired(client, () => {
      emit('wacrm-session-expired', { reason: 'refresh-failed' });
      again();
    });
    const offSignedOut = onSharedClientSignedOut(client, again);
    return () => {
      offExpired();
      offSignedOut();
    };
  }, [client, emit]);
  const state = useClientId(client, options.clientId, signIns + expiries, emit);
  useMessageEvents(client, state.status === 'ready' ? state.clientId : null, emit);
  // Before the provider: the element's language (ElementApp) gives these two texts.
  const language = useWacrmLocale().labels;

  if (state.status === 'loading') {
    return <Spinner label={options.labels?.loading ?? language?.loading ?? commonLabels.loading} />;
  }
  if (state.status === 'failed') return <Alert tone="error">{state.message}</Alert>;
  if (state.status === 'signed-out') return null;
  return (
    <NotificationsProvider
      dismissLabel={
        options.labels?.dismissNotification ?? language?.dismissNotification ?? commonLabels.dismissNotification
      }
    >
      <NotifyingProvider
        client={client}
        clientId={state.clientId}
        options={options}
        emit={emit}
        portalContainer={portalContainer}
      >
        <View open={options.open ?? false} onClose={onClose} />
      </NotifyingProvider>
    </NotificationsProvider>
  );
}

/** The body of a data element showing `View` (each widget's chunk makes its own, so it carries only its widget). */
export function dataWidgetBody(View: DataWidgetView): ComponentType<WidgetBodyProps> {
  function DataWidgetBody(props: WidgetBodyProps) {
    return <DataWidget {...props} View={View} />;
  }
  return DataWidgetBody;
}
