// Mock API with the large data set (10,000 conversations, one with 10,000 messages): request latencies over real
// HTTP and the cost of one atomic write of the whole file. Prints figures; not a pass/fail test.
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLargeDataset, LARGEST_CONVERSATION_PHONE } from '../apps/mock-api/seed/large';
import { startMockApi, type RunningMockApi } from '../apps/mock-api/src/server';

const RUNS = 7;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

async function timeIt(label: string, run: () => Promise<Response>): Promise<void> {
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < RUNS; i += 1) {
    const started = performance.now();
    const res = await run();
    const text = await res.text();
    times.push(performance.now() - started);
    bytes = text.length;
    if (res.status >= 400) throw new Error(`${label}: ${res.status} ${text.slice(0, 200)}`);
  }
  console.log(
    `${label.padEnd(58)} median ${median(times).toFixed(1).padStart(7)} ms  (${(bytes / 1024).toFixed(0)} KiB)`,
  );
}

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
    data: { accessToken: string };
  };
  return login.data.accessToken;
}

const generated = performance.now();
const data = createLargeDataset();
console.log(
  `generate: ${data.conversations.length} conversations, ${data.messages.length} messages, ${data.contacts.length} contacts in ${(performance.now() - generated).toFixed(0)} ms`,
);

const dir = mkdtempSync(join(tmpdir(), 'wacrm-mock-bench-'));
const file = join(dir, 'db.json');
const quiet = () => undefined;
const timings = { campaignTickMs: 0, deliveryStepMs: 60_000 };
try {
  const started = performance.now();
  const api = await startMockApi({ port: 0, db: file, seed: () => createLargeDataset(), log: quiet, timings });
  await api.store.flush();
  console.log(
    `start + first write: ${(performance.now() - started).toFixed(0)} ms, file ${(statSync(file).size / 1024 / 1024).toFixed(1)} MiB`,
  );
  const token = await signIn(api);
  const auth = { authorization: `Bearer ${token}` };
  const base = `${api.url}/api/v1/whatsapp`;
  const phone = encodeURIComponent(LARGEST_CONVERSATION_PHONE);

  await timeIt('GET conversations (10,000)', () => fetch(`${base}/conversations/usr_demo`, { headers: auth }));
  await timeIt("GET conversations?limit=100 (the inbox's first page)", () =>
    fetch(`${base}/conversations/usr_demo?page=1&limit=100`, { headers: auth }),
  );
  await timeIt('GET conversations?page=5&limit=1000 (a later page)', () =>
    fetch(`${base}/conversations/usr_demo?page=5&limit=1000`, { headers: auth }),
  );
  await timeIt('GET conversations?search=Contact 9999', () =>
    fetch(`${base}/conversations/usr_demo?search=${encodeURIComponent('Contact 9999')}`, { headers: auth }),
  );
  await timeIt('GET latest 50 of the 10,000-message conversation', () =>
    fetch(`${base}/conversations/usr_demo/${phone}/messages?limit=50`, { headers: auth }),
  );
  await timeIt('GET 50 before message 5,000 (paging back)', () =>
    fetch(`${base}/conversations/usr_demo/${phone}/messages?limit=50&before=msg_bulk_0_5000`, { headers: auth }),
  );
  await timeIt('GET contacts page 1 (limit 100 of 10,040)', () =>
    fetch(`${base}/contacts/usr_demo`, { headers: auth }),
  );
  await timeIt('GET analytics (30 days)', () => fetch(`${base}/analytics/usr_demo`, { headers: auth }));
  let n = 0;
  await timeIt('POST send text (includes the atomic write of the file)', () => {
    n += 1;
    return fetch(`${base}/messages/usr_demo/send`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ to: LARGEST_CONVERSATION_PHONE, type: 'text', text: `bench ${n}` }),
    });
  });
  await api.close();

  const memory = await startMockApi({ port: 0, db: 'memory', seed: () => createLargeDataset(), log: quiet, timings });
  const memToken = await signIn(memory);
  let m = 0;
  await timeIt('POST send text (memory mode, no file)', () => {
    m += 1;
    return fetch(`${memory.url}/api/v1/whatsapp/messages/usr_demo/send`, {
      method: 'POST',
      headers: { authorization: `Bearer ${memToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ to: LARGEST_CONVERSATION_PHONE, type: 'text', text: `bench ${m}` }),
    });
  });
  await memory.close();
} finally {
  rmSync(dir, { recursive: true, force: true });
}
