// `npm test`: lint, typecheck and build side by side (the reference app built for the journeys' test API); then three
// lines of suites side by side: the built packages imported in plain Node and the Vitest projects unit and dom (each
// with its -isolated part); the Playwright journeys, the size budgets, the few stories the visual suite cannot draw
// (storybook project) and the example partner hosts installed from packed tarballs; the package lint (tarball,
// publint, attw), visual (a screenshot of every story; its dark run plays every story and checks it with axe), then
// the custom elements' journey. Every suite runs even when an earlier one fails, so one run shows everything that is
// wrong. A failed Vitest test or Playwright journey is run once more; one that then passes counts as passed and is
// named as flaky. The end of the output names the flaky and the failing tests (and errors Vitest caught outside any
// test), and the last line is the summary over all suites: `N passed, N failed`.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { unpicturedStories } from '../visual/unpictured.mjs';

const only = process.argv.slice(2);
const outDir = mkdtempSync(join(tmpdir(), 'wacrm-test-'));
const results = [];
// Failing tests by name, repeated after the summary table so the end of a long CI log says what failed.
const failures = [];
// Tests that failed once and passed when run again (Vitest and Playwright each retry a failed test once here):
// they count as passed, and are named after the summary as flaky, to be fixed rather than forgotten.
const flaky = [];

function firstLine(message) {
  // Strip ANSI colours; keep the first non-empty line of an error message.
  const text = stripVTControlCharacters(String(message ?? 'no message'));
  return (text.split('\n').find((line) => line.trim()) ?? '').trim().slice(0, 300);
}

/**
 * Runs a command; its output goes straight to ours, or with `buffered` is kept and printed whole when it ends (a suite
 * that runs beside another, so their lines do not interleave).
 */
function run(command, args, env = {}, { buffered = false, title = '', output } = {}) {
  return new Promise((resolve) => {
    const chunks = output ?? [];
    const child = spawn(command, args, {
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, FORCE_COLOR: '1', ...env },
    });
    if (buffered) {
      child.stdout.on('data', (chunk) => chunks.push(chunk));
      child.stderr.on('data', (chunk) => chunks.push(chunk));
    }
    const done = (code) => {
      if (buffered) {
        console.log(`\n\u25b6 ${title} (its output, run beside other suites)`);
        process.stdout.write(Buffer.concat(chunks));
      }
      resolve(code);
    };
    child.on('close', (code, signal) => done(code ?? (signal ? 1 : 0)));
    child.on('error', () => done(1));
  });
}

function readJson(file) {
  try {
    return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
  } catch {
    return undefined;
  }
}

