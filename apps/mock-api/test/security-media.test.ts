import { createHash } from 'node:crypto';
import { request } from 'node:http';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { samplePdf, samplePng } from '../src/media/samples';
import { uploadStats } from '../src/media/upload';
import type { RunningMockApi } from '../src/server';
import { buildBundle, bundleDir, running, signIn as signInChild, startChild } from './child';
import { DEMO_ID, OTHER_EMAIL, OTHER_ID, signIn, startTestApi, type Session } from './helpers';
import { upload } from './mediaHelpers';

const MB = 1024 * 1024;

describe('media security (docs/security.md)', () => {
  let api: RunningMockApi;
  let demo: Session;
  let other: Session;
  beforeAll(async () => {
    api = await startTestApi();
    demo = await signIn(api);
    other = await signIn(api, OTHER_EMAIL);
  });
  afterAll(() => api.close());

  const get = (clientId: string, id: string, token: string) =>
    fetch(`${api.url}/api/v1/whatsapp/media/${clientId}/${encodeURIComponent(id)}`, {
      headers: { authorization: `Bearer ${token}` },
    });

  it("another tenant cannot read a media id: 403 through the owner's path, 404 through its own", async () => {
    const up = await upload(api, demo.accessToken, samplePng(), 'private.png');
    const id = String(up.body.data.id);
    expect((await get(DEMO_ID, id, demo.accessToken)).status).toBe(200);
    expect((await get(DEMO_ID, id, other.accessToken)).status).toBe(403);
    const theirs = await get(OTHER_ID, id, other.accessToken);
    expect(theirs.status).toBe(404);
    expect(await theirs.text()).not.toContain('PNG');
    // Nor send it as their own message.
    const send = await fetch(`${api.url}/api/v1/whatsapp/messages/${OTHER_ID}/send`, {
      method: 'POST',
      headers: { authorization: `Bearer ${other.accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ to: '+14155550123', type: 'image', media_data: { id } }),
    });
    expect(send.status).toBe(404);
  });

  it('a path in the file name or the id cannot escape the store', async () => {
    const up = await upload(api, demo.accessToken, samplePdf(), '../../../../etc/passwd.pdf');
    expect(up.status).toBe(201);
    expect(up.body.data.fileName).toBe('passwd.pdf');
    expect(String(up.body.data.id)).toMatch(/^med_[0-9a-f]{32}$/);
    for (const id of ['../../package.json', '..%2F..%2Fpackage.json', 'med_../../x', 'med_' + 'a'.repeat(31) + '/']) {
      const res = await get(DEMO_ID, id, demo.accessToken);
      expect(res.status, id).toBe(404);
    }
  });

  it.each([
    ['an HTML page named .png', '<!doctype html><html><script>alert(document.cookie)</script></html>', 'image'],
    ['an SVG named .png', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>', 'image'],
    ['an SVG with no type given', '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"/>', undefined],
  ])('refuses %s (415) and stores nothing', async (_name, content, type) => {
    const res = await upload(api, demo.accessToken, Buffer.from(content), 'photo.png', type);
    expect(res.status).toBe(415);
    expect(res.body.message).toBe('This type of file cannot be sent on WhatsApp');
  });

  it('cuts an oversize upload off early: the server stops reading past the limit (64 MB sent as a 5 MB image)', async () => {
    const boundary = '----wacrm-oversize';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="type"\r\n\r\nimage\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="huge.png"\r\nContent-Type: image/png\r\n\r\n`,
    );
    const png = samplePng();
    const chunk = Buffer.alloc(256 * 1024, 7);
    const total = 64 * MB;
    const url = new URL(`${api.url}/api/v1/whatsapp/media/${DEMO_ID}`);
    let written = 0;
    const outcome = await new Promise<{ status: number; body: string; error?: string }>((resolve) => {
      let status = 0;
      let body = '';
      const req = request(
        {
          host: url.hostname,
          port: url.port,
          path: url.pathname,
          method: 'POST',
          headers: {
            authorization: `Bearer ${demo.accessToken}`,
            'content-type': `multipart/form-data; boundary=${boundary}`,
            // No Content-Length: a chunked body, so the limit can only be enforced while it streams.
            'transfer-encoding': 'chunked',
          },
        },
        (res) => {
          status = res.statusCode ?? 0;
          res.on('data', (d: Buffer) => (body += d.toString()));
          res.on('end', () => resolve({ status, body }));
        },
      );
      // The server closes the connection once it has answered: writing on may fail (EPIPE, ECONNRESET).
      req.on('error', (error: NodeJS.ErrnoException) => resolve({ status, body, error: error.code ?? error.message }));
      let stopped = false;
      req.on('response', () => (stopped = true));
      req.on('close', () => (stopped = true));
      req.write(head);
      req.write(png);
      const pump = () => {
        while (!stopped && written < total) {
          written += chunk.length;
          if (!req.write(chunk)) {
            req.once('drain', pump);
            return;
          }
        }
        if (!stopped) req.end();
      };
      pump();
    });
    if (outcome.body) {
      expect(outcome.status).toBe(413);
      expect(JSON.parse(outcome.body)).toMatchObject({
        code: 'PAYLOAD_TOO_LARGE',
        message: 'Images must be 5 MB or smaller',
      });
    } else {
      expect(outcome.error).toMatch(/EPIPE|ECONNRESET/);
    }
    // The server read the limit and what was in flight, not the 64 MB; the client could not push much more.
    expect(uploadStats.lastBytesRead).toBeLessThan(5 * MB + 2 * MB);
    expect(written).toBeLessThan(24 * MB);
  });

  it('refuses at once a body declared over the largest limit (Content-Length), without reading it', async () => {
    const res = await fetch(`${api.url}/api/v1/whatsapp/media/${DEMO_ID}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${demo.accessToken}`,
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(200 * MB),
      },
      body: '--x--',
      duplex: 'half',
    } as RequestInit).catch((error: unknown) => error);
    // Either the 413 arrives, or the socket closes as soon as the server refused: never 200 MB read.
    if (res instanceof Response) expect(res.status).toBe(413);
    else expect(String(res)).toMatch(/fetch failed|other side closed|SocketError|mismatch/i);
  });
});

