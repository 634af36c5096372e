import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { Options } from 'tsup';
import { defineLibraryConfig } from '../../scripts/tsup.base';

const DIRECTIVE = '"use client";';
const CLIENT_ENTRIES = ['dist/index.js', 'dist/index.cjs', 'dist/define.js', 'dist/define.cjs'];

/**
 * `"use client"` first in every built entry, so a Next.js server component can render the elements' hosts. Rollup's
 * tree-shaking drops a `banner` directive, so it is prepended after the build; each source map gets an empty first
 * line to stay aligned.
 */
function prependUseClient(): void {
  for (const file of CLIENT_ENTRIES) {
    const code = readFileSync(file, 'utf8');
    if (code.startsWith(DIRECTIVE)) continue;
    writeFileSync(file, `${DIRECTIVE}\n${code}`);
    const mapFile = `${file}.map`;
    if (existsSync(mapFile)) {
      const map = JSON.parse(readFileSync(mapFile, 'utf8')) as { mappings: string };
      map.mappings = `;${map.mappings}`;
      writeFileSync(mapFile, JSON.stringify(map));
    }
  }
}

const library = defineLibraryConfig({ entry: { index: 'src/index.ts', define: 'src/define.ts' } }) as Options;

/** The script-tag build: one IIFE with React, ReactDOM and styled-components inside; defines the elements on load. */
const global: Options = {
  entry: { 'wacrm-elements': 'src/global.ts' },
  format: ['iife'],
  globalName: 'WacrmElements',
  platform: 'browser',
  target: 'es2020',
  tsconfig: 'tsconfig.build.json',
  noExternal: [/.*/],
  minify: true,
  // No source map: React's sources would make it 4.6 MB of the tarball; the ESM entry has maps for debugging.
  sourcemap: false,
  dts: false,
  clean: false,
  splitting: false,
  treeshake: true,
  define: { 'process.env.NODE_ENV': '"production"' },
  outExtension: () => ({ js: '.global.js' }),
};

export default [{ ...library, clean: false, onSuccess: async () => prependUseClient() }, global];
