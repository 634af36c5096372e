// Checks that the static Storybook (`npm run build-storybook` -> storybook-static/) works from a plain file server:
// serves the folder with Node's http module (no rewrites, like any static host), opens the manager and some docs
// pages in Chromium, and fails when a page does not show what it should or logs an error.
// Usage: node scripts/storybook-static-check.mjs [port]   (after npm run build-storybook)
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { chromiumLaunchOptions } from './chromium.mjs';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'storybook-static');
const port = Number(process.argv[2] ?? process.env.STORYBOOK_STATIC_PORT ?? 6206);
if (!existsSync(path.join(root, 'index.html'))) {
  console.error('storybook-static/ not found: run `npm run build-storybook` first.');
  process.exit(1);
}

const types = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

/** Paths the server did not find, except the browser's own favicon request (a static host answers 404 too). */
const missing = [];
const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const file = path.join(root, decodeURIComponent(url.pathname === '/' ? '/index.html' : url.pathname));
  if (!file.startsWith(root) || !existsSync(file) || !statSync(file).isFile()) {
    if (url.pathname !== '/favicon.ico') missing.push(url.pathname);
    res.writeHead(404).end('not found');
    return;
  }
  res.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(res);
});
await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${port}`;

/** Page, then a heading or table caption that must be visible on it (rendered from code on the Docs pages). */
const checks = [
  ['/iframe.html?id=docs-introduction--docs&viewMode=docs', 'table', 'The published packages'],
  ['/iframe.html?id=docs-design-tokens--docs&viewMode=docs', 'table', 'Contrast in the light theme'],
  ['/iframe.html?id=docs-theming--docs&viewMode=docs', 'table', /What createBrandTheme changed/],
  ['/iframe.html?id=docs-writing-and-labels--docs&viewMode=docs', 'table', /^inboxLabels/],
  ['/iframe.html?id=docs-accessibility--docs&viewMode=docs', 'heading', 'Keyboard maps'],
  ['/iframe.html?id=ui-button--docs&viewMode=docs', 'heading', 'When to use'],
  ['/iframe.html?id=widgets-inbox-conversations--docs&viewMode=docs', 'heading', 'Accessibility'],
  ['/index.html?path=/docs/docs-design-tokens--docs', 'table', 'Colour tokens'],
];

const browser = await chromium.launch(chromiumLaunchOptions());
let failed = 0;
try {
  const page = await browser.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    // A missing file is reported by the server with its path (below); the console only says 'Failed to load'.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      errors.push(message.text());
  });
  for (const [url, role, name] of checks) {
    errors.length = 0;
    missing.length = 0;
    const started = Date.now();
    await page.goto(base + url);
    const frame = url.startsWith('/index.html') ? page.frameLocator('#storybook-preview-iframe') : page;
    try {
      await frame.getByRole(role, { name }).first().waitFor({ state: 'visible', timeout: 30_000 });
      if (missing.length) errors.push(...missing.map((p) => `404 ${p}`));
      if (errors.length) throw new Error(errors.join('\n'));
      console.log(`ok   ${url} (${Date.now() - started} ms)`);
    } catch (error) {
      failed += 1;
      console.log(`FAIL ${url}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
} finally {
  await browser.close();
  server.close();
}
console.log(`${checks.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
