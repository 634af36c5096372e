// Media upload to the mock API (issue 32): throughput of a 16 MB file and the server's memory while it streams.
// The server runs as its own process (src/main.ts with a data file, as in development) so its RSS is its own; it is
// sampled every 10 ms during each upload. The bar: RSS grows by less than 32 MB (the body is streamed to disk, never
// buffered). A 64 MB upload shows the growth does not follow the file's size. The server runs first with the flags its
// dev script starts it with (V8's young generation capped: --max-semi-space-size=2), then with Node's defaults: the
// difference is garbage not yet collected (Node's request chunks are freed when a scavenge collects them) rather
// than memory held. Inside the server a probe
// (serverMemoryProbe.mjs) reports its ArrayBuffers (the request's chunks as Node read them, outside the V8 heap) and V8
// heap used: what the RSS growth is made of. Prints figures; not pass/fail.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const MB = 1024 * 1024;
const probe = join(dirname(fileURLToPath(import.meta.url)), 'serverMemoryProbe.mjs');

interface MemoryUsage {
  rss: number;
  heapUsed: number;
  arrayBuffers: number;
}
const RUNS = 5;

function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

function pdfOf(size: number): Blob {
  const file = new Uint8Array(size);
  file.set(new TextEncoder().encode('%PDF-1.7\n'));
  for (let i = 16; i < size; i += 4096) file[i] = i % 251;
  return new Blob([file]);
}

async function measure(flags: string[]): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'wacrm-media-bench-'));
  const child = spawn(
    process.execPath,
    [...flags, '--import', probe, '--conditions=@wacrm/source', '--import', 'tsx', 'apps/mock-api/src/main.ts'],
    {
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        MOCK_DB: '',
        MOCK_DB_FILE: join(dir, 'db.json'),
        MOCK_CAMPAIGN_TICK_MS: '0',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  // The probe's reports (serverMemoryProbe.mjs); the server's other messages pass through.
  const reports: Array<(report: { peak: MemoryUsage; now: MemoryUsage }) => void> = [];
  createInterface({ input: child.stderr! }).on('line', (line) => {
    if (line.startsWith('wacrm-memory ')) reports.shift()?.(JSON.parse(line.slice('wacrm-memory '.length)));
    else process.stderr.write(`${line}\n`);
  });
  /** The server's memory peaks since the last call, and now. */
  const memory = () =>
    new Promise<{ peak: MemoryUsage; now: MemoryUsage }>((resolve) => {
      reports.push(resolve);
      child.kill('SIGUSR2');
    });
  try {
    const url = await new Promise<string>((resolve, reject) => {
      let out = '';
      const timer = setTimeout(() => reject(new Error(`the mock API did not start: ${out}`)), 60_000);
      child.stdout!.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const match = /listening on (http:\/\/[^\s]+)\/api\/v1/.exec(out);
        if (match) {
          clearTimeout(timer);
          resolve(match[1]!);
        }
      });
    });
    const post = (path: string, body: unknown) =>
      fetch(`${url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    await post('/api/v1/auth/send-email-otp', { email: 'demo@acme.test' });
    const outbox = (await (await fetch(`${url}/__dev/outbox?to=demo@acme.test`)).json()) as {
      data: { code: string }[];
    };
    await post('/api/v1/auth/verify-email-otp', { email: 'demo@acme.test', otp: outbox.data[0]!.code });
    const login = (await (await post('/api/v1/auth/login', { email: 'demo@acme.test' })).json()) as {
      data: { accessToken: string };
    };
    const upload = async (blob: Blob) => {
      const form = new FormData();
      form.append('type', 'document');
      form.append('file', blob, 'catalogue.pdf');
      const res = await fetch(`${url}/api/v1/whatsapp/media/usr_demo`, {
        method: 'POST',
        headers: { authorization: `Bearer ${login.data.accessToken}` },
        body: form,
      });
      if (res.status !== 201) throw new Error(`upload: ${res.status} ${await res.text()}`);
      await res.arrayBuffer();
    };
    /** Uploads once, sampling the server's RSS every 10 ms; the highest sample. */
    const sampled = async (blob: Blob) => {
      let peak = rssOf(child.pid!);
      const sampler = setInterval(() => (peak = Math.max(peak, rssOf(child.pid!))), 10);
      const started = performance.now();
      await upload(blob);
      const seconds = (performance.now() - started) / 1000;
      clearInterval(sampler);
      return { seconds, peak: Math.max(peak, rssOf(child.pid!)) };
    };

    const file16 = pdfOf(16 * MB);
    // Warm up (JIT, the media folder's first write), then let the heap settle.
    await upload(file16);
    await new Promise((r) => setTimeout(r, 500));
    const baseline = rssOf(child.pid!);
    const before = (await memory()).now;
    const rates: number[] = [];
    const peaks: number[] = [];
    const inside: Array<{ peak: MemoryUsage; now: MemoryUsage }> = [];
    for (let run = 0; run < RUNS; run += 1) {
      const { seconds, peak } = await sampled(file16);
      rates.push(16 / seconds);
      peaks.push(peak);
      inside.push(await memory());
    }
    const big = await sampled(pdfOf(64 * MB));
    const mb = (bytes: number) => (bytes / MB).toFixed(1);
    const growth = (Math.max(...peaks) - baseline) / MB;
    console.log(`server flags: ${flags.join(' ') || '(defaults)'}`);
    console.log(
      `  16 MB upload, ${RUNS} runs: median ${median(rates).toFixed(1)} MB/s (min ${Math.min(...rates).toFixed(1)}, max ${Math.max(...rates).toFixed(1)})`,
    );
    console.log(
      `  server RSS ${mb(baseline)} MB before; peak per run ${peaks.map(mb).join(', ')} MB: grew ${growth.toFixed(1)} MB (bar < 32 MB: ${growth < 32 ? 'met' : 'NOT met'})`,
    );
    const most = (f: (m: { peak: MemoryUsage; now: MemoryUsage }) => number) => mb(Math.max(...inside.map(f)));
    console.log(
      `  inside the server: ArrayBuffers (the request's chunks) ${mb(before.arrayBuffers)} MB before, peak per run ` +
        `${inside.map((m) => mb(m.peak.arrayBuffers)).join(', ')} MB, after each run ` +
        `${inside.map((m) => mb(m.now.arrayBuffers)).join(', ')} MB; V8 heap used ${mb(before.heapUsed)} MB before, ` +
        `at most ${most((m) => m.peak.heapUsed)} MB`,
    );
    console.log(
      `  64 MB upload: ${(64 / big.seconds).toFixed(1)} MB/s, RSS grew ${mb(big.peak - baseline)} MB (does not follow the size)`,
    );
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    rmSync(dir, { recursive: true, force: true });
  }
}

// The V8 flags the mock API is started with (its package's dev script): measured first, then Node's defaults.
const devScript = (
  JSON.parse(readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../apps/mock-api/package.json'), 'utf8')) as {
    scripts: { dev: string };
  }
).scripts.dev;
const devFlags = devScript.split(/\s+/).filter((word) => word.startsWith('--max-'));

console.log('Media upload to the mock API: multipart, streamed to disk with fsync, each run a new file.');
await measure(devFlags);
await measure([]);