async function step(name, command, args, { buffered = false } = {}) {
  if (only.length && !only.includes(name)) return;
  console.log(`\n\u25b6 ${name}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const code = await run(command, args, {}, { buffered, title: name });
  results.push({ name, passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1, skipped: 0, ms: Date.now() - started });
}

/** Steps run at the same time, their output buffered and printed step by step as each ends. */
async function parallelSteps(steps) {
  const chosen = steps.filter(([name]) => !only.length || only.includes(name));
  await Promise.all(
    chosen.map(
      ([name, command, args, env = {}]) =>
        new Promise((resolve) => {
          const started = Date.now();
          const chunks = [];
          const child = spawn(command, args, {
            stdio: ['ignore', 'pipe', 'pipe'],
            env: { ...process.env, FORCE_COLOR: '1', ...env },
          });
          child.stdout.on('data', (chunk) => chunks.push(chunk));
          child.stderr.on('data', (chunk) => chunks.push(chunk));
          const done = (code) => {
            const ms = Date.now() - started;
            console.log(
              `\n\u25b6 ${name}: ${command} ${args.join(' ')} (${(ms / 1000).toFixed(1)} s, run alongside others)`,
            );
            process.stdout.write(Buffer.concat(chunks));
            results.push({ name, passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1, skipped: 0, ms });
            resolve();
          };
          child.on('close', (code, signal) => done(code ?? (signal ? 1 : 0)));
          child.on('error', () => done(1));
        }),
    ),
  );
  // The summary lists suites in their usual order, whichever ended first.
  const order = chosen.map(([name]) => name);
  results.sort((a, b) => {
    const ia = order.indexOf(a.name);
    const ib = order.indexOf(b.name);
    return ia === -1 || ib === -1 ? 0 : ia - ib;
  });
}

/** Each error Vitest printed outside a test ('Unhandled Rejection', 'Uncaught Exception', ...): its first line and file. */
function unhandledErrors(text) {
  const lines = stripVTControlCharacters(text).split('\n');
  const errors = [];
  lines.forEach((line, i) => {
    if (!/⎯ (Unhandled Error|Unhandled Rejection|Uncaught Exception) ⎯/.test(line) || errors.length >= 5) return;
    const rest = lines.slice(i + 1, i + 40);
    const first = rest.find((next) => next.trim()) ?? '';
    const origin = rest.find((next) => next.startsWith('This error originated in'))?.match(/"([^"]+)"/)?.[1];
    errors.push(`unhandled: ${first.trim().slice(0, 300)}${origin ? ` (while ${origin} ran)` : ''}`);
  });
  return errors;
}

/** A Vitest run of `projects`, counted test by test from its JSON report. */
async function vitestSuite(name, projects, { buffered = false, filters = [] } = {}) {
  if (only.length && !only.includes(name)) return;
  const file = join(outDir, `${name}.json`);
  console.log(
    `\n\u25b6 ${name}: vitest run (project${projects.length > 1 ? 's' : ''} ${projects.join(', ')}) ${filters.join(' ')}`,
  );
  const started = Date.now();
  const output = [];
  const code = await run(
    'npx',
    [
      'vitest',
      'run',
      ...projects.map((project) => `--project=${project}`),
      ...filters,
      '--retry=1',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${file}`,
    ],
    {},
    { buffered, title: name, output },
  );
  const report = readJson(file);
  if (code !== 0) {
    // Errors outside any test (a rejection after a test ended, a worker that died) fail the run with every test
    // passed; the JSON report does not list them, so name them from Vitest's own output.
    const errors = unhandledErrors(Buffer.concat(output).toString('utf8'));
    for (const error of errors) failures.push(`${name}: ${error}`);
    if (!errors.length && report && report.numFailedTests === 0) {
      failures.push(`${name}: Vitest exited with code ${code} and no failing test (its output above says why)`);
    }
  }
  if (!report) {
    results.push({ name, passed: 0, failed: 1, skipped: 0, ms: Date.now() - started, note: 'no report' });
    return;
  }
  // A suite that fails to load (syntax error, failing import) has no tests: count it as one failure.
  const brokenFiles = (report.testResults ?? []).filter(
    (f) => f.status === 'failed' && (f.assertionResults ?? []).length === 0,
  ).length;
  const failed =
    report.numFailedTests + brokenFiles + (code !== 0 && report.numFailedTests + brokenFiles === 0 ? 1 : 0);
  for (const f of report.testResults ?? []) {
    const where = relative(process.cwd(), f.name ?? '');
    const failedTests = (f.assertionResults ?? []).filter((t) => t.status === 'failed');
    if (f.status === 'failed' && failedTests.length === 0) failures.push(`${where}: ${firstLine(f.message)}`);
    for (const t of failedTests) failures.push(`${where} > ${t.fullName}: ${firstLine(t.failureMessages?.[0])}`);
    // A retried test that passed keeps the errors of its failed try.
    for (const t of f.assertionResults ?? []) {
      if (t.status === 'passed' && (t.failureMessages ?? []).length > 0) {
        flaky.push(`${where} > ${t.fullName}: ${firstLine(t.failureMessages[0])}`);
      }
    }
  }
  results.push({
    name,
    passed: report.numPassedTests,
    failed,
    // With filters, the tests left out are not skipped tests (they are not asked for).
    skipped: filters.length ? 0 : (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
    ms: Date.now() - started,
  });
}

