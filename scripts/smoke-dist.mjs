// Proves the built packages are real npm packages: each one loads with require() and import() in a plain Node
// process with no DOM (no window/document at import time), through its package name and exports map.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';

const packages = [
  '@wacrm/whatsapp-sdk',
  '@wacrm/whatsapp-sdk/testing',
  '@wacrm/ui',
  '@wacrm/crm-widgets',
  '@wacrm/elements',
];
// Entries imported for their side effect (they export nothing): they must load and do nothing without a DOM.
const sideEffectEntries = ['@wacrm/elements/define'];
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

// Client entries: the first statement of the built file is "use client" (Next.js App Router reads it there; a
// tsup `banner` is dropped by tree-shaking, so the package prepends it after the build).
const clientEntries = [
  'packages/elements/dist/index.js',
  'packages/elements/dist/index.cjs',
  'packages/elements/dist/define.js',
  'packages/elements/dist/define.cjs',
];
for (const file of clientEntries) {
  checks.push({
    label: `${file} starts with "use client"`,
    code: `const code = require('node:fs').readFileSync(${JSON.stringify(file)}, 'utf8').replace(/^(?:\\s+|\\/\\/[^\\n]*\\n|\\/\\*[\\s\\S]*?\\*\\/)*/, ''); if (!/^(['"])use client\\1/.test(code)) throw new Error('first statement: ' + code.slice(0, 40));`,
    type: 'commonjs',
  });
}

let passed = 0;
let failed = 0;
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
