// Benchmark page: the Conversations widget with a fake client holding 10,000 conversations and a 10,000-message
// thread. bench/inbox-browser.bench.mjs builds it (production) and drives it in Chromium through window.__bench.
import { Profiler, type ProfilerOnRenderCallback } from 'react';
import { createRoot } from 'react-dom/client';
import { darkTheme, WacrmThemeProvider } from '@wacrm/ui';
import { createInboxStore, type WacrmClient } from '@wacrm/whatsapp-sdk';
import { createFakeRealtime, createFakeWacrmClient, DEMO_CLIENT_ID } from '@wacrm/whatsapp-sdk/testing';
import { WacrmProvider } from '../../packages/crm-widgets/src/provider';
import { loadLocale } from '../../packages/crm-widgets/src/i18n/load';
import type { WacrmLocale } from '../../packages/crm-widgets/src/i18n/locale';
import { Conversations, warmConversations } from '../../packages/crm-widgets/src/inbox';
import { getInboxStore } from '../../packages/crm-widgets/src/inbox/internal/inboxStore';
import { markThreadWarm } from '../../packages/crm-widgets/src/inbox/internal/warmState';
import { createLargeFixtures, LONG_THREAD_PHONE } from '../../packages/crm-widgets/src/testing/largeInboxFixtures';
import {
  longestTaskBetween,
  longTasks,
  longTasksSupported,
  nextFrame,
  nextTask,
  onScreen,
  until,
  watchFirstPaint,
} from './measure';

const params = new URLSearchParams(location.search);
const conversations = Number(params.get('conversations') ?? 10_000);
const messages = Number(params.get('messages') ?? 10_000);
/** `?all=1`: the store fetches the whole thread at once (10,000 messages in the virtual list from the start). */
const wholeThread = params.get('all') === '1';
/** `?warmFonts=0`: the theme provider does not warm its fonts when idle (to compare; BENCH_VARIANT='&warmFonts=0'). */
const warmFonts = params.get('warmFonts') !== '0';
/** `?warm=1` (with `?settle=1`): the app calls warmConversations() as it starts, as the reference workbench does. */
const warmInbox = params.get('warm') === '1';
/**
 * `?threadWarmUp=0`: the widget does not warm its open-conversation view once the list is in and the browser idle
 * (it is told that view has rendered already), to compare (BENCH_VARIANT='&threadWarmUp=0').
 */
if (params.get('threadWarmUp') === '0') markThreadWarm();
const fixtures = createLargeFixtures({ conversations, messages, now: Date.now() });
const fake = createFakeWacrmClient({ fixtures });
const whatsapp = fake.whatsapp(DEMO_CLIENT_ID);
// A fake socket that does not also write every event into the fake's in-memory database (that bookkeeping is
// the test double's cost, not the widget's): what is measured is the store and the widget.
const rt = createFakeRealtime({
  clientId: DEMO_CLIENT_ID,
  sendViaHttp: (payload) => whatsapp.messages.send(payload),
});
const client: WacrmClient = { ...fake, realtime: () => rt };
/**
 * `?pagedList=0`: the whole list in the first answer, as before the list came in pages (an A/B aid:
 * BENCH_VARIANT='&pagedList=0').
 */
const unpaged: typeof whatsapp = {
  ...whatsapp,
  conversations: {
    ...whatsapp.conversations,
    page: async (filters) => {
      const items = await whatsapp.conversations.list(filters);
      const unread = items.filter((c) => c.unreadCount > 0).length;
      return { items, total: items.length, unread, page: 1, limit: items.length };
    },
  },
};
const listApi = params.get('pagedList') === '0' ? unpaged : whatsapp;
if (wholeThread || listApi !== whatsapp) {
  getInboxStore(client, DEMO_CLIENT_ID, () =>
    createInboxStore({ whatsapp: listApi, realtime: rt, ...(wholeThread ? {} : { messagesPageSize: 50 }) }),
  );
}

/**
 * Time the fake client takes to hand over the data, outside the widget: the list's first page (what the first render
 * waits for; the store asks for 100) and the thread's first page (or the whole thread).
 */
async function dataCost() {
  const t0 = performance.now();
  await whatsapp.conversations.page({ page: 1, limit: 100 });
  const t1 = performance.now();
  await whatsapp.conversations.messagesPage(LONG_THREAD_PHONE, wholeThread ? {} : { limit: 50 });
  const t2 = performance.now();
  return { listMs: t1 - t0, threadMs: t2 - t1 };
}

interface Commit {
  phase: string;
  actual: number;
  at: number;
}
const commits: Commit[] = [];
const onRender: ProfilerOnRenderCallback = (_id, phase, actualDuration, _base, _start, commitTime) => {
  commits.push({ phase, actual: actualDuration, at: commitTime });
};

