import { Suspense, lazy, useCallback, useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { Tabs, VisuallyHidden } from '@wacrm/ui';
import { isSelectableTemplate, type Conversation, type DraftContact, type Template } from '@wacrm/whatsapp-sdk';
import { useResource, useStoreSelector, useWacrm, useWacrmLabels } from '../../provider';
import { OpenedOnce } from '../../internal/OpenedOnce';
import { whenIdle } from '../../internal/idle';
import { type ComposerSend } from '../Composer';
import { frameBatched } from '../internal/frameStore';
import { useInboxStore } from '../internal/inboxStore';
import { useLatest } from '../internal/latest';
import { warmTimeFormats } from '../internal/time';
import { useInboxViews } from '../internal/narrowLayout';
import { inboxLabels, sendFailureReason, type InboxLabels } from '../labels';
import { useLocaleAttributes, useWacrmLocale } from '../../i18n/WacrmLocaleProvider';
import { Panes, Root, TopBar } from './Conversations.styles';
import type { ConversationsProps } from './Conversations.types';
import { ConnectionStatus } from './ConnectionStatus';
import { ListPane } from './ListPane';
import { ThreadArea, ThreadWarmUp } from './ThreadArea';
import { useControlledConversation } from './useControlledConversation';
import { useFirstRender } from './useFirstRender';
import { useInboxListLoad } from './useInboxListLoad';
import { useInboxNotices } from './useInboxNotices';
import { useInitialConversation } from './useInitialConversation';
import { preloadThread, useThreadWarmUp } from './useThreadWarmUp';

export type { ConversationChangeReason, ConversationsProps, InitialConversation } from './Conversations.types';

/**
 * The two dialogs (forms with react-hook-form and the yup schemas, the broadcast's checks) are loaded when first
 * opened, in chunks of their own: a page showing the inbox does not download them (the script-tag build's inbox
 * page).
 */
const NewContactModal = lazy(() => import('../NewContactModal').then((m) => ({ default: m.NewContactModal })));
const BroadcastDialog = lazy(() =>
  import('../../broadcast/BroadcastDialog').then((m) => ({ default: m.BroadcastDialog })),
);

/**
 * The Conversations inbox: header tabs and connection state, the conversation list, the open
 * thread and the composer, with realtime updates through the SDK's InboxStore (one per client and clientId).
 */
export function Conversations({
  onSwitchToContacts,
  initialConversation,
  height = 640,
  now: clock,
  className,
  style,
  headingLevel = 2,
  conversationId,
  onConversationChange,
  draftStorage,
  threadMenu,
}: ConversationsProps) {
  const { realtime, whatsapp, notify } = useWacrm();
  // The socket's error as the inbox mounts (its content, with the connection line, may render a little later).
  const [socketErrorAtMount] = useState(() => realtime.state.getSnapshot().error);
  const labels = useWacrmLabels<InboxLabels>(inboxLabels);
  const store = useInboxStore(draftStorage);
  const [broadcastOpen, setBroadcastOpen] = useState(false);
  const [newContactOpen, setNewContactOpen] = useState(false);
  const [threadError, setThreadError] = useState<{ id: string; message: string } | null>(null);
  const [scrollSignal, setScrollSignal] = useState(0);
  const [now, setNow] = useState(() => (clock ?? Date.now)());
  const activeId = useStoreSelector(
    useMemo(() => frameBatched(store), [store]),
    (s) => s.activeConversationId,
  );
  const { contentShown, contentShownRef, contentRendered } = useFirstRender();
  // Below 720 px of its own width the list and the thread are two views. The root element is the placeholder's,
  // then the themed root's.
  const rootRef = useRef<HTMLDivElement>(null);
  const views = useInboxViews(rootRef, activeId, contentShown);
  const { showThread, back, focusList, narrow } = views;
  const { formats } = useWacrmLocale();
  const localeAttributes = useLocaleAttributes();
  const latestRef = useLatest({ clock: clock ?? Date.now, labels, formats, notify, onConversationChange });
  const activeIdRef = useRef<string | null>(null);
  const controlled = conversationId !== undefined;
  // The conversation the user just opened: its composer takes focus as it shows.
  const [focusComposerFor, setFocusComposerFor] = useState<string | null>(null);
  const composerFocused = useCallback(() => setFocusComposerFor(null), []);

  // The clock for the 24-hour window moves every minute.
  useEffect(() => {
    const id = setInterval(() => setNow(latestRef.current.clock()), 60_000);
    return () => clearInterval(id);
  }, [latestRef]);

  // Requested with the list, applied once the content has rendered: an answer in the middle of that sliced render
  // would otherwise come first (an update outside a transition) and make React start the content's render again.
  const templates = useResource<Template[]>('inbox-templates', async () => {
    const all = await whatsapp.templates.list({ status: 'APPROVED' });
    await contentRendered;
    return all.filter(isSelectableTemplate);
  });

  const { listVersion, loadList, firstPage } = useInboxListLoad(store, contentShownRef, latestRef);
  const { warmingThread, endThreadWarmUp } = useThreadWarmUp(store);
  // Connect the shared socket.
  useEffect(() => {
    realtime.connect();
    // The first list and message times need the browser's date formatting data (tens of ms to load on a fresh
    // page): load it while the list request is in flight, when the browser is idle.
    return whenIdle(() => warmTimeFormats(latestRef.current.formats));
  }, [realtime, latestRef]);
  const announcement = useInboxNotices(store, realtime, activeIdRef, latestRef);

  const openConversation = useCallback(
    async (id: string) => {
      showThread();
      const previous = activeIdRef.current ? store.getConversation(activeIdRef.current) : undefined;
      if (previous && previous.id !== id) store.stopUserTyping(previous.contactPhone);
      const opening = store.open(id);
      // store.open switches the open conversation before it awaits the fetch: follow it at once.
      activeIdRef.current = store.getSnapshot().activeConversationId;
      const ok = await opening;
      setThreadError(null);
      setNow(latestRef.current.clock());
      if (!ok) return;
      const s = store.getSnapshot();
      if (s.error && s.activeConversationId === id && s.messages.length === 0 && !s.activeConversation?.isNew) {
        const message = latestRef.current.labels.loadMessagesFailed;
        setThreadError({ id, message });
        latestRef.current.notify.error(message);
      }
    },
    [store, showThread, latestRef],
  );

  /** The user opens a conversation: reported, and opened here unless the host controls it (then it opens when the
   * host passes its id). Its composer takes focus. */
  const userOpen = useCallback(
    (id: string) => {
      setFocusComposerFor(id);
      if (!controlled) void openConversation(id);
      latestRef.current.onConversationChange?.(id, 'opened');
    },
    [controlled, openConversation, latestRef],
  );
  const onOpen = useCallback((c: Conversation) => userOpen(c.id), [userOpen]);

  // Back to the list (the narrow inbox's back button, Escape): reported, and shown here unless controlled.
  const close = useCallback(() => {
    if (!controlled) back();
    latestRef.current.onConversationChange?.(null, 'closed');
  }, [controlled, back, latestRef]);
  // Escape in the open conversation returns to the list: its view when narrow, else focus on its row.
  const onEscape = useCallback(() => (narrow ? close() : focusList()), [narrow, close, focusList]);

  const followRef = useLatest({ narrow, back, showThread, openConversation, onConversationChange });
  useControlledConversation(conversationId, activeId, store, firstPage, followRef);

  const onLoadOlder = useCallback(
    () =>
      store.loadOlder().then(() => {
        if (store.getSnapshot().error) latestRef.current.notify.error(latestRef.current.labels.loadMessagesFailed);
      }),
    [store, latestRef],
  );

  const onSend = useCallback(
    (conversation: Conversation, message: ComposerSend) => {
      setScrollSignal((n) => n + 1);
      store
        .send({ contactPhone: conversation.contactPhone, ...message })
        .then((sent) => {
          if (sent.status !== 'failed') return;
          const l = latestRef.current.labels;
          latestRef.current.notify.error(sendFailureReason(sent.error?.title, l) ?? l.sendFailed);
        })
        .catch((e: unknown) => {
          // An upload the user cancelled: nothing was sent, nothing to report.
          if ((e as { code?: unknown } | null)?.code === 'ABORTED') return;
          const l = latestRef.current.labels;
          latestRef.current.notify.error(sendFailureReason(e instanceof Error ? e.message : '', l) ?? l.sendFailed);
        });
    },
    [store, latestRef],
  );

  const startWith = useCallback(
    (contact: DraftContact) => userOpen(store.startConversation(contact)),
    [store, userOpen],
  );
  useInitialConversation(initialConversation, startWith);
  const openBroadcast = useCallback(() => setBroadcastOpen(true), []);
  const openNewContact = useCallback(() => setNewContactOpen(true), []);

  const rootStyle = useMemo<CSSProperties>(() => ({ height, ...style }), [height, style]);

  // Until the content has rendered, the widget is a plain box at its size and place: nothing inside, no styled
  // class (so no rule to inject). The themed root, empty, was a frame of its own between the content's slices (its
  // rules injected, the page's styles recalculated, painted) that the rows waited behind: in the inbox benchmark
  // they reached the DOM ~8 ms later when the inbox opened in a running app and on a reload. A plain box is laid
  // out at almost no cost and still holds the widget's place in the host's layout (a server render sends it too).
  if (!contentShown) {
    return (
      <div
        ref={rootRef}
        className={className}
        style={rootStyle}
        data-wacrm-widget="conversations"
        {...localeAttributes}
      />
    );
  }

  return (
    <Root
      ref={rootRef}
      className={className}
      style={rootStyle}
      data-wacrm-widget="conversations"
      data-layout={views.narrow ? 'narrow' : 'wide'}
      data-view={views.narrow ? views.view : undefined}
      {...localeAttributes}
    >
      <TopBar>
        <Tabs
          label={labels.screenTabs}
          value="conversations"
          onValueChange={(v) => {
            if (v === 'contacts') onSwitchToContacts?.();
          }}
          items={[
            { value: 'conversations', label: labels.conversationsTab },
            { value: 'contacts', label: labels.contactsTab, disabled: !onSwitchToContacts },
          ]}
        />
        <ConnectionStatus labels={labels} errorAtMount={socketErrorAtMount} />
      </TopBar>
      {/* A pointer or the keyboard in the panes: a conversation may open next, its view's code downloads (once). */}
      <Panes onPointerOver={preloadThread} onFocus={preloadThread}>
        <ListPane
          store={store}
          listVersion={listVersion}
          labels={labels}
          onOpen={onOpen}
          onRetry={loadList}
          onBroadcast={openBroadcast}
          onNewContact={openNewContact}
          now={now}
          headingLevel={headingLevel}
          focusActiveSignal={views.focusListSignal}
        />
        {/* The narrow list view has no thread: it mounts again, at its newest message, when a conversation opens. */}
        {views.narrow && views.view === 'list' ? null : (
          <ThreadArea
            headingLevel={(headingLevel + 1) as 2 | 3 | 4}
            store={store}
            labels={labels}
            now={now}
            threadError={threadError && threadError.id === activeId ? threadError.message : null}
            onRetryLoad={() => {
              if (activeId) void openConversation(activeId);
            }}
            onLoadOlder={onLoadOlder}
            onSend={onSend}
            templates={templates.data}
            templatesLoading={templates.loading}
            templatesError={templates.error}
            onReloadTemplates={() => void templates.reload()}
            scrollSignal={scrollSignal}
            onBack={views.narrow ? close : undefined}
            backButtonRef={views.backButtonRef}
            menu={threadMenu}
            focusComposerFor={focusComposerFor}
            onComposerFocused={composerFocused}
            onEscape={onEscape}
          />
        )}
      </Panes>
      <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
        {announcement}
      </VisuallyHidden>
      {/* The dialogs (forms, validation schemas, their styles) mount when first opened, not with the inbox, and
          then stay mounted so they can animate out and return focus. */}
      <OpenedOnce open={newContactOpen}>
        <NewContactModal
          open={newContactOpen}
          onClose={() => setNewContactOpen(false)}
          onCreated={(contact) => {
            setNewContactOpen(false);
            startWith({
              phone: contact.phone,
              name: contact.name,
              status: contact.status,
              lastInteraction: contact.lastInteraction,
              tags: contact.tags,
            });
          }}
          labels={labels}
        />
      </OpenedOnce>
      <OpenedOnce open={broadcastOpen}>
        <BroadcastDialog open={broadcastOpen} onClose={() => setBroadcastOpen(false)} />
      </OpenedOnce>
      {warmingThread ? (
        <Suspense fallback={null}>
          <ThreadWarmUp now={now} onDone={endThreadWarmUp} />
        </Suspense>
      ) : null}
    </Root>
  );
}
