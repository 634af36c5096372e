// A static server for the plain-HTML proof: the page from e2e/page and the package's built dist/ (nothing else),
// on 127.0.0.1 only. Usage: node serve.mjs <port>
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));
const roots = { '/dist/': join(here, '../dist'), '/': join(here, 'page') };
const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.map': 'application/json',
};
const port = Number(process.argv[2] ?? 5383);

createServer(async (req, res) => {
  const path = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
  const prefix = Object.keys(roots).find((p) => path.startsWith(p)) ?? '/';
  const relative = normalize(path.slice(prefix.length) || 'index.html');
  if (relative.startsWith('..')) {
    res.writeHead(400).end('Bad path');
    return;
  }
  try {
    const body = await readFile(join(roots[prefix], relative));
    res.writeHead(200, { 'content-type': types[extname(relative)] ?? 'application/octet-stream' }).end(body);
  } catch {
    res.writeHead(404).end('Not found');
  }
}).listen(port, '127.0.0.1', () => console.log(`elements proof page on http://127.0.0.1:${port}/`));
