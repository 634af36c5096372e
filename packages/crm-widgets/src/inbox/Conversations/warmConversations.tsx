import { Component, startTransition, useEffect, useState, type ReactElement, type ReactNode } from 'react';
import { createRoot, type Root as ReactRoot } from 'react-dom/client';
import { Button, EmptyState, Tabs } from '@wacrm/ui';
import type { Conversation, InboxMessage } from '@wacrm/whatsapp-sdk';
import { createAttachmentTray } from '@wacrm/whatsapp-sdk/media';
import { DropZone } from '../Attachments/DropZone';
import { whenIdle } from '../../internal/idle';
import { ChatHeader } from '../ChatHeader';
import { Composer, EMPTY_DRAFT } from '../Composer';
import { ConversationList } from '../ConversationList';
import { MessageThread } from '../MessageThread';
import { inboxLabels as labels } from '../labels';
import { isConversationsWarm, markConversationsWarm, markThreadWarm, setRunningWarmUp } from '../internal/warmState';
import { Centered, Panes, Root, ThreadPane, TopBar } from './Conversations.styles';
import { ConnectionLine } from './ConnectionLine';

export interface WarmConversationsOptions {
  /**
   * Wraps the off-screen specimen in the providers that change the CSS your widgets get, so the warmed rules are
   * the ones the widget will use: a styled-components `StyleSheetManager` with a `namespace` or stylis plugins.
   * Not needed otherwise. (A `StyleSheetManager` with a `target`, e.g. a shadow root, keeps its own record of
   * injected rules per instance: the widget's would compile again, so warming does not help there.)
   */
  wrap?: (specimen: ReactElement) => ReactElement;
}

const noop = () => {};
const settled = () => Promise.resolve();

/**
 * Three rows (unread, named, formatted and in its 24-hour window; no name, no messages, window closed; inactive) and
 * the first one's thread.
 */
function samples(now: number): { conversations: Conversation[]; messages: InboxMessage[] } {
  const at = (minutesAgo: number) => new Date(now - minutesAgo * 60_000).toISOString();
  const rows: Array<[string, string, number, number, Conversation['contactStatus']]> = [
    ['Ada', 'Is *this* _ready_?', 1, 2, 'active'],
    ['', '', 60 * 30, 0, 'potential'],
    ['Bo', 'Thanks', 60 * 24 * 9, 0, 'inactive'],
  ];
  const conversations = rows.map(
    ([contactName, lastMessage, minutesAgo, unreadCount, contactStatus], i): Conversation => ({
      id: `warm-${i}`,
      contactPhone: `+1555000000${i}`,
      contactName,
      contactStatus,
      contactLastInteraction: at(minutesAgo),
      lastMessage,
      lastMessageAt: at(minutesAgo),
      lastInboundAt: i === 1 ? null : at(minutesAgo),
      unreadCount,
      isPinned: false,
      tags: [],
    }),
  );
  const open = conversations[0] as Conversation;
  // A day separator, both directions, every status, a template, a failure with its reason, formatting and a link.
  const bubbles: Array<[InboxMessage['direction'], InboxMessage['status'], string, string?]> = [
    ['outbound', 'read', 'Hello'],
    ['inbound', 'read', 'Hi *there*, see https://example.com'],
    ['outbound', 'delivered', 'Your order ships today', 'order_update'],
    ['outbound', 'failed', 'Is `this` ready?'],
    ['outbound', 'pending', '_Sending_ ~now~'],
  ];
  const messages = bubbles.map(([direction, status, text, templateName = ''], i): InboxMessage => ({
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
    createdAt: at(i ? bubbles.length - i : 60 * 26),
  }));
  return { conversations, messages };
}

/** The widget's first screens (list loading and filled, no conversation and an open one), never displayed. */
function Specimen({ now, onCommitted }: { now: number; onCommitted: () => void }) {
  useEffect(onCommitted, [onCommitted]);
  const { conversations } = samples(now);
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
          <ConnectionLine
            key={String(on)}
            labels={labels}
            accountConnected={on}
            connectAction={<Button size="sm">{labels.connectWhatsApp}</Button>}
            live={on}
            error={labels.realtimeDisconnected}
            onReconnect={noop}
          />
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
        <ThreadSpecimen now={now} />
      </Panes>
    </Root>
  );
}

/**
 * The open-conversation view's states (an open thread with every kind of bubble, a thread loading, a closed 24-hour
 * window, an empty thread), never displayed. The Conversations widget renders it by itself once its list is in and
 * the browser is idle, so the first conversation opened does not run this code for the first time.
 */
