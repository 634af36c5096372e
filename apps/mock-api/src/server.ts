import { createServer as createHttpServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import jsonServer from 'json-server';

export interface MockApiOptions {
  /** Port to listen on; 0 picks a free one (tests). */
  port?: number;
  host?: string;
}

export interface RunningMockApi {
  server: Server;
  /** e.g. http://127.0.0.1:4010 */
  url: string;
  close(): Promise<void>;
}

const startedAt = Date.now();

/** Builds the express app (json-server's module API) with every route under /api/v1. */
export function createApp() {
  const app = jsonServer.create();
  app.disable('x-powered-by');
  app.get('/api/v1/health', (_req, res) => {
    res.json({
      success: true,
      message: 'OK',
      data: { status: 'ok', uptimeSeconds: Math.round((Date.now() - startedAt) / 1000) },
    });
  });
  app.use('/api/v1', (_req, res) => {
    res.status(404).json({ success: false, code: 'NOT_FOUND', message: 'Route not found' });
  });
  return app;
}

export function startMockApi(options: MockApiOptions = {}): Promise<RunningMockApi> {
  const app = createApp();
  const server = createHttpServer(app);
  const host = options.host ?? '127.0.0.1';
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 4010, host, () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        server,
        url: `http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`,
        close: () =>
          new Promise<void>((done, fail) => {
            server.closeAllConnections();
            server.close((err) => (err ? fail(err) : done()));
          }),
      });
    });
  });
}
