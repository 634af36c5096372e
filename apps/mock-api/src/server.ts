import { createServer as createHttpServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Application as Express } from 'express';
import jsonServer from 'json-server';
import type { Server as SocketServer } from 'socket.io';
import { createSeed } from '../seed/seed';
import { CodeService, type OutboxEntry } from './auth/otp';
import { TokenService } from './auth/tokens';
import {
  configFromEnv,
  DEFAULT_LIMITS,
  DEV_JWT_SECRET,
  type MockApiConfig,
  type SecurityLimits,
  type SimulatorTimings,
} from './config';
import { createScheduler, type Ctx, type Emitter } from './context';
import { jsonBody } from './http/body';
import { cors } from './http/cors';
import { errorHandler, HttpError, sendError } from './http/errors';
import { attachRealtime, type RealtimeStats } from './realtime';
import { mediaStoreFor } from './media/location';
import { registerMediaRoutes, registerNoMediaRoutes } from './media/routes';
import { registerAuthRoutes } from './routes/auth';
import { registerDevRoutes } from './routes/dev';
import { registerIdentityRoutes } from './routes/identity';
import { registerWhatsAppRoutes } from './routes/whatsapp';
import { resumeDeliveries } from './services/delivery';
import { startSimulatorLoop } from './simulators';
import { loadDbFile, Store, type DbLocation } from './store/store';
import type { DbData } from './store/types';

export interface MockApiOptions {
  /** Port to listen on; 0 picks a free one (tests). */
  port?: number;
  host?: string;
  /** 'memory' or a data file path. Default: MOCK_DB_FILE when set, else memory (main.ts applies the dev default). */
  db?: 'memory' | string;
  /** Builds the initial data (default: the demo seed). Used for a new file, memory mode and /__dev/reset. */
  seed?: () => DbData;
  /** Environment to read defaults from (default process.env). */
  env?: NodeJS.ProcessEnv;
  allowedOrigins?: string[];
  /** NODE_ENV=production behaviour: no /__dev routes, codes never logged. */
  production?: boolean;
  jwtSecret?: string;
  timings?: Partial<SimulatorTimings>;
  /** Abuse limits (login budgets, refresh reuse interval, socket limits); defaults in config.ts, env MOCK_*. */
  limits?: Partial<SecurityLimits>;
  /** The media routes (default: on unless MOCK_MEDIA=off); false answers 404 there, as a backend without media. */
  media?: boolean;
  /** Where the URL, codes and warnings go (default console.log); pass () => {} for silence. */
  log?: (message: string) => void;
}

export interface RunningMockApi {
  server: Server;
  /** e.g. http://127.0.0.1:4010 */
  url: string;
  close(): Promise<void>;
  /** The socket.io server. */
  io: SocketServer;
  /** The data file in use, or null in memory mode. */
  dbFile: string | null;
  /** The live state (tests read it). */
  store: Store;
  /** What the socket limits did so far (benchmarks print it). */
  realtimeStats: RealtimeStats;
}

const startedAt = Date.now();

function resolveConfig(options: MockApiOptions): MockApiConfig {
  const env = configFromEnv(options.env ?? process.env);
  const production = options.production ?? env.production ?? false;
  // Programmatic use (tests) defaults to memory unless MOCK_DB_FILE names a file; main.ts passes the env's choice.
  const envFile = (options.env ?? process.env).MOCK_DB_FILE;
  const db: DbLocation =
    options.db === undefined
      ? envFile
        ? { file: envFile }
        : 'memory'
      : options.db === 'memory'
        ? 'memory'
        : { file: options.db };
  return {
    db,
    allowedOrigins: options.allowedOrigins ?? env.allowedOrigins ?? [],
    production,
    media: options.media ?? env.media ?? true,
    jwtSecret:
      options.jwtSecret ??
      env.jwtSecret ??
      (production ? crypto.getRandomValues(new Uint8Array(32)).join('.') : DEV_JWT_SECRET),
    timings: { deliveryStepMs: 800, autoApproveMs: 0, campaignTickMs: 1500, ...env.timings, ...options.timings },
    limits: { ...DEFAULT_LIMITS, ...env.limits, ...options.limits },
    log: options.log ?? ((message) => console.log(message)),
  };
}

