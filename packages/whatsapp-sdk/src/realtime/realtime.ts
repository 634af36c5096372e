// Types only: socket.io-client itself is loaded with `import()` when a socket first opens (see loadSocketIo), so code
// that only uses REST (servers, forms, Quick Message) never downloads or evaluates it.
import type { ManagerOptions, Socket, SocketOptions } from 'socket.io-client';
import { ApiError } from '../client/errors';
import {
  normalizeConversationUpdate,
  normalizeMessage,
  normalizeMessageStatusUpdate,
  type Message,
  type SendMessagePayload,
} from '../model';
import { RECONNECT } from '../rules';
import { API_MESSAGES, SOCKET_MESSAGES } from '../rules/messageGroups';
import { createStore } from '../store/createStore';
import type {
  ClientToServerEvents,
  RealtimeClient,
  RealtimeEventMap,
  RealtimeEventName,
  RealtimeHandler,
  RealtimeState,
  ServerToClientEvents,
  SocketAck,
  TypingEvent,
} from './types';

export type WacrmSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** Options the realtime client passes to socket.io's `io(url, options)`. */
export type WacrmSocketOptions = Partial<ManagerOptions & SocketOptions>;

/** Makes a socket.io socket: socket.io-client's `io`, or a double in tests. */
export type SocketFactory = (url: string, options: WacrmSocketOptions) => WacrmSocket;

/**
 * Loads socket.io-client on first use. `import()` keeps it out of the initial chunk of a partner's bundle (a bundler
 * splits it off), and the CJS build turns it into a `require` inside a promise, so Node and CJS users get it too.
 */
export function loadSocketIo(): Promise<SocketFactory> {
  return import('socket.io-client').then((module) => {
    // Both the ESM build and the CJS interop shape (`default.io`) are accepted.
    const io = module.io ?? (module as { default?: { io?: unknown } }).default?.io;
    if (typeof io !== 'function') throw new Error('socket.io-client did not load');
    return io as SocketFactory;
  });
}

export interface Timers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface ReconnectOptions {
  /** Attempts after a failure before giving up (default 5). */
  attempts?: number;
  /** First delay (default 1000 ms); each further attempt doubles it. */
  initialDelayMs?: number;
  /** Upper bound of the delay (default 30000 ms). */
  maxDelayMs?: number;
}

export interface RealtimeOptions {
  /** socket.io server URL (origin). */
  url: string;
  clientId: string;
  /** Current access token, read at every (re)connect for the handshake. */
  getToken: () => string | null;
  /** HTTP send used when the socket is not connected. */
  sendViaHttp: (message: SendMessagePayload) => Promise<Message>;
  /** Called once when the server refuses the token ('Unauthorized'), before the next attempt. */
  refreshToken?: () => Promise<unknown>;
  reconnect?: ReconnectOptions;
  /** socket.io path (default '/socket.io'). */
  path?: string;
  /** Ack timeout of `send_message` and `join_client_room` (default 10 s). */
  ackTimeoutMs?: number;
  /** Injected timers (tests). */
  timers?: Timers;
  /** Injected socket factory (tests): used at once, without loading socket.io-client. */
  createSocket?: SocketFactory;
  /**
   * How socket.io-client is loaded when the first socket opens (default: `loadSocketIo`, a dynamic import). A
   * rejection takes the path of a connection error: `connect_error`, `state.error`, the reconnection schedule.
   */
  loadSocketFactory?: () => Promise<SocketFactory>;
}

/** Delay before attempt `attempt` (1-based): initial * 2^(attempt-1), capped. */
export function reconnectDelayFor(attempt: number, options: ReconnectOptions = {}): number {
  const initial = options.initialDelayMs ?? RECONNECT.baseDelayMs;
  const max = options.maxDelayMs ?? RECONNECT.maxDelayMs;
  const n = Math.max(1, Math.floor(attempt));
  return Math.min(max, initial * 2 ** Math.min(n - 1, 30));
}

