import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  /** Path without the query string. */
  path: string;
  query: Record<string, string>;
  headers: IncomingMessage['headers'];
  body: unknown;
}

export interface Reply {
  status?: number;
  body?: unknown;
  /** Milliseconds to wait before answering. */
  delayMs?: number;
  /** Destroy the socket without answering (network error). */
  hangUp?: boolean;
}

export type Handler = (req: RecordedRequest) => Reply | Promise<Reply>;

export interface TestServer {
  url: string;
  server: Server;
  requests: RecordedRequest[];
  setHandler(handler: Handler): void;
  close(): Promise<void>;
}

function readBody(req: IncomingMessage): Promise<unknown> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      if (!text) return resolve(undefined);
      try {
        resolve(JSON.parse(text));
      } catch {
        resolve(text);
      }
    });
  });
}

/** A real node:http server on an ephemeral port that records every request and answers with `handler`. */
export async function startTestServer(initial: Handler = () => ({ body: { success: true, message: 'OK', data: {} } })) {
  let handler = initial;
  const requests: RecordedRequest[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://x');
      const recorded: RecordedRequest = {
        method: req.method ?? 'GET',
        path: decodeURIComponent(url.pathname),
        query: Object.fromEntries(url.searchParams.entries()),
        headers: req.headers,
        body: await readBody(req),
      };
      requests.push(recorded);
      const reply = await handler(recorded);
      if (reply.delayMs) await new Promise((r) => setTimeout(r, reply.delayMs));
      if (reply.hangUp) {
        req.socket.destroy();
        return;
      }
      res.writeHead(reply.status ?? 200, { 'content-type': 'application/json' });
      res.end(reply.body === undefined ? '' : JSON.stringify(reply.body));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const testServer: TestServer = {
    url: `http://127.0.0.1:${port}`,
    server,
    requests,
    setHandler(next) {
      handler = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return testServer;
}

/** A success envelope. */
export function ok(data: unknown, extra: Record<string, unknown> = {}): Reply {
  return { status: 200, body: { success: true, message: 'OK', data, ...extra } };
}

/** An error envelope. */
export function fail(status: number, code?: string, message?: string): Reply {
  return { status, body: { success: false, ...(code ? { code } : {}), ...(message ? { message } : {}) } };
}
