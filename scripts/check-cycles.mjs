// Fails when any source file in packages/ or apps/ imports itself through a circle of other files.
// Reads every import (static, type-only, re-export, dynamic import(), require) with TypeScript's own pre-processor
// and resolves it with TypeScript's resolver and the repo's compiler options (bundler resolution plus the
// `@wacrm/source` condition), so `@wacrm/*` imports resolve to the source files they reach during development.
// Usage: node scripts/check-cycles.mjs [--verbose]
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const scanned = ['packages', 'apps'];
const skippedDirs = new Set(['node_modules', 'dist', 'test-results', 'playwright-report', 'coverage', 'data']);
const sourceFile = /\.(?:[cm]?[jt]s|tsx|jsx)$/;

function listFiles(dir, out) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!skippedDirs.has(entry.name) && !entry.name.startsWith('.')) listFiles(join(dir, entry.name), out);
    } else if (sourceFile.test(entry.name) && !entry.name.endsWith('.d.ts')) {
      out.push(join(dir, entry.name));
    }
  }
  return out;
}

const base = ts.readConfigFile(join(root, 'tsconfig.base.json'), ts.sys.readFile);
const { options } = ts.convertCompilerOptionsFromJson(base.config.compilerOptions, root);
options.allowJs = true;
const cache = ts.createModuleResolutionCache(root, (name) => name, options);

const files = scanned.flatMap((dir) => listFiles(join(root, dir), []));
const known = new Set(files);
/** @type {Map<string, string[]>} */
const graph = new Map();
for (const file of files) {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  const targets = new Set();
  for (const { fileName } of importedFiles) {
    const found = ts.resolveModuleName(fileName, file, options, ts.sys, cache).resolvedModule;
    if (found && !found.isExternalLibraryImport && known.has(found.resolvedFileName)) {
      targets.add(found.resolvedFileName);
    }
  }
  graph.set(file, [...targets]);
}

// Tarjan's strongly connected components, iterative (deep import chains must not overflow the stack).
let index = 0;
const indexOf = new Map();
const lowOf = new Map();
const stack = [];
const onStack = new Set();
const components = [];
for (const start of files) {
  if (indexOf.has(start)) continue;
  const work = [[start, 0]];
  indexOf.set(start, index);
  lowOf.set(start, index++);
  stack.push(start);
  onStack.add(start);
  while (work.length > 0) {
    const frame = work[work.length - 1];
    const [node, next] = frame;
    const targets = graph.get(node);
    if (next < targets.length) {
      frame[1] += 1;
      const target = targets[next];
      if (!indexOf.has(target)) {
        indexOf.set(target, index);
        lowOf.set(target, index++);
        stack.push(target);
        onStack.add(target);
        work.push([target, 0]);
      } else if (onStack.has(target)) {
        lowOf.set(node, Math.min(lowOf.get(node), indexOf.get(target)));
      }
      continue;
    }
    work.pop();
    if (work.length > 0) {
      const parent = work[work.length - 1][0];
      lowOf.set(parent, Math.min(lowOf.get(parent), lowOf.get(node)));
    }
    if (lowOf.get(node) === indexOf.get(node)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || graph.get(node).includes(node)) components.push(component);
    }
  }
}

/** One shortest circle through the component's first file (breadth-first inside the component). */
function circleThrough(component) {
  const inside = new Set(component);
  const [first] = component.sort();
  const previous = new Map([[first, null]]);
  const queue = [first];
  while (queue.length > 0) {
    const node = queue.shift();
    for (const target of graph.get(node)) {
      if (target === first) {
        const path = [node];
        for (let at = previous.get(node); at; at = previous.get(at)) path.unshift(at);
        return [...path, first];
      }
      if (inside.has(target) && !previous.has(target)) {
        previous.set(target, node);
        queue.push(target);
      }
    }
  }
  return [first, first];
}

const name = (file) => relative(root, file);
if (components.length === 0) {
  console.log(`check-cycles: no import circles in ${files.length} files of ${scanned.join('/, ')}/`);
} else {
  console.error(`check-cycles: ${components.length} import circle(s) in ${scanned.join('/, ')}/:`);
  for (const component of components) {
    console.error(`\n  ${circleThrough(component).map(name).join('\n    -> ')}`);
    if (component.length > 2 || process.argv.includes('--verbose')) {
      console.error(`  (${component.length} files tied together: ${component.map(name).sort().join(', ')})`);
    }
  }
  process.exitCode = 1;
}