/** Runs `work` while watching frames and long tasks; returns the longest task and the longest frame gap. */
async function measure(work: (stopAt: number) => Promise<void>, ms: number) {
  const start = performance.now();
  const stopAt = start + ms;
  let last = start;
  let maxGap = 0;
  let frames = 0;
  let running = true;
  const loop = (t: number) => {
    if (!running) return;
    maxGap = Math.max(maxGap, t - last);
    last = t;
    frames += 1;
    requestAnimationFrame(loop);
  };
  requestAnimationFrame(loop);
  const commitsBefore = commits.length;
  await work(stopAt);
  // Let the last updates render.
  await nextFrame();
  await nextFrame();
  running = false;
  const end = performance.now();
  const tasks = longTasks.filter((t) => t.start >= start && t.start <= end);
  const during = commits.slice(commitsBefore);
  return {
    ms: Math.round(end - start),
    longestTask: tasks.reduce((m, t) => Math.max(m, t.duration), 0),
    longTasks: tasks.length,
    maxFrameGap: maxGap,
    frames,
    commits: during.length,
    longestCommit: during.reduce((m, c) => Math.max(m, c.actual), 0),
  };
}

function threadScroller(): HTMLElement {
  const el = document.querySelector<HTMLElement>('[role="list"][aria-label^="Messages with"]');
  if (!el) throw new Error('no thread');
  return el;
}

const bench = {
  mountStart: 0,
  listReady: 0,
  listPainted: 0,
  /** After the main thread's style, layout and paint of that frame (a task after it). */
  listFrameDone: 0,
  /**
   * The rest of the list after its first page (pages of 1,000 in the background): from mount to the whole list in
   * the store, and the longest task and frame gap meanwhile. Resolved once the list is complete.
   */
  restOfList: null as Promise<{ wholeMs: number; longestTask: number; maxFrameGap: number }> | null,
  /** When the whole list was in (performance.now()). */
  listCompleteAt: 0,
  /**
   * The longest task since the whole list was in, e.g. while the widget warms its open-conversation view when the
   * browser is idle (the runner reads it just before opening the thread).
   */
  longestTaskSinceList() {
    return longTasks.filter((t) => t.start >= bench.listCompleteAt).reduce((m, t) => Math.max(m, t.duration), 0);
  },
  ready: false,
  /**
   * The longest task (Long Tasks API, so 0 when none was over 50 ms) and the number of long tasks of the list's first
   * render: those that started from the mount to the end of the frame after its rows were in the DOM (its style,
   * layout and paint included).
   */
  mountLongTasks() {
    return longestTaskBetween(bench.mountStart, bench.listFrameDone);
  },
  /** When the first row of the list was on screen (Element Timing), from the mount; NaN without Element Timing. */
  async listOnScreen() {
    return (await onScreen('bench-list')) - bench.mountStart;
  },
  domRows() {
    return {
      conversationRows: document.querySelectorAll('[role="option"]').length,
      messageRows: document.querySelectorAll('[role="list"][aria-label^="Messages with"] [role="listitem"]').length,
      allElements: document.querySelectorAll('*').length,
    };
  },
  firstRenderCommit() {
    // The first commit after the measured mount started (with ?settle=1 the provider mounted earlier, so the
    // widget's first commit is an update of the profiled tree).
    return commits.find((c) => c.at >= bench.mountStart)?.actual ?? 0;
  },
  async openThread() {
    const option = document.querySelector<HTMLElement>('[role="option"]');
    if (!option) throw new Error('no rows');
    const before = commits.length;
    // The newest message (the thread opens at the bottom, so it is on screen).
    watchFirstPaint(
      '[role="list"][aria-label^="Messages with"] [role="listitem"]',
      (all) => all.at(-1),
      'bench-thread',
    );
    const t0 = performance.now();
    option.click();
    const ready = await until('[role="list"][aria-label^="Messages with"] [role="listitem"]');
    await nextFrame();
    const painted = performance.now();
    const shown = await onScreen('bench-thread');
    return {
      domMs: ready - t0,
      paintMs: painted - t0,
      screenMs: shown - t0,
      longestCommit: commits.slice(before).reduce((m, c) => Math.max(m, c.actual), 0),
    };
  },
  /** Scrolls the thread up for half the time and down again, a few hundred px per frame. */
  scrollThread(ms: number, pxPerFrame: number) {
    return measure(async (stopAt) => {
      const el = threadScroller();
      const half = performance.now() + ms / 2;
      while (performance.now() < stopAt) {
        const t = await nextFrame();
        el.scrollTop += t < half ? -pxPerFrame : pxPerFrame;
      }
    }, ms);
  },
  /** `count` inbound messages over `ms`: half to the open thread, half to other conversations. */
  inboundBurst(count: number, ms: number) {
    return measure(async () => {
      const batches = 100;
      const perBatch = Math.ceil(count / batches);
      let sent = 0;
      for (let b = 0; b < batches && sent < count; b++) {
        await new Promise((r) => setTimeout(r, ms / batches));
        for (let i = 0; i < perBatch && sent < count; i++, sent++) {
          const toOpen = sent % 2 === 0;
          const other = 1 + ((sent * 37) % (conversations - 1));
          rt.controls.emitMessage({
            id: `burst_${sent}`,
            contactPhone: toOpen ? LONG_THREAD_PHONE : `+1555${String(other).padStart(7, '0')}`,
            contactName: toOpen ? '' : `Contact ${other}`,
            text: `Burst message ${sent} with *bold* text`,
          });
        }
      }
    }, ms);
  },
  dataCost,
  longTaskSupported: longTasksSupported,
};
(window as unknown as { __bench: typeof bench }).__bench = bench;

