// The mock API as a real child process (src/main.ts bundled once), for the tests that kill it (SIGKILL) and start it
// again on the same data file.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const appDir = join(dirname(fileURLToPath(import.meta.url)), '..');

export interface Child {
  process: ChildProcess;
  url: string;
}

/**
 * src/main.ts bundled once (the SDK from source, node_modules left external) so each of the many restarts below
 * costs a plain `node` start instead of an on-the-fly tsx compile. Written under the git-ignored data/ folder so
 * the external packages resolve from the repository's node_modules.
 */
export const bundleDir = join(appDir, 'data', `.child-server-${process.pid}`);
const bundle = join(bundleDir, 'main.mjs');

export async function buildBundle(): Promise<void> {
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
export const running = new Set<ChildProcess>();

/** Starts the server (src/main.ts, bundled) as a real child process and waits for the URL it prints. */
export function startChild(file: string, env: NodeJS.ProcessEnv = {}): Promise<Child> {
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
      ...env,
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

export async function signIn(url: string): Promise<string> {
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