/** A Playwright run whose config writes a JSON report to PW_JSON_OUTPUT (the journeys are counted one by one). */
async function playwrightSuite(name, label, command, args, { env = {}, buffered = false } = {}) {
  if (only.length && !only.includes(name)) return;
  const file = join(outDir, `playwright-${name}.json`);
  console.log(`\n\u25b6 ${name}: ${label}`);
  const started = Date.now();
  const code = await run(command, args, { ...env, PW_JSON_OUTPUT: file }, { buffered, title: name });
  const report = readJson(file);
  if (!report?.stats) {
    results.push({ name, passed: 0, failed: 1, skipped: 0, ms: Date.now() - started, note: 'no report' });
    return;
  }
  const { expected = 0, unexpected = 0, flaky: flakyCount = 0, skipped = 0 } = report.stats;
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
        const error = (test.results ?? []).map((r) => r.error?.message).find(Boolean);
        const line = `${spec.file}:${spec.line} > ${[...titles, spec.title].join(' > ')}: ${firstLine(error)}`;
        (test.status === 'flaky' ? flaky : failures).push(line);
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  for (const error of report.errors ?? []) failures.push(`playwright: ${firstLine(error.message)}`);
  const errors = (report.errors ?? []).length;
  results.push({
    name,
    passed: expected + flakyCount,
    failed: unexpected + errors + (code !== 0 && unexpected + errors === 0 ? 1 : 0),
    skipped,
    ms: Date.now() - started,
  });
}

async function smokeSuite() {
  const name = 'smoke';
  if (only.length && !only.includes(name)) return;
  const file = join(outDir, 'smoke.json');
  console.log(`\n\u25b6 ${name}: built packages import in plain Node (ESM and CJS, no DOM)`);
  const started = Date.now();
  const code = await run('node', ['scripts/smoke-dist.mjs', file], {}, { buffered: true, title: name });
  const report = readJson(file);
  results.push({
    name,
    passed: report?.passed ?? 0,
    failed: report ? report.failed : 1,
    skipped: 0,
    ms: Date.now() - started,
    note: code !== 0 && !report ? 'no report' : undefined,
  });
}

// The reference app is built once, for the journeys' test API (apps/reference/playwright.config.ts: ports 4110 and
// 5183): the size budgets measure that build and the journeys serve it (E2E_APP_DIST) instead of building it again.
// The same port as the journeys' config (E2E_API_PORT, else 4110).
const E2E_API = `http://127.0.0.1:${process.env.E2E_API_PORT ?? 4110}`;
const E2E_APP_DIST = join(process.cwd(), 'apps/reference/dist');

