import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type ViteUserConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { chromiumLaunchOptions } from './scripts/chromium.mjs';
import { listVisualReferences, referenceDir, removeVisualReferences } from './visual/commands';
import { storyModulesPlugin } from './visual/storiesPlugin';

const root = path.dirname(fileURLToPath(import.meta.url));

/** Source condition first: tests run against package sources, never a stale dist. */
const conditions = ['@wacrm/source', 'module', 'browser', 'development|production'];
const ssrConditions = ['@wacrm/source', 'module', 'node', 'development|production'];

const sourceResolve: ViteUserConfig = {
  resolve: { conditions },
  ssr: { resolve: { conditions: ssrConditions, externalConditions: ['@wacrm/source'] } },
};

type ContextOptions = { timezoneId?: string; locale?: string; viewport?: { width: number; height: number } };

/** Vitest mutates the browser config it is given, so build a fresh one per project. */
function chromiumBrowser(contextOptions: ContextOptions = {}) {
  return {
    enabled: true,
    headless: true,
    // Reduced motion: dialogs and notices appear without their fade-in. A story that finds a new dialog's text at
    // once (before the first animation frame, when its computed opacity is still 0) then sees it as visible, as a
    // user does 200 ms later; a busy CI machine could otherwise delay that frame past the assertion.
    provider: playwright({
      launchOptions: chromiumLaunchOptions(),
      contextOptions: { reducedMotion: 'reduce', ...contextOptions },
    }),
    instances: [{ browser: 'chromium' as const }],
    // A desktop-sized page (Vitest's default is 414 x 896, a phone): widgets that lay out by their own width (the
    // inbox's two views below 768 px) render their wide layout; the phone stories set a 375 px frame themselves.
    viewport: { width: 1280, height: 800 },
  };
}

/**
 * How the visual suite compares a screenshot with its reference (see visual/). Reference images live in
 * visual/__screenshots__/<component>/<story>-<variant>.png; a failed comparison writes <name>-actual.png and
 * <name>-diff.png under visual/__diffs__/ (cleared at the start of each run).
 */
const visualComparison = {
  comparatorName: 'pixelmatch' as const,
  // pixelmatch's default colour distance per pixel (0.1, anti-aliased pixels ignored), and a small allowance of
  // differing pixels: at most 0.2 % of a picture and never more than 600 px. On this machine the same commit drew
  // the rounded corners of a focused, invalid field differently in two runs (99 and 305 px on two phone pictures);
  // one changed token colour, a moved or resized element or changed text differs by far more.
  comparatorOptions: { threshold: 0.1, allowedMismatchedPixelRatio: 0.002, allowedMismatchedPixels: 600 },
  resolveScreenshotPath: ({ arg, ext }: { arg: string; ext: string }) => path.join(referenceDir, `${arg}${ext}`),
  resolveDiffPath: ({ arg, ext }: { arg: string; ext: string }) => path.join(root, 'visual/__diffs__', `${arg}${ext}`),
};

const libraryDirs = [
  'packages/whatsapp-sdk',
  'packages/ui',
  'packages/crm-widgets',
  'packages/elements',
  'apps/mock-api',
  'apps/reference',
];

export default defineConfig({
  test: {
    projects: [
      {
        ...sourceResolve,
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            ...libraryDirs.flatMap((d) => [`${d}/src/**/*.test.ts`, `${d}/test/**/*.test.ts`]),
            // The Storybook docs helpers: usage notes on every docs page, theme contrast, MDX pages compile.
            '.storybook/**/*.test.ts',
            // The elements' build plugins (the script-tag builds without axios's fetch adapter).
            'packages/elements/build/**/*.test.ts',
            // Repository checks (logical CSS for right-to-left layouts, ...).
            'scripts/**/*.test.ts',
            // The benchmarks' statistics (bench/compare.mjs).
            'bench/**/*.test.ts',
          ],
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        ...sourceResolve,
        plugins: [react()],
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: libraryDirs.map((d) => `${d}/src/**/*.test.tsx`),
          setupFiles: [path.join(root, 'scripts/vitest.dom-setup.ts')],
          testTimeout: 20_000,
        },
      },
      {
        ...sourceResolve,
        plugins: [react(), storybookTest({ configDir: path.join(root, '.storybook') })],
        optimizeDeps: {
          include: ['react/jsx-dev-runtime', '@floating-ui/react-dom', 'lucide-react', '@tanstack/react-virtual'],
        },
        test: {
          name: 'storybook',
          browser: chromiumBrowser(),
          setupFiles: [path.join(root, '.storybook/vitest.setup.ts')],
          testTimeout: 30_000,
        },
      },
      {
        // Screenshots of every story (dark, light; the widgets also on a 375 px phone and in Arabic) compared with
        // the reference images in visual/__screenshots__ (README: "Reviewing a visual change"). The dark run plays
        // every story and checks it with axe: in CI it stands in for the storybook project, which plays the same
        // stories (npm test runs that project only for the stories the visual suite cannot draw).
        ...sourceResolve,
        plugins: [react(), storyModulesPlugin()],
        // Every dependency the stories import, optimized up front: one discovered mid-run makes Vite reload the page
        // and the test file fails to load.
        optimizeDeps: {
          include: [
            'react/jsx-dev-runtime',
            'react-dom/client',
            '@floating-ui/react-dom',
            'lucide-react',
            '@tanstack/react-virtual',
            'react-hook-form',
            '@hookform/resolvers/yup',
            'yup',
            'socket.io-client',
            'papaparse',
            '@storybook/react-vite',
            'storybook/internal/csf',
            'storybook/test',
            'storybook/viewport',
            '@storybook/addon-a11y/preview',
            'axe-core',
          ],
        },
        test: {
          name: 'visual',
          include: ['visual/**/*.visual.test.ts'],
          // Only the bundled font's CSS is processed (Vitest empties CSS imports by default).
          css: { include: [/@fontsource\/inter/] },
          browser: {
            // A fixed time zone and locale, so dates and numbers are drawn the same on every machine. The browser
            // page is as large as the largest test page: Vitest (4.1, without its UI) scales a test page that does
            // not fit into the browser's 1280 x 720 page down, and screenshots would be taken at 90 %.
            ...chromiumBrowser({ timezoneId: 'UTC', locale: 'en-US', viewport: { width: 1280, height: 800 } }),
            // A failed comparison writes its own actual and diff images; a page screenshot would only add noise.
            screenshotFailures: false,
            expect: { toMatchScreenshot: visualComparison },
            commands: { listVisualReferences, removeVisualReferences },
          },
          globalSetup: [path.join(root, 'visual/globalSetup.ts')],
          setupFiles: [path.join(root, 'visual/setup.ts')],
          testTimeout: 30_000,
        },
      },
    ],
  },
});
