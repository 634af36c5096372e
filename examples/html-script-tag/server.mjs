// A tiny static server, as a CMS or a plain web host would be: public/ as it is, plus what the partner copies from
// the installed package to /vendor/: the script-tag loader of @wacrm/elements (dist/wacrm-elements.global.js) and
// the folder of chunks next to it (dist/wacrm-elements/), which the loader fetches widget by widget.
// PORT (default 5584), 127.0.0.1 only.
import { createServer } from 'node:http';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';

const here = import.meta.dirname;
const dist = join(here, 'node_modules', '@wacrm', 'elements', 'dist');
const LOADER = 'wacrm-elements.global.js';
const CHUNKS = 'wacrm-elements';
if (!existsSync(join(dist, LOADER)) || !existsSync(join(dist, CHUNKS))) {
  console.error(
    `No ${LOADER} and ${CHUNKS}/ in ${dist}: install the @wacrm/elements tarball first (npm run test:examples).`,
  );
  process.exit(1);
}
const vendorFiles = new Map([
  [`/vendor/${LOADER}`, join(dist, LOADER)],
  ...readdirSync(join(dist, CHUNKS))
    .filter((f) => f.endsWith('.js'))
    .map((f) => [`/vendor/${CHUNKS}/${f}`, join(dist, CHUNKS, f)]),
]);
const types = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css' };

function fileFor(pathname) {
  if (pathname.startsWith('/vendor/')) return vendorFiles.get(pathname);
  const relative = normalize(pathname === '/' ? '/index.html' : pathname).replace(/^(\.\.[/\\])+/, '');
  const file = join(here, 'public', relative);
  return file.startsWith(join(here, 'public')) && existsSync(file) ? file : undefined;
}

createServer((req, res) => {
  const file = fileFor(new URL(req.url ?? '/', 'http://localhost').pathname);
  if (!file) {
    res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
    return;
  }
  res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
  res.end(readFileSync(file));
}).listen(Number(process.env.PORT ?? 5584), '127.0.0.1');