interface Built {
  app: Express;
  ctx: Ctx;
  close(): Promise<void>;
  attachEmitter(emitter: Emitter): void;
}

function build(options: MockApiOptions): Built {
  const config = resolveConfig(options);
  const seed = options.seed ?? (() => createSeed());
  const loaded =
    config.db === 'memory'
      ? { data: seed(), seeded: true }
      : loadDbFile(config.db.file, seed, (m) => config.log(`[mock-api] ${m}`));
  const data = loaded.data;
  const store = new Store(data, config.db);
  let emitter: Emitter = { emit: () => undefined };
  const scheduler = createScheduler();
  const onSend = (entry: OutboxEntry) => {
    if (!config.production) config.log(`[mock-api] ${entry.channel} code for ${entry.to}: ${entry.code}`);
  };
  const ctx: Ctx = {
    store,
    config,
    timings: { ...config.timings },
    tokens: new TokenService(config.jwtSecret, store, config.limits),
    codes: new CodeService(onSend, () => Date.now(), config.limits),
    realtime: { emit: (clientId, event, payload) => emitter.emit(clientId, event, payload) },
    scheduler,
    media: config.media ? mediaStoreFor(config.db) : null,
    persistInBackground: () =>
      store.commit().catch((err: unknown) => config.log(`[mock-api] could not write the data file: ${String(err)}`)),
  };

  const app = jsonServer.create();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.set('json spaces', 0);
  app.use((_req, res, next) => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Cache-Control', 'no-store');
    next();
  });
  app.use(cors(config.allowedOrigins));
  // Before the JSON body reader: an upload is multipart, streamed to the store.
  if (ctx.media) registerMediaRoutes(app, ctx, ctx.media);
  else registerNoMediaRoutes(app);
  app.use(jsonBody());
  app.get('/api/v1/health', (_req, res) => {
    res.json({
      success: true,
      message: 'OK',
      data: { status: 'ok', uptimeSeconds: Math.round((Date.now() - startedAt) / 1000) },
    });
  });
  registerAuthRoutes(app, ctx);
  registerWhatsAppRoutes(app, ctx);
  if (!config.production) {
    registerIdentityRoutes(app, ctx);
    registerDevRoutes(app, ctx, { seed, onReset: () => scheduler.clear() });
  }
  app.use((_req, res) => sendError(res, new HttpError(404, 'NOT_FOUND', 'Route not found')));
  app.use(errorHandler(config.log));

  // A new data file (or one replacing an unreadable file) is written from the seed at once. An existing file is
  // left as it is: rewriting it on every start only put a temp file next to it while the server was already up.
  if (store.file && loaded.seeded) void ctx.persistInBackground();
  resumeDeliveries(ctx);
  const stopLoop = startSimulatorLoop(ctx);
  return {
    app,
    ctx,
    attachEmitter: (e) => {
      emitter = e;
    },
    async close() {
      stopLoop();
      scheduler.clear();
      await store.flush();
    },
  };
}

/** Starts the HTTP API and socket.io on one server. */
export function startMockApi(options: MockApiOptions = {}): Promise<RunningMockApi> {
  const built = build(options);
  const server = createHttpServer(built.app);
  const { io, emitter, stats } = attachRealtime(server, built.ctx, built.ctx.config.allowedOrigins);
  built.attachEmitter(emitter);
  const host = options.host ?? '127.0.0.1';
  return new Promise((resolve, reject) => {
    server.once('error', (err) => {
      void built.close();
      reject(err);
    });
    server.listen(options.port ?? 4010, host, () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        server,
        io,
        store: built.ctx.store,
        realtimeStats: stats,
        dbFile: built.ctx.store.file,
        url: `http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`,
        close: async () => {
          await built.close();
          await new Promise<void>((done) => {
            io.close(() => done());
          });
          server.closeAllConnections();
          await new Promise<void>((done) => {
            if (!server.listening) done();
            else server.close(() => done());
          });
        },
      });
    });
  });
}
