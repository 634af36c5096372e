// Campaign Manager and Contacts benchmark in Node + jsdom (figures, not a pass/fail test).
// Run: node --conditions=@wacrm/source --import tsx bench/widgets-jsdom.bench.ts   (or: npm run bench widgets)
// React's production build unless NODE_ENV says otherwise (the development build is several times slower).
// Prints, over BENCH_RUNS fresh mounts (default 7): the Campaign Manager's first render (mount to its campaign cards
// in the DOM, 200 campaigns and 50 templates), Contacts' first render (mount to 1,000 rows in the table) and a
// 1,000-contact list update (Confirm in the delete dialog to the row gone: the store's update and the table's
// re-render of the other 999 rows). jsdom does no layout or paint: these are the widgets' own JavaScript (React,
// styled-components, the stores), not what a browser adds. The first run includes the modules' first use; the
// median and the fastest run are of the others.
import { performance } from 'node:perf_hooks';
import { JSDOM } from 'jsdom';

process.env.NODE_ENV ??= 'production';
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const CONTACTS = 1000;
const CAMPAIGNS = 200;
const TEMPLATES = 50;

const dom = new JSDOM('<!doctype html><html><head></head><body></body></html>', {
  pretendToBeVisual: true,
  url: 'http://localhost/',
});
const g = globalThis as Record<string, unknown>;
for (const key of Object.getOwnPropertyNames(dom.window)) {
  if (key in g) continue;
  g[key] = (dom.window as unknown as Record<string, unknown>)[key];
}
g.window = dom.window;
g.document = dom.window.document;
Object.defineProperty(globalThis, 'navigator', { value: dom.window.navigator, configurable: true });
g.IS_REACT_ACT_ENVIRONMENT = false;
// Widgets watch their size; jsdom has no layout, so nothing is ever observed.
g.ResizeObserver ??= class {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
};
dom.window.matchMedia ??= ((query: string) => ({
  matches: false,
  media: query,
  onchange: null,
  addEventListener() {},
  removeEventListener() {},
  addListener() {},
  removeListener() {},
  dispatchEvent: () => false,
})) as unknown as typeof dom.window.matchMedia;
g.matchMedia = dom.window.matchMedia;

const React = await import('react');
// tsx reads no tsconfig at the root (there is none), so it compiles the widgets' JSX to React.createElement calls.
g.React = React;
const { createRoot } = await import('react-dom/client');
const { CampaignManager, ContactsManagement, WacrmProvider } = await import('@wacrm/crm-widgets');
const { createFakeWacrmClient, createFixtures, makeCampaign, makeContact, makeTemplate, DEMO_CLIENT_ID } =
  await import('@wacrm/whatsapp-sdk/testing');

/** Resolves once `ready()` holds, checked after every DOM change (no polling delay in the figure). */
function until(ready: () => boolean, timeoutMs = 10_000): Promise<void> {
  if (ready()) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const observer = new dom.window.MutationObserver(() => {
      if (ready()) {
        observer.disconnect();
        clearTimeout(timer);
        resolve();
      }
    });
    const timer = setTimeout(() => {
      observer.disconnect();
      reject(new Error(`timed out; page: ${document.body.textContent?.slice(0, 300)}`));
    }, timeoutMs);
    observer.observe(document.body, { childList: true, subtree: true, attributes: true });
  });
}

function mount(node: React.ReactNode): { container: HTMLElement; unmount: () => void } {
  const container = document.createElement('div');
  document.body.appendChild(container);
  const root = createRoot(container);
  root.render(node);
  return {
    container,
    unmount: () => {
      root.unmount();
      container.remove();
    },
  };
}

function provider(client: ReturnType<typeof createFakeWacrmClient>, child: React.ReactNode): React.ReactNode {
  return React.createElement(WacrmProvider, { client, clientId: DEMO_CLIENT_ID, notify: silent }, child);
}

const silent = { success: () => undefined, error: () => undefined, info: () => undefined };

function contacts(): ReturnType<typeof makeContact>[] {
  return Array.from({ length: CONTACTS }, (_, i) =>
    makeContact({
      id: `ct_${i}`,
      name: `Contact ${String(i).padStart(4, '0')}`,
      phone: `+1555${String(i).padStart(7, '0')}`,
      email: `c${i}@example.com`,
      tags: i % 3 === 0 ? ['VIP'] : i % 3 === 1 ? ['Lead', 'Partner'] : [],
      status: i % 2 === 0 ? 'active' : 'potential',
    }),
  );
}

async function campaignManagerFirstRender(): Promise<number> {
  const fixtures = createFixtures({
    campaigns: Array.from({ length: CAMPAIGNS }, (_, i) =>
      makeCampaign({ id: `cmp_${i}`, name: `Campaign ${i}`, status: i % 4 === 0 ? 'completed' : 'draft' }),
    ),
    templates: Array.from({ length: TEMPLATES }, (_, i) => makeTemplate({ id: `tpl_${i}`, name: `template_${i}` })),
  });
  const client = createFakeWacrmClient({ fixtures });
  const start = performance.now();
  const view = mount(provider(client, React.createElement(CampaignManager)));
  await until(() => view.container.querySelectorAll('[data-campaign-id]').length === CAMPAIGNS);
  const ms = performance.now() - start;
  view.unmount();
  return ms;
}

async function contactsRun(): Promise<{ first: number; update: number }> {
  const client = createFakeWacrmClient({ fixtures: createFixtures({ contacts: contacts() }) });
  const start = performance.now();
  const view = mount(provider(client, React.createElement(ContactsManagement)));
  const rows = () => view.container.querySelectorAll('tbody tr').length;
  await until(() => rows() === CONTACTS);
  const first = performance.now() - start;

  const del = view.container.querySelector<HTMLButtonElement>('button[aria-label="Delete Contact 0500"]');
  if (!del) throw new Error('no delete button');
  del.click();
  let confirm: HTMLButtonElement | undefined;
  await until(() => {
    confirm = [...document.querySelectorAll<HTMLButtonElement>('[role="alertdialog"] button')].find(
      (b) => b.textContent?.trim() === 'Delete',
    );
    return confirm !== undefined;
  });
  const updateStart = performance.now();
  confirm!.click();
  await until(() => rows() === CONTACTS - 1);
  const update = performance.now() - updateStart;
  view.unmount();
  return { first, update };
}

function summary(name: string, values: number[]): void {
  const [cold, ...warm] = values;
  const sorted = [...warm].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? NaN;
  console.log(
    `${name}: median ${median.toFixed(1)} ms, fastest ${(sorted[0] ?? NaN).toFixed(1)} ms (first run ${cold!.toFixed(1)} ms; ${warm.length} runs)`,
  );
}

const cm: number[] = [];
const first: number[] = [];
const update: number[] = [];
for (let i = 0; i < RUNS; i++) {
  cm.push(await campaignManagerFirstRender());
  const r = await contactsRun();
  first.push(r.first);
  update.push(r.update);
}
summary(`Campaign Manager first render (${CAMPAIGNS} campaigns)`, cm);
summary(`Contacts first render (${CONTACTS} contacts)`, first);
summary(`Contacts list update (delete 1 of ${CONTACTS})`, update);
dom.window.close();
process.exit(0);
