import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type ViteUserConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { chromiumLaunchOptions } from './scripts/chromium.mjs';

const root = path.dirname(fileURLToPath(import.meta.url));

/** Source condition first: tests run against package sources, never a stale dist. */
const conditions = ['@wacrm/source', 'module', 'browser', 'development|production'];
const ssrConditions = ['@wacrm/source', 'module', 'node', 'development|production'];

const sourceResolve: ViteUserConfig = {
  resolve: { conditions },
  ssr: { resolve: { conditions: ssrConditions, externalConditions: ['@wacrm/source'] } },
};

/** Vitest mutates the browser config it is given, so build a fresh one per project. */
function chromiumBrowser() {
  return {
    enabled: true,
    headless: true,
    // Reduced motion: dialogs and notices appear without their fade-in. A story that finds a new dialog's text at
    // once (before the first animation frame, when its computed opacity is still 0) then sees it as visible, as a
    // user does 200 ms later; a busy CI machine could otherwise delay that frame past the assertion.
    provider: playwright({ launchOptions: chromiumLaunchOptions(), contextOptions: { reducedMotion: 'reduce' } }),
    instances: [{ browser: 'chromium' as const }],
    // A desktop-sized page (Vitest's default is 414 x 896, a phone): widgets that lay out by their own width (the
    // inbox's two views below 768 px) render their wide layout; the phone stories set a 375 px frame themselves.
    viewport: { width: 1280, height: 800 },
  };
}

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
    ],
  },
});
