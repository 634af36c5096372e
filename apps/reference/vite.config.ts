import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The entry chunk also carries the few small modules every public page shares (icons, button links, the Book Demo
 * URL, the document title hook): on their own Rollup would emit one tiny chunk each, every one a request and
 * compressed alone (issue #9's 90 kB budget for the landing route). Naming the entry module's chunk keeps React,
 * React Router and the app shell in it too, as before.
 */
const ENTRY_CHUNK_MODULES = [
  /[\\/]src[\\/]main\.tsx$/,
  /[\\/]src[\\/]components[\\/]Icon[\\/](Icon\.tsx|shapes\.ts)$/,
  /[\\/]src[\\/]components[\\/]ButtonLink[\\/]ButtonLink\.tsx$/,
  /[\\/]src[\\/]bookDemoUrl\.ts$/,
  /[\\/]src[\\/]lib[\\/]useDocumentTitle\.ts$/,
  // The language switch: the site header's and the workbench's (a chunk of its own cost the landing route 0.2 kB).
  /[\\/]src[\\/]components[\\/]LanguageSwitch[\\/]LanguageSwitch\.tsx$/,
  /[\\/]src[\\/]components[\\/]shellText\.ts$/,
];

function manualChunks(id: string): string | undefined {
  return ENTRY_CHUNK_MODULES.some((pattern) => pattern.test(id)) ? 'index' : undefined;
}

// The app runs against package sources through the @wacrm/source export condition.
export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['@wacrm/source', 'module', 'browser', 'development|production'] },
  server: { port: 5173, strictPort: true, host: '127.0.0.1' },
  preview: { port: 4173, strictPort: true, host: '127.0.0.1' },
  build: {
    // Hidden maps: written for error trackers and debugging, without a sourceMappingURL comment in every file.
    sourcemap: 'hidden',
    target: 'es2022',
    manifest: true,
    modulePreload: { polyfill: false },
    // Terser: about 1.5 kB (gzip) smaller than esbuild's minifier on the landing route's JavaScript (issue #9's
    // 90 kB budget; React and ReactDOM alone are about 68 kB of it).
    minify: 'terser',
    terserOptions: { compress: { passes: 2 }, ecma: 2020, module: true },
    rollupOptions: { output: { manualChunks } },
  },
});
