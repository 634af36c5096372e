import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../../../scripts/chromium.mjs';

// The plain-HTML proof of the script-tag build: a static page that loads only dist/wacrm-elements.global.js (run
// `npm run build:libs` first), against the mock API, and a second mock API for the page with two backends. Ports
// differ from the reference app's e2e (4110/5183) and the dev ports (4010/5173); override with E2E_API_PORT,
// E2E_API_PORT_B (default: the first plus one) and E2E_APP_PORT.
const API_PORT = Number(process.env.E2E_API_PORT ?? 4130);
const API_PORT_B = Number(process.env.E2E_API_PORT_B ?? API_PORT + 1);
const PAGE_PORT = Number(process.env.E2E_APP_PORT ?? 5193);
const repoRoot = new URL('../../..', import.meta.url).pathname;
const here = new URL('.', import.meta.url).pathname;

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PW_JSON_OUTPUT ? [['list'], ['json', { outputFile: process.env.PW_JSON_OUTPUT }]] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PAGE_PORT}`,
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions(),
    trace: 'retain-on-failure',
  },
  webServer: [
    ...[API_PORT, API_PORT_B].map((port) => ({
      command: 'npm run dev -w @wacrm/mock-api',
      cwd: repoRoot,
      url: `http://127.0.0.1:${port}/api/v1/health`,
      env: {
        PORT: String(port),
        MOCK_DB: 'memory',
        ALLOWED_ORIGINS: `http://127.0.0.1:${PAGE_PORT}`,
      },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore' as const,
    })),
    {
      command: `node serve.mjs ${PAGE_PORT}`,
      cwd: here,
      url: `http://127.0.0.1:${PAGE_PORT}/`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
    },
  ],
});
