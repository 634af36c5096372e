// Browser benchmark of a thread of 1,000 photos (issue 32: "the 1,000-image thread scroll (longest task, images
// requested)"). A production build of bench/media-thread (the Conversations widget; a fake client holds the
// conversations and the 1,000 image messages, each with media_data width and height; the images go through the real
// SDK's fetchMedia, with the bearer token, to a stub route of this bench's server), driven in Chromium with
// Playwright. The stub answers each image (a small PNG) after BENCH_MEDIA_LATENCY_MS (default 250 ms, a backend
// proxying the Cloud API's media URL), so an image scrolled away before it arrives is seen being cancelled.
// Each run: a new browser context; the conversation opened at its end, then scrolled to its start at
// BENCH_SCROLL_PX_S (default 3,000 px/s, by time: a slow frame does not slow the scroll; older pages of 50 load on the
// way), then left for 1.5 s. Prints the longest task and the long tasks (Long Tasks API) while opening and
// scrolling, the longest frame gap, the photo rows rendered (in the DOM at any time) against the images requested
// (by the page, and received by the server), the requests cancelled (aborted by the page when their row scrolled
// away, and closed before the server answered), and what is held at the end (object URLs not revoked, images shown).
// The same thread as text messages (the photos' captions) runs too, interleaved: what scrolling costs on this
// machine without photos (the photos' thread is about four times as tall, so it takes four times as long).
// Targets (issue 32): no task over 50 ms; images requested <= rows rendered, those scrolled away cancelled.
// It prints figures; it does not assert. BENCH_RUNS (default 3; a run of both scenarios takes about 3 min here),
// BENCH_IMAGES (default 1000), BENCH_TIMEOUT_MS (the scroll gives up after it, default 180 s).
// BENCH_PROFILE=1: the page is built unminified (function names in the profile) and the first run's scroll of each
// scenario is recorded in a Chromium performance trace; it prints where its long tasks spend their time (style,
// layout, paint, image decoding, observers, and the JavaScript functions sampled: the virtualiser's measuring, React's
// renders and commits...; bench/media-thread/traceSummary.ts). The trace itself slows the page: compare its figures
// with each other, not with a run without it.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, preview, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { chromium, type Request } from 'playwright';
import { chromiumLaunchOptions } from '../scripts/chromium.mjs';
import { samplePng } from '../apps/mock-api/src/media/samples';
import { browserIdle } from './browserIdle.mjs';
import { formatSummary, summariseTrace, TRACE_CATEGORIES } from './media-thread/traceSummary';
import { median } from './stats.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const pageRoot = join(here, 'media-thread');
const outDir = mkdtempSync(join(tmpdir(), 'wacrm-media-thread-bench-'));
const runs = Number(process.env.BENCH_RUNS ?? 3);
const images = Number(process.env.BENCH_IMAGES ?? 1000);
const latencyMs = Number(process.env.BENCH_MEDIA_LATENCY_MS ?? 250);
const pxPerSecond = Number(process.env.BENCH_SCROLL_PX_S ?? 3000);
const restMs = 1500;
/** The scroll gives up after this long (it stops earlier once the first photo is at the top). */
const scrollTimeoutMs = Number(process.env.BENCH_TIMEOUT_MS ?? 180_000);
const profile = process.env.BENCH_PROFILE === '1';
const MEDIA_ROUTE = /^\/api\/v1\/whatsapp\/media\/[^/]+\/([^/?]+)/;
const png = samplePng(64);

/** What the stub media route saw in the current run. */
const served = { requests: 0, ids: new Set<string>(), answered: 0, closedEarly: 0, withoutToken: 0 };

/** The stub media route: the PNG after the latency, unless the page closed the request first. */
function mediaStub(): Plugin {
  const handle = (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    const match = MEDIA_ROUTE.exec(req.url ?? '');
    if (!match) return next();
    served.requests += 1;
    served.ids.add(match[1]!);
    if (req.headers.authorization !== 'Bearer bench-token') served.withoutToken += 1;
    const timer = setTimeout(() => {
      res.writeHead(200, { 'content-type': 'image/png', 'cache-control': 'no-store' });
      res.end(png);
      served.answered += 1;
    }, latencyMs);
    res.on('close', () => {
      if (res.writableFinished) return;
      clearTimeout(timer);
      served.closedEarly += 1;
    });
  };
  return {
    name: 'bench-media-stub',
    configurePreviewServer(server) {
      server.middlewares.use(handle);
    },
  };
}

