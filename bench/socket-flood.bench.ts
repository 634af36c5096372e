// Socket flood against the mock API (issue #22): ONE user opens 1,000 sockets and each sends 50 typing_start while
// the health check is timed. Before the socket limits this stalled the health check for 60 s. The API runs in this
// thread (so a blocked event loop shows in the health latency); the 1,000 clients run in a worker thread, so their
// own work does not count against the server. Loopback only, bounded in count and time. Prints figures.
import { createRequire } from 'node:module';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { startMockApi, type RunningMockApi } from '../apps/mock-api/src/server';

const SOCKETS = 1000;
const EVENTS_PER_SOCKET = 50;
/** Sockets opened at a time by the worker. */
const BATCH = 100;
/** Hard stop for the whole flood. */
const LIMIT_MS = 60_000;
const HEALTH_EVERY_MS = 10;
/** Health checks timed before the flood: the machine's own noise, to read the flood's figures against. */
const BASELINE_MS = 3000;

interface FloodReport {
  connected: number;
  refused: number;
  droppedByServer: number;
  stillConnected: number;
  sent: number;
  received: number;
  ms: number;
}

// The clients: plain CommonJS in a worker (socket.io-client resolved from here).
const CLIENT_CODE = `
const { parentPort, workerData } = require('node:worker_threads');
const { io } = require(workerData.clientPath);
const { url, token, sockets, events, batch, clientId, phone } = workerData;
const started = Date.now();
let connected = 0, refused = 0, droppedByServer = 0, sent = 0, received = 0;
const all = [];
function open() {
  return new Promise((resolve) => {
    const socket = io(url, { transports: ['websocket'], auth: { token }, reconnection: false, forceNew: true });
    all.push(socket);
    socket.on('typing_start', () => { received += 1; });
    socket.on('disconnect', (reason) => { if (reason === 'io server disconnect') droppedByServer += 1; });
    socket.once('connect_error', () => { refused += 1; resolve(); });
    socket.once('connect', () => {
      connected += 1;
      socket.emit('join_client_room', { clientId });
      for (let i = 0; i < events; i += 1) { socket.emit('typing_start', { clientId, contact_phone: phone }); sent += 1; }
      resolve();
    });
  });
}
(async () => {
  for (let i = 0; i < sockets; i += batch) {
    await Promise.all(Array.from({ length: Math.min(batch, sockets - i) }, open));
  }
  await new Promise((r) => setTimeout(r, 1000));
  const stillConnected = all.filter((s) => s.connected).length;
  for (const s of all) s.disconnect();
  parentPort.postMessage({ connected, refused, droppedByServer, stillConnected, sent, received, ms: Date.now() - started });
})();
`;

async function signIn(api: RunningMockApi): Promise<string> {
  const post = (path: string, body: unknown) =>
    fetch(`${api.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  await post('/api/v1/auth/send-email-otp', { email: 'demo@acme.test' });
  const outbox = (await (await fetch(`${api.url}/__dev/outbox?to=demo@acme.test`)).json()) as {
    data: { code: string }[];
  };
  await post('/api/v1/auth/verify-email-otp', { email: 'demo@acme.test', otp: outbox.data[0]!.code });
  const login = (await (await post('/api/v1/auth/login', { email: 'demo@acme.test' })).json()) as {
    data: { accessToken: string; user: { userId: string } };
  };
  return login.data.accessToken;
}

/** Times GET /api/v1/health every HEALTH_EVERY_MS until `until()` says stop. */
async function timeHealth(api: RunningMockApi, until: () => boolean): Promise<number[]> {
  const latencies: number[] = [];
  while (!until()) {
    const started = performance.now();
    const res = await fetch(`${api.url}/api/v1/health`);
    await res.text();
    latencies.push(performance.now() - started);
    await new Promise((r) => setTimeout(r, HEALTH_EVERY_MS));
  }
  return latencies;
}

function summary(latencies: number[]): string {
  return (
    `${latencies.length} checks: median ${percentile(latencies, 0.5).toFixed(1)} ms, p95 ` +
    `${percentile(latencies, 0.95).toFixed(1)} ms, worst ${Math.max(...latencies).toFixed(1)} ms`
  );
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))] ?? NaN;
}

const api = await startMockApi({
  port: 0,
  host: '127.0.0.1',
  db: 'memory',
  log: () => undefined,
  timings: { campaignTickMs: 0, deliveryStepMs: 60_000, autoApproveMs: 0 },
});
let worker: Worker | undefined;
try {
  const token = await signIn(api);
  const baselineEnd = performance.now() + BASELINE_MS;
  const baseline = await timeHealth(api, () => performance.now() >= baselineEnd);
  const clientPath = createRequire(import.meta.url).resolve('socket.io-client');
  worker = new Worker(CLIENT_CODE, {
    eval: true,
    workerData: {
      clientPath,
      url: api.url,
      token,
      sockets: SOCKETS,
      events: EVENTS_PER_SOCKET,
      batch: BATCH,
      clientId: 'usr_demo',
      phone: '+919800000001',
    },
  });
  const flood = new Promise<FloodReport>((resolve, reject) => {
    worker!.once('message', (report: FloodReport) => resolve(report));
    worker!.once('error', reject);
  });
  let done = false;
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  const eluStart = performance.eventLoopUtilization();
  const health = timeHealth(api, () => done);
  const timeout = new Promise<never>((_, reject) =>
    setTimeout(() => reject(new Error(`the flood did not finish in ${LIMIT_MS / 1000} s`)), LIMIT_MS).unref(),
  );
  const report = await Promise.race([flood, timeout]).finally(() => {
    done = true;
  });
  const latencies = await health;
  loopDelay.disable();
  const elu = performance.eventLoopUtilization(eluStart);
  const stats = api.realtimeStats;
  console.log(
    `sockets: ${SOCKETS} opened by one user from 127.0.0.1: ${report.connected} connected, ${report.refused} refused ` +
      `(server: ${stats.connectionsRefused} over the per-address connection rate), ${report.droppedByServer} ` +
      `disconnected by the per-user cap (server: ${stats.socketsCapped}), ${report.stillConnected} still connected ` +
      `at the end`,
  );
  console.log(
    `typing_start: ${report.sent} sent, ${stats.typingRelayed} relayed, ${stats.typingDropped} dropped by the ` +
      `per-socket bucket (the other ${report.sent - stats.typingRelayed - stats.typingDropped} reached sockets the ` +
      `cap had closed), ${report.received} deliveries to other sockets of the user`,
  );
  console.log(`health before the flood (${BASELINE_MS / 1000} s, machine noise): ${summary(baseline)}`);
  console.log(
    `health during the flood (${(report.ms / 1000).toFixed(1)} s): ${summary(latencies)} (target: under 200 ms)`,
  );
  console.log(
    `event loop delay of the API's thread: p99 ${(loopDelay.percentile(99) / 1e6).toFixed(1)} ms, ` +
      `max ${(loopDelay.max / 1e6).toFixed(1)} ms; the loop was busy ` +
      `${(elu.utilization * 100).toFixed(0)}% of the flood's wall time`,
  );
} finally {
  await worker?.terminate();
  await api.close();
}