// Lint, typecheck and build are independent and each mostly single-threaded: run side by side on the machine's cores
// (CI has two), each one's output printed whole when it ends.
await parallelSteps([
  ['lint', 'npm', ['run', '--silent', 'lint']],
  ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
  ['build', 'npm', ['run', '--silent', 'build'], { VITE_API_BASE_URL: `${E2E_API}/api/v1`, VITE_SOCKET_URL: E2E_API }],
]);
// Then three lines of suites side by side, each suite's output printed whole when it ends (the journeys' list
// reporter prints as it goes). Most suites wait on browsers, servers, sockets and timers much of the time: on CI's two
// cores two lines took 25 to 30 minutes, three took 21.7 (clean clone, 2026-11-28). The lines are balanced by their
// times in clean-clone runs here (2026-11-28, with the unit and dom files sharing modules): the import check, the unit
// and dom tests, the size budgets and the few stories the visual suite cannot draw (about 70 + 850 + 25 + 35 s); the
// journeys and the example hosts (about 860 + 180 s); the package checks, the screenshots and the elements' journey
// (about 125 + 780 + 85 s).
await Promise.all([
  (async () => {
    await smokeSuite();
    await vitestSuite('vitest', ['unit', 'unit-isolated', 'dom', 'dom-isolated'], { buffered: true });
    await step('size', 'npx', ['size-limit'], { buffered: true });
    // The stories no visual run draws (visual/unpictured.mjs): their play function and axe check in the storybook
    // project.
    await vitestSuite('storybook', ['storybook'], {
      buffered: true,
      filters: [
        ...unpicturedStories.map((story) => story.file),
        '-t',
        `^(${unpicturedStories.map((story) => story.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})$`,
      ],
    });
  })(),
  (async () => {
    await playwrightSuite(
      'e2e',
      'playwright test (Chromium, mock API + reference app)',
      'npx',
      ['playwright', 'test', '-c', 'apps/reference/playwright.config.ts', '--retries=1'],
      // Only when this run built the app (`npm test e2e` alone builds it in the journeys' config).
      { env: only.length && !only.includes('build') ? {} : { E2E_APP_DIST } },
    );
    // Partner hosts outside the repository, installed from `npm pack` tarballs of the packages built above
    // (examples/).
    await playwrightSuite(
      'examples',
      'example hosts from packed tarballs (Vite, Vue, plain HTML, Next.js)',
      'node',
      ['scripts/examples.mjs', '--skip-build', '--', '--retries=1'],
      { buffered: true },
    );
  })(),
  (async () => {
    // Each published package as npm packs it: README and LICENSE in the tarball, publint, attw.
    await step('packages', 'node', ['scripts/lint-packages.mjs'], { buffered: true });
    // Screenshots of every story compared with visual/__screenshots__; its dark run plays every story and checks it
    // with axe (what the storybook project does, which CI therefore does not run whole).
    await vitestSuite('visual', ['visual'], { buffered: true });
    // The script-tag build in a plain page with hostile CSS (packages/elements/e2e), from the built dist.
    await playwrightSuite(
      'elements',
      'playwright test (Chromium, <wacrm-*> elements in a plain page)',
      'npx',
      ['playwright', 'test', '-c', 'packages/elements/e2e/playwright.config.ts', '--retries=1'],
      { buffered: true },
    );
  })(),
]);
// The summary in the suites' usual order, whichever ended first.
const ORDER = [
  'lint',
  'typecheck',
  'build',
  'smoke',
  'packages',
  'size',
  'vitest',
  'visual',
  'storybook',
  'e2e',
  'elements',
  'examples',
];
results.sort((a, b) => ORDER.indexOf(a.name) - ORDER.indexOf(b.name));

const total = results.reduce(
  (acc, r) => ({ passed: acc.passed + r.passed, failed: acc.failed + r.failed, skipped: acc.skipped + r.skipped }),
  { passed: 0, failed: 0, skipped: 0 },
);
console.log('\nSuites:');
for (const r of results) {
  const status = r.failed ? 'FAIL' : 'ok  ';
  console.log(
    `  ${status} ${r.name.padEnd(10)} ${String(r.passed).padStart(5)} passed ${String(r.failed).padStart(4)} failed` +
      `${r.skipped ? `, ${r.skipped} skipped` : ''}  (${(r.ms / 1000).toFixed(1)} s)${r.note ? `  ${r.note}` : ''}`,
  );
}
if (flaky.length) {
  console.log('\nFlaky (failed, then passed when retried):');
  for (const line of flaky.slice(0, 20)) console.log(`  ${line}`);
  if (flaky.length > 20) console.log(`  ... and ${flaky.length - 20} more`);
}
if (failures.length) {
  console.log('\nFailed:');
  for (const failure of failures.slice(0, 20)) console.log(`  ${failure}`);
  if (failures.length > 20) console.log(`  ... and ${failures.length - 20} more`);
}
console.log(
  `${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}` +
    `${flaky.length ? `, ${flaky.length} flaky` : ''}`,
);
process.exit(total.failed > 0 || results.length === 0 ? 1 : 0);
