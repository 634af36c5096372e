import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../../scripts/chromium.mjs';

// Test ports differ from the dev ports (4010/5173) so `npm test` works while `npm start` runs.
const API_PORT = Number(process.env.E2E_API_PORT ?? 4110);
const APP_PORT = Number(process.env.E2E_APP_PORT ?? 5183);
const repoRoot = new URL('../..', import.meta.url).pathname;
const appDir = new URL('.', import.meta.url).pathname;
// The journeys run against a production build of the app (what users get: chunks, lazy loading, minified code), built
// for the test API's address; E2E_DEV=1 runs them against the Vite dev server instead (quicker to iterate on).
const dev = process.env.E2E_DEV === '1';
// Per port: two runs on different ports do not empty each other's build.
const e2eDist = `${repoRoot}node_modules/.cache/wacrm-e2e-dist-${APP_PORT}`;
// E2E_APP_DIST: a production build made already for the test API's address (npm test builds the app once, with the
// test addresses, for the size budgets and these journeys), served as it is instead of built again.
const prebuilt = process.env.E2E_APP_DIST;
const preview = (dir: string) => `npx vite preview --outDir ${dir} --port ${APP_PORT} --strictPort --host 127.0.0.1`;
const appServer = dev
  ? `npx vite --port ${APP_PORT} --strictPort --host 127.0.0.1`
  : prebuilt
    ? preview(prebuilt)
    : `npx vite build --outDir ${e2eDist} --emptyOutDir --logLevel warn && ${preview(e2eDist)}`;

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PW_JSON_OUTPUT ? [['list'], ['json', { outputFile: process.env.PW_JSON_OUTPUT }]] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${APP_PORT}`,
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions(),
    trace: 'retain-on-failure',
  },
  webServer: [
    {
      command: `npm run dev -w @wacrm/mock-api`,
      cwd: repoRoot,
      url: `http://127.0.0.1:${API_PORT}/api/v1/health`,
      env: {
        PORT: String(API_PORT),
        MOCK_DB: 'memory',
        ALLOWED_ORIGINS: `http://127.0.0.1:${APP_PORT},http://localhost:${APP_PORT}`,
      },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
    },
    {
      command: appServer,
      cwd: appDir,
      url: `http://127.0.0.1:${APP_PORT}`,
      env: {
        VITE_API_BASE_URL: `http://127.0.0.1:${API_PORT}/api/v1`,
        VITE_SOCKET_URL: `http://127.0.0.1:${API_PORT}`,
        // A production build even when the shell exports NODE_ENV=development.
        ...(dev ? {} : { NODE_ENV: 'production' }),
      },
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
    },
  ],
});
