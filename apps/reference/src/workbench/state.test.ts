import { describe, expect, it } from 'vitest';
import { APP_IDS, SECTIONS, homeSection } from './apps';
import {
  WORKBENCH_STORAGE_KEY,
  activeTab,
  canCloseTabs,
  clearWorkbenchState,
  homeState,
  loadWorkbenchState,
  parseWorkbenchState,
  saveWorkbenchState,
  serializeWorkbenchState,
  workbenchReducer as reduce,
  type WorkbenchState,
} from './state';

const apps = (s: WorkbenchState) => s.tabs.map((t) => t.app);

function memoryStorage(initial: Record<string, string> = {}): Storage {
  const data = new Map(Object.entries(initial));
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (k) => data.get(k) ?? null,
    key: (i) => [...data.keys()][i] ?? null,
    removeItem: (k) => void data.delete(k),
    setItem: (k, v) => void data.set(k, String(v)),
  };
}

describe('apps and sections', () => {
  it('lists the five apps and their sections exactly as the spec does', () => {
    expect(APP_IDS).toEqual(['crm', 'whatsapp', 'support', 'analytics', 'finance']);
    expect(SECTIONS.crm).toEqual(['dashboard', 'contacts', 'leads', 'analytics', 'settings']);
    expect(SECTIONS.whatsapp).toEqual([
      'dashboard',
      'conversations',
      'contacts',
      'campaigns',
      'templates',
      'analytics',
      'settings',
    ]);
    expect(SECTIONS.support).toEqual(['dashboard', 'tickets', 'chat', 'customers', 'reports', 'settings']);
    expect(SECTIONS.analytics).toEqual(['overview', 'reports', 'user-analytics', 'communication', 'settings']);
    expect(SECTIONS.finance).toEqual(['dashboard', 'transactions', 'invoices', 'reports', 'settings']);
  });

  it('opens Analytics on overview, every other app on dashboard', () => {
    expect(homeSection('analytics')).toBe('overview');
    expect(homeSection('finance')).toBe('dashboard');
  });
});

describe('workbenchReducer', () => {
  it('starts on the home view: one CRM tab on its dashboard', () => {
    expect(homeState()).toEqual({ tabs: [{ app: 'crm', section: 'dashboard' }], active: 'crm' });
    expect(canCloseTabs(homeState())).toBe(false);
  });

  it('opening an app adds a tab, activates it and starts on its dashboard', () => {
    const s = reduce(homeState(), { type: 'open', app: 'whatsapp' });
    expect(apps(s)).toEqual(['crm', 'whatsapp']);
    expect(s.active).toBe('whatsapp');
    expect(activeTab(s).section).toBe('dashboard');
    expect(canCloseTabs(s)).toBe(true);
  });

  it('opening an app that is already open focuses its tab (no duplicate) and resets its section', () => {
    let s = reduce(homeState(), { type: 'open', app: 'whatsapp' });
    s = reduce(s, { type: 'section', section: 'templates' });
    s = reduce(s, { type: 'select', app: 'crm' });
    s = reduce(s, { type: 'open', app: 'whatsapp' });
    expect(apps(s)).toEqual(['crm', 'whatsapp']);
    expect(s.active).toBe('whatsapp');
    expect(activeTab(s).section).toBe('dashboard');
  });

  it('selecting a tab switches to it on the section it was showing', () => {
    let s = reduce(homeState(), { type: 'section', section: 'leads' });
    s = reduce(s, { type: 'open', app: 'finance' });
    s = reduce(s, { type: 'select', app: 'crm' });
    expect(s.active).toBe('crm');
    expect(activeTab(s).section).toBe('leads');
  });

  it('ignores selecting an app that has no tab', () => {
    const s = homeState();
    expect(reduce(s, { type: 'select', app: 'support' })).toBe(s);
  });

  it('changes the section of the active tab only, and only to a section of that app', () => {
    let s = reduce(homeState(), { type: 'open', app: 'support' });
    s = reduce(s, { type: 'section', section: 'tickets' });
    expect(s.tabs).toEqual([
      { app: 'crm', section: 'dashboard' },
      { app: 'support', section: 'tickets' },
    ]);
    expect(reduce(s, { type: 'section', section: 'invoices' })).toBe(s);
  });

  it('closing the active tab switches to the last remaining tab', () => {
    let s = reduce(homeState(), { type: 'open', app: 'whatsapp' });
    s = reduce(s, { type: 'open', app: 'support' });
    s = reduce(s, { type: 'open', app: 'finance' });
    s = reduce(s, { type: 'select', app: 'whatsapp' });
    s = reduce(s, { type: 'close', app: 'whatsapp' });
    expect(apps(s)).toEqual(['crm', 'support', 'finance']);
    expect(s.active).toBe('finance');
  });

  it('closing the last tab in the strip while it is active switches to the new last one', () => {
    let s = reduce(homeState(), { type: 'open', app: 'whatsapp' });
    s = reduce(s, { type: 'close', app: 'whatsapp' });
    expect(s).toEqual(homeState());
  });

  it('closing an inactive tab keeps the active tab and its section', () => {
    let s = reduce(homeState(), { type: 'open', app: 'whatsapp' });
    s = reduce(s, { type: 'section', section: 'conversations' });
    s = reduce(s, { type: 'close', app: 'crm' });
    expect(apps(s)).toEqual(['whatsapp']);
    expect(activeTab(s)).toEqual({ app: 'whatsapp', section: 'conversations' });
  });

  it('closing the only tab returns to the home view with the CRM app', () => {
    let s = reduce(homeState(), { type: 'open', app: 'finance' });
    s = reduce(s, { type: 'close', app: 'crm' });
    s = reduce(s, { type: 'close', app: 'finance' });
    expect(s).toEqual(homeState());
  });

  it('ignores closing an app that has no tab', () => {
    const s = homeState();
    expect(reduce(s, { type: 'close', app: 'support' })).toBe(s);
  });

  it('a route shows its app (adding a tab) on its section and conversation; the same route changes nothing', () => {
    const shown = reduce(homeState(), { type: 'route', app: 'whatsapp', section: 'conversations', conversation: 'c1' });
    expect(shown.tabs).toEqual([
      { app: 'crm', section: 'dashboard' },
      { app: 'whatsapp', section: 'conversations', conversation: 'c1' },
    ]);
    expect(shown.active).toBe('whatsapp');
    expect(reduce(shown, { type: 'route', app: 'whatsapp', section: 'conversations', conversation: 'c1' })).toBe(shown);
    const back = reduce(shown, { type: 'route', app: 'crm', section: 'leads', conversation: 'ignored' });
    expect(activeTab(back)).toEqual({ app: 'crm', section: 'leads' });
    expect(reduce(back, { type: 'route', app: 'crm', section: 'tickets' as never, conversation: null })).toBe(back);
  });

  it('reset goes back to the home view', () => {
    const s = reduce(reduce(homeState(), { type: 'open', app: 'support' }), { type: 'reset' });
    expect(s).toEqual(homeState());
  });
});

