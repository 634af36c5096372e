import {
  Suspense,
  lazy,
  startTransition,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { flushSync } from 'react-dom';
import { Tabs, VisuallyHidden } from '@wacrm/ui';
import {
  isSelectableTemplate,
  type Conversation,
  type DraftContact,
  type DraftStorage,
  type Message,
  type Template,
} from '@wacrm/whatsapp-sdk';
import { useResource, useStoreSelector, useWacrm, useWacrmLabels } from '../../provider';
import { type ComposerSend } from '../Composer';
import { frameBatched } from '../internal/frameStore';
import { useInboxStore } from '../internal/inboxStore';
import { createNoticeBatcher } from '../internal/notices';
import { warmTimeFormats } from '../internal/time';
import { isConversationsWarm, isThreadWarm, markConversationsWarm } from '../internal/warmState';
import { useInboxViews } from '../internal/narrowLayout';
import { whenIdle } from '../../internal/idle';
import { inboxLabels, sendFailureReason, type InboxLabels } from '../labels';
import { useLocaleAttributes, useWacrmLocale } from '../../i18n/WacrmLocaleProvider';
import { Panes, Root, TopBar } from './Conversations.styles';
import { ConnectionStatus, socketText } from './ConnectionStatus';
import { findConversation, phoneKey } from './conversationKeys';
import { ListPane } from './ListPane';
import { loadOpenThread, ThreadArea, ThreadWarmUp } from './ThreadArea';

/**
 * The two dialogs (forms with react-hook-form and the yup schemas, the broadcast's checks) are loaded when first
 * opened, in chunks of their own: a page showing the inbox does not download them (the script-tag build's inbox
 * page).
 */
const NewContactModal = lazy(() => import('../NewContactModal').then((m) => ({ default: m.NewContactModal })));
const BroadcastDialog = lazy(() =>
  import('../../broadcast/BroadcastDialog').then((m) => ({ default: m.BroadcastDialog })),
);
/** Starts the open-conversation view's download (once; ThreadArea.tsx) on a sign that a conversation may open. */
const preloadThread = () => void loadOpenThread().catch(() => {});

/** A conversation to open on mount, e.g. the draft created by the Contacts screen ('new-' id, `isNew`). */
export type InitialConversation = Pick<Conversation, 'contactPhone'> & Partial<Conversation>;

/**
 * Why the open conversation changed (`onConversationChange`): the user opened one (`opened`: a row, a new contact,
 * the host's `initialConversation`), went back to the list (`closed`: the narrow inbox's back button or Escape), the
 * open one got another id (`replaced`: a draft now known to the server), or the id asked for is not in the list
 * (`not-found`). A router pushes a history entry for `opened` and replaces the current one for the others.
 */
export type ConversationChangeReason = 'opened' | 'closed' | 'replaced' | 'not-found';

export interface ConversationsProps {
  /** Called by the header's Contacts tab. Without it the tab is disabled. */
  onSwitchToContacts?: () => void;
  /** Opens (creating a local draft when needed) this conversation on mount. */
  initialConversation?: InitialConversation;
  /** Height of the widget (default 640 px). */
  height?: number | string;
  /** Clock for the 24-hour window and list dates (tests and stories); default `Date.now`. */
  now?: () => number;
  /** Class of the widget's root element (for the host's layout; the look comes from the theme). */
  className?: string;
  /** Inline style of the widget's root element (e.g. a width); `height` wins over `style.height`. */
  style?: CSSProperties;
  /**
   * Level of the list's 'Conversations' title (default 2); the open conversation's name is one level below. A
   * host page without its own h1 passes 1 (the reference workbench does).
   */
  headingLevel?: 1 | 2 | 3;
  /**
   * The open conversation's id, controlled by the host (e.g. from its route); `null`: none (a narrow inbox shows its
   * list). The user's choices are then only reported through `onConversationChange`, and the inbox opens what this
   * prop says (once the list has loaded). Leave it undefined to let the inbox manage it.
   */
  conversationId?: string | null;
  /** Called when the open conversation changes, controlled or not (see `ConversationChangeReason`). */
  onConversationChange?: (conversationId: string | null, reason: ConversationChangeReason) => void;
  /**
   * Keeps unsent replies per conversation in this storage (e.g. `sessionStorage`, so they survive a reload), under
   * the account's key (`inboxDraftsKey(clientId)` of the SDK); cleared once sent. Applies when the inbox's store of
   * the provider's client and clientId is first created. Default: in memory, for the life of the client.
   */
  draftStorage?: DraftStorage | null;
  /**
   * Shown in the open conversation's 'More' panel when the inbox is narrow (its compact header), after the
   * contact's details: e.g. the host's navigation while it hides its own chrome.
   */
  threadMenu?: ReactNode;
}

/** A promise and its resolve (e.g. for 'the content has rendered'). */
function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve = () => {};
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

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
  const [announcement, setAnnouncement] = useState('');
  const [listVersion, setListVersion] = useState(0);
  const [now, setNow] = useState(() => (clock ?? Date.now)());
  const activeId = useStoreSelector(
    useMemo(() => frameBatched(store), [store]),
    (s) => s.activeConversationId,
  );
  // The widget's content (top bar, list, thread) first renders in a transition: React renders it in slices of a
  // few milliseconds, so a first render with cold code and styles (compiling the widget's styles, the first run of
  // its code, the first date formats) makes no long task. Until then the widget is a placeholder box (below). Once
  // the inbox has rendered in this page (or was warmed), its content renders with it at once (no placeholder first).
  const [contentShown, setContentShown] = useState(isConversationsWarm);
  // Below 720 px of its own width the list and the thread are two views. The root element is the placeholder's,
  // then the themed root's.
  const rootRef = useRef<HTMLDivElement>(null);
  const views = useInboxViews(rootRef, activeId, contentShown);
  const { showThread } = views;
  const clockRef = useRef(clock ?? Date.now);
  const { formats } = useWacrmLocale();
  const localeAttributes = useLocaleAttributes();
  const labelsRef = useRef(labels);
  const formatsRef = useRef(formats);
  const notifyRef = useRef(notify);
  const activeIdRef = useRef<string | null>(null);
  const onChangeRef = useRef(onConversationChange);
  const controlled = conversationId !== undefined;
  useEffect(() => {
    clockRef.current = clock ?? Date.now;
    labelsRef.current = labels;
    formatsRef.current = formats;
    notifyRef.current = notify;
    onChangeRef.current = onConversationChange;
  });
  // The conversation the user just opened: its composer takes focus as it shows.
  const [focusComposerFor, setFocusComposerFor] = useState<string | null>(null);
  const composerFocused = useCallback(() => setFocusComposerFor(null), []);

  // The clock for the 24-hour window moves every minute.
  useEffect(() => {
    const id = setInterval(() => setNow(clockRef.current()), 60_000);
    return () => clearInterval(id);
  }, []);

  const contentShownRef = useRef(contentShown);
  const [contentRendered] = useState(deferred);
  useLayoutEffect(() => {
    if (!contentShownRef.current) startTransition(() => setContentShown(true));
  }, []);
  useLayoutEffect(() => {
    contentShownRef.current = contentShown;
    if (contentShown) contentRendered.resolve();
  }, [contentShown, contentRendered]);

  // Requested with the list, applied once the content has rendered: an answer in the middle of that sliced render
  // would otherwise come first (an update outside a transition) and make React start the content's render again.
  const templates = useResource<Template[]>('inbox-templates', async () => {
    const all = await whatsapp.templates.list({ status: 'APPROVED' });
    await contentRendered.promise;
    return all.filter(isSelectableTemplate);
  });

  const mountedRef = useRef(false);
  // The first page of the list as last requested: a conversation asked for by id is looked up once it is in.
  const firstPage = useRef<Promise<void>>(Promise.resolve());
  const loadList = useCallback(async () => {
    firstPage.current = store.load();
    await firstPage.current;
    // Once the content is shown, the list that arrived renders at once, in this task: right after mounting, the
    // list's store subscriptions are not attached yet (React attaches them after the first paint), so it would
    // otherwise wait for that paint and the next task. Before, the content's render reads the store as it renders
    // the list (and React renders it again when it attaches the subscriptions if the list arrived meanwhile).
    if (contentShownRef.current) flushSync(() => setListVersion((v) => v + 1));
    const error = store.getSnapshot().error;
    if (error) {
      notifyRef.current.error(error);
      return;
    }
    // A long list goes on loading after its first page; a failure there keeps the rows shown and is a notice.
    await store.whenListLoaded();
    const later = store.getSnapshot().error;
    if (later && mountedRef.current) notifyRef.current.error(later);
  }, [store]);

  // Load the list as the widget mounts (a layout effect: the request starts in the commit, not after the browser
  // has painted the empty shell), and connect the shared socket.
  useLayoutEffect(() => {
    mountedRef.current = true;
    void loadList();
    return () => {
      mountedRef.current = false;
    };
  }, [loadList]);
  // Its code has run and its styles are compiled: a later warmConversations() has nothing left to do.
  useEffect(markConversationsWarm, []);
  // The open-conversation view has not run yet: once the list is complete and the browser idle, render its states
  // off-screen once, in a transition (time-sliced, no long task; a click meanwhile comes first), so the first
  // conversation the user opens is not also the first run of that code and of its styles.
  const [warmingThread, setWarmingThread] = useState(false);
  const endThreadWarmUp = useCallback(() => setWarmingThread(false), []);
  useEffect(() => {
    if (isThreadWarm()) return;
    let cancelled = false;
    let cancelIdle = () => {};
    void store.whenListLoaded().then(() => {
      if (cancelled || isThreadWarm()) return;
      // The open-conversation view's code downloads now (the warm-up below runs it when the browser is idle).
      preloadThread();
      cancelIdle = whenIdle(() => {
        if (!isThreadWarm()) startTransition(() => setWarmingThread(true));
      });
    });
    return () => {
      cancelled = true;
      cancelIdle();
    };
  }, [store]);
  useEffect(() => {
    realtime.connect();
    // The first list and message times need the browser's date formatting data (tens of ms to load on a fresh
    // page): load it while the list request is in flight, when the browser is idle.
    return whenIdle(() => warmTimeFormats(formatsRef.current));
  }, [realtime]);

  // Store notices (e.g. 'Socket not connected. Message will be sent via HTTP.').
  const notice = useStoreSelector(
    useMemo(() => frameBatched(store), [store]),
    (s) => s.notice,
  );
  useEffect(() => {
    if (!notice) return;
    notifyRef.current.error(socketText(notice, labelsRef.current));
    store.dismissNotice();
  }, [notice, store]);

  // Incoming messages: a notice for other conversations, a polite announcement for the open one.
  useEffect(() => {
    const batcher = createNoticeBatcher((n) => {
      // Resolved when shown (a few times per window), not per incoming message: one snapshot read here.
      const conversation = findConversation(store.getSnapshot().conversations, n.key, n.key);
      const name = conversation?.contactName || n.name;
      const unread = conversation?.unreadCount ?? n.unread;
      const l = labelsRef.current;
      const f = formatsRef.current;
      notifyRef.current.success(
        unread > 1 ? f.plural(l.newMessagesIn, unread, { name }) : f.text(l.newMessageFrom, { name }),
      );
    });
    let lastAnnounce = 0;
    let announceTimer: ReturnType<typeof setTimeout> | undefined;
    let pendingAnnounce = '';
    const announce = (text: string) => {
      pendingAnnounce = text;
      const wait = 1000 - (Date.now() - lastAnnounce);
      if (wait <= 0) {
        lastAnnounce = Date.now();
        setAnnouncement(pendingAnnounce);
      } else if (announceTimer === undefined) {
        announceTimer = setTimeout(() => {
          announceTimer = undefined;
          lastAnnounce = Date.now();
          setAnnouncement(pendingAnnounce);
        }, wait);
      }
    };
    const off = realtime.on('whatsapp_message', (m: Message) => {
      if (m.direction !== 'inbound') return;
      // No store snapshot per message (it copies every list): the open conversation is known by id.
      const key = phoneKey(m.contactPhone);
      let active = activeIdRef.current ? store.getConversation(activeIdRef.current) : undefined;
      if (!active && activeIdRef.current) {
        // Its id changed (a draft reloaded from the server): read it once from the store.
        active = store.getSnapshot().activeConversation ?? undefined;
        activeIdRef.current = active?.id ?? null;
      }
      if (active && phoneKey(active.contactPhone) === key) {
        const name = active.contactName || m.contactName || m.contactPhone;
        announce(formatsRef.current.text(labelsRef.current.announceIncoming, { name, text: m.text }));
      } else {
        batcher.push({ key, name: m.contactName || m.contactPhone, unread: 1 });
      }
    });
    return () => {
      off();
      batcher.dispose();
      if (announceTimer !== undefined) clearTimeout(announceTimer);
    };
  }, [realtime, store]);

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
      setNow(clockRef.current());
      if (!ok) return;
      const s = store.getSnapshot();
      if (s.error && s.activeConversationId === id && s.messages.length === 0 && !s.activeConversation?.isNew) {
        const message = labelsRef.current.loadMessagesFailed;
        setThreadError({ id, message });
        notifyRef.current.error(message);
      }
    },
    [store, showThread],
  );

  /** The user opens a conversation: reported, and opened here unless the host controls it (then it opens when the
   * host passes its id). Its composer takes focus. */
  const userOpen = useCallback(
    (id: string) => {
      setFocusComposerFor(id);
      if (!controlled) void openConversation(id);
      onChangeRef.current?.(id, 'opened');
    },
    [controlled, openConversation],
  );
  const onOpen = useCallback((c: Conversation) => userOpen(c.id), [userOpen]);

  // Back to the list (the narrow inbox's back button, Escape): reported, and shown here unless controlled.
  const { back, focusList, narrow } = views;
  const close = useCallback(() => {
    if (!controlled) back();
    onChangeRef.current?.(null, 'closed');
  }, [controlled, back]);
  // Escape in the open conversation returns to the list: its view when narrow, else focus on its row.
  const onEscape = useCallback(() => (narrow ? close() : focusList()), [narrow, close, focusList]);

  // Controlled: the inbox follows `conversationId` (opened once the list's first page is in; a draft's 'new-' id
  // that is not in the list starts that draft again, e.g. after a reload; an unknown id is reported 'not-found').
  // Only a new id from the host acts: what else it uses is read through a ref.
  const follow = useRef({ narrow, back, showThread, openConversation });
  useEffect(() => {
    follow.current = { narrow, back, showThread, openConversation };
  });
  const shownId = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    if (conversationId === undefined) return;
    const previous = shownId.current;
    shownId.current = conversationId;
    const f = follow.current;
    if (conversationId === null) {
      if (previous && f.narrow) f.back();
      else if (previous) store.close();
      return;
    }
    if (conversationId === store.getSnapshot().activeConversationId) {
      f.showThread();
      return;
    }
    let cancelled = false;
    void (async () => {
      await firstPage.current;
      if (cancelled) return;
      let id = conversationId;
      if (!store.getConversation(id)) {
        if (id.startsWith('new-')) id = store.startConversation({ phone: id.slice(4) });
        else await store.whenListLoaded();
      }
      if (cancelled) return;
      if (!store.getConversation(id)) {
        onChangeRef.current?.(null, 'not-found');
        return;
      }
      void follow.current.openConversation(id);
      // A draft's id for a contact who has a conversation: that one opens, under its own id.
      if (id !== conversationId) {
        shownId.current = id;
        onChangeRef.current?.(id, 'replaced');
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [conversationId, store]);

  // The open conversation got another id (a draft now known to the server: its old id is gone from the list):
  // reported so the host can follow.
  const reportedActive = useRef(activeId);
  useEffect(() => {
    const previous = reportedActive.current;
    reportedActive.current = activeId;
    if (activeId === null || previous === null || previous === activeId || store.getConversation(previous)) return;
    if (shownId.current === previous) shownId.current = activeId;
    onChangeRef.current?.(activeId, 'replaced');
  }, [activeId, store]);

  const onLoadOlder = useCallback(
    () =>
      store.loadOlder().then(() => {
        if (store.getSnapshot().error) notifyRef.current.error(labelsRef.current.loadMessagesFailed);
      }),
    [store],
  );

  const onSend = useCallback(
    (conversation: Conversation, message: ComposerSend) => {
      setScrollSignal((n) => n + 1);
      store
        .send({ contactPhone: conversation.contactPhone, ...message })
        .then((sent) => {
          if (sent.status !== 'failed') return;
          const l = labelsRef.current;
          notifyRef.current.error(sendFailureReason(sent.error?.title, l) ?? l.sendFailed);
        })
        .catch((e: unknown) => {
          // An upload the user cancelled: nothing was sent, nothing to report.
          if ((e as { code?: unknown } | null)?.code === 'ABORTED') return;
          const l = labelsRef.current;
          notifyRef.current.error(sendFailureReason(e instanceof Error ? e.message : '', l) ?? l.sendFailed);
        });
    },
    [store],
  );

  const startWith = useCallback(
    (contact: DraftContact) => userOpen(store.startConversation(contact)),
    [store, userOpen],
  );

  // A conversation handed over by the host (the Contacts screen's 'start conversation').
  const initialPhone = initialConversation?.contactPhone ?? '';
  const initialName = initialConversation?.contactName ?? '';
  const startWithRef = useRef(startWith);
  const initialRef = useRef(initialConversation);
  useEffect(() => {
    startWithRef.current = startWith;
    initialRef.current = initialConversation;
  });
  useEffect(() => {
    if (!initialPhone) return;
    // The contact's status, last interaction and tags show on the draft (not 'Status unknown').
    const given = initialRef.current;
    const status = given?.contactStatus;
    // Through a ref: opening is asynchronous and sets state only after the store answered.
    startWithRef.current({
      phone: initialPhone,
      ...(initialName ? { name: initialName } : {}),
      ...(status && status !== 'unknown' ? { status } : {}),
      ...(given?.contactLastInteraction ? { lastInteraction: given.contactLastInteraction } : {}),
      ...(given?.tags ? { tags: given.tags } : {}),
    });
  }, [initialPhone, initialName]);

  // The dialogs (forms, validation schemas, their styles) mount when first opened, not with the inbox, and then
  // stay mounted so they can animate out and return focus.
  const [broadcastMounted, setBroadcastMounted] = useState(false);
  const [newContactMounted, setNewContactMounted] = useState(false);
  const openBroadcast = useCallback(() => {
    setBroadcastMounted(true);
    setBroadcastOpen(true);
  }, []);
  const openNewContact = useCallback(() => {
    setNewContactMounted(true);
    setNewContactOpen(true);
  }, []);

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
      {newContactMounted ? (
        <Suspense fallback={null}>
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
        </Suspense>
      ) : null}
      {broadcastMounted ? (
        <Suspense fallback={null}>
          <BroadcastDialog open={broadcastOpen} onClose={() => setBroadcastOpen(false)} />
        </Suspense>
      ) : null}
      {warmingThread ? (
        <Suspense fallback={null}>
          <ThreadWarmUp now={now} onDone={endThreadWarmUp} />
        </Suspense>
      ) : null}
    </Root>
  );
}
