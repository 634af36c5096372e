// `npm run test:examples`: proves the packages the way a partner meets them. Builds every publishable package under
// packages/*, packs each with `npm pack`, installs the tarballs (never the workspace) into the example hosts under
// examples/, builds each host, then runs the Playwright journeys of examples/e2e against them and the mock API.
//
//   node scripts/examples.mjs [--skip-build] [--hosts=vite-react-ts,next-app] [--no-journeys] [-- <playwright args>]
//
// --skip-build   the packages are built already (`npm test` builds them in its build step)
// --hosts=...    only these hosts (folder names under examples/)
// --no-journeys  install and build the hosts, run no browser
//
// The hosts are copied out of the repository first, to $WACRM_EXAMPLES_DIR (default <tmpdir>/wacrm-examples-<id>),
// and installed, built and served there: inside the repository, Node, TypeScript, Vite and Next would fall back to
// the workspace's node_modules (its @wacrm/* symlinks included) for anything a tarball forgot to declare. The copies
// and their node_modules stay between runs as a cache; the tarballs are written there too (packs/).
//
// Each host's package.json names the Wacrm packages it installs (`wacrmExample.packages`); their @wacrm/*
// dependencies and peers are installed with them, from the tarballs too. A host whose packages do not all exist
// under packages/ is skipped with a printed reason. A host's registry dependencies come from its own committed
// package-lock.json (`npm ci`, skipped when package.json and the lockfile are unchanged since the last install);
// the tarballs are installed fresh on every run and checked: each node_modules/@wacrm/* must be a real directory
// extracted from this run's tarball (its integrity in the hidden lockfile), never a symlink into the workspace.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { installProblems } from './examples-install-check.mjs';

const root = resolve(import.meta.dirname, '..');
const examplesDir = join(root, 'examples');
const stageRoot = resolve(
  process.env.WACRM_EXAMPLES_DIR ||
    join(tmpdir(), `wacrm-examples-${createHash('sha256').update(root).digest('hex').slice(0, 8)}`),
);
const packsDir = join(stageRoot, 'packs');
/** What a copy of a host keeps from the previous run; everything else is replaced by the repository's files. */
const KEEP_IN_STAGE = new Set(['node_modules', '.next']);
/** Never copied from the repository (left there by someone who installed or built inside examples/). */
const NOT_COPIED = new Set(['node_modules', '.next', 'dist', 'next-env.d.ts', 'test-results']);
const STAMP = '.wacrm-examples-stamp';

const argv = process.argv.slice(2);
const split = argv.indexOf('--');
const flags = split === -1 ? argv : argv.slice(0, split);
const playwrightArgs = split === -1 ? [] : argv.slice(split + 1);
const skipBuild = flags.includes('--skip-build');
const noJourneys = flags.includes('--no-journeys');
const hostFilter = flags
  .find((f) => f.startsWith('--hosts='))
  ?.slice('--hosts='.length)
  .split(',')
  .filter(Boolean);
const unknown = flags.filter((f) => !['--skip-build', '--no-journeys'].includes(f) && !f.startsWith('--hosts='));
if (unknown.length) fail(`unknown option ${unknown.join(' ')}`);

const timings = [];
const started = Date.now();

function fail(message) {
  console.error(`\n\u2717 examples: ${message}`);
  process.exit(1);
}

/** A directory as the output names it: relative inside the repository, absolute outside (the staged hosts). */
function where(dir) {
  const rel = relative(root, dir);
  return rel.startsWith('..') ? dir : rel || '.';
}

function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

function run(command, args, { cwd = root, env = {}, capture = false } = {}) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: capture ? ['ignore', 'pipe', 'inherit'] : 'inherit',
    });
    let out = '';
    child.stdout?.on('data', (chunk) => (out += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolvePromise(out);
      else reject(new Error(`${command} ${args.join(' ')} (in ${where(cwd)}) exited with ${code}`));
    });
  });
}

async function timed(label, action) {
  const t0 = Date.now();
  console.log(`\n\u25b6 ${label}`);
  try {
    return await action();
  } finally {
    timings.push({ label, ms: Date.now() - t0 });
  }
}

