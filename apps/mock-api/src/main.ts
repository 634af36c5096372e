import { configFromEnv } from './config';
import { startMockApi } from './server';

const port = Number(process.env.PORT ?? 4010);
const host = process.env.HOST ?? '127.0.0.1';

// MOCK_DB=memory keeps everything in memory; otherwise MOCK_DB_FILE or apps/mock-api/data/db.json (from the seed).
const db = configFromEnv().db ?? 'memory';
const api = await startMockApi({ port, host, db: db === 'memory' ? 'memory' : db.file });
const production = process.env.NODE_ENV === 'production';
console.log(`Wacrm mock API listening on ${api.url}/api/v1`);
console.log(`  data: ${api.dbFile ?? 'in memory (MOCK_DB=memory)'}`);
if (!production) {
  console.log(`  dev endpoints: ${api.url}/__dev (outbox: ${api.url}/__dev/outbox?to=demo@acme.test)`);
  console.log('  demo account: demo@acme.test / +919876543210 (codes are printed below when sent)');
}

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  void api.close().finally(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
