import { startMockApi } from './server';

const port = Number(process.env.PORT ?? 4010);
const host = process.env.HOST ?? '127.0.0.1';

const api = await startMockApi({ port, host });
console.log(`Wacrm mock API listening on ${api.url}/api/v1`);

const stop = () => {
  void api.close().finally(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
