// Lints every published workspace package the way npm will ship it (run after the build): the tarball
// (`npm pack --dry-run`) holds README.md, LICENSE and the built entries; publint (strict) checks package.json
// against those files; attw (@arethetypeswrong/cli, `--pack`) resolves every `exports` subpath under node10,
// node16 (CJS and ESM) and bundler, and fails on any problem (no rules ignored).
// Published = a root workspace whose package.json is not private, so a new package is checked from the start.
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = JSON.parse(readFileSync('package.json', 'utf8'));
const packages = root.workspaces
  .map((dir) => ({ dir, pkg: JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) }))
  .filter(({ pkg }) => pkg.private !== true);

/** Files a tarball must hold besides what `exports` names (publint checks those). */
const required = ['package.json', 'README.md', 'LICENSE'];

let failed = 0;
function report(ok, label, detail = '') {
  if (!ok) failed += 1;
  console.log(`  ${ok ? '\u2713' : '\u2717'} ${label}${!ok && detail ? `\n${detail}` : ''}`);
}

function run(command, args, cwd) {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', env: { ...process.env, FORCE_COLOR: '0' } });
  return { ok: result.status === 0, output: `${result.stdout ?? ''}${result.stderr ?? ''}`.trim() };
}

for (const { dir, pkg } of packages) {
  console.log(`\n${pkg.name} (${dir})`);
  const [packed] = JSON.parse(
    execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: dir, encoding: 'utf8' }),
  );
  const files = new Set(packed.files.map((f) => f.path));
  const missing = required.filter((f) => !files.has(f));
  report(missing.length === 0, `tarball (${files.size} files) holds ${required.join(', ')}`, `    missing: ${missing}`);

  const publint = run('npx', ['--no-install', 'publint', '--strict', '--level', 'suggestion'], dir);
  report(publint.ok && /All good/.test(publint.output), 'publint --strict', publint.output);

  const attw = run('npx', ['--no-install', 'attw', '--pack', '.', '--format', 'table-flipped'], dir);
  report(attw.ok, 'attw --pack (node10, node16 CJS/ESM, bundler)', attw.output);
}

console.log(`\n${packages.length} packages, ${failed ? `${failed} failed checks` : 'all checks passed'}`);
process.exit(failed ? 1 : 0);
