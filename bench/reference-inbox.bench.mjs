// Browser benchmark of the inbox's first open in the reference app (issue 34, item 12): a production build of
// apps/reference against the mock API (its seed's demo account: 25 conversations), driven in Chromium with Playwright.
// Why the real app and not the bench page with a simulated workbench: what the first open costs is the app's own
// path (the workbench's lazy chunk of the WhatsApp screens, its idle warm-up, the router, the section's Suspense,
// the provider's client and its HTTP layer, the mock API's answer over a real socket), which a simulation would have
// to copy and would get wrong the day the app changes.
// Each run: a new browser context (a first visit: empty caches), signed in; the workbench opened on the WhatsApp
// dashboard, left until the browser is idle (a user reads the dashboard for a moment before opening the inbox), then
// a click on the section bar's Conversations. Prints, from that click (the click event's time):
// - the inbox's list request (its first page, `?page=1&limit=...`): when the request was made (Resource Timing's
//   startTime; negative when it was made before the click) and when its answer was in;
// - the list's rows in the DOM, and painted (the next animation frame after them, then that frame's main-thread
//   work done: a task after it), and on screen (Element Timing: the frame's presentation);
// - then, once the browser is idle again, a click on the first conversation: its thread's messages in the DOM,
//   painted and on screen.
// Targets (issue 34): list request within 50 ms of the click, rows painted within 200 ms. It prints figures; it
// does not assert. BENCH_RUNS (default 5), BENCH_VIEWPORT=phone (375 x 667, touch) or desktop (1440 x 900, the
// default), BENCH_JSON=file (every figure's values, for bench/compare.mjs).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, preview } from 'vite';
import { chromium } from 'playwright';
import { chromiumLaunchOptions } from '../scripts/chromium.mjs';
import { browserIdle } from './browserIdle.mjs';
import { median } from './stats.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const repo = dirname(here);
const appDir = join(repo, 'apps', 'reference');
const runs = Number(process.env.BENCH_RUNS ?? 5);
const phone = process.env.BENCH_VIEWPORT === 'phone';
const jsonOut = process.env.BENCH_JSON ?? '';
const DEMO_EMAIL = 'demo@acme.test';
/**
 * BENCH_PROFILE_OUT=prefix writes a CPU profile of each run's first open (click to rows painted) and conversation
 * open to prefix-<run>-list.cpuprofile and -thread.cpuprofile, from an unminified build (development aid).
 */
const profileOut = process.env.BENCH_PROFILE_OUT ?? '';