interface ScrollResult {
  reachedStart: boolean;
  scrollMs: number;
  frames: number;
  restedAtTop: number;
  maxFrameGap: number;
  longestTask: number;
  longTasks: number;
  rest: { longestTask: number; longTasks: number };
  renderedRows: number;
  rowsInDomAtEnd: number;
  imagesShownAtEnd: number;
  objectUrls: { created: number; revoked: number; live: number };
  revokedLoads: number;
}
interface BenchPage {
  longTaskSupported: boolean;
  openThread(): Promise<{ ms: number; longestTask: number; longTasks: number }>;
  scrollToStart(pxPerSecond: number, restMs: number, timeoutMs: number): Promise<ScrollResult>;
}
interface Run {
  open: Awaited<ReturnType<BenchPage['openThread']>>;
  scroll: ScrollResult;
  page: { requested: number; aborted: number; failed: number };
  server: { requests: number; ids: number; answered: number; closedEarly: number; withoutToken: number };
}

const shared = {
  root: pageRoot,
  configFile: false as const,
  logLevel: 'error' as const,
  resolve: { conditions: ['@wacrm/source', 'module', 'browser', 'production'] },
};

let server: Awaited<ReturnType<typeof preview>> | undefined;
let browser: Awaited<ReturnType<typeof chromium.launch>> | undefined;
let exitCode = 0;
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
try {
  console.log(`load average (1, 5, 15 min) at the start: ${load()}`);
  const t0 = Date.now();
  await build({
    ...shared,
    mode: 'production',
    plugins: [react()],
    build: { outDir, emptyOutDir: true, minify: !profile },
  });
  console.log(`built bench/media-thread in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  server = await preview({
    ...shared,
    plugins: [mediaStub()],
    build: { outDir },
    preview: { port: 0, host: '127.0.0.1', strictPort: false },
  });
  const address = server.httpServer.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 4173}/`;
  browser = await chromium.launch(chromiumLaunchOptions());
  const browserCdp = await browser.newBrowserCDPSession();
  const scenarios = [
    { id: 'photos', name: `${images} photos`, query: '', photos: true },
    {
      id: 'text',
      name: `the same ${images} messages as text (their captions): what scrolling costs here without photos`,
      query: '&photos=0',
      photos: false,
    },
  ];
  const resultsOf = new Map<string, Run[]>(scenarios.map((scenario) => [scenario.id, []]));
  let longTaskSupported = false;
  const profiles: string[] = [];
  // Runs interleaved (run 1 of each scenario, then run 2...): a machine that slows down affects both alike.
  for (let run = 0; run < runs; run++) {
    for (const scenario of scenarios) {
      Object.assign(served, { requests: 0, answered: 0, closedEarly: 0, withoutToken: 0 });
      served.ids.clear();
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      page.on('pageerror', (e) => console.error('page error:', e.message));
      const seen = { requested: 0, aborted: 0, failed: 0 };
      const isMedia = (r: Request) => MEDIA_ROUTE.test(new URL(r.url()).pathname);
      page.on('request', (r) => {
        if (isMedia(r)) seen.requested += 1;
      });
      page.on('requestfailed', (r) => {
        if (!isMedia(r)) return;
        if (r.failure()?.errorText === 'net::ERR_ABORTED') seen.aborted += 1;
        else seen.failed += 1;
      });
      await browserIdle(browserCdp);
      await page.goto(`${base}?images=${images}${scenario.query}`);
      await page.waitForSelector('[role="option"]');
      await browserIdle(browserCdp);
      const bench = await page.evaluateHandle(() => (window as unknown as { __bench: BenchPage }).__bench);
      longTaskSupported = await bench.evaluate((b) => b.longTaskSupported);
      const open = await bench.evaluate((b) => b.openThread());
      // The newest photos load; then the scroll starts from an idle browser.
      await page.waitForTimeout(latencyMs + 500);
      await browserIdle(browserCdp);
      const tracing = profile && run === 0;
      if (tracing) await browser.startTracing(page, { categories: TRACE_CATEGORIES });
      const scroll = await bench.evaluate(
        (b, [speed, rest, timeout]) => b.scrollToStart(speed!, rest!, timeout!),
        [pxPerSecond, restMs, scrollTimeoutMs],
      );
      if (tracing) {
        const trace = await browser.stopTracing();
        if (process.env.BENCH_KEEP) writeFileSync(join(outDir, `media-thread-${scenario.id}.trace.json`), trace);
        profiles.push(
          formatSummary(
            `Profile of the scroll, thread of ${scenario.name}`,
            summariseTrace(JSON.parse(trace.toString())),
          ),
        );
      }
      if (run === 0) await page.screenshot({ path: join(outDir, `media-thread-${scenario.id}-top.png`) });
      resultsOf
        .get(scenario.id)!
        .push({ open, scroll, page: { ...seen }, server: { ...served, ids: served.ids.size } });
      await context.close();
    }
  }

  const fmt = (n: number) => `${n.toFixed(1)} ms`;
  console.log(
    `\n${runs} runs; images answered after ${latencyMs} ms; scrolled end to start at ${pxPerSecond} px/s; ` +
      `Long Tasks API: ${longTaskSupported ? 'yes' : 'no'}; load average at the end: ${load()}`,
  );
  for (const scenario of scenarios) {
    const results = resultsOf.get(scenario.id)!;
    const row = (name: string, target: string, f: (r: Run) => number, unit = true) => {
      const values = results.map(f);
      const show = (v: number) => (unit ? fmt(v) : String(v));
      console.log(
        `${name.padEnd(66)}${target.padEnd(11)}${show(median(values)).padEnd(11)}${values.map(show).join(', ')}`,
      );
    };
    console.log(`\nThread of ${scenario.name}`);
    console.log(`${'figure'.padEnd(66)}${'target'.padEnd(11)}${'median'.padEnd(11)}each run`);
    row('open the conversation (click -> rows painted)', '', (r) => r.open.ms);
    row('  its longest task (Long Tasks API; 0: none > 50 ms)', '<= 50 ms', (r) => r.open.longestTask);
    row('scroll end to start: reached the first row (1 yes, 0 no)', '1', (r) => Number(r.scroll.reachedStart), false);
    row('  time taken', '', (r) => r.scroll.scrollMs);
    row('  longest task (Long Tasks API; 0: none > 50 ms)', '<= 50 ms', (r) => r.scroll.longestTask);
    row('  long tasks (count)', '0', (r) => r.scroll.longTasks, false);
    row('  longest frame gap (rAF)', '', (r) => r.scroll.maxFrameGap);
    row('  frames it rested at the top, older rows on their way', '', (r) => r.scroll.restedAtTop, false);
    row('  then 1.5 s at the top: longest task', '<= 50 ms', (r) => r.scroll.rest.longestTask);
    row('rows rendered (in the DOM at some point)', '', (r) => r.scroll.renderedRows, false);
    if (!scenario.photos) continue;
    row('images requested by the page (whole run)', '<= rows', (r) => r.page.requested, false);
    row('  of which aborted by the page (net::ERR_ABORTED)', '', (r) => r.page.aborted, false);
    row('  of which failed otherwise', '0', (r) => r.page.failed, false);
    row('requests received by the server', '', (r) => r.server.requests, false);
    row('  distinct images', '', (r) => r.server.ids, false);
    row('  answered (downloaded)', '', (r) => r.server.answered, false);
    row('  closed by the page before the answer (cancelled)', '', (r) => r.server.closedEarly, false);
    row('  without the bearer token', '0', (r) => r.server.withoutToken, false);
    row('object URLs made (one per image downloaded)', '', (r) => r.scroll.objectUrls.created, false);
    row('  whose <img> found it revoked (row gone before it decoded)', '', (r) => r.scroll.revokedLoads, false);
    row('at the end: rows in the DOM', '', (r) => r.scroll.rowsInDomAtEnd, false);
    row('at the end: images shown', '', (r) => r.scroll.imagesShownAtEnd, false);
    row('at the end: object URLs not revoked', '= shown', (r) => r.scroll.objectUrls.live, false);
  }
  for (const text of profiles) console.log(text);
  console.log(
    `(screenshots of run 1 at the top${profile ? ', and its traces,' : ''} in ${outDir} when BENCH_KEEP is set)`,
  );
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  await browser?.close();
  await new Promise<void>((r) => (server ? server.httpServer.close(() => r()) : r()));
  if (!process.env.BENCH_KEEP) rmSync(outDir, { recursive: true, force: true });
}
process.exit(exitCode);
