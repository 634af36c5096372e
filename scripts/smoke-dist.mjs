// Proves the built packages are real npm packages: each one loads with require() and import() in a plain Node
// process with no DOM (no window/document at import time), through its package name and exports map. Then checks
// the built files themselves: the React packages' entries start with "use client" (the SDK's do not), and no
// declaration file imports another package's internal `dist/` path.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { internalDistImports, startsWithUseClient } from './dist-checks.mjs';

const packages = [
  '@wacrm/whatsapp-sdk',
  '@wacrm/whatsapp-sdk/testing',
  '@wacrm/ui',
  '@wacrm/crm-widgets',
  '@wacrm/elements',
];
// Entries imported for their side effect (they export nothing): they must load and do nothing without a DOM.
const ELEMENT_ENTRIES = ['inbox', 'campaigns', 'contacts', 'template-editor', 'login'];
const sideEffectEntries = ['@wacrm/elements/define', ...ELEMENT_ENTRIES.map((name) => `@wacrm/elements/${name}`)];
const checks = [];
for (const name of packages) {
  const guard = "if (typeof window !== 'undefined' || typeof document !== 'undefined') throw new Error('DOM present');";
  checks.push({
    label: `${name} require() (CJS)`,
    code: `${guard} const m = require('${name}'); if (Object.keys(m).length === 0) throw new Error('no exports'); if (typeof window !== 'undefined') throw new Error('import touched window');`,
    type: 'commonjs',
  });
  checks.push({
    label: `${name} import() (ESM)`,
    code: `${guard} const m = await import('${name}'); if (Object.keys(m).length === 0) throw new Error('no exports'); if (typeof window !== 'undefined') throw new Error('import touched window');`,
    type: 'module',
  });
}

for (const name of sideEffectEntries) {
  const guard =
    "if (typeof window !== 'undefined' || typeof customElements !== 'undefined') throw new Error('DOM present');";
  const after =
    "if (typeof window !== 'undefined' || typeof customElements !== 'undefined') throw new Error('import touched window');";
  checks.push({ label: `${name} require() (CJS)`, code: `${guard} require('${name}'); ${after}`, type: 'commonjs' });
  checks.push({ label: `${name} import() (ESM)`, code: `${guard} await import('${name}'); ${after}`, type: 'module' });
}

// In-process checks on built files: a function that throws on failure. Client entries start with "use client"
// (Next.js App Router reads it there; a tsup `banner` is dropped by tree-shaking, so the packages prepend it after
// the build); the SDK's do not.
const fileChecks = [];
const useClient = {
  'packages/ui': { wanted: true, entries: ['index'] },
  'packages/crm-widgets': { wanted: true, entries: ['index'] },
  'packages/elements': { wanted: true, entries: ['index', 'define', ...ELEMENT_ENTRIES] },
  'packages/whatsapp-sdk': { wanted: false, entries: ['index'] },
};
for (const [dir, { wanted, entries }] of Object.entries(useClient)) {
  for (const file of entries.flatMap((entry) => [`dist/${entry}.js`, `dist/${entry}.cjs`])) {
    fileChecks.push({
      label: `${dir}/${file} ${wanted ? 'starts with' : 'has no'} "use client"`,
      run: () => {
        const first = startsWithUseClient(readFileSync(`${dir}/${file}`, 'utf8'));
        if (first !== wanted) throw new Error(`first statement is ${first ? '' : 'not '}"use client"`);
      },
    });
  }
  fileChecks.push({
    label: `${dir}/dist declarations import no other package's dist/ path`,
    run: () => {
      const bad = internalDistImports(`${dir}/dist`);
      if (bad.length) throw new Error(bad.map(([file, spec]) => `${file} imports '${spec}'`).join('\n'));
    },
  });
}

let passed = 0;
let failed = 0;
for (const check of fileChecks) {
  try {
    check.run();
    passed += 1;
    console.log(`  \u2713 ${check.label}`);
  } catch (error) {
    failed += 1;
    console.log(`  \u2717 ${check.label}\n    ${error instanceof Error ? error.message : String(error)}`);
  }
}
for (const check of checks) {
  try {
    execFileSync(process.execPath, [`--input-type=${check.type}`, '-e', check.code], { stdio: 'pipe' });
    passed += 1;
    console.log(`  \u2713 ${check.label}`);
  } catch (error) {
    failed += 1;
    const stderr = error && typeof error === 'object' && 'stderr' in error ? String(error.stderr) : String(error);
    console.log(`  \u2717 ${check.label}\n${stderr.split('\n').slice(0, 8).join('\n')}`);
  }
}
if (process.argv[2]) writeFileSync(process.argv[2], JSON.stringify({ passed, failed }));
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
