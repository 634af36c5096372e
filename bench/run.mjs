// Benchmark runner: runs every bench/*.bench.mjs (or the ones named on the command line) in its own Node process
// and prints their figures. Benchmarks print numbers; they are not pass/fail timed tests.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const wanted = process.argv.slice(2);
const files = readdirSync(here)
  .filter((f) => /\.bench\.(mjs|ts)$/.test(f))
  .filter((f) => wanted.length === 0 || wanted.some((w) => f.includes(w)))
  .sort();

if (files.length === 0) {
  console.log('No benchmarks yet (add bench/<name>.bench.mjs or .bench.ts).');
  process.exit(0);
}

let failed = 0;
for (const file of files) {
  console.log(`\n=== ${file} ===`);
  const runner = file.endsWith('.ts') ? ['--import', 'tsx'] : [];
  const result = spawnSync(process.execPath, ['--conditions=@wacrm/source', ...runner, join(here, file)], {
    stdio: 'inherit',
    env: process.env,
  });
  if (result.status !== 0) {
    failed += 1;
    console.log(`(${file} exited with ${result.status})`);
  }
}
process.exit(failed ? 1 : 0);
