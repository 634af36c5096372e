import { useCallback, useEffect, useId, useMemo, useReducer, useRef, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { usePreloadConversations, type ConversationChangeReason } from '@wacrm/crm-widgets';
import { inboxDraftsKey } from '@wacrm/whatsapp-sdk';
import { fill } from '@wacrm/crm-widgets/i18n';
import { homeSection, type AppId, type SectionId } from '../apps';
import { AppTabs, panelId, tabId } from '../AppTabs';
import { SectionSidebar } from '../SectionSidebar';
import { ThreadMenu } from '../ThreadMenu';
import { TopBar } from '../TopBar';
import { useWorkbenchText } from '../names';
import { WelcomeTour, markTourSeen, tourAlreadySeen } from '../WelcomeTour';
import { isCanonicalPath, parseWorkbenchPath, workbenchPath, type WorkbenchRoute } from '../routes';
import { prepareWhatsAppScreens, SectionScreen } from '../sections';
import { forgetDraftConversations } from '../screens/draftConversation';
import {
  activeTab,
  canCloseTabs,
  clearWorkbenchState,
  loadWorkbenchState,
  saveWorkbenchState,
  tabRoute,
  workbenchReducer,
} from '../state';
import { Content, FocusNotices, Main, Panel, Shell } from './Workbench.styles';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useMediaQuery } from '../../lib/useMediaQuery';
import { useVisualViewport } from '../../lib/useVisualViewport';

export interface WorkbenchProps {
  /** The signed-in user's id (clientId of every messaging call). */
  clientId: string;
  userName: string;
  onLogout: () => void;
  /** Where tabs, section, the tour flag and the inbox's unsent replies persist; sessionStorage by default. */
  storage?: Storage;
}

function defaultStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * Where an open conversation gets the whole screen (the workbench's bars hidden, its compact header instead): a
 * phone, or a screen too short for bars and a conversation (1440 x 900 zoomed to 200 %: 720 x 450). The inbox is
 * narrow there (below 720 px of its own width, with the section column of a 720-780 px screen beside it), so its
 * compact header has the way back and the 'More' panel.
 */
const CONVERSATION_SCREEN = '(max-width: 719px), (max-height: 500px) and (max-width: 780px)';

/** Where the section bar is a row above the screen (a column beside it from 720 px): hidden with the others. */
const PHONE = '(max-width: 719px)';

interface HistoryState {
  /** This conversation was opened from the list's entry: back is the browser's Back. */
  fromList?: boolean;
}

/**
 * The signed-in workbench: top bar, open-app tabs, section sidebar, the section screen and the welcome tour. What
 * it shows is the URL's (`/dashboard/<app>/<section>[/<conversation>]`, see routes.ts): every tab, section and open
 * conversation is a history entry, so Back, Forward and a reload move through and restore them; the tabs remember
 * the rest (each app's section) in `storage`.
 */
export function Workbench({ clientId, userName, onLogout, storage = defaultStorage() }: WorkbenchProps) {
  const idPrefix = useId();
  const location = useLocation();
  const navigate = useNavigate();
  const { pathname, key: entry } = location;
  const route = useMemo(() => parseWorkbenchPath(pathname), [pathname]);
  const [stored, dispatch] = useReducer(workbenchReducer, storage, loadWorkbenchState);
  // The URL says what is shown; the tabs follow it (a tab added for an app the URL names), each time it changes only:
  // a tab closed while the URL still names it (its replacement's navigation renders a moment later) stays closed.
  const state = useMemo(
    () => (route ? workbenchReducer(stored, { type: 'route', ...route }) : stored),
    [stored, route],
  );
  useEffect(() => {
    if (route) dispatch({ type: 'route', ...route });
  }, [route, entry]);
  const [showTour, setShowTour] = useState(() => !tourAlreadySeen(storage));
  const mainRef = useRef<HTMLElement>(null);
  const shellRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    saveWorkbenchState(storage, state);
  }, [storage, state]);

  // The WhatsApp screens' code and the inbox's first render get ready in the background.
  useEffect(prepareWhatsAppScreens, []);
  // The inbox's list is requested as its entry is about to be clicked (hover, focus, touch), not once its screen has
  // rendered: the section's render and the request then overlap.
  const preloadInbox = usePreloadConversations(storage ?? null);
  const prepareSection = useCallback(
    (section: SectionId) => {
      if (section === 'conversations') preloadInbox();
    },
    [preloadInbox],
  );

  // Once per browser session: mark the tour as seen as soon as it is shown.
  useEffect(() => {
    if (showTour) markTourSeen(storage);
  }, [showTour, storage]);

  const current = activeTab(state);
  const openApps = state.tabs.map((t) => t.app);
  const { text, names } = useWorkbenchText();
  useDocumentTitle(
    fill(text.wbDocumentTitle, { app: names.app(current.app), section: names.section(current.section) }),
  );

  const conversationScreen = useMediaQuery(CONVERSATION_SCREEN);
  const phone = useMediaQuery(PHONE);
  const focused = conversationScreen && route?.conversation != null;
  useVisualViewport(shellRef, focused);

  // Navigation goes through the URL (a history entry each), never to the screen already shown: the path last
  // navigated to, not the one rendered (a navigation renders in a transition, a click may come before it has).
  const lastPath = useRef(pathname);
  useEffect(() => {
    lastPath.current = pathname;
  }, [pathname]);
  const historyState = location.state as HistoryState | null;
  const go = useCallback(
    (to: WorkbenchRoute, options: { replace?: boolean; state?: HistoryState } = {}) => {
      const path = workbenchPath(to);
      if (path === lastPath.current) return;
      lastPath.current = path;
      navigate(path, options);
    },
    [navigate],
  );

  const openApp = useCallback((app: AppId) => go({ app, section: homeSection(app), conversation: null }), [go]);
  const selectApp = useCallback(
    (app: AppId) => {
      const tab = state.tabs.find((t) => t.app === app);
      if (tab) go(tabRoute(tab));
    },
    [go, state.tabs],
  );
  const closeApp = useCallback(
    (app: AppId) => {
      const after = workbenchReducer(state, { type: 'close', app });
      dispatch({ type: 'replace', state: after });
      // Closing the tab shown shows the last one left, in place of this entry.
      if (state.active === app) go(tabRoute(activeTab(after)), { replace: true });
    },
    [go, state],
  );
  const goToSection = useCallback(
    (section: SectionId) => go({ app: state.active, section, conversation: null }),
    [go, state.active],
  );
  const fromList = route?.section === 'conversations' && !route.conversation;
  const onConversationChange = useCallback(
    (conversation: string | null, reason: ConversationChangeReason) => {
      const to: WorkbenchRoute = { app: 'whatsapp', section: 'conversations', conversation };
      if (reason === 'opened') go(to, { state: { fromList } });
      else if (reason === 'closed' && historyState?.fromList) navigate(-1);
      else go(to, { replace: true });
    },
    [go, navigate, fromList, historyState],
  );
  const logout = useCallback(() => {
    clearWorkbenchState(storage);
    forgetDraftConversations(storage);
    try {
      storage?.removeItem(inboxDraftsKey(clientId));
    } catch {
      // Storage that throws kept nothing.
    }
    onLogout();
  }, [storage, clientId, onLogout]);

  if (!route || !isCanonicalPath(location.pathname, route)) {
    return <Navigate replace to={workbenchPath(route ?? tabRoute(activeTab(stored)))} />;
  }

  const screen = (
    <SectionScreen
      key={`${current.app}/${current.section}`}
      app={current.app}
      section={current.section}
      clientId={clientId}
      onNavigateSection={goToSection}
      conversation={route.conversation}
      onConversationChange={onConversationChange}
      storage={storage}
      fullScreen={focused}
      threadMenu={
        focused ? (
          <ThreadMenu app={current.app} section={current.section} onSelect={goToSection} onLogout={logout} />
        ) : undefined
      }
    />
  );

  return (
    <Shell ref={shellRef} data-focused={focused ? '' : undefined}>
      {focused ? (
        <FocusNotices />
      ) : (
        <TopBar userName={userName} openApps={openApps} onOpenApp={openApp} onLogout={logout} />
      )}
      {/* Focusable by script only: where focus lands when the tour that opened by itself closes. */}
      <Main id="main" ref={mainRef} tabIndex={-1}>
        {focused ? null : (
          <AppTabs
            tabs={openApps}
            active={current.app}
            closable={canCloseTabs(state)}
            onSelect={selectApp}
            onClose={closeApp}
            idPrefix={idPrefix}
          />
        )}
        <Panel
          role={focused ? undefined : 'tabpanel'}
          id={panelId(idPrefix)}
          aria-labelledby={focused ? undefined : tabId(idPrefix, current.app)}
        >
          {focused && phone ? null : (
            <SectionSidebar
              app={current.app}
              section={current.section}
              onSelect={goToSection}
              onPrepare={current.app === 'whatsapp' ? prepareSection : undefined}
            />
          )}
          <Content>{screen}</Content>
        </Panel>
      </Main>
      {showTour && <WelcomeTour onClose={() => setShowTour(false)} fallbackFocus={mainRef} />}
    </Shell>
  );
}
