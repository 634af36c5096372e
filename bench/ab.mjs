// Before/after comparison of the browser inbox benchmark against an earlier commit, with today's benchmark on both
// sides: a git worktree of <rev> gets its own `npm ci` and a copy of this bench/ (page, runner, measures), then
// invocations alternate between that worktree and this checkout (so a machine that slows down during the hour hits
// both alike), each writing BENCH_JSON, and bench/compare.mjs prints the pooled differences with their intervals.
// Usage: node bench/ab.mjs <rev> [pairs]   (default 8 pairs; each invocation makes BENCH_RUNS runs, default 2)
// The benchmark's own variables pass through, e.g. BENCH_SCENARIOS=3,7 BENCH_LIST_ONLY=1 node bench/ab.mjs a842dc1 12
// The earlier commit's widget must build with today's bench page (bench/inbox imports the widget's source).
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pool, printComparison } from './compare.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const repo = dirname(here);
const [rev, pairsArg] = process.argv.slice(2);
if (!rev) {
  console.error('Usage: node bench/ab.mjs <rev> [pairs]');
  process.exit(2);
}
const pairs = Number(pairsArg ?? 8);

function run(command, args, cwd, env = process.env) {
  const result = spawnSync(command, args, { cwd, env, stdio: ['ignore', 'inherit', 'inherit'] });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed in ${cwd} (${result.status})`);
}

const work = mkdtempSync(join(tmpdir(), 'wacrm-ab-'));
const before = join(work, 'before');
try {
  run('git', ['worktree', 'add', '--detach', before, rev], repo);
  console.log(`npm ci in the worktree of ${rev}...`);
  run('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], before);
  cpSync(here, join(before, 'bench'), { recursive: true });
  cpSync(join(repo, 'scripts', 'chromium.mjs'), join(before, 'scripts', 'chromium.mjs'));
  const files = { before: [], after: [] };
  for (let pair = 0; pair < pairs; pair++) {
    for (const [side, cwd] of [
      ['before', before],
      ['after', repo],
    ]) {
      const out = join(work, `${side}-${pair}.json`);
      console.log(`pair ${pair + 1}/${pairs}: ${side}`);
      run(process.execPath, ['--conditions=@wacrm/source', join(cwd, 'bench', 'inbox-browser.bench.mjs')], cwd, {
        ...process.env,
        BENCH_RUNS: process.env.BENCH_RUNS ?? '2',
        BENCH_JSON: out,
      });
      files[side].push(out);
    }
  }
  console.log(`\nBefore: ${rev}; after: this checkout; ${pairs} interleaved pairs of invocations.`);
  printComparison(pool(files.before), pool(files.after));
} finally {
  spawnSync('git', ['worktree', 'remove', '--force', before], { cwd: repo, stdio: 'ignore' });
  rmSync(work, { recursive: true, force: true });
}