/**
 * `?locale=ar`: the inbox in that shipped language (Arabic: right to left, its plural rules and Intl formats), the
 * language downloaded before the page renders, as an app does (the reference app awaits `loadLocale` before its first
 * render): the first render then differs from English by the language's own work only.
 */
const localeCode = params.get('locale') as Parameters<typeof loadLocale>[0] | null;
let locale: WacrmLocale | undefined;
const localeReady = localeCode
  ? loadLocale(localeCode).then((loaded) => {
      locale = loaded;
      document.documentElement.lang = loaded.code;
      document.documentElement.dir = loaded.dir;
    })
  : Promise.resolve();

const container = document.getElementById('root');
if (!container) throw new Error('no root');

function inbox(forClient: WacrmClient, widget = true) {
  return (
    <Profiler id="inbox" onRender={onRender}>
      <WacrmThemeProvider theme={darkTheme} warmFonts={warmFonts}>
        <WacrmProvider client={forClient} clientId={DEMO_CLIENT_ID} locale={locale}>
          {widget ? <Conversations height="100vh" /> : null}
        </WacrmProvider>
      </WacrmThemeProvider>
    </Profiler>
  );
}

const root = createRoot(container);

/**
 * `?remount=1`: the widget is mounted once first (another client, so another store: the measured mount still loads
 * and merges the 10,000 conversations), unmounted, and the measured mount follows with warm code, compiled styles and
 * loaded date formats. Cold (a page load) minus warm is what first use of the code costs.
 */
async function warmUp() {
  if (params.get('settle') === '1') {
    // The inbox opened in an app that is already running, as in the reference app's workbench: the provider (and
    // the theme) mounted with the page, the widget 1 s later. Its code is loaded but has never run and none of its
    // styles is compiled, but the browser is no longer busy with the page load (on a 2-core machine its own
    // start-up work otherwise competes with the first render) and the provider has done its idle work.
    root.render(inbox(client, false));
    if (warmInbox) warmConversations();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await new Promise((resolve) =>
      'requestIdleCallback' in window ? requestIdleCallback(resolve, { timeout: 1000 }) : setTimeout(resolve, 0),
    );
    return;
  }
  if (params.get('remount') !== '1') return;
  const warmFake = createFakeWacrmClient({ fixtures });
  const warmRoot = createRoot(document.body.appendChild(document.createElement('div')));
  warmRoot.render(inbox(warmFake));
  await until('[role="option"]');
  await nextFrame();
  warmRoot.unmount();
  commits.length = 0;
  await nextFrame();
}

/** `?profile=list`: a CPU profile of the measured mount (the runner collects it; BENCH_PROFILE=list). */
const profileList = params.get('profile') === 'list';

void localeReady.then(warmUp).then(() => {
  if (profileList) console.profile('bench:list');
  // The top row of the list's first page.
  watchFirstPaint('[role="option"]', (all) => all[0], 'bench-list');
  bench.mountStart = performance.now();
  performance.mark('bench:mount');
  root.render(inbox(client));
  // From the first page's paint: once rows are in the DOM the widget's store exists (the same one: one per client and
  // clientId) and is loading the rest.
  const rows = until('[role="option"]');
  bench.restOfList = rows
    .then(nextFrame)
    .then(() => measure(() => getInboxStore(client, DEMO_CLIENT_ID).whenListLoaded(), 0))
    .then((m) => {
      bench.listCompleteAt = performance.now();
      return m;
    })
    .then((m) => ({
      wholeMs: bench.listCompleteAt - bench.mountStart,
      longestTask: m.longestTask,
      maxFrameGap: m.maxFrameGap,
    }));
  void rows.then(async (t) => {
    bench.listReady = t;
    performance.mark('bench:list-in-dom');
    await nextFrame();
    bench.listPainted = performance.now();
    bench.listFrameDone = await nextTask();
    performance.mark('bench:list-frame-done');
    if (profileList) console.profileEnd('bench:list');
    bench.ready = true;
    // Tells the runner through a binding it installed before the page loaded: polling with page.waitForFunction
    // made Playwright inject and compile its script in this page while the list was still being measured.
    (window as unknown as { __benchReady?: () => void }).__benchReady?.();
  });
});
