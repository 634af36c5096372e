// One place that finds a Chromium for Vitest browser mode, Playwright, Storybook tests and Lighthouse.
// Order: $CHROME_PATH, Debian/Ubuntu system paths, then a Playwright-managed browser if one exists.
// No tool in this repository downloads its own browser.
import { existsSync, readdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

const SYSTEM_CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/lib/chromium/chromium',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
];

/** Launch flags that work as root in a closed network (see shared/design/toolchain.md). */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

function playwrightManaged() {
  const root = process.env.PLAYWRIGHT_BROWSERS_PATH || join(homedir(), '.cache', 'ms-playwright');
  if (!existsSync(root)) return undefined;
  for (const dir of readdirSync(root)
    .filter((d) => d.startsWith('chromium'))
    .sort()
    .reverse()) {
    for (const rel of [
      'chrome-linux/chrome',
      'chrome-linux64/chrome',
      'chrome-headless-shell-linux64/chrome-headless-shell',
    ]) {
      const candidate = join(root, dir, rel);
      if (existsSync(candidate)) return candidate;
    }
  }
  return undefined;
}

/**
 * Returns the path of a Chromium executable or throws an error that says how to install one.
 * @returns {string}
 */
export function resolveChromium() {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) {
    if (existsSync(fromEnv)) return fromEnv;
    throw new Error(`CHROME_PATH is set to "${fromEnv}", but no file exists there.`);
  }
  const found = SYSTEM_CANDIDATES.find((p) => existsSync(p)) ?? playwrightManaged();
  if (found) return found;
  throw new Error(
    [
      'No Chromium found for browser tests.',
      "Install Debian's build with:  apt-get update && apt-get install -y chromium",
      'or point CHROME_PATH at an existing Chromium/Chrome executable.',
      '(Tools here never download their own browser.)',
    ].join('\n'),
  );
}

/** Playwright-style launch options (for Vitest browser mode and @playwright/test). */
export function chromiumLaunchOptions() {
  return { executablePath: resolveChromium(), args: [...chromiumArgs] };
}
