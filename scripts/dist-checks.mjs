// Checks on built files that a consumer's tools depend on, used by scripts/smoke-dist.mjs.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Code without its leading hashbang, whitespace and comments: what a parser sees first. */
function afterLeadingComments(code) {
  let rest = code.replace(/^#![^\n]*\n/, '');
  for (;;) {
    const trimmed = rest.replace(/^\s+/, '');
    if (trimmed.startsWith('//'))
      rest = trimmed.slice(trimmed.indexOf('\n') === -1 ? trimmed.length : trimmed.indexOf('\n'));
    else if (trimmed.startsWith('/*')) rest = trimmed.slice(trimmed.indexOf('*/') + 2);
    else return trimmed;
  }
}

/**
 * True when the first statement of `code` is the directive `"use client"` (or `'use client'`), as Next.js reads
 * it: a banner further down, or after another statement, does not count.
 */
export function startsWithUseClient(code) {
  return /^(["'])use client\1\s*(;|\n|$)/.test(afterLeadingComments(code));
}

/** Module specifiers a declaration file refers to: import/export ... from, import('...'), reference types. */
export function declarationSpecifiers(code) {
  const found = [];
  const patterns = [
    /\b(?:import|export)\s[^'";]*?\bfrom\s*(['"])([^'"]+)\1/g,
    /\bimport\s*(['"])([^'"]+)\1/g,
    /\bimport\(\s*(['"])([^'"]+)\1\s*\)/g,
    /\/\/\/\s*<reference\s+types\s*=\s*(['"])([^'"]+)\1/g,
  ];
  for (const pattern of patterns) for (const match of code.matchAll(pattern)) found.push(match[2]);
  return found;
}

/** A bare specifier into another package's build folder (`pkg/dist/...`): not part of its public API. */
export function isInternalDistPath(specifier) {
  return !specifier.startsWith('.') && /(^|\/)dist(\/|$)/.test(specifier);
}

/** `[file, specifier]` for every declaration file under `distDir` that imports another package's dist path. */
export function internalDistImports(distDir) {
  const bad = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.d\.c?ts$/.test(entry.name)) {
        for (const specifier of declarationSpecifiers(readFileSync(path, 'utf8'))) {
          if (isInternalDistPath(specifier)) bad.push([path, specifier]);
        }
      }
    }
  };
  walk(distDir);
  return bad;
}
