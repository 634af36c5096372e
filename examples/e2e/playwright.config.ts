import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../../scripts/chromium.mjs';
import { API_PORT, HOST_PORTS, type HostName } from './support/ports';

// Journeys through the example hosts, run by `npm run test:examples` (scripts/examples.mjs), which installs and
// builds the hosts outside the repository (WACRM_EXAMPLES_DIR) and names the hosts it built (WACRM_EXAMPLE_HOSTS).
const stage = process.env.WACRM_EXAMPLES_DIR;
if (!stage) throw new Error('Run the example journeys through `npm run test:examples` (scripts/examples.mjs).');
const hosts = (process.env.WACRM_EXAMPLE_HOSTS ?? '').split(',').filter((h): h is HostName => h in HOST_PORTS);
const repoRoot = new URL('../..', import.meta.url).pathname;
const origins = Object.values(HOST_PORTS).flatMap((p) => [`http://127.0.0.1:${p}`, `http://localhost:${p}`]);

/** How each host is served once built: the host's own tools, from its own node_modules. */
const servers: Record<HostName, { command: string; cwd: string; url: string; env?: Record<string, string> }> = {
  'vite-react-ts': {
    command: `npx vite preview --port ${HOST_PORTS['vite-react-ts']} --strictPort --host 127.0.0.1`,
    cwd: `${stage}/vite-react-ts`,
    url: `http://127.0.0.1:${HOST_PORTS['vite-react-ts']}`,
  },
  'next-app': {
    command: `npx next start --port ${HOST_PORTS['next-app']} --hostname 127.0.0.1`,
    cwd: `${stage}/next-app`,
    url: `http://127.0.0.1:${HOST_PORTS['next-app']}`,
    env: { WACRM_API_URL: `http://127.0.0.1:${API_PORT}/api/v1`, NEXT_TELEMETRY_DISABLED: '1' },
  },
  'vue-vite-ts': {
    command: `npx vite preview --port ${HOST_PORTS['vue-vite-ts']} --strictPort --host 127.0.0.1`,
    cwd: `${stage}/vue-vite-ts`,
    url: `http://127.0.0.1:${HOST_PORTS['vue-vite-ts']}`,
  },
  'html-script-tag': {
    command: 'node server.mjs',
    cwd: `${stage}/html-script-tag`,
    url: `http://127.0.0.1:${HOST_PORTS['html-script-tag']}`,
    env: { PORT: String(HOST_PORTS['html-script-tag']) },
  },
};

export default defineConfig({
  testDir: '.',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PW_JSON_OUTPUT ? [['list'], ['json', { outputFile: process.env.PW_JSON_OUTPUT }]] : [['list']],
  outputDir: `${stage}/test-results`,
  use: {
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions(),
    trace: 'retain-on-failure',
  },
  projects: hosts.map((host) => ({
    name: host,
    testMatch: `${host}.spec.ts`,
    use: { baseURL: `http://127.0.0.1:${HOST_PORTS[host]}` },
  })),
  webServer: [
    {
      command: 'npm run dev -w @wacrm/mock-api',
      cwd: repoRoot,
      url: `http://127.0.0.1:${API_PORT}/api/v1/health`,
      env: { PORT: String(API_PORT), MOCK_DB: 'memory', ALLOWED_ORIGINS: origins.join(',') },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
    },
    ...hosts.map((host) => ({
      ...servers[host],
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore' as const,
    })),
  ],
});
