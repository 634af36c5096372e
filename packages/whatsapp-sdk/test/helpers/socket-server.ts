import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server, type Socket } from 'socket.io';

export interface ReceivedEvent {
  event: string;
  payload: unknown;
  token: unknown;
}

export interface TestSocketServer {
  url: string;
  port: number;
  io: Server;
  events: ReceivedEvent[];
  handshakeTokens: unknown[];
  /** Sockets currently connected. */
  sockets(): Socket[];
  /** Emits to every connected socket. */
  emit(event: string, payload: unknown): void;
  /** Answer of `send_message` acks. */
  onSend: (payload: unknown) => unknown;
  close(): Promise<void>;
}

/**
 * A real socket.io server on an ephemeral (or given) port. Accepts tokens in `valid` (every token when
 * `valid` is undefined), records every client event with the handshake token, acks `join_client_room` and
 * `send_message`.
 */
export async function startSocketServer(
  options: { port?: number; valid?: Set<string> } = {},
): Promise<TestSocketServer> {
  const http: HttpServer = createServer();
  const io = new Server(http, { transports: ['websocket'] });
  const events: ReceivedEvent[] = [];
  const handshakeTokens: unknown[] = [];
  const server: TestSocketServer = {
    url: '',
    port: 0,
    io,
    events,
    handshakeTokens,
    sockets: () => [...io.sockets.sockets.values()],
    emit: (event, payload) => void io.emit(event, payload),
    onSend: (payload) => ({
      success: true,
      data: { id: 'srv-1', ...(payload as object), status: 'sent', direction: 'outbound' },
    }),
    close: () =>
      new Promise<void>((resolve) => {
        io.disconnectSockets(true);
        http.closeAllConnections();
        void io.close(() => resolve());
      }),
  };
  io.use((socket, next) => {
    const token = (socket.handshake.auth as { token?: unknown }).token;
    handshakeTokens.push(token);
    if (options.valid && !options.valid.has(String(token))) return next(new Error('Unauthorized'));
    next();
  });
  io.on('connection', (socket) => {
    const token = (socket.handshake.auth as { token?: unknown }).token;
    socket.onAny((event: string, payload: unknown, ack?: unknown) => {
      events.push({ event, payload, token });
      if (typeof ack !== 'function') return;
      if (event === 'join_client_room') ack({ success: true });
      else if (event === 'send_message') ack(server.onSend(payload));
      else ack({ success: true });
    });
  });
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = http.address() as AddressInfo;
  server.port = port;
  server.url = `http://127.0.0.1:${port}`;
  return server;
}

/** Resolves when `predicate` holds (polling), or rejects after `timeoutMs`. */
export async function waitFor(predicate: () => boolean, timeoutMs = 5000, label = 'condition'): Promise<void> {
  const start = Date.now();
  while (!predicate()) {
    if (Date.now() - start > timeoutMs) throw new Error(`Timed out waiting for ${label}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}