/** Publishable packages under packages/* (a package.json that is not private), in dependency order. */
function discoverPackages() {
  const found = readdirSync(join(root, 'packages'), { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(root, 'packages', d.name, 'package.json')))
    .map((d) => {
      const dir = join(root, 'packages', d.name);
      const manifest = readJson(join(dir, 'package.json'));
      return { dir, manifest, name: manifest.name };
    })
    .filter((p) => !p.manifest.private);
  const names = new Set(found.map((p) => p.name));
  const internalDeps = (p) =>
    Object.keys({ ...p.manifest.dependencies, ...p.manifest.peerDependencies }).filter((n) => names.has(n));
  const ordered = [];
  const visit = (p, path) => {
    if (ordered.includes(p)) return;
    if (path.includes(p.name)) fail(`dependency cycle: ${[...path, p.name].join(' -> ')}`);
    for (const dep of internalDeps(p))
      visit(
        found.find((q) => q.name === dep),
        [...path, p.name],
      );
    ordered.push(p);
  };
  for (const p of found) visit(p, []);
  return ordered.map((p) => ({ ...p, internalDeps: internalDeps(p) }));
}

/** Example hosts: folders under examples/ whose package.json has a `wacrmExample` field. */
function discoverHosts() {
  return readdirSync(examplesDir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(examplesDir, d.name, 'package.json')))
    .map((d) => ({
      name: d.name,
      dir: join(examplesDir, d.name),
      manifest: readJson(join(examplesDir, d.name, 'package.json')),
    }))
    .filter((h) => h.manifest.wacrmExample)
    .filter((h) => !hostFilter || hostFilter.includes(h.name));
}

async function pack(pkg) {
  const out = await run('npm', ['pack', '--json', '--pack-destination', packsDir], { cwd: pkg.dir, capture: true });
  const [info] = JSON.parse(out.slice(out.indexOf('[')));
  if (!info?.filename) fail(`npm pack printed no file name for ${pkg.name}`);
  const file = join(packsDir, info.filename);
  const integrity = `sha512-${createHash('sha512').update(readFileSync(file)).digest('base64')}`;
  console.log(`  ${info.filename}  ${info.entryCount} files, ${(info.size / 1024).toFixed(1)} kB`);
  return { name: pkg.name, file, integrity, internalDeps: pkg.internalDeps };
}

/** The packages a host asks for plus every @wacrm/* package they depend on or expect as a peer. */
function closure(requested, packs) {
  const out = new Set();
  const add = (name) => {
    if (out.has(name)) return;
    out.add(name);
    for (const dep of packs.get(name).internalDeps) add(dep);
  };
  requested.forEach(add);
  return [...out];
}

/** Copies a host's files to its stage directory (outside the repository), keeping node_modules as a cache. */
function stage(host) {
  const dir = join(stageRoot, host.name);
  mkdirSync(dir, { recursive: true });
  for (const entry of readdirSync(dir)) {
    if (!KEEP_IN_STAGE.has(entry)) rmSync(join(dir, entry), { recursive: true, force: true });
  }
  for (const entry of readdirSync(host.dir)) {
    if (NOT_COPIED.has(entry)) continue;
    cpSync(join(host.dir, entry), join(dir, entry), { recursive: true });
  }
  return { ...host, source: host.dir, dir };
}

function stampOf(host) {
  const hash = createHash('sha256');
  for (const file of ['package.json', 'package-lock.json']) hash.update(readFileSync(join(host.dir, file)));
  return hash.digest('hex');
}

async function install(host, names, packs) {
  if (!existsSync(join(host.dir, 'package-lock.json'))) {
    fail(`examples/${host.name} has no package-lock.json: run \`npm install\` there and commit the lockfile`);
  }
  const modules = join(host.dir, 'node_modules');
  const stampFile = join(modules, STAMP);
  const stamp = stampOf(host);
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp) {
    console.log(`  registry dependencies unchanged since the last install (${STAMP}): npm ci skipped`);
  } else {
    await run('npm', ['ci', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: host.dir });
  }
  // The tarballs are always installed anew: drop the previous copies and the hidden lockfile that remembers them.
  rmSync(join(modules, '@wacrm'), { recursive: true, force: true });
  rmSync(join(modules, '.package-lock.json'), { force: true });
  const tarballs = names.map((n) => packs.get(n).file);
  await run(
    'npm',
    ['install', '--no-save', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error', ...tarballs],
    {
      cwd: host.dir,
    },
  );
  verifyInstall(host, names, packs);
  writeFileSync(stampFile, stamp);
}

