import { homeSection, isAppId, isSectionOf, type AppId, type SectionId } from './apps';
import { hasConversations, type WorkbenchRoute } from './routes';

/**
 * Workbench state: the open app tabs (each remembers its section) and the active tab.
 *
 * Rules:
 * - Opening an app adds a tab (or focuses the existing one) and resets its section to the dashboard.
 * - Selecting a tab switches to it, on the section it was showing.
 * - Closing the active tab switches to the last remaining tab; closing another tab keeps the active one.
 * - With no tab left, the home view: the CRM app on its dashboard.
 * - A URL (`route`) shows its app (a tab is added when it is not open) on its section and conversation.
 */
export interface WorkbenchTab {
  app: AppId;
  section: SectionId;
  /** The open conversation of the WhatsApp inbox (selecting the tab returns to it). */
  conversation?: string;
}

export interface WorkbenchState {
  tabs: readonly WorkbenchTab[];
  active: AppId;
}

export type WorkbenchAction =
  | { type: 'open'; app: AppId }
  | { type: 'select'; app: AppId }
  | { type: 'close'; app: AppId }
  | { type: 'section'; section: SectionId }
  | ({ type: 'route' } & WorkbenchRoute)
  | { type: 'replace'; state: WorkbenchState }
  | { type: 'reset' };

export const HOME_APP: AppId = 'crm';

export function homeState(): WorkbenchState {
  return { tabs: [{ app: HOME_APP, section: homeSection(HOME_APP) }], active: HOME_APP };
}

/** Tabs can be closed only while more than one is open (the UI hides the close buttons otherwise). */
export function canCloseTabs(state: WorkbenchState): boolean {
  return state.tabs.length > 1;
}

export function activeTab(state: WorkbenchState): WorkbenchTab {
  return state.tabs.find((t) => t.app === state.active) ?? state.tabs[0] ?? homeState().tabs[0]!;
}

/** The screen a tab shows, as a route (for its URL). */
export function tabRoute(tab: WorkbenchTab): WorkbenchRoute {
  return { app: tab.app, section: tab.section, conversation: tab.conversation ?? null };
}

export function workbenchReducer(state: WorkbenchState, action: WorkbenchAction): WorkbenchState {
  switch (action.type) {
    case 'open': {
      if (!isAppId(action.app)) return state;
      const tab: WorkbenchTab = { app: action.app, section: homeSection(action.app) };
      const exists = state.tabs.some((t) => t.app === action.app);
      return {
        tabs: exists ? state.tabs.map((t) => (t.app === action.app ? tab : t)) : [...state.tabs, tab],
        active: action.app,
      };
    }
    case 'select':
      if (state.active === action.app || !state.tabs.some((t) => t.app === action.app)) return state;
      return { ...state, active: action.app };
    case 'close': {
      if (!state.tabs.some((t) => t.app === action.app)) return state;
      const tabs = state.tabs.filter((t) => t.app !== action.app);
      const last = tabs[tabs.length - 1];
      if (!last) return homeState();
      return { tabs, active: state.active === action.app ? last.app : state.active };
    }
    case 'section': {
      if (!isSectionOf(state.active, action.section)) return state;
      return {
        ...state,
        tabs: state.tabs.map((t) => (t.app === state.active ? { app: t.app, section: action.section } : t)),
      };
    }
    case 'route': {
      const { app, section, conversation } = action;
      if (!isAppId(app) || !isSectionOf(app, section)) return state;
      const tab: WorkbenchTab = { app, section };
      if (conversation && hasConversations(app, section)) tab.conversation = conversation;
      const current = state.tabs.find((t) => t.app === app);
      if (state.active === app && current?.section === tab.section && current.conversation === tab.conversation) {
        return state;
      }
      return {
        tabs: current ? state.tabs.map((t) => (t.app === app ? tab : t)) : [...state.tabs, tab],
        active: app,
      };
    }
    case 'replace':
      return action.state;
    case 'reset':
      return homeState();
    default:
      return state;
  }
}

/**
 * Persistence: sessionStorage, so the open tabs and section survive a reload of this browser tab but do not leak
 * into other tabs, other people on a shared computer after the browser closes, or the next sign-in (logout clears
 * it). Stored data is validated: anything unknown is dropped and a broken value gives the home view.
 */
export const WORKBENCH_STORAGE_KEY = 'wacrm.reference.workbench';

export function parseWorkbenchState(raw: string | null): WorkbenchState {
  if (!raw) return homeState();
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return homeState();
  }
  if (typeof data !== 'object' || data === null || !Array.isArray((data as { tabs?: unknown }).tabs)) {
    return homeState();
  }
  const seen = new Set<AppId>();
  const tabs: WorkbenchTab[] = [];
  for (const item of (data as { tabs: unknown[] }).tabs) {
    if (typeof item !== 'object' || item === null) continue;
    const { app, section, conversation } = item as { app?: unknown; section?: unknown; conversation?: unknown };
    if (!isAppId(app) || seen.has(app)) continue;
    seen.add(app);
    const tab: WorkbenchTab = { app, section: isSectionOf(app, section) ? section : homeSection(app) };
    if (typeof conversation === 'string' && conversation && hasConversations(app, tab.section)) {
      tab.conversation = conversation;
    }
    tabs.push(tab);
  }
  if (tabs.length === 0) return homeState();
  const active = (data as { active?: unknown }).active;
  return { tabs, active: isAppId(active) && seen.has(active) ? active : tabs[tabs.length - 1]!.app };
}

export function serializeWorkbenchState(state: WorkbenchState): string {
  return JSON.stringify({ tabs: state.tabs, active: state.active });
}

/** Storage that may be missing or throw (private mode, quota): every access is guarded. */
export function loadWorkbenchState(storage: Storage | undefined): WorkbenchState {
  try {
    return parseWorkbenchState(storage?.getItem(WORKBENCH_STORAGE_KEY) ?? null);
  } catch {
    return homeState();
  }
}

export function saveWorkbenchState(storage: Storage | undefined, state: WorkbenchState): void {
  try {
    storage?.setItem(WORKBENCH_STORAGE_KEY, serializeWorkbenchState(state));
  } catch {
    // Not persisting is acceptable; the workbench keeps working in memory.
  }
}

export function clearWorkbenchState(storage: Storage | undefined): void {
  try {
    storage?.removeItem(WORKBENCH_STORAGE_KEY);
  } catch {
    // ignore
  }
}
