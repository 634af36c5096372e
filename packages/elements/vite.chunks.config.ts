import { defaultClientConditions, defineConfig } from 'vite';
import { axiosWithoutFetchRollup } from './build/axiosWithoutFetch';
import { noPreloadHelperRollup } from './build/noPreloadHelper';
import { tokensFromLoaderRollup } from './build/tokensFromLoader';

/**
 * The script-tag loader's chunks, dist/wacrm-elements/: one ES module per widget (`inbox.js`, `campaigns.js`,
 * `contacts.js`, `template-editor.js`, `login.js`, each exporting `createView` and `loadSignOut`), the developer
 * diagnostics (`diagnostics.js`, fetched once something looks wrong) and the code the widgets share (React,
 * ReactDOM, styled-components, the SDK, the UI) in content-hashed chunks, so a page loads only the widgets it shows
 * and a page with two widgets loads React once. The loader (dist/wacrm-elements.global.js, built by tsup) imports
 * `<widget>.js` from the folder next to itself; chunks import each other by relative URLs, so any path works.
 *
 * Rollup, not esbuild: esbuild's splitting assigns whole files to chunks by which entries reach them, and every
 * widget reaches every file through the packages' index files, so each widget's chunk held all five widgets.
 * Rollup splits by what each entry uses. `.vite/manifest.json` is the chunk graph size-limit reads.
 *
 * Minified by terser rather than esbuild: about 4.6 KB gz less on the inbox's page (2.5 %) for a few seconds of build,
 * as the reference app's build does. Its `module` and top-level mangling are safe: every chunk is an ES module.
 * axios's fetch adapter is left out (build/axiosWithoutFetch.ts: in a browser axios uses XMLHttpRequest), and the
 * SDK's token stores come from the loader, which carries them anyway (build/tokensFromLoader.ts).
 */
export default defineConfig({
  logLevel: 'warn',
  // Relative URLs everywhere: the chunks are served from wherever the partner puts dist/.
  base: './',
  // The workspace packages from their sources (as the tests do), React in production mode.
  resolve: { conditions: ['@wacrm/source', ...defaultClientConditions] },
  define: { 'process.env.NODE_ENV': '"production"' },
  esbuild: { jsx: 'automatic' },
  publicDir: false,
  plugins: [axiosWithoutFetchRollup(), tokensFromLoaderRollup(), noPreloadHelperRollup()],
  build: {
    outDir: 'dist/wacrm-elements',
    emptyOutDir: true,
    target: 'es2020',
    minify: 'terser',
    terserOptions: { ecma: 2020, module: true, compress: { passes: 2 }, mangle: { toplevel: true } },
    // No preloading: a chunk's dependencies are static imports the browser fetches itself (and no preload helper:
    // build/noPreloadHelper.ts).
    modulePreload: false,
    manifest: true,
    sourcemap: false,
    reportCompressedSize: false,
    rollupOptions: {
      input: {
        inbox: 'src/widgets/inbox.tsx',
        campaigns: 'src/widgets/campaigns.tsx',
        contacts: 'src/widgets/contacts.tsx',
        'template-editor': 'src/widgets/template-editor.tsx',
        login: 'src/widgets/login.tsx',
        // The developer diagnostics, fetched once something looks wrong (by the loader, and by the widgets' code with
        // import()). An entry, so all its exports stay; it imports nothing, so it leaves the shared chunk whole.
        diagnostics: 'src/internal/diagnostics.ts',
      },
      // Keep each widget entry's `createView` export (an app build would drop an entry's exports).
      preserveEntrySignatures: 'exports-only',
      output: { format: 'es', entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js' },
    },
  },
});
