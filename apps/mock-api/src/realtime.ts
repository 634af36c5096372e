import type { Server as HttpServer } from 'node:http';
import { Server, type Socket } from 'socket.io';
import type { Ctx, Emitter } from './context';
import { HttpError } from './http/errors';
import { markRead, sendMessage } from './services/messaging';
import { messageOut } from './services/wire';
import { toPhone } from './http/validate';
import { KeyedBuckets, SocketBuckets, UserSockets } from './realtime-limits';
import { clientAddress } from './http/address';

type Ack = (response: Record<string, unknown>) => void;

const room = (clientId: string) => `client:${clientId}`;

function failure(err: unknown, log: (message: string) => void): Record<string, unknown> {
  if (err instanceof HttpError) {
    return { success: false, code: err.code, message: err.message, ...(err.field ? { field: err.field } : {}) };
  }
  log(`[mock-api] socket handler failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
  return { success: false, code: 'INTERNAL_ERROR', message: 'Something went wrong' };
}

/** The ack of a client event over its rate limit (the shape of every failed ack). */
export function rateLimitedAck(waitMs: number): Record<string, unknown> {
  return {
    success: false,
    code: 'RATE_LIMITED',
    message: 'Too many events from this connection. Please slow down.',
    retryAfterMs: waitMs,
  };
}

/** Counters of what the limits did (the socket-flood benchmark prints them). */
export interface RealtimeStats {
  /** Handshakes refused because the client address opened connections too fast. */
  connectionsRefused: number;
  /** Sockets disconnected because their user opened more than the cap. */
  socketsCapped: number;
  /** Typing events relayed to the room. */
  typingRelayed: number;
  /** Typing events dropped over the bucket. */
  typingDropped: number;
  /** Other events acked RATE_LIMITED. */
  actionsLimited: number;
}

interface SocketData {
  userId: string;
  /** The refresh family (session) of the access token the socket connected with. */
  family?: string;
  buckets: SocketBuckets;
}

function payloadOf(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/**
 * socket.io on the API's HTTP server: token handshake, per-client rooms, the contract's events. Limits
 * (docs/security.md): new connections per client address are rate-limited before the WebSocket upgrade, each
 * socket has token buckets for what it sends (typing over the limit is dropped, other events over it are acked with
 * RATE_LIMITED), a user holds at most `socketsPerUser` sockets (a new one disconnects the oldest), and a logout
 * disconnects the sockets of that session.
 */
export function attachRealtime(
  httpServer: HttpServer,
  ctx: Ctx,
  allowedOrigins: readonly string[],
): { io: Server; emitter: Emitter; stats: RealtimeStats } {
  const stats: RealtimeStats = {
    connectionsRefused: 0,
    socketsCapped: 0,
    typingRelayed: 0,
    typingDropped: 0,
    actionsLimited: 0,
  };
  const origins = new Set(allowedOrigins);
  const { limits } = ctx.config;
  const connectionBuckets = new KeyedBuckets(limits.connectionBurst, limits.connectionsPerSecond);
  const io = new Server(httpServer, {
    cors: { origin: [...allowedOrigins], credentials: true },
    // Before the WebSocket upgrade (the costly part of a connection): new connections per client address are
    // rate-limited, and browsers send an Origin header, which must be an allowed one.
    allowRequest: (req, callback) => {
      const origin = req.headers.origin;
      if (!connectionBuckets.take(clientAddress(req))) {
        stats.connectionsRefused += 1;
        callback('Too many connections', false);
        return;
      }
      callback(null, !origin || origins.has(origin));
    },
    maxHttpBufferSize: 1024 * 1024,
    serveClient: false,
  });

  io.use((socket, next) => {
    const auth = payloadOf(socket.handshake.auth);
    const header = socket.handshake.headers.authorization;
    const token =
      typeof auth.token === 'string'
        ? auth.token
        : typeof header === 'string' && /^Bearer\s+/i.test(header)
          ? header.replace(/^Bearer\s+/i, '')
          : '';
    if (!token) {
      next(new Error('Unauthorized'));
      return;
    }
    ctx.tokens
      .verifySession(token)
      .then(({ userId, family }) => {
        if (!ctx.store.data.users.some((u) => u.userId === userId)) throw new Error('unknown user');
        const data: SocketData = {
          userId,
          ...(family ? { family } : {}),
          buckets: new SocketBuckets(limits),
        };
        Object.assign(socket.data as object, data);
        next();
      })
      .catch(() => next(new Error('Unauthorized')));
  });

  const userSockets = new UserSockets<Socket>();
  ctx.tokens.onRevoke((family) => {
    for (const socket of io.of('/').sockets.values()) {
      if ((socket.data as SocketData).family === family) socket.disconnect(true);
    }
  });

  io.on('connection', (socket: Socket) => {
    const { userId, buckets } = socket.data as SocketData;
    for (const old of userSockets.add(userId, socket, limits.socketsPerUser)) {
      stats.socketsCapped += 1;
      old.disconnect(true);
    }
    socket.on('disconnect', () => userSockets.remove(userId, socket));

    /** Runs a handler for an event whose payload names a clientId that must be the socket's own user. */
    const on = (
      event: string,
      handler: (clientId: string, payload: Record<string, unknown>) => Promise<Record<string, unknown> | void>,
    ) => {
      const { kind, bucket } = buckets.bucket(event);
      socket.on(event, (raw: unknown, maybeAck?: unknown) => {
        const ack: Ack = typeof maybeAck === 'function' ? (maybeAck as Ack) : () => undefined;
        if (!bucket.take()) {
          // Typing indicators are best effort: dropped without a word. Anything else is told, so nothing hangs.
          if (kind === 'action') {
            stats.actionsLimited += 1;
            ack(rateLimitedAck(bucket.waitMs()));
          } else {
            stats.typingDropped += 1;
          }
          return;
        }
        const payload = payloadOf(raw);
        const clientId = payload.clientId;
        if (typeof clientId !== 'string' || clientId === '') {
          ack({ success: false, code: 'VALIDATION_ERROR', message: 'clientId is required', field: 'clientId' });
          return;
        }
        if (clientId !== userId) {
          ack({ success: false, code: 'FORBIDDEN', message: 'You do not have access to this client' });
          return;
        }
        handler(clientId, payload).then(
          (result) => ack({ success: true, ...(result ?? {}) }),
          (err: unknown) => ack(failure(err, ctx.config.log)),
        );
      });
    };

    on('join_client_room', async (clientId) => {
      await socket.join(room(clientId));
      return { message: 'Joined' };
    });

    on('send_message', async (clientId, payload) => {
      const { message } = await sendMessage(ctx, clientId, payload);
      return { data: messageOut(message) };
    });

    on('mark_message_read', async (clientId, payload) => {
      if (typeof payload.messageId !== 'string' || payload.messageId === '') {
        throw new HttpError(400, 'VALIDATION_ERROR', 'messageId is required', 'messageId');
      }
      const message = await markRead(ctx, clientId, payload.messageId);
      return { data: messageOut(message) };
    });

    for (const event of ['typing_start', 'typing_stop'] as const) {
      on(event, async (clientId, payload) => {
        const phone = toPhone(payload.contact_phone, 'contact_phone');
        // Relayed to the client's other sockets (other agents' screens).
        socket.to(room(clientId)).emit(event, { contact_phone: phone });
        stats.typingRelayed += 1;
      });
    }
  });

  const emitter: Emitter = {
    emit(clientId, event, payload) {
      io.to(room(clientId)).emit(event, payload);
    },
  };
  return { io, emitter, stats };
}