/** Runs `fn` under the CPU profiler when BENCH_PROFILE_OUT is set, writing the profile to `file`. */
async function profiled(page, file, fn) {
  if (!profileOut) return fn();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  const result = await fn();
  const { profile } = await cdp.send('Profiler.stop');
  writeFileSync(`${profileOut}-${file}.cpuprofile`, JSON.stringify(profile));
  await cdp.detach();
  return result;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(url, ms = 60_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not come up in ${ms} ms`);
}

async function json(response) {
  if (!response.ok) throw new Error(`${response.url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()).data;
}

/** Signs the seed's demo account in through the mock API (email code from its dev outbox); returns its tokens. */
async function signInDemo(apiOrigin) {
  const api = `${apiOrigin}/api/v1`;
  const post = (url, body) =>
    fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const asked = Date.now() - 1000;
  await json(await post(`${api}/auth/send-email-otp`, { email: DEMO_EMAIL }));
  let code = '';
  for (let i = 0; i < 40 && !code; i++) {
    const outbox = await json(await fetch(`${apiOrigin}/__dev/outbox?to=${encodeURIComponent(DEMO_EMAIL)}`));
    code = outbox.find((e) => Date.parse(e.sentAt) >= asked)?.code ?? '';
    if (!code) await new Promise((r) => setTimeout(r, 250));
  }
  if (!code) throw new Error('no code in the dev outbox');
  await json(await post(`${api}/auth/verify-email-otp`, { email: DEMO_EMAIL, otp: code }));
  return json(await post(`${api}/auth/login`, { email: DEMO_EMAIL }));
}

/**
 * Installed in every page before its scripts: the click event's time, the inbox list requests (Resource Timing), and
 * `__ref.after(selector)`: from the next click, when an element matching the selector is in the DOM, the next frame,
 * the end of that frame's main-thread work, and when the element's first text was on screen (Element Timing).
 */
function instrument() {
  const ref = {
    requests: [],
    /** Resolves with the times (ms from the click) once the selector matches after the next click. */
    after(selector) {
      return new Promise((resolve) => {
        let clickAt = -1;
        let onScreenAt = Number.NaN;
        let tagged = null;
        const screen = new PerformanceObserver((list) => {
          for (const e of list.getEntries()) if (e.identifier === 'ref-bench') onScreenAt = e.renderTime;
        });
        screen.observe({ type: 'element', buffered: false });
        addEventListener('click', (e) => (clickAt = e.timeStamp), { capture: true, once: true });
        const firstText = (root) => {
          const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
            acceptNode: (n) => (n.nodeValue?.trim() ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_SKIP),
          });
          return walker.nextNode()?.parentElement ?? null;
        };
        const found = async () => {
          const dom = performance.now();
          await new Promise((r) => requestAnimationFrame(r));
          const frame = performance.now();
          const done = await new Promise((r) => {
            const channel = new MessageChannel();
            channel.port1.onmessage = () => r(performance.now());
            channel.port2.postMessage(null);
          });
          // Element Timing reports after the frame's presentation.
          for (let i = 0; i < 50 && Number.isNaN(onScreenAt); i++) await new Promise((r) => setTimeout(r, 20));
          screen.disconnect();
          const since = (t) => t - clickAt;
          resolve({ clickAt, dom: since(dom), frame: since(frame), done: since(done), screen: since(onScreenAt) });
        };
        const observer = new MutationObserver(() => {
          if (clickAt < 0) return;
          const match = document.querySelector(selector);
          if (!match) return;
          if (!tagged) {
            tagged = firstText(match);
            tagged?.setAttribute('elementtiming', 'ref-bench');
          }
          observer.disconnect();
          void found();
        });
        observer.observe(document, { childList: true, subtree: true, characterData: true });
      });
    },
  };
  window.__ref = ref;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (/\/whatsapp\/conversations\/[^/?]+\?.*limit=/.test(e.name)) {
        ref.requests.push({ start: e.startTime, end: e.responseEnd });
      }
    }
  }).observe({ type: 'resource', buffered: true });
}

const ROWS = '[data-wacrm-widget="conversations"] [role="option"]';
const THREAD = '[data-wacrm-widget="conversations"] [role="list"][aria-label^="Messages with"] [role="listitem"]';

