// Browser benchmark of the Conversations inbox: a production build of bench/inbox (the widget with a fake client
// holding 10,000 conversations and a 10,000-message thread), driven in Chromium with Playwright.
// Prints: time to first render of the list (its first page: the store asks for 100 conversations, then loads the
// rest in pages of 1,000) and its longest task (the Long Tasks API's, from the mount to the end of the frame after
// the rows are in the DOM), and of the thread, the time until the whole list is in the store and the longest task and
// frame gap meanwhile, DOM rows rendered, the longest task while scrolling the thread for 5 s, and the longest task
// while 1,000 inbound messages arrive in one second. The thread is opened once the list is complete and the browser
// is idle (by then the widget has warmed its open-conversation view, as it does once its list is in; the longest task
// meanwhile is printed; BENCH_VARIANT='&threadWarmUp=0' compares without).
// Targets: < 100 ms to first render, < 80 rows in the DOM, no task > 50 ms. It prints figures; it does not assert.
// First render is timed to the rows in the DOM, to the next animation frame, and to the end of that frame on the main
// thread (a task after it: its style, layout and paint are done by then, wherever the widget left them to the
// browser's frame instead of forcing them in its commit). Each is followed by when the rows were on screen: the Element Timing entry of their first text,
// whose time is the presentation of the frame that painted it, after raster and compositing on other threads. That
// part of the pipeline is the browser's and the machine's: the last scenario, a reference page that is not the widget
// (the same first page as plain React elements under a static style sheet), shows what it adds to any page here.
// Scenarios: the widget mounted as the page loads (thread paged, then whole thread); the inbox opened in a running
// app (provider mounted with the page, the widget 1 s later: cold code and styles); the list alone mounted a second
// time (warm), which with the previous one separates first-use costs from the widget's work; the inbox opened in a
// running app that warmed it with warmConversations() as it started; last, the page-load case on a later visit: in a
// new tab after two visits, and loaded again in the same tab; then the reference page (bench/inbox/floor.tsx). Each run uses a new browser context (Playwright's are
// off the record: empty caches, and no V8 code cache on disk), so the first scenarios are a first visit ever; the
// measured visit starts once the browser is idle (a new context opens a new window, which boots its own UI first).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, preview } from 'vite';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright';
import { chromiumLaunchOptions } from '../scripts/chromium.mjs';
import { browserIdle } from './browserIdle.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const pageRoot = join(here, 'inbox');
const outDir = mkdtempSync(join(tmpdir(), 'wacrm-inbox-bench-'));
const conversations = Number(process.env.BENCH_CONVERSATIONS ?? 10_000);
const messages = Number(process.env.BENCH_MESSAGES ?? 10_000);
const runs = Number(process.env.BENCH_RUNS ?? 3);
/**
 * BENCH_JSON=file also writes every printed figure's value in each run there (JSON), for bench/compare.mjs and
 * bench/ab.mjs (a before/after comparison with intervals instead of two medians side by side).
 */
const jsonOut = process.env.BENCH_JSON ?? '';

const shared = {
  root: pageRoot,
  configFile: false,
  logLevel: 'error',
  resolve: { conditions: ['@wacrm/source', 'module', 'browser', 'production'] },
};

/**
 * BENCH_PROFILE=list|thread|scroll|burst prints the top functions by self and inclusive time of that phase
 * (development aid). The list phase's profile covers the measured window only (the page starts and stops it with
 * console.profile around the measured mount, so neither the page load, the 1 s wait nor the warm-up mount is in it).
 */
const profilePhase = process.env.BENCH_PROFILE ?? '';

async function profiled(page, phase, fn) {
  if (phase !== profilePhase) return fn();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  let profile;
  if (phase === 'list') {
    const finished = new Promise((resolve) => {
      cdp.on('Profiler.consoleProfileFinished', (event) => {
        if (event.title === 'bench:list') resolve(event.profile);
      });
    });
    const result = await fn();
    profile = await finished;
    printProfile(phase, profile);
    return result;
  }
  await cdp.send('Profiler.start');
  const result = await fn();
  ({ profile } = await cdp.send('Profiler.stop'));
  printProfile(phase, profile);
  return result;
}