describe('persistence', () => {
  it('round-trips through serialize/parse', () => {
    let s = reduce(homeState(), { type: 'open', app: 'whatsapp' });
    s = reduce(s, { type: 'section', section: 'campaigns' });
    s = reduce(s, { type: 'open', app: 'analytics' });
    expect(parseWorkbenchState(serializeWorkbenchState(s))).toEqual(s);
  });

  it.each([null, '', 'not json', '42', '{"tabs":"x"}', '{"tabs":[]}', '{"tabs":[{"app":"nope"}]}', '[]'])(
    'falls back to the home view for %j',
    (raw) => {
      expect(parseWorkbenchState(raw)).toEqual(homeState());
    },
  );

  it("keeps a tab's open conversation, only for the WhatsApp inbox", () => {
    const parsed = parseWorkbenchState(
      JSON.stringify({
        tabs: [
          { app: 'whatsapp', section: 'conversations', conversation: 'conv_1' },
          { app: 'crm', section: 'contacts', conversation: 'conv_2' },
        ],
        active: 'whatsapp',
      }),
    );
    expect(parsed.tabs).toEqual([
      { app: 'whatsapp', section: 'conversations', conversation: 'conv_1' },
      { app: 'crm', section: 'contacts' },
    ]);
  });

  it('drops unknown and duplicate apps, repairs bad sections and a bad active app', () => {
    const raw = JSON.stringify({
      tabs: [
        { app: 'finance', section: 'tickets' },
        { app: 'zzz', section: 'dashboard' },
        { app: 'whatsapp', section: 'templates' },
        { app: 'finance', section: 'invoices' },
        null,
      ],
      active: 'support',
    });
    expect(parseWorkbenchState(raw)).toEqual({
      tabs: [
        { app: 'finance', section: 'dashboard' },
        { app: 'whatsapp', section: 'templates' },
      ],
      active: 'whatsapp',
    });
  });

  it('loads, saves and clears through a Storage, surviving a throwing one', () => {
    const storage = memoryStorage();
    const s = reduce(homeState(), { type: 'open', app: 'support' });
    saveWorkbenchState(storage, s);
    expect(storage.getItem(WORKBENCH_STORAGE_KEY)).not.toBeNull();
    expect(loadWorkbenchState(storage)).toEqual(s);
    clearWorkbenchState(storage);
    expect(loadWorkbenchState(storage)).toEqual(homeState());

    const throwing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    } as unknown as Storage;
    expect(loadWorkbenchState(throwing)).toEqual(homeState());
    expect(() => saveWorkbenchState(throwing, s)).not.toThrow();
    expect(() => clearWorkbenchState(throwing)).not.toThrow();
    expect(loadWorkbenchState(undefined)).toEqual(homeState());
  });
});