/** Fails loudly unless every installed @wacrm/* package is a real directory unpacked from this run's tarball. */
function verifyInstall(host, names, packs) {
  const problems = installProblems(host.dir, names, packs);
  if (problems.length) fail(`examples/${host.name} does not use the packed tarballs:\n  ${problems.join('\n  ')}`);
  console.log(`  \u2713 ${names.join(', ')}: real directories unpacked from this run's tarballs`);
}

if (!relative(root, stageRoot).startsWith('..')) {
  fail(`WACRM_EXAMPLES_DIR (${stageRoot}) must be outside the repository, or the hosts would resolve the workspace`);
}
console.log(`Example hosts are installed and built in ${stageRoot}`);

const packages = discoverPackages();
if (packages.length === 0) fail('no publishable package under packages/');

if (!skipBuild) {
  await timed(`build ${packages.length} packages`, () =>
    run('npm', ['run', 'build', ...packages.flatMap((p) => ['-w', p.name])]),
  );
}
for (const p of packages) {
  if (!existsSync(join(p.dir, 'dist'))) fail(`${p.name} has no dist/: build the packages first (drop --skip-build)`);
}

const packs = await timed('npm pack', async () => {
  rmSync(packsDir, { recursive: true, force: true });
  mkdirSync(packsDir, { recursive: true });
  const result = new Map();
  for (const p of packages) result.set(p.name, await pack(p));
  return result;
});

const hosts = discoverHosts();
if (hostFilter) {
  const missing = hostFilter.filter((h) => !hosts.some((x) => x.name === h));
  if (missing.length) fail(`no example host named ${missing.join(', ')}`);
}
const ready = [];
const failed = [];
for (const host of hosts) {
  const requested = host.manifest.wacrmExample.packages ?? [];
  const absent = requested.filter((n) => !packs.has(n));
  if (absent.length) {
    console.log(
      `\n\u25cb SKIP examples/${host.name}: ${absent.join(', ')} ${absent.length > 1 ? 'do' : 'does'} not exist under ` +
        'packages/ yet. The host and its journey run as soon as the package is there.',
    );
    continue;
  }
  const names = closure(requested, packs);
  const staged = stage(host);
  const installed = await timed(`examples/${host.name}: install ${names.join(', ')}`, () =>
    install(staged, names, packs),
  ).then(
    () => true,
    (error) => {
      failed.push(`examples/${host.name}: ${error.message}`);
      return false;
    },
  );
  if (!installed) continue;
  // Typecheck and build are separate steps: a type error is reported, and the journeys still run on the build.
  let built = true;
  for (const script of ['typecheck', 'build']) {
    if (!host.manifest.scripts?.[script]) continue;
    await timed(`examples/${host.name}: npm run ${script}`, () =>
      run('npm', ['run', script], { cwd: staged.dir, env: { NEXT_TELEMETRY_DISABLED: '1' } }),
    ).catch((error) => {
      failed.push(`examples/${host.name}: ${error.message}`);
      if (script === 'build') built = false;
    });
  }
  if (built) ready.push(host.name);
}

if (!noJourneys && ready.length > 0) {
  await timed(`journeys (${ready.join(', ')})`, () =>
    run('npx', ['playwright', 'test', '-c', 'examples/e2e/playwright.config.ts', ...playwrightArgs], {
      env: { WACRM_EXAMPLE_HOSTS: ready.join(','), WACRM_EXAMPLES_DIR: stageRoot },
    }),
  ).catch((error) => failed.push(`journeys: ${error.message}`));
}
if (ready.length === 0) failed.push('no example host was built');

console.log('\nExamples:');
for (const t of timings) console.log(`  ${(t.ms / 1000).toFixed(1).padStart(6)} s  ${t.label}`);
console.log(`  ${((Date.now() - started) / 1000).toFixed(1).padStart(6)} s  total`);
if (failed.length) {
  console.log('\nFailed:');
  for (const f of failed) console.log(`  \u2717 ${f}`);
}
process.exit(failed.length ? 1 : 0);