const ACK_CODES: Readonly<Record<string, number>> = {
  VALIDATION_ERROR: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  OUTSIDE_CUSTOMER_SERVICE_WINDOW: 422,
  TEMPLATE_NOT_APPROVED: 422,
  // The server's per-socket limit (docs/security.md): the message is marked failed and can be retried.
  RATE_LIMITED: 429,
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function typingEvent(raw: unknown): TypingEvent {
  const r = isRecord(raw) ? raw : {};
  const phone = r.contact_phone ?? r.contactPhone;
  return { contactPhone: typeof phone === 'string' ? phone : '' };
}

function ackError(ack: SocketAck | undefined, fallback: string): ApiError {
  const code = typeof ack?.code === 'string' && ack.code ? ack.code : 'SOCKET_ERROR';
  const message = typeof ack?.message === 'string' && ack.message ? ack.message : fallback;
  return new ApiError({ status: ACK_CODES[code] ?? 400, code, message, body: ack });
}

const defaultTimers: Timers = {
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export function createRealtimeClient(options: RealtimeOptions): RealtimeClient {
  const { clientId } = options;
  const timers = options.timers ?? defaultTimers;
  const maxAttempts = options.reconnect?.attempts ?? RECONNECT.attempts;
  const ackTimeoutMs = options.ackTimeoutMs ?? 10_000;
  const state = createStore<RealtimeState>({ connected: false, error: null, attempts: 0 });
  const handlers = new Map<RealtimeEventName, Set<(payload: never) => void>>();

  let socket: WacrmSocket | null = null;
  let stopped = true;
  let timer: unknown = null;
  let everConnected = false;
  let refreshTried = false;
  /** socket.io-client on its way (the first open): the socket is made when it arrives. */
  let loading: Promise<SocketFactory> | null = null;

  const patch = (next: Partial<RealtimeState>) => {
    const current = state.getSnapshot();
    if (Object.entries(next).every(([k, v]) => current[k as keyof RealtimeState] === v)) return;
    state.setState({ ...current, ...next });
  };

  function emit<K extends RealtimeEventName>(event: K, payload: RealtimeEventMap[K]): void {
    const set = handlers.get(event);
    if (!set) return;
    for (const handler of [...set]) {
      try {
        (handler as RealtimeHandler<K>)(payload);
      } catch (error) {
        console.error(error);
      }
    }
  }

  function clearTimer() {
    if (timer !== null) timers.clearTimeout(timer);
    timer = null;
  }

  function scheduleReconnect() {
    if (stopped || timer !== null || socket?.connected) return;
    const attempts = state.getSnapshot().attempts;
    if (attempts >= maxAttempts) {
      patch({ connected: false, error: SOCKET_MESSAGES.maxReconnect });
      return;
    }
    const attempt = attempts + 1;
    patch({ attempts: attempt });
    timer = timers.setTimeout(
      () => {
        timer = null;
        if (stopped || socket?.connected) return;
        // No socket yet: loading socket.io-client failed; the attempt loads it again.
        if (socket) socket.connect();
        else open();
      },
      reconnectDelayFor(attempt, options.reconnect),
    );
  }

  function join(s: WacrmSocket) {
    s.timeout(ackTimeoutMs).emit('join_client_room', { clientId }, (err: Error | null, ack?: SocketAck) => {
      if (err) return; // No ack: older servers do not answer; the join itself still happened.
      if (ack && ack.success === false) patch({ error: ack.message || SOCKET_MESSAGES.establishFailed });
    });
  }

  function createSocket(factory: SocketFactory): WacrmSocket {
    const socketOptions: WacrmSocketOptions = {
      transports: ['websocket'],
      autoConnect: false,
      forceNew: true,
      reconnection: false,
      auth: (cb: (data: object) => void) => cb({ token: options.getToken() ?? '' }),
      ...(options.path ? { path: options.path } : {}),
    };
    const s = factory(options.url, socketOptions);

    s.on('connect', () => {
      clearTimer();
      refreshTried = false;
      const recovered = everConnected;
      everConnected = true;
      patch({ connected: true, error: null, attempts: 0 });
      join(s);
      emit('connect', { recovered });
    });
    s.on('disconnect', (reason) => {
      patch({ connected: false });
      emit('disconnect', { reason });
      if (reason !== 'io client disconnect') scheduleReconnect();
    });
    s.on('connect_error', (error) => {
      patch({ connected: false, error: SOCKET_MESSAGES.connectionFailed });
      emit('connect_error', { message: error?.message ?? '' });
      if (error?.message === 'Unauthorized' && options.refreshToken && !refreshTried) {
        refreshTried = true;
        options
          .refreshToken()
          .catch(() => undefined)
          .finally(() => scheduleReconnect());
        return;
      }
      scheduleReconnect();
    });
    s.on('whatsapp_message', (raw) => emit('whatsapp_message', normalizeMessage(raw)));
    s.on('message_status_update', (raw) => emit('message_status_update', normalizeMessageStatusUpdate(raw)));
    s.on('conversation_update', (raw) => emit('conversation_update', normalizeConversationUpdate(raw)));
    s.on('typing_start', (raw) => emit('typing_start', typingEvent(raw)));
    s.on('typing_stop', (raw) => emit('typing_stop', typingEvent(raw)));
    return s;
  }

  /** The same path as a refused connection: state error, `connect_error`, then the reconnection schedule. */
  function connectionFailed(error: unknown) {
    patch({ connected: false, error: SOCKET_MESSAGES.connectionFailed });
    emit('connect_error', { message: error instanceof Error ? error.message : '' });
    scheduleReconnect();
  }

  /** Connects the socket, made first with `factory` when there is none yet. */
  function startSocket(factory?: SocketFactory) {
    try {
      if (!socket && factory) socket = createSocket(factory);
      if (socket && !socket.connected) socket.connect();
    } catch {
      patch({ connected: false, error: SOCKET_MESSAGES.establishFailed });
    }
  }

  /**
   * Opens the socket. The first time, socket.io-client is loaded first: until it is there, `connect()` again does
   * nothing, `disconnect()` means no socket is made once it arrives, `sendMessage` goes through HTTP and `markRead`
   * answers false (as while a handshake is under way), and handlers given to `on()` are kept for the socket.
   */
  function open() {
    stopped = false;
    if (socket || options.createSocket) {
      startSocket(options.createSocket);
      return;
    }
    if (loading) return;
    const load = (options.loadSocketFactory ?? loadSocketIo)();
    loading = load;
    load.then(
      (factory) => {
        loading = null;
        if (!stopped) startSocket(factory);
      },
      (error: unknown) => {
        loading = null;
        if (!stopped) connectionFailed(error);
      },
    );
  }

  const client: RealtimeClient = {
    clientId,
    state,
    connect() {
      // Already connected, connecting, loading socket.io-client, or waiting for the next attempt: nothing to do.
      if (!stopped && (loading || timer !== null || socket?.connected)) return;
      open();
    },
    disconnect() {
      stopped = true;
      clearTimer();
      socket?.disconnect();
      patch({ connected: false, attempts: 0 });
    },
    reconnect() {
      clearTimer();
      stopped = true;
      socket?.disconnect();
      patch({ connected: false, error: null, attempts: 0 });
      refreshTried = false;
      open();
    },
    on(event, handler) {
      let set = handlers.get(event);
      if (!set) {
        set = new Set();
        handlers.set(event, set);
      }
      set.add(handler as (payload: never) => void);
      return () => {
        set.delete(handler as (payload: never) => void);
      };
    },
    async sendMessage(message) {
      const s = socket;
      if (s?.connected) {
        let ack: SocketAck | undefined;
        try {
          ack = (await s.timeout(ackTimeoutMs).emitWithAck('send_message', { clientId, ...message })) as SocketAck;
        } catch (error) {
          // No answer in time: the socket is down without knowing it yet (a dropped network keeps it 'connected'
          // until its heartbeat fails). A message with a client id goes through HTTP instead, safely: the API
          // answers the same stored message if the socket's copy did arrive (sending is idempotent by client id).
          if (message.clientMessageId) {
            const sent = await options.sendViaHttp(message);
            return { message: sent, via: 'http', notice: SOCKET_MESSAGES.notConnected };
          }
          throw new ApiError({ status: 0, code: 'SOCKET_TIMEOUT', message: API_MESSAGES.sendMessage, cause: error });
        }
        if (!ack || ack.success === false) throw ackError(ack, API_MESSAGES.sendMessage);
        const sent = normalizeMessage(isRecord(ack.data) ? ack.data : {});
        return { message: sent, via: 'socket', notice: null };
      }
      const sent = await options.sendViaHttp(message);
      return { message: sent, via: 'http', notice: SOCKET_MESSAGES.notConnected };
    },
    startTyping(contactPhone) {
      if (socket?.connected) socket.emit('typing_start', { clientId, contact_phone: contactPhone });
    },
    stopTyping(contactPhone) {
      if (socket?.connected) socket.emit('typing_stop', { clientId, contact_phone: contactPhone });
    },
    markRead(messageId) {
      if (!socket?.connected || !messageId) return false;
      socket.emit('mark_message_read', { clientId, messageId });
      return true;
    },
  };
  return client;
}
