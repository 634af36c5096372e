import { createElement, useCallback, useEffect, useId, useReducer, useRef, useState } from 'react';
import { APP_NAMES, sectionName, type AppId, type SectionId } from '../apps';
import { AppTabs, panelId, tabId } from '../AppTabs';
import { SectionSidebar } from '../SectionSidebar';
import { TopBar } from '../TopBar';
import { WelcomeTour, markTourSeen, tourAlreadySeen } from '../WelcomeTour';
import { prepareWhatsAppScreens, screenFor } from '../sections';
import {
  activeTab,
  canCloseTabs,
  clearWorkbenchState,
  loadWorkbenchState,
  saveWorkbenchState,
  workbenchReducer,
} from '../state';
import { Content, Main, Panel, Shell } from './Workbench.styles';
import { useDocumentTitle } from '../../lib/useDocumentTitle';

export interface WorkbenchProps {
  /** The signed-in user's id (clientId of every messaging call). */
  clientId: string;
  userName: string;
  onLogout: () => void;
  /** Where tabs, section and the tour flag persist; sessionStorage by default. */
  storage?: Storage;
}

function defaultStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** The signed-in workbench: top bar, open-app tabs, section sidebar, the section screen and the welcome tour. */
export function Workbench({ clientId, userName, onLogout, storage = defaultStorage() }: WorkbenchProps) {
  const idPrefix = useId();
  const [state, dispatch] = useReducer(workbenchReducer, storage, loadWorkbenchState);
  const [showTour, setShowTour] = useState(() => !tourAlreadySeen(storage));
  const mainRef = useRef<HTMLElement>(null);

  useEffect(() => {
    saveWorkbenchState(storage, state);
  }, [storage, state]);

  // The WhatsApp screens' code and the inbox's first render get ready in the background.
  useEffect(prepareWhatsAppScreens, []);

  // Once per browser session: mark the tour as seen as soon as it is shown.
  useEffect(() => {
    if (showTour) markTourSeen(storage);
  }, [showTour, storage]);

  const current = activeTab(state);
  const openApps = state.tabs.map((t) => t.app);
  useDocumentTitle(`${APP_NAMES[current.app]} ${sectionName(current.section)}`);

  const openApp = useCallback((app: AppId) => dispatch({ type: 'open', app }), []);
  const selectApp = useCallback((app: AppId) => dispatch({ type: 'select', app }), []);
  const closeApp = useCallback((app: AppId) => dispatch({ type: 'close', app }), []);
  const goToSection = useCallback((section: SectionId) => dispatch({ type: 'section', section }), []);
  const logout = useCallback(() => {
    clearWorkbenchState(storage);
    onLogout();
  }, [storage, onLogout]);

  return (
    <Shell>
      <TopBar userName={userName} openApps={openApps} onOpenApp={openApp} onLogout={logout} />
      {/* Focusable by script only: where focus lands when the tour that opened by itself closes. */}
      <Main id="main" ref={mainRef} tabIndex={-1}>
        <AppTabs
          tabs={openApps}
          active={current.app}
          closable={canCloseTabs(state)}
          onSelect={selectApp}
          onClose={closeApp}
          idPrefix={idPrefix}
        />
        <Panel role="tabpanel" id={panelId(idPrefix)} aria-labelledby={tabId(idPrefix, current.app)}>
          <SectionSidebar app={current.app} section={current.section} onSelect={goToSection} />
          <Content>
            {createElement(screenFor(current.app, current.section), {
              key: `${current.app}/${current.section}`,
              app: current.app,
              section: current.section,
              clientId,
              onNavigateSection: goToSection,
            })}
          </Content>
        </Panel>
      </Main>
      {showTour && <WelcomeTour onClose={() => setShowTour(false)} fallbackFocus={mainRef} />}
    </Shell>
  );
}
