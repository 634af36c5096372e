import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Options } from 'tsup';
import { defineLibraryConfig } from '../../scripts/tsup.base';
import { axiosWithoutFetchEsbuild } from './build/axiosWithoutFetch';
import { singleFileLocalesEsbuild } from './build/singleFileLocales';

const DIRECTIVE = '"use client";';
/** The per-widget entries, `@wacrm/elements/<widget>`: each defines one element (src/entries/). */
const WIDGET_ENTRIES = ['inbox', 'campaigns', 'contacts', 'template-editor', 'login'];
const CLIENT_ENTRIES = ['index', 'define', ...WIDGET_ENTRIES].flatMap((name) => [
  `dist/${name}.js`,
  `dist/${name}.cjs`,
]);

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

/**
 * `@wacrm/elements/vue`: types/vue.d.ts (it augments 'vue', which this package does not depend on, so it is written
 * by hand and not compiled here) as dist/vue.d.ts and .d.cts, next to empty JavaScript files for the exports map.
 */
function writeVueTypes(): void {
  const types = readFileSync('types/vue.d.ts', 'utf8');
  writeFileSync('dist/vue.d.ts', types);
  writeFileSync('dist/vue.d.cts', types.replace("from './index.js'", "from './index.cjs'"));
  writeFileSync('dist/vue.js', 'export {};\n');
  writeFileSync('dist/vue.cjs', "'use strict';\n");
}

const library = defineLibraryConfig({
  entry: {
    index: 'src/index.ts',
    define: 'src/define.ts',
    ...Object.fromEntries(WIDGET_ENTRIES.map((name) => [name, `src/entries/${name}.ts`])),
    // Types only (React's JSX.IntrinsicElements); its JavaScript is empty.
    jsx: 'src/jsx.ts',
  },
}) as Options;

/** What every browser build shares: minified for browsers, everything bundled, React in production mode. */
const browser: Options = {
  platform: 'browser',
  target: 'es2020',
  tsconfig: 'tsconfig.build.json',
  noExternal: [/.*/],
  minify: true,
  // No source maps: React's sources would make them 4.6 MB of the tarball; the ESM entry has maps for debugging.
  sourcemap: false,
  dts: false,
  clean: false,
  define: { 'process.env.NODE_ENV': '"production"' },
};

/**
 * The two classic scripts minified by terser, as the chunks (vite.chunks.config.ts): the single-file build 7.2 KB gz
 * smaller than with esbuild's minifier (270.4 -> 263.2 KB), the loader 0.16 KB. No top-level mangling: the scripts
 * define the global `WacrmElements`.
 */
// A fresh object per build: terser writes into the options it is given (`module: true` of an ES module build sets
// `compress.module`), and a shared `compress` would let the ESM language files' run drop the IIFEs' global.
const terser = (): Options => ({ minify: 'terser', terserOptions: { ecma: 2020, compress: { passes: 2 } } });

/**
 * The script-tag loader, dist/wacrm-elements.global.js: a classic script (IIFE) without React that defines the
 * elements on load and fetches the widgets' chunks (below) with `import()` on first use.
 */
const loader: Options = {
  ...browser,
  ...terser(),
  entry: { 'wacrm-elements': 'src/global.ts' },
  format: ['iife'],
  globalName: 'WacrmElements',
  splitting: false,
  treeshake: true,
  outExtension: () => ({ js: '.global.js' }),
};

/**
 * The single-file script-tag build, dist/wacrm-elements.bundle.global.js: everything in one IIFE but the
 * translations (English only; the other shipped languages are files next to it, below).
 */
const bundle: Options = {
  ...browser,
  entry: { 'wacrm-elements.bundle': 'src/bundle.ts' },
  format: ['iife'],
  globalName: 'WacrmElements',
  splitting: false,
  treeshake: true,
  outExtension: () => ({ js: '.global.js' }),
  // As the loader's chunks: axios's fetch adapter left out (build/axiosWithoutFetch.ts), minified by terser.
  esbuildPlugins: [
    axiosWithoutFetchEsbuild(),
    singleFileLocalesEsbuild(fileURLToPath(new URL('src/internal/singleFileLocales.ts', import.meta.url))),
  ],
  ...terser(),
};

/**
 * The single-file build's languages, dist/wacrm-elements.locales/<code>.js: one self-contained ES module per shipped
 * language (about 10-12 KB gz each), its media labels (<code>-media, with the open conversation) and its Template
 * Editor texts (<code>-templates, when the editor is shown), fetched by the single-file build when an element shows
 * them (build/singleFileLocales.ts). Serve the folder next to the script; a page in English fetches none.
 */
const singleFileLanguages: Options = {
  ...browser,
  ...terser(),
  entry: Object.fromEntries(
    ['es', 'pt-BR', 'hi', 'ar', 'id']
      .flatMap((code) => [code, `${code}-media`, `${code}-templates`])
      .map((code) => [`wacrm-elements.locales/${code}`, `../crm-widgets/src/locales/${code}.ts`]),
  ),
  format: ['esm'],
  splitting: false,
  treeshake: true,
  outExtension: () => ({ js: '.js' }),
};

// The loader's chunks (dist/wacrm-elements/) are built by Vite (Rollup): see vite.chunks.config.ts.
export default [
  {
    ...library,
    clean: false,
    onSuccess: async () => {
      prependUseClient();
      writeVueTypes();
    },
  },
  loader,
  bundle,
  singleFileLanguages,
];
