import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const appDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const ROUNDS = 10;

interface Child {
  process: ChildProcess;
  url: string;
}

/**
 * src/main.ts bundled once (the SDK from source, node_modules left external) so each of the many restarts below
 * costs a plain `node` start instead of an on-the-fly tsx compile. Written under the git-ignored data/ folder so
 * the external packages resolve from the repository's node_modules.
 */
const bundleDir = join(appDir, 'data', `.crash-test-${process.pid}`);
const bundle = join(bundleDir, 'main.mjs');

async function buildBundle(): Promise<void> {
  const { build } = await import('esbuild');
  mkdirSync(bundleDir, { recursive: true });
  await build({
    entryPoints: [join(appDir, 'src/main.ts')],
    outfile: bundle,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    conditions: ['@wacrm/source'],
    logLevel: 'silent',
    plugins: [
      {
        name: 'externals',
        setup(b) {
          // Every package except the workspace ones stays an import of node_modules.
          b.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@wacrm/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
}

/** Children still running: killed after the tests, so a failed assertion does not leave a server behind. */
const running = new Set<ChildProcess>();

/** Starts the server (src/main.ts, bundled) as a real child process and waits for the URL it prints. */
function startChild(file: string): Promise<Child> {
  const child = spawn(process.execPath, [bundle], {
    cwd: appDir,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: '0',
      HOST: '127.0.0.1',
      MOCK_DB: '',
      MOCK_DB_FILE: file,
      MOCK_JWT_SECRET: 'crash-test-secret',
      MOCK_CAMPAIGN_TICK_MS: '0',
      MOCK_DELIVERY_STEP_MS: '5',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`child did not start: ${out}`)), 30_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /listening on (http:\/\/[^\s]+)\/api\/v1/.exec(out);
      if (match) {
        clearTimeout(timer);
        resolve({ process: child, url: match[1]! });
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`child exited with ${code}: ${out}`));
    });
  });
}

async function json<T>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

async function signIn(url: string): Promise<string> {
  const post = (path: string, body: unknown) =>
    fetch(`${url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  await post('/api/v1/auth/send-email-otp', { email: 'demo@acme.test' });
  const outbox = await json<{ data: { code: string }[] }>(await fetch(`${url}/__dev/outbox?to=demo@acme.test`));
  await post('/api/v1/auth/verify-email-otp', { email: 'demo@acme.test', otp: outbox.data[0]!.code });
  const login = await json<{ data: { accessToken: string } }>(
    await post('/api/v1/auth/login', { email: 'demo@acme.test' }),
  );
  return login.data.accessToken;
}

describe('crash safety', () => {
  const dir = mkdtempSync(join(tmpdir(), 'wacrm-mock-crash-'));
  const file = join(dir, 'db.json');
  beforeAll(buildBundle, 60_000);
  afterAll(() => {
    for (const child of running) child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
    rmSync(bundleDir, { recursive: true, force: true });
  });

  it(`keeps a valid file holding every acknowledged write across ${ROUNDS} SIGKILLs during writes`, async () => {
    const acknowledged: string[] = [];
    let token = '';
    let killedMidWrite = 0;
    for (let round = 0; round < ROUNDS; round += 1) {
      const child = await startChild(file);
      if (!token) token = await signIn(child.url);
      let seq = 0;
      let stop = false;
      let inFlight = 0;
      let roundAcks = 0;
      const writer = async () => {
        while (!stop) {
          seq += 1;
          const phone = `+9194${String(round).padStart(2, '0')}${String(seq).padStart(6, '0')}`;
          inFlight += 1;
          try {
            const res = await fetch(`${child.url}/api/v1/whatsapp/contacts/usr_demo`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
              body: JSON.stringify({ name: `Crash ${round}-${seq}`, phone }),
            });
            if (res.status === 201) {
              acknowledged.push((await json<{ data: { id: string } }>(res)).data.id);
              roundAcks += 1;
            }
          } catch {
            // the connection died with the process: not acknowledged
          } finally {
            inFlight -= 1;
          }
        }
      };
      const writers = [writer(), writer(), writer(), writer()];
      // Kill at a random moment once this round has acknowledged a write (however loaded the machine is).
      const started = Date.now();
      while (roundAcks === 0 && Date.now() - started < 20_000) await new Promise((r) => setTimeout(r, 10));
      await new Promise((r) => setTimeout(r, 10 + Math.floor(Math.random() * 150)));
      if (inFlight > 0) killedMidWrite += 1;
      child.process.kill('SIGKILL');
      await new Promise((r) => child.process.once('exit', r));
      stop = true;
      await Promise.all(writers);

      const text = readFileSync(file, 'utf8');
      const db = JSON.parse(text) as { contacts: { id: string }[] };
      const ids = new Set(db.contacts.map((c) => c.id));
      const missing = acknowledged.filter((id) => !ids.has(id));
      expect(missing, `round ${round}`).toEqual([]);
    }
    expect(acknowledged.length).toBeGreaterThanOrEqual(ROUNDS);
    expect(killedMidWrite).toBeGreaterThanOrEqual(ROUNDS - 1);
    // The next start cleans write-file-atomic's leftover temp files and reads the file.
    const last = await startChild(file);
    expect(readdirSync(dir).filter((f) => /^db\.json\.\d+$/.test(f))).toEqual([]);
    const res = await fetch(`${last.url}/api/v1/health`);
    expect(res.status).toBe(200);
    last.process.kill('SIGKILL');
    await new Promise((r) => last.process.once('exit', r));
  }, 180_000);
});