describe('a killed server loses no acknowledged upload', () => {
  const dir = mkdtempSync(join(tmpdir(), 'wacrm-mock-media-crash-'));
  const file = join(dir, 'db.json');
  beforeAll(buildBundle, 60_000);
  afterAll(() => {
    for (const child of running) child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
    rmSync(bundleDir, { recursive: true, force: true });
  });

  it('SIGKILL right after the 201, restart, read back the same bytes', async () => {
    const first = await startChild(file);
    const token = await signInChild(first.url);
    const files = [samplePng(96), samplePdf('Acknowledged before the kill'), Buffer.alloc(3 * MB, 'A')];
    const acknowledged: Array<{ id: string; sha256: string }> = [];
    for (const [i, data] of files.entries()) {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(data)]), i === 2 ? 'notes.txt' : `file-${i}`);
      const res = await fetch(`${first.url}/api/v1/whatsapp/media/usr_demo`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
      expect(res.status).toBe(201);
      const body = (await res.json()) as { data: { id: string; sha256: string } };
      acknowledged.push(body.data);
    }
    first.process.kill('SIGKILL');
    await new Promise((r) => first.process.once('exit', r));

    const second = await startChild(file);
    const token2 = await signInChild(second.url);
    for (const [i, ack] of acknowledged.entries()) {
      const res = await fetch(`${second.url}/api/v1/whatsapp/media/usr_demo/${ack.id}`, {
        headers: { authorization: `Bearer ${token2}` },
      });
      expect(res.status).toBe(200);
      const bytes = Buffer.from(await res.arrayBuffer());
      expect(createHash('sha256').update(bytes).digest('hex')).toBe(ack.sha256);
      expect(bytes.equals(files[i]!)).toBe(true);
    }
    expect(readdirSync(`${file}.media`).filter((f) => f.endsWith('.upload'))).toEqual([]);
    second.process.kill('SIGKILL');
  }, 120_000);
});
