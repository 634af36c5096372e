// Lighthouse (Chromium, production build served by `vite preview`) on the landing page and the login page.
// Prints performance and accessibility scores (targets: at least 95 each). A benchmark, not a timed test.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { chromiumArgs, resolveChromium } from '../scripts/chromium.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const appDir = join(root, 'apps/reference');
const port = Number(process.env.LH_PORT ?? 4173);
const pages = ['/', '/auth/login'];

if (!existsSync(join(appDir, 'dist/index.html')) || process.env.LH_REBUILD) {
  console.log('Building the reference app (production)...');
  const build = spawnSync('npm', ['run', 'build', '-w', '@wacrm/reference'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// Vite's own bin under node (not through npx), so killing this child stops the server too.
const viteBin = join(root, 'node_modules/vite/bin/vite.js');
const preview = spawn(
  process.execPath,
  [viteBin, 'preview', '--port', String(port), '--strictPort', '--host', '127.0.0.1'],
  {
    cwd: appDir,
    stdio: ['ignore', 'ignore', 'inherit'],
  },
);
const base = `http://127.0.0.1:${port}`;

async function waitFor(url, ms = 30_000) {
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

process.env.CHROME_PATH = resolveChromium();
let chrome;
let exitCode = 0;
try {
  await waitFor(base);
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH,
    chromeFlags: [...chromiumArgs, '--headless=new'],
  });
  const runs = Math.max(1, Number(process.env.LH_RUNS ?? 3));
  console.log(`${runs} runs per page (LH_RUNS); the median run (by performance score) is shown, with the range`);
  console.log('page                 performance  accessibility  FCP      LCP      TBT     CLS   perf range');
  for (const path of pages) {
    const results = [];
    for (let i = 0; i < runs; i++) {
      const result = await lighthouse(`${base}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      });
      if (!result?.lhr) throw new Error(`Lighthouse returned no result for ${path}`);
      results.push(result.lhr);
    }
    const score = (lhr, c) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
    const sorted = [...results].sort((a, b) => score(a, 'performance') - score(b, 'performance'));
    const lhr = sorted[Math.floor(sorted.length / 2)];
    const audit = (id) => lhr.audits[id]?.displayValue ?? '-';
    const range = `${score(sorted[0], 'performance')}-${score(sorted.at(-1), 'performance')}`;
    console.log(
      `${path.padEnd(20)} ${String(score(lhr, 'performance')).padStart(11)}  ${String(score(lhr, 'accessibility')).padStart(13)}  ` +
        `${audit('first-contentful-paint').padEnd(8)} ${audit('largest-contentful-paint').padEnd(8)} ` +
        `${audit('total-blocking-time').padEnd(7)} ${audit('cumulative-layout-shift').padEnd(5)} ${range}`,
    );
    const lcpItem = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
    if (lcpItem) console.log(`    LCP element: ${lcpItem.nodeLabel ?? lcpItem.snippet}`);
    const failing = Object.values(lhr.audits).filter(
      (a) => a.score !== null && a.score < 1 && lhr.categories.accessibility.auditRefs.some((r) => r.id === a.id),
    );
    for (const a of failing) console.log(`    accessibility audit below 1: ${a.id} (${a.title})`);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  exitCode = 1;
} finally {
  await chrome?.kill();
  preview.kill('SIGTERM');
}
process.exit(exitCode);