function printProfile(phase, profile) {
  // BENCH_PROFILE_OUT=file.cpuprofile also writes the profile (open it in DevTools' Performance panel).
  if (process.env.BENCH_PROFILE_OUT) writeFileSync(process.env.BENCH_PROFILE_OUT, JSON.stringify(profile));
  const self = new Map();
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const dt = profile.timeDeltas ?? [];
  profile.samples.forEach((id, i) => {
    const n = byId.get(id);
    const f = n.callFrame;
    const key = `${f.functionName || '(anonymous)'} ${f.url.split('/').pop()}:${f.lineNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + (dt[i] ?? 0) / 1000);
  });
  console.log(`\nprofile of ${phase}: top self time`);
  for (const [k, v] of [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 25)) {
    console.log(`${v.toFixed(1).padStart(8)} ms  ${k}`);
  }
  // Inclusive time (the function and what it calls, counted once per sample even when recursive).
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const total = new Map();
  profile.samples.forEach((id, i) => {
    const seen = new Set();
    for (let at = id; at !== undefined; at = parent.get(at)) {
      const f = byId.get(at).callFrame;
      const key = `${f.functionName || '(anonymous)'} ${f.url.split('/').pop()}:${f.lineNumber + 1}`;
      if (seen.has(key)) continue;
      seen.add(key);
      total.set(key, (total.get(key) ?? 0) + (dt[i] ?? 0) / 1000);
    }
  });
  console.log(`\nprofile of ${phase}: top inclusive time`);
  for (const [k, v] of [...total.entries()].sort((a, b) => b[1] - a[1]).slice(0, 60)) {
    console.log(`${v.toFixed(1).padStart(8)} ms  ${k}`);
  }
}

/**
 * BENCH_CPU=1 also records a Chromium trace of each phase and prints main-thread CPU time (the trace's thread
 * time of each task): on a machine shared with other work a task's wall time includes the time the renderer
 * was not scheduled, its CPU time does not. Tracing costs a little, so the wall-clock figures of such a run are
 * slightly higher.
 */
const cpuMode = Boolean(process.env.BENCH_CPU);

/** Main-thread CPU figures of a phase: all its tasks (or those starting between mark `from` and mark `to`). */
function cpuOf(traceJson, from, to) {
  const events = JSON.parse(traceJson).traceEvents;
  const mainThreads = events.filter(
    (e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain',
  );
  const isMain = (e) => mainThreads.some((t) => t.pid === e.pid && t.tid === e.tid);
  const allTasks = events.filter((e) => e.ph === 'X' && e.name === 'ThreadControllerImpl::RunTask' && isMain(e));
  // The renderer with the most tasks is the page's.
  const counts = new Map();
  for (const t of allTasks) counts.set(`${t.pid}:${t.tid}`, (counts.get(`${t.pid}:${t.tid}`) ?? 0) + 1);
  const main = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  const markTs = (name) => events.find((e) => e.name === name && e.cat?.includes('user_timing'))?.ts;
  const start = from ? markTs(from) : -Infinity;
  const end = to ? markTs(to) : Infinity;
  // Tasks that start in the window (the mark 'bench:mount' is set at the end of the task that evaluated the page's
  // module, which builds the 10,000-record fixtures: that task is not the widget's).
  const tasks = allTasks.filter(
    (t) => `${t.pid}:${t.tid}` === main && t.ts >= (start ?? -Infinity) && t.ts <= (end ?? Infinity),
  );
  const cpu = (t) => (t.tdur ?? t.dur) / 1000;
  return {
    totalCpu: tasks.reduce((sum, t) => sum + cpu(t), 0),
    longestTaskCpu: tasks.reduce((m, t) => Math.max(m, cpu(t)), 0),
    tasksOver50Cpu: tasks.filter((t) => cpu(t) > 50).length,
  };
}

/**
 * BENCH_TRACE_DIR=dir (with BENCH_CPU) also writes each phase's trace there, with the DevTools timeline
 * categories, to open in the Performance panel or chrome://tracing (development aid).
 */
const traceDir = process.env.BENCH_TRACE_DIR ?? '';
/** Scenario and run of the phase being traced, for the trace's file name. */
let traceRun = '';

async function traced(browser, page, phase, fn, from, to) {
  if (!cpuMode) return { result: await fn(), cpu: null };
  const categories = ['toplevel', 'blink.user_timing'];
  if (traceDir) categories.push('devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'v8');
  await browser.startTracing(page, { categories });
  const result = await fn();
  const trace = await browser.stopTracing();
  if (traceDir) {
    mkdirSync(traceDir, { recursive: true });
    writeFileSync(join(traceDir, `trace-${traceRun}-${phase}.json`), trace);
  }
  const json = trace.toString();
  // The list's first render also to the end of its frame (its style, layout and paint included).
  const frame = to === 'bench:list-in-dom' ? cpuOf(json, from, 'bench:list-frame-done') : null;
  return { result, cpu: { ...cpuOf(json, from, to), ...(frame ? { frame } : {}) } };
}

const fmt = (n) => (typeof n === 'number' ? `${n.toFixed(1)} ms` : String(n));
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

let server;
let browser;
let exitCode = 0;
try {
  console.log(
    `load average (1, 5, 15 min) at the start: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  console.log('Building bench/inbox (production)...');
  const t0 = Date.now();
  await build({
    ...shared,
    mode: 'production',
    plugins: [react()],
    // The profiling build of react-dom, so the page can report React commit durations (<Profiler>).
    resolve: {
      ...shared.resolve,
      alias: [{ find: /^react-dom\/client$/, replacement: 'react-dom/profiling' }],
    },
    build: {
      outDir,
      emptyOutDir: true,
      minify: !process.env.BENCH_PROFILE,
      rollupOptions: { input: { index: join(pageRoot, 'index.html'), floor: join(pageRoot, 'floor.html') } },
    },
  });
  console.log(`built in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  server = await preview({ ...shared, build: { outDir }, preview: { port: 0, host: '127.0.0.1', strictPort: false } });
  const address = server.httpServer.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 4173}/`;

  browser = await chromium.launch(chromiumLaunchOptions());
  const browserCdp = await browser.newBrowserCDPSession();
  const scenarios = [
    { name: 'thread paged as the API serves it (50 per page; older pages load while scrolling up)', query: '' },
    { name: 'whole 10,000-message thread fetched at once', query: '&all=1' },
    {
      name: 'inbox opened in a running app: provider mounted with the page, the widget 1 s later (cold code and styles)',
      query: '&settle=1',
    },
    {
      name: 'list mounted a second time in the page (warm code, compiled styles, date formats loaded; new store)',
      query: '&remount=1',
      listOnly: true,
    },
    {
      name: 'inbox opened in a running app that called warmConversations() as it started (as the reference workbench does)',
      query: '&settle=1&warm=1',
    },
    {
      name: 'thread paged, a later visit in a new tab (two visits before in the same browser context)',
      query: '',
      earlierVisits: 2,
    },
    {
      name: 'thread paged, the page loaded again in the same tab (loaded twice before)',
      query: '',
      earlierVisits: 2,
      sameTab: true,
    },
    {
      name:
        'list in Arabic (right to left, its plural rules and Intl formats; the language loaded before the page ' +
        'renders, as the reference app does): the first scenario, list only (issue 30: within 10 % of English)',
      query: '&locale=ar',
      listOnly: true,
    },
    {
      name:
        'reference, not the widget: the same 13 rows as plain React elements under a static style sheet, loaded as ' +
        "the first scenario (what React and the browser cost here before any of the widget's own work)",
      query: '',
      page: 'floor.html',
      reference: true,
    },
  ];
  // BENCH_SCENARIOS=2,3 runs only those scenarios (numbered from 1 in the order above; development aid).
  const only = (process.env.BENCH_SCENARIOS ?? '').split(',').filter(Boolean).map(Number);
  // BENCH_VARIANT='&name=value' also runs each chosen scenario with that query added to the page's address, as a
  // separate scenario (development aid: an A/B comparison of a page option within one run).
  const variant = process.env.BENCH_VARIANT ?? '';
  // BENCH_LIST_ONLY=1 measures only the list's first render in every scenario (development aid: more runs of it in
  // the same time; the thread, scroll and burst phases are left out).
  const listOnly = process.env.BENCH_LIST_ONLY === '1';
  const chosen = [];
  for (const [index, original] of scenarios.entries()) {
    if (only.length > 0 && !only.includes(index + 1)) continue;
    const scenario = listOnly && !original.reference ? { ...original, listOnly: true } : original;
    chosen.push({ ...scenario, id: `s${index + 1}` });
    if (variant)
      chosen.push({
        ...scenario,
        id: `s${index + 1}v`,
        name: `${scenario.name} [${variant}]`,
        query: scenario.query + variant,
      });
  }
  const resultsOf = new Map(chosen.map((scenario) => [scenario, []]));
  /** Tabs with the page's ready binding installed. */
  const bound = new WeakSet();
  // Runs are interleaved (run 1 of every scenario, then run 2, ...), so a machine that slows down or speeds up
  // during the benchmark affects every scenario alike instead of whichever ran at that time.
  for (let run = 0; run < runs; run++) {
    for (const scenario of chosen) {
      const results = resultsOf.get(scenario);
      traceRun = `${scenario.id}-run${run + 1}`;
      // One browser context per run: a first visit has empty caches.
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const profileQuery = profilePhase === 'list' ? '&profile=list' : '';
      const url = `${base}${scenario.page ?? ''}?conversations=${conversations}&messages=${messages}${scenario.query}${profileQuery}`;
      // Loads the page and waits until its list is in the DOM and painted: the page calls a binding then.
      // (page.waitForFunction polled instead, and its first poll injected and compiled Playwright's script in the
      // page, on the main thread, in the middle of the measured list window: a trace showed ~20 ms there.)
      const readyOf = new Map();
      const visit = async (page) => {
        const ready = new Promise((resolve) => readyOf.set(page, resolve));
        // Once per tab (a binding survives navigations).
        if (!bound.has(page)) {
          bound.add(page);
          await page.exposeFunction('__benchReady', () => readyOf.get(page)?.());
        }
        await page.goto(url);
        let timer;
        const timeout = new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error('the list did not render in 60 s')), 60_000);
        });
        await Promise.race([ready, timeout]).finally(() => clearTimeout(timer));
      };
      const page = await context.newPage();
      page.on('pageerror', (e) => console.error('page error:', e.message));
      // A later visit. In the same tab the earlier loads leave V8's in-memory script cache warm (a trace shows no
      // compile of the bundle), and likely the process's font and date-format data. A new tab gets less: the HTTP
      // cache only revalidates (vite preview sends no-cache) and an off-the-record context writes no code cache. A
      // returning user of a deployed app (immutable assets, a code cache on disk) would sit between the two.
      for (let i = 0; i < (scenario.earlierVisits ?? 0); i++) {
        const earlier = scenario.sameTab ? page : await context.newPage();
        await visit(earlier);
        if (earlier !== page) await earlier.close();
      }
      // The measured visit starts with the browser idle. Each context opens a new browser window, and a new window
      // of this Chromium boots its own browser UI as it opens: the omnibox popup is a WebUI page preloaded in its own
      // renderer, about 0.8 s of CPU in the second after newPage() (seen with perf and SystemInfo.getProcessInfo).
      // Navigating at once measured our page sharing two cores with that start-up, which a user typing an address
      // into a window that is already open does not see.
      const settled = await browserIdle(browserCdp);
      if (!settled) console.warn('the browser was still busy after 5 s; measuring anyway');
      const { cpu: listCpu } = await traced(
        browser,
        page,
        'list',
        () => profiled(page, 'list', () => visit(page)),
        'bench:mount',
        'bench:list-in-dom',
      );
      const list = await page.evaluate(async () => ({
        domMs: window.__bench.listReady - window.__bench.mountStart,
        paintMs: window.__bench.listPainted - window.__bench.mountStart,
        doneMs: window.__bench.listFrameDone - window.__bench.mountStart,
        screenMs: await window.__bench.listOnScreen(),
        mountCommit: window.__bench.firstRenderCommit?.() ?? 0,
        longTaskSupported: window.__bench.longTaskSupported ?? false,
        mountTasks: await window.__bench.mountLongTasks(),
      }));
      const listRows = await page.evaluate(() => window.__bench.domRows());
      if (scenario.reference) {
        results.push({ list, listRows });
        await context.close();
        continue;
      }
      // The rest of the list (after its first page) loads in the background; the thread is measured once it is in.
      const rest = await page.evaluate(() => window.__bench.restOfList);
      if (scenario.listOnly) {
        results.push({ list, listRows, rest, cpu: { list: listCpu } });
        await context.close();
        continue;
      }
      // The thread is opened from an idle browser too: the list's last pages leave V8 optimising the merge code and
      // collecting their garbage on the other core for a few hundred ms, which a click within two frames of the
      // last page (here) would share its time with; a user picks a conversation later than that.
      await browserIdle(browserCdp);
      // Meanwhile the widget warmed its open-conversation view (once the list is in and the browser idle).
      const idleLongestTask = await page.evaluate(() => window.__bench.longestTaskSinceList());
      const { result: thread, cpu: threadCpu } = await traced(browser, page, 'thread', () =>
        profiled(page, 'thread', () => page.evaluate(() => window.__bench.openThread())),
      );
      await page.waitForTimeout(300);
      const threadRows = await page.evaluate(() => window.__bench.domRows());
      const { result: scroll, cpu: scrollCpu } = await traced(browser, page, 'scroll', () =>
        profiled(page, 'scroll', () => page.evaluate(() => window.__bench.scrollThread(5000, 300))),
      );
      const scrollRows = await page.evaluate(() => window.__bench.domRows());
      // Back at the bottom so the open thread follows the burst.
      await page.evaluate(() => {
        const el = document.querySelector('[role="list"][aria-label^="Messages with"]');
        if (el) el.scrollTop = el.scrollHeight;
      });
      await page.waitForTimeout(300);
      const { result: burst, cpu: burstCpu } = await traced(browser, page, 'burst', () =>
        profiled(page, 'burst', () => page.evaluate(() => window.__bench.inboundBurst(1000, 1000))),
      );
      const burstRows = await page.evaluate(() => window.__bench.domRows());
      const data = await page.evaluate(() => window.__bench.dataCost());
      if (run === 0) await page.screenshot({ path: join(outDir, `inbox-bench-${scenario.id}.png`) });
      const cpu = { list: listCpu, thread: threadCpu, scroll: scrollCpu, burst: burstCpu };
      results.push({
        list,
        listRows,
        rest,
        idleLongestTask,
        thread,
        threadRows,
        scroll,
        scrollRows,
        burst,
        burstRows,
        data,
        cpu,
      });
      await context.close();
    }
  }

  /** Every printed figure with its value in each run (BENCH_JSON). */
  const figures = [];
  for (const [scenario, results] of resultsOf) {
    const pick = (f) => median(results.map(f));
    const maxOf = (f) => Math.max(...results.map(f));
    const minOf = (f) => Math.min(...results.map(f));
    const first = results[0];
    console.log(`\nConversations inbox, ${conversations} conversations, ${messages}-message thread: ${scenario.name}`);
    const row = (name, target, f, unit = true) => {
      figures.push({ scenario: scenario.id, name: scenario.name, figure: name.trim(), values: results.map(f) });
      const m = pick(f);
      const x = maxOf(f);
      const n = minOf(f);
      const show = (v) => (unit ? fmt(v) : String(v));
      console.log(`${name.padEnd(54)}${target.padEnd(11)}${show(m).padEnd(12)}${show(x).padEnd(12)}${show(n)}`);
    };
    if (scenario.reference) {
      console.log(`${runs} runs`);
      console.log('figure                                                target     median      max         min');
      row('first render of the list (mount -> rows in DOM)', '', (r) => r.list.domMs);
      row('first render of the list (mount -> next frame)', '', (r) => r.list.paintMs);
      row('first render of the list (mount -> that frame done)', '', (r) => r.list.doneMs);
      row('  its longest task (Long Tasks API; 0: none > 50 ms)', '', (r) => r.list.mountTasks.longest);
      row('  on screen (Element Timing)', '', (r) => r.list.screenMs);
      row('DOM rows: list', '', (r) => r.listRows.conversationRows, false);
      continue;
    }
    console.log(
      `${runs} runs; Long Tasks API available: ${first.list.longTaskSupported ? 'yes' : 'no (rAF gaps only)'}; ` +
        `load average at the end: ${loadavg()
          .map((l) => l.toFixed(2))
          .join(' ')}`,
    );
    console.log('figure                                                target     median      max         min');
    row('first render of the list (mount -> rows in DOM)', '< 100 ms', (r) => r.list.domMs);
    row('first render of the list (mount -> next frame)', '< 100 ms', (r) => r.list.paintMs);
    row('first render of the list (mount -> that frame done)', '< 100 ms', (r) => r.list.doneMs);
    row('  its longest task (Long Tasks API; 0: none > 50 ms)', '<= 50 ms', (r) => r.list.mountTasks.longest);
    row('  its long tasks (count)', '0', (r) => r.list.mountTasks.count, false);
    if (cpuMode) row('  its longest task CPU (trace)', '<= 50 ms', (r) => r.cpu.list.frame.longestTaskCpu);
    row('  on screen (Element Timing; see the reference)', '', (r) => r.list.screenMs);
    if (!scenario.listOnly) row("  of which the fake client copying the list's first page", '', (r) => r.data.listMs);
    row('  React commit of the first render', '', (r) => r.list.mountCommit);
    row('whole list in the store (mount -> last page merged)', '', (r) => r.rest.wholeMs);
    row('  rest of the list: longest task (Long Tasks API)', '<= 50 ms', (r) => r.rest.longestTask);
    row('  rest of the list: longest frame gap (rAF)', '<= 50 ms', (r) => r.rest.maxFrameGap);
    if (scenario.listOnly) {
      row('DOM rows: conversation list', '< 80', (r) => r.listRows.conversationRows, false);
      if (cpuMode) row('  list: CPU from mount to rows in DOM', '', (r) => r.cpu.list.totalCpu);
      if (cpuMode) row('  list: CPU from mount to that frame done', '', (r) => r.cpu.list.frame.totalCpu);
      continue;
    }
    row('  after it, until the click: longest task (warm-up)', '<= 50 ms', (r) => r.idleLongestTask);
    row('first render of the thread (click -> rows in DOM)', '< 100 ms', (r) => r.thread.domMs);
    row('first render of the thread (click -> next frame)', '< 100 ms', (r) => r.thread.paintMs);
    row('  on screen (Element Timing; see the reference)', '', (r) => r.thread.screenMs);
    row('  of which the fake client copying the thread', '', (r) => r.data.threadMs);
    row('  longest React commit while opening', '', (r) => r.thread.longestCommit);
    row('DOM rows: conversation list', '< 80', (r) => r.listRows.conversationRows, false);
    row(
      'DOM rows: list + thread after opening',
      '< 80',
      (r) => r.threadRows.conversationRows + r.threadRows.messageRows,
      false,
    );
    row(
      'DOM rows: list + thread after scrolling',
      '< 80',
      (r) => r.scrollRows.conversationRows + r.scrollRows.messageRows,
      false,
    );
    row(
      'DOM rows: list + thread after the burst',
      '< 80',
      (r) => r.burstRows.conversationRows + r.burstRows.messageRows,
      false,
    );
    row('scroll thread 5 s: longest task (Long Tasks API)', '<= 50 ms', (r) => r.scroll.longestTask);
    row('scroll thread 5 s: longest frame gap (rAF)', '<= 50 ms', (r) => r.scroll.maxFrameGap);
    row('scroll thread 5 s: long tasks (count)', '0', (r) => r.scroll.longTasks, false);
    row('1,000 inbound in 1 s: longest task (Long Tasks API)', '<= 50 ms', (r) => r.burst.longestTask);
    row('1,000 inbound in 1 s: longest frame gap (rAF)', '<= 50 ms', (r) => r.burst.maxFrameGap);
    row('1,000 inbound in 1 s: long tasks (count)', '0', (r) => r.burst.longTasks, false);
    row('1,000 inbound in 1 s: React commits', '', (r) => r.burst.commits, false);
    row('1,000 inbound in 1 s: longest React commit', '', (r) => r.burst.longestCommit);
    if (cpuMode) {
      console.log('main-thread CPU time (Chromium trace; excludes time the renderer was not scheduled)');
      row('  list: CPU from mount to rows in DOM', '', (r) => r.cpu.list.totalCpu);
      row('  list: CPU from mount to that frame done', '', (r) => r.cpu.list.frame.totalCpu);
      row('  thread: CPU from click to the next frame', '', (r) => r.cpu.thread.totalCpu);
      row('  thread: longest task CPU', '', (r) => r.cpu.thread.longestTaskCpu);
      row('  scroll 5 s: longest task CPU', '<= 50 ms', (r) => r.cpu.scroll.longestTaskCpu);
      row('  burst: longest task CPU', '<= 50 ms', (r) => r.cpu.burst.longestTaskCpu);
      row('  burst: tasks over 50 ms CPU', '0', (r) => r.cpu.burst.tasksOver50Cpu, false);
    }
  }
  if (jsonOut) writeFileSync(jsonOut, JSON.stringify({ bench: 'inbox-browser', conversations, messages, figures }));
  console.log(`(screenshots of run 1 in ${outDir} when BENCH_KEEP is set)`);
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  await browser?.close();
  await new Promise((r) => (server ? server.httpServer.close(r) : r()));
  if (!process.env.BENCH_KEEP) rmSync(outDir, { recursive: true, force: true });
}
process.exit(exitCode);
