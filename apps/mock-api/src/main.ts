import { configFromEnv } from './config';
import { startMockApi } from './server';
import { startupLines } from './startupLines';

const port = Number(process.env.PORT ?? 4010);
const host = process.env.HOST ?? '127.0.0.1';

// MOCK_DB=memory keeps everything in memory; otherwise MOCK_DB_FILE or apps/mock-api/data/db.json (from the seed).
const db = configFromEnv().db ?? 'memory';
const api = await startMockApi({ port, host, db: db === 'memory' ? 'memory' : db.file });
for (const line of startupLines(api.url, api.dbFile, process.env.NODE_ENV === 'production')) console.log(line);

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  void api.close().finally(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