let api;
let server;
let browser;
let exitCode = 0;
const outDir = mkdtempSync(join(tmpdir(), 'wacrm-reference-bench-'));
try {
  console.log(
    `load average (1, 5, 15 min) at the start: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  const [apiPort, appPort] = [await freePort(), await freePort()];
  const apiOrigin = `http://127.0.0.1:${apiPort}`;
  const appOrigin = `http://127.0.0.1:${appPort}`;
  api = spawn(process.execPath, ['--conditions=@wacrm/source', '--import', 'tsx', 'src/main.ts'], {
    cwd: join(repo, 'apps', 'mock-api'),
    env: { ...process.env, PORT: String(apiPort), MOCK_DB: 'memory', ALLOWED_ORIGINS: appOrigin },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  console.log('Building apps/reference (production)...');
  const t0 = Date.now();
  process.env.VITE_API_BASE_URL = `${apiOrigin}/api/v1`;
  process.env.VITE_SOCKET_URL = apiOrigin;
  await build({
    root: appDir,
    configFile: join(appDir, 'vite.config.ts'),
    mode: 'production',
    logLevel: 'error',
    build: { outDir, emptyOutDir: true, sourcemap: false, ...(profileOut ? { minify: false } : {}) },
  });
  console.log(`built in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  server = await preview({
    root: appDir,
    configFile: join(appDir, 'vite.config.ts'),
    logLevel: 'error',
    build: { outDir },
    preview: { port: appPort, host: '127.0.0.1', strictPort: true },
  });
  await waitFor(`${apiOrigin}/api/v1/health`);
  const tokens = await signInDemo(apiOrigin);

  browser = await chromium.launch(chromiumLaunchOptions());
  const browserCdp = await browser.newBrowserCDPSession();
  const viewport = phone ? { width: 375, height: 667 } : { width: 1440, height: 900 };
  const results = [];
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext({ viewport, ...(phone ? { hasTouch: true, isMobile: true } : {}) });
    await context.addCookies([
      { name: 'token', value: tokens.accessToken, url: appOrigin, sameSite: 'Strict' },
      { name: 'refreshToken', value: tokens.refreshToken, url: appOrigin, sameSite: 'Strict' },
    ]);
    // The welcome tour has been seen (it would cover the section bar).
    await context.addInitScript(() => sessionStorage.setItem('wacrm.reference.tourSeen', '1'));
    await context.addInitScript(instrument);
    const page = await context.newPage();
    await page.goto(`${appOrigin}/dashboard/whatsapp/dashboard`);
    const sections = page.getByRole('navigation', { name: 'WhatsApp sections' });
    await sections.getByRole('button', { name: 'Conversations' }).waitFor();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    // The user reads the dashboard a moment: the workbench's idle work (its warm-up) has its chance, as it would.
    await page.waitForTimeout(1500);
    const idle = await browserIdle(browserCdp);
    const list = await profiled(page, `${run}-list`, async () => {
      const times = page.evaluate((s) => window.__ref.after(s), ROWS);
      await sections.getByRole('button', { name: 'Conversations' }).click();
      return times;
    });
    const request = await page.evaluate(
      (clickAt) =>
        window.__ref.requests
          .filter((r) => r.start >= clickAt - 30_000)
          .map((r) => ({ start: r.start - clickAt, end: r.end - clickAt }))[0] ?? null,
      list.clickAt,
    );
    await page.waitForTimeout(500);
    const idleAgain = await browserIdle(browserCdp);
    const thread = await profiled(page, `${run}-thread`, async () => {
      const times = page.evaluate((s) => window.__ref.after(s), THREAD);
      await page.locator(ROWS).first().click();
      return times;
    });
    if (run === 0) await page.screenshot({ path: join(outDir, 'reference-inbox.png') });
    results.push({ list, request, thread, idle: idle && idleAgain });
    await context.close();
  }

  const figures = [];
  const fmt = (n) => (Number.isFinite(n) ? `${n.toFixed(1)} ms` : 'n/a');
  console.log(
    `\nReference app, first open of the inbox from the workbench (${phone ? 'phone 375 x 667' : 'desktop 1440 x 900'}), ` +
      `${runs} runs (${results.filter((r) => !r.idle).length} not idle before a click); load average at the end: ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
  );
  console.log('figure                                                target     median      max         min');
  const row = (name, target, f) => {
    const values = results.map(f);
    figures.push({ scenario: phone ? 'phone' : 'desktop', name: 'reference app', figure: name.trim(), values });
    const finite = values.filter(Number.isFinite);
    const show = (v) => (finite.length ? fmt(v) : 'n/a');
    console.log(
      `${name.padEnd(54)}${target.padEnd(11)}${show(median(finite)).padEnd(12)}` +
        `${show(Math.max(...finite)).padEnd(12)}${show(Math.min(...finite))}`,
    );
  };
  row('click -> list request made (negative: before)', '<= 50 ms', (r) => r.request?.start ?? Number.NaN);
  row('click -> list answer in', '', (r) => r.request?.end ?? Number.NaN);
  row('click -> rows in DOM', '', (r) => r.list.dom);
  row('click -> rows painted (next frame)', '<= 200 ms', (r) => r.list.frame);
  row('click -> rows painted (that frame done)', '<= 200 ms', (r) => r.list.done);
  row('click -> rows on screen (Element Timing)', '', (r) => r.list.screen);
  row('conversation open: click -> messages in DOM', '', (r) => r.thread.dom);
  row('conversation open: click -> thread painted (next frame)', '', (r) => r.thread.frame);
  row('conversation open: click -> on screen (Element Timing)', '', (r) => r.thread.screen);
  if (jsonOut) writeFileSync(jsonOut, JSON.stringify({ bench: 'reference-inbox', figures }));
  console.log(`(a screenshot of run 1 in ${outDir} when BENCH_KEEP is set)`);
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  await browser?.close();
  await new Promise((r) => (server ? server.httpServer.close(r) : r()));
  api?.kill('SIGTERM');
  if (!process.env.BENCH_KEEP) rmSync(outDir, { recursive: true, force: true });
}
process.exit(exitCode);
