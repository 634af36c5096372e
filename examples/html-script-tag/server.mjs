// A tiny static server, as a CMS or a plain web host would be: public/ as it is, plus the one file the partner takes
// from the installed package, the script-tag build of @wacrm/elements (dist/*.global.js), at /vendor/.
// PORT (default 5584), 127.0.0.1 only.
import { createServer } from 'node:http';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';

const here = import.meta.dirname;
const dist = join(here, 'node_modules', '@wacrm', 'elements', 'dist');
const globalBuild = existsSync(dist) ? readdirSync(dist).find((f) => f.endsWith('.global.js')) : undefined;
if (!globalBuild) {
  console.error(`No *.global.js in ${dist}: install the @wacrm/elements tarball first (npm run test:examples).`);
  process.exit(1);
}
const types = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css' };

function fileFor(pathname) {
  if (pathname === '/vendor/wacrm-elements.global.js') return join(dist, globalBuild);
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