export function ThreadSpecimen({ now }: { now: number }) {
  const { conversations, messages } = samples(now);
  const open = conversations[0] as Conversation;
  // A backend with media: the thread takes dropped files and the composer has its attach button.
  const [tray] = useState(() => createAttachmentTray({ check: () => Promise.reject(new Error('specimen')) }));
  return (
    <>
      <ThreadPane aria-label={open.contactName}>
        <ChatHeader conversation={open} typing now={now} />
        <DropZone onFiles={noop} label="">
          <MessageThread
            messages={messages}
            contactName={open.contactName}
            hasMore
            loading={false}
            onLoadOlder={settled}
            onRetry={noop}
          />
        </DropZone>
        <Composer draft={EMPTY_DRAFT} onDraftChange={noop} onSend={noop} windowOpen templates={[]} attachments={tray} />
      </ThreadPane>
      {/* Opening: the thread loading; outside the 24-hour window (templates only); an empty thread. */}
      {conversations.slice(1).map((c, i) => (
        <ThreadPane key={c.id} aria-label={c.contactPhone}>
          <ChatHeader conversation={c} now={now} />
          <MessageThread
            messages={[]}
            contactName={c.contactPhone}
            hasMore={false}
            loading={i === 0}
            onLoadOlder={settled}
            onRetry={noop}
          />
          <Composer draft={EMPTY_DRAFT} onDraftChange={noop} onSend={noop} windowOpen={false} templates={[]} />
        </ThreadPane>
      ))}
    </>
  );
}

/** Ends the warm-up when something in it (a host provider given to `wrap`) fails to render. */
class Contained extends Component<{ onError: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch() {
    this.props.onError();
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** A warm-up that never commits (a `wrap` that suspends or holds its children back) is given up after this. */
const GIVE_UP_MS = 10_000;

/** The warm-up under way, shared by the calls made meanwhile. */
let current: { callers: number; stop: () => void } | null = null;

function start(options: WarmConversationsOptions): { callers: number; stop: () => void } {
  let root: ReactRoot | null = null;
  let giveUp: ReturnType<typeof setTimeout> | undefined;
  let done = false;
  const run = { callers: 0, stop: () => finish() };
  function finish() {
    if (done) return;
    done = true;
    if (current === run) current = null;
    setRunningWarmUp(null);
    cancelIdle();
    clearTimeout(giveUp);
    const r = root;
    root = null;
    // Never inside React's render or commit: the root unmounts in its own task.
    if (r) setTimeout(() => r.unmount(), 0);
  }
  const cancelIdle = whenIdle(() => {
    if (done) return;
    if (isConversationsWarm()) {
      finish();
      return;
    }
    try {
      const ignore = () => {};
      // React 19 reports errors through these (silenced: the warm-up must not reach the page's error reporting);
      // React 18 ignores them, the boundary below covers it.
      root = createRoot(document.createElement('div'), {
        onUncaughtError: finish,
        onCaughtError: ignore,
        onRecoverableError: ignore,
      });
      const onCommitted = () => {
        markConversationsWarm();
        markThreadWarm();
        finish();
      };
      const specimen = <Specimen now={Date.now()} onCommitted={onCommitted} />;
      const target = root;
      giveUp = setTimeout(finish, GIVE_UP_MS);
      // A transition: React renders it in slices of a few milliseconds, so the warm-up makes no long task.
      startTransition(() =>
        target.render(<Contained onError={finish}>{options.wrap ? options.wrap(specimen) : specimen}</Contained>),
      );
    } catch {
      finish();
    }
  });
  setRunningWarmUp(finish);
  return run;
}

/**
 * Prepares the Conversations widget while the browser is idle, so the inbox opens faster the first time: renders
 * its first screens once off-screen (in a container never attached to the page, time-sliced, then unmounted),
 * which compiles and injects their styles and runs their code once (the browser compiles it). Call it when your app
 * has started and the inbox may be opened later (the reference workbench does when it mounts). It does nothing on
 * the server, once a Conversations widget has mounted (which also stops a warm-up under way) or after a first
 * warm-up; a call while one is under way joins it. Returns a function that cancels it (the warm-up stops when every
 * caller cancelled). A render error ends it quietly (React 18 may still log it).
 */
export function warmConversations(options: WarmConversationsOptions = {}): () => void {
  if (typeof document === 'undefined' || isConversationsWarm()) return noop;
  current ??= start(options);
  const run = current;
  run.callers += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    run.callers -= 1;
    if (run.callers === 0) run.stop();
  };
}
