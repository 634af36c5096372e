import { useCallback, useId, useMemo, useState } from 'react';
import { CircleCheck, CircleX, Link2, MessageCircle, Users, Reply } from 'lucide-react';
import { responseRate, type ConnectionStatus } from '@wacrm/whatsapp-sdk';
import { Alert, Button, Card, Spinner, StatCard } from '@wacrm/ui';
import { useResource, useWacrm, useWacrmLabels } from '../../provider';
import { useAccountStores, useResourceState } from '../../internal/resources';
import { ConnectWhatsAppModal } from '../ConnectWhatsAppModal';
import { useLocaleAttributes, useWacrmLocale } from '../../i18n/WacrmLocaleProvider';
import type { LocaleFormats } from '../../i18n/formats';
import { connectionLabels } from '../labels';
import {
  Activity,
  ActivityList,
  ActivityText,
  Cards,
  Muted,
  Root,
  SectionTitle,
  StatusBar,
  StatusText,
  Strong,
  Title,
} from './WhatsAppDashboard.styles';

export interface WhatsAppDashboardProps {
  /** Called after the account was connected through the Connect WhatsApp modal. */
  onConnected?: (status: ConnectionStatus) => void;
  /** How many recent conversations the Recent Activities list shows (default 5). */
  recentLimit?: number;
  /** Level of the widget's title (default 2); a host page without its own h1 passes 1. */
  headingLevel?: 1 | 2 | 3;
  /** Class of the widget's root element (for the host's layout; the look comes from the theme). */
  className?: string;
}

function formatTime(iso: string, formats: LocaleFormats): string {
  const t = Date.parse(iso);
  if (!Number.isFinite(t) || t <= 0) return '';
  return formats.dateTime(t);
}

/**
 * The WhatsApp dashboard: a connection status bar (with 'Connect WhatsApp' when disconnected, opening the Connect
 * WhatsApp modal) and the cards Active Conversations, Total Contacts, Response Rate and Recent Activities.
 * Every card comes from the account's own conversations and contacts (not the spec's placeholders):
 * Response Rate is the share of conversations whose customer's last message got a reply, none before any wrote.
 */
