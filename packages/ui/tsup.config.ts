import { readdirSync } from 'node:fs';
import type { Options } from 'tsup';
import { defineLibraryConfig } from '../../scripts/tsup.base';

// One JS entry per component besides the barrel: with code splitting, dist/index.js then only re-exports from
// per-component chunks, so a bundler (with "sideEffects": false) keeps just the chunks of what is imported.
const components = Object.fromEntries(
  readdirSync(new URL('./src/components', import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => [`components/${entry.name}`, `src/components/${entry.name}/index.ts`]),
);

// The package entry starts with "use client" (ESM and CJS) so Next.js server components can render it.
const base = defineLibraryConfig({ entry: { index: 'src/index.ts', ...components }, useClient: ['index'] });

// Types are only published for the package entry; one declaration build keeps `tsup` fast.
const typesForIndexOnly = (options: Options): Options => ({
  ...options,
  dts: { entry: { index: 'src/index.ts' }, compilerOptions: { customConditions: [] } },
});

export default typeof base === 'function'
  ? base
  : Array.isArray(base)
    ? base.map(typesForIndexOnly)
    : typesForIndexOnly(base);
