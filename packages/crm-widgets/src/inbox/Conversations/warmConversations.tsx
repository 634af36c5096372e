import { startTransition, useEffect, type ReactElement } from 'react';
import { createRoot, type Root as ReactRoot } from 'react-dom/client';
import { Button, EmptyState, Tabs } from '@wacrm/ui';
import type { Conversation, InboxMessage } from '@wacrm/whatsapp-sdk';
import { whenIdle } from '../../internal/idle';
import { ChatHeader } from '../ChatHeader';
import { Composer, EMPTY_DRAFT } from '../Composer';
import { ConversationList } from '../ConversationList';
import { MessageThread } from '../MessageThread';
import { inboxLabels as labels } from '../labels';
import { warmTimeFormats } from '../internal/time';
import { isConversationsWarm, markConversationsWarm } from '../internal/warmState';
import {
  Centered,
  Connection,
  Dot,
  DotLabel,
  Panes,
  RealtimeLine,
  Root,
  SocketError,
  ThreadPane,
  TopBar,
} from './Conversations.styles';

export interface WarmConversationsOptions {
  /**
   * Wraps the off-screen specimen in the providers that change how your widgets' styles are made, so the warmed
   * styles are the ones the widget will use: a styled-components `StyleSheetManager` with a `target` (a shadow
   * root) or stylis plugins. Not needed otherwise.
   */
  wrap?: (specimen: ReactElement) => ReactElement;
}

const noop = () => {};
const settled = () => Promise.resolve();

/** Two rows (unread with a name and formatting; no name, no messages) and the first one's thread. */
function samples(now: number): { conversations: Conversation[]; messages: InboxMessage[] } {
  const at = (minutesAgo: number) => new Date(now - minutesAgo * 60_000).toISOString();
  const conversations = [
    ['Ada', 'Is *this* _ready_?', 1, 2],
    ['', '', 60 * 30, 0],
  ].map(([contactName, lastMessage, minutesAgo, unreadCount], i): Conversation => {
    const time = at(minutesAgo as number);
    return {
      id: `warm-${i}`,
      contactPhone: `+1555000000${i}`,
      contactName: contactName as string,
      contactStatus: i ? 'potential' : 'active',
      contactLastInteraction: time,
      lastMessage: lastMessage as string,
      lastMessageAt: time,
      lastInboundAt: i ? null : time,
      unreadCount: unreadCount as number,
      isPinned: false,
      tags: [],
    };
  });
  const open = conversations[0] as Conversation;
  // A day separator, both directions, every status, a template, a failure with its reason, formatting and a link.
  const rows: Array<[InboxMessage['direction'], InboxMessage['status'], string, string?]> = [
    ['outbound', 'read', 'Hello'],
    ['inbound', 'read', 'Hi *there*, see https://example.com'],
    ['outbound', 'delivered', 'Your order ships today', 'order_update'],
    ['outbound', 'failed', 'Is `this` ready?'],
    ['outbound', 'pending', '_Sending_ ~now~'],
  ];
  const messages = rows.map(([direction, status, text, templateName = ''], i): InboxMessage => ({
    id: `w${i}`,
    key: `w${i}`,
    type: templateName ? 'template' : 'text',
    text,
    templateName,
    direction,
    status,
    ...(status === 'failed' ? { error: { code: '131047', title: 'Re-engagement message' } } : {}),
    contactPhone: open.contactPhone,
    contactName: open.contactName,
    to: open.contactPhone,
    createdAt: at(i ? rows.length - i : 60 * 26),
  }));
  return { conversations, messages };
}

/** The widget's first screens (list loading and filled, no conversation and an open one), never displayed. */
function Specimen({ now, onCommitted }: { now: number; onCommitted: () => void }) {
  useEffect(onCommitted, [onCommitted]);
  const { conversations, messages } = samples(now);
  const open = conversations[0] as Conversation;
  return (
    <Root style={{ height: 640 }} data-wacrm-widget="conversations">
      <TopBar>
        <Tabs
          label={labels.screenTabs}
          value="conversations"
          onValueChange={noop}
          items={[
            { value: 'conversations', label: labels.conversationsTab },
            { value: 'contacts', label: labels.contactsTab, disabled: true },
          ]}
        />
        {[true, false].map((on) => (
          <Connection key={String(on)}>
            <DotLabel data-connected={String(on)}>
              <Dot $on={on} aria-hidden="true" />
              {on ? labels.connected : labels.disconnected}
            </DotLabel>
            <RealtimeLine>
              {on ? (
                labels.realtimeConnected
              ) : (
                <>
                  {labels.realtimeDisconnected}
                  <SocketError>{labels.realtimeDisconnected}</SocketError>
                  <Button size="sm" variant="secondary">
                    {labels.reconnect}
                  </Button>
                </>
              )}
            </RealtimeLine>
          </Connection>
        ))}
      </TopBar>
      <Panes>
        <ConversationList
          conversations={[]}
          unreadConversations={0}
          activeConversationId={null}
          loading
          onOpen={noop}
          now={now}
        />
        <ConversationList
          conversations={conversations}
          unreadConversations={1}
          activeConversationId={open.id}
          onOpen={noop}
          onBroadcast={noop}
          onNewContact={noop}
          now={now}
        />
        <ThreadPane aria-label={labels.selectConversation}>
          <Centered>
            <EmptyState title={labels.selectConversation} text={labels.selectConversationText} />
          </Centered>
        </ThreadPane>
        <ThreadPane aria-label={open.contactName}>
          <ChatHeader conversation={open} typing now={now} />
          <MessageThread
            messages={messages}
            contactName={open.contactName}
            hasMore
            loading={false}
            onLoadOlder={settled}
            onRetry={noop}
          />
          <Composer draft={EMPTY_DRAFT} onDraftChange={noop} onSend={noop} windowOpen templates={[]} />
        </ThreadPane>
      </Panes>
    </Root>
  );
}

/**
 * Prepares the Conversations widget while the browser is idle, so the inbox opens faster the first time: renders
 * its first screens once off-screen (in a container never attached to the page, time-sliced, then unmounted),
 * which compiles and injects their styles, runs their code once (the browser compiles it) and loads the date
 * formatting data. Call it when your app has started and the inbox may be opened later (the reference workbench
 * does when it mounts); it does nothing on the server, once a Conversations widget has mounted or after a first
 * warm-up. Returns a function that cancels it. Errors are ignored: the warm-up never affects the page.
 */
export function warmConversations(options: WarmConversationsOptions = {}): () => void {
  if (typeof document === 'undefined' || isConversationsWarm()) return noop;
  let root: ReactRoot | null = null;
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    const r = root;
    root = null;
    // Not inside React's commit: the root unmounts in its own task.
    if (r) setTimeout(() => r.unmount(), 0);
  };
  const cancelIdle = whenIdle(() => {
    if (done || isConversationsWarm()) {
      done = true;
      return;
    }
    try {
      warmTimeFormats();
      const ignore = () => {};
      root = createRoot(document.createElement('div'), {
        onUncaughtError: () => finish(),
        onCaughtError: ignore,
        onRecoverableError: ignore,
      });
      const onCommitted = () => {
        markConversationsWarm();
        finish();
      };
      const specimen = <Specimen now={Date.now()} onCommitted={onCommitted} />;
      const target = root;
      // A transition: React renders it in slices of a few milliseconds, so the warm-up makes no long task.
      startTransition(() => target.render(options.wrap ? options.wrap(specimen) : specimen));
    } catch {
      finish();
    }
  });
  return () => {
    cancelIdle();
    finish();
  };
}