export function WhatsAppDashboard({
  onConnected,
  recentLimit = 5,
  headingLevel = 2,
  className,
}: WhatsAppDashboardProps) {
  const labels = useWacrmLabels(connectionLabels);
  const localeAttributes = useLocaleAttributes();
  const { formats } = useWacrmLocale();
  const { whatsapp, clientId } = useWacrm();
  const titleId = `wacrm-wa-dashboard-${useId().replace(/:/g, '')}`;
  const [connectOpen, setConnectOpen] = useState(false);

  // The account's shared connection store: one status fetch for every widget showing it.
  const { connection: connectionStore } = useAccountStores();
  const connection = useResourceState(connectionStore);
  const conversations = useResource(`conversations:${clientId}`, () => whatsapp.conversations.list());
  const contacts = useResource(`contacts-total:${clientId}`, async () => {
    const page = await whatsapp.contacts.page({ page: 1, limit: 1 });
    return page.total;
  });

  const connected = connection.data?.status === 'connected';
  const list = useMemo(() => conversations.data ?? [], [conversations.data]);
  const unread = list.filter((c) => c.unreadCount > 0).length;
  // From the account's conversations: customers' last messages that got a reply (no figure before any wrote).
  const replies = useMemo(() => responseRate(list), [list]);
  const recent = useMemo(
    () =>
      [...list]
        .sort((a, b) => (a.lastMessageAt < b.lastMessageAt ? 1 : a.lastMessageAt > b.lastMessageAt ? -1 : 0))
        .slice(0, Math.max(0, recentLimit)),
    [list, recentLimit],
  );

  const handleConnected = useCallback(
    (status: ConnectionStatus) => {
      connectionStore.set(status);
      onConnected?.(status);
    },
    [connectionStore, onConnected],
  );

  const figure = (state: { error: string | null; loading: boolean; data: unknown }, value: string | number) =>
    state.error ? labels.unavailable : value;

  return (
    <Root className={className} aria-labelledby={titleId} {...localeAttributes}>
      <Title id={titleId} as={`h${headingLevel}`}>
        {labels.dashboardTitle}
      </Title>

      {connection.error ? (
        <Alert tone="error" title={labels.connectionStatusFailed}>
          <StatusText>
            {connection.error}
            <Button size="sm" variant="secondary" onClick={() => void connection.reload()}>
              {labels.retry}
            </Button>
          </StatusText>
        </Alert>
      ) : connection.loading && !connection.data ? (
        <Spinner label={labels.checking} showLabel />
      ) : (
        <StatusBar $connected={connected} data-connected={connected ? '' : undefined}>
          <StatusText role="status">
            <Strong>
              {connected ? <CircleCheck aria-hidden="true" /> : <CircleX aria-hidden="true" />}
              {connected ? labels.connectionConnected : labels.connectionDisconnected}
            </Strong>
            {connected && connection.data?.phoneNumberId ? (
              <span>{formats.text(labels.phoneNumberId, { id: connection.data.phoneNumberId })}</span>
            ) : null}
          </StatusText>
          {connected ? null : (
            <Button size="sm" startIcon={<Link2 aria-hidden="true" />} onClick={() => setConnectOpen(true)}>
              {labels.connectWhatsApp}
            </Button>
          )}
        </StatusBar>
      )}

      <Cards>
        <StatCard
          title={labels.activeConversations}
          icon={<MessageCircle />}
          loading={conversations.loading && !conversations.data}
          loadingValue={<Spinner label={labels.loading} size="sm" />}
          value={figure(conversations, list.length)}
          caption={
            conversations.error ? conversations.error : formats.plural(labels.activeConversationsCaption, unread)
          }
        />
        <StatCard
          title={labels.totalContacts}
          icon={<Users />}
          loading={contacts.loading && contacts.data === undefined}
          loadingValue={<Spinner label={labels.loading} size="sm" />}
          value={figure(contacts, contacts.data ?? 0)}
          caption={contacts.error ? contacts.error : labels.totalContactsCaption}
        />
        <StatCard
          title={labels.responseRate}
          icon={<Reply data-wacrm-mirror="" />}
          loading={conversations.loading && !conversations.data}
          loadingValue={<Spinner label={labels.loading} size="sm" />}
          value={figure(conversations, replies.rate === null ? labels.noFigure : formats.percent(replies.rate / 100))}
          caption={
            conversations.error
              ? conversations.error
              : replies.rate === null
                ? labels.responseRateNone
                : formats.plural(labels.responseRateCaption, replies.asked, { answered: replies.answered })
          }
        />
      </Cards>

      <Card>
        <SectionTitle as={`h${headingLevel + 1}`}>{labels.recentActivities}</SectionTitle>
        {conversations.loading && !conversations.data ? (
          <Spinner label={labels.loading} size="sm" />
        ) : conversations.error ? (
          <Muted>{conversations.error}</Muted>
        ) : recent.length === 0 ? (
          <Muted>{labels.noActivities}</Muted>
        ) : (
          <ActivityList aria-label={labels.recentActivities}>
            {recent.map((c) => (
              <Activity key={c.id || c.contactPhone}>
                <ActivityText>
                  {formats.text(labels.activityMessage, {
                    name: c.contactName || c.contactPhone,
                    message: c.lastMessage || labels.noMessages,
                  })}
                </ActivityText>
                <Muted>
                  <time dateTime={c.lastMessageAt}>{formatTime(c.lastMessageAt, formats)}</time>
                </Muted>
              </Activity>
            ))}
          </ActivityList>
        )}
      </Card>

      <ConnectWhatsAppModal
        open={connectOpen}
        onClose={() => setConnectOpen(false)}
        onConnected={handleConnected}
        initialValues={connection.data}
      />
    </Root>
  );
}
