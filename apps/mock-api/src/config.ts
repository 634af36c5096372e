import { fileURLToPath } from 'node:url';
import type { DbLocation } from './store/store';

export const DEFAULT_ALLOWED_ORIGINS = [
  'http://localhost:5173',
  'http://127.0.0.1:5173',
  'http://localhost:4173',
  'http://127.0.0.1:4173',
  'http://localhost:6006',
];

/** Clearly dev-only default so tokens survive restarts in development; set MOCK_JWT_SECRET anywhere else. */
export const DEV_JWT_SECRET = 'wacrm-mock-api-DEV-ONLY-secret-not-for-production';

export const DEFAULT_DB_FILE = fileURLToPath(new URL('../data/db.json', import.meta.url));

export interface SimulatorTimings {
  /** Delay between sent -> delivered -> read (ms). */
  deliveryStepMs: number;
  /** Approve new templates after this many ms; 0 = never (manual review through /__dev). */
  autoApproveMs: number;
  /** Interval of the campaign and scheduled-broadcast simulator (ms); 0 = off. */
  campaignTickMs: number;
}

/**
 * Abuse limits (docs/security.md). Each is configurable so tests can use small numbers and a busy dev machine or
 * the e2e suite (all from 127.0.0.1) large ones.
 */
export interface SecurityLimits {
  /** A used refresh token presented again within this many ms returns the same new pair (MOCK_REFRESH_REUSE_MS). */
  refreshReuseMs: number;
  /** Wrong codes per identifier per hour, across codes, before its checks answer 429 (MOCK_VERIFY_FAILURES_PER_HOUR). */
  verifyFailuresPerHour: number;
  /** Codes sent per client address per hour, across identifiers (MOCK_CODE_SENDS_PER_ADDRESS_PER_HOUR). */
  codeSendsPerAddressPerHour: number;
  /** Open sockets per user; a new one beyond this disconnects the oldest (MOCK_SOCKETS_PER_USER). */
  socketsPerUser: number;
  /** New socket connections per client address: burst size and refill per second (before the WebSocket upgrade). */
  connectionBurst: number;
  connectionsPerSecond: number;
  /** Token bucket of typing_start / typing_stop per socket: burst size and refill per second. */
  typingBurst: number;
  typingPerSecond: number;
  /** Token bucket of the other client events (send_message, mark_message_read, join_client_room) per socket. */
  actionBurst: number;
  actionPerSecond: number;
}

export const DEFAULT_LIMITS: SecurityLimits = {
  refreshReuseMs: 10_000,
  verifyFailuresPerHour: 10,
  codeSendsPerAddressPerHour: 100,
  socketsPerUser: 20,
  connectionBurst: 40,
  connectionsPerSecond: 20,
  typingBurst: 10,
  typingPerSecond: 5,
  actionBurst: 30,
  actionPerSecond: 10,
};

export interface MockApiConfig {
  db: DbLocation;
  allowedOrigins: string[];
  production: boolean;
  jwtSecret: string;
  timings: SimulatorTimings;
  limits: SecurityLimits;
  /** The media routes (MOCK_MEDIA=off: none, they answer 404 as a backend without media does). */
  media: boolean;
  /** Prints the URL, sent codes and warnings; tests pass a silent logger. */
  log: (message: string) => void;
}

function envInteger(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : undefined;
}

function envNumber(value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const number = Number(value);
  return Number.isFinite(number) && number >= 0 ? number : fallback;
}

/** Reads the environment variables documented in the README and docs/api-contract.md. */
export type EnvConfig = Partial<Omit<MockApiConfig, 'limits'>> & { limits?: Partial<SecurityLimits> };

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): EnvConfig {
  const production = env.NODE_ENV === 'production';
  const origins = env.ALLOWED_ORIGINS?.split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  return {
    db: env.MOCK_DB === 'memory' ? 'memory' : { file: env.MOCK_DB_FILE || DEFAULT_DB_FILE },
    allowedOrigins: origins && origins.length > 0 ? origins : DEFAULT_ALLOWED_ORIGINS,
    production,
    media: env.MOCK_MEDIA !== 'off',
    ...(env.MOCK_JWT_SECRET ? { jwtSecret: env.MOCK_JWT_SECRET } : {}),
    timings: {
      deliveryStepMs: envNumber(env.MOCK_DELIVERY_STEP_MS, 800),
      autoApproveMs: envNumber(env.MOCK_AUTO_APPROVE_MS, 0),
      campaignTickMs: envNumber(env.MOCK_CAMPAIGN_TICK_MS, 1500),
    },
    limits: limitsFromEnv(env),
  };
}

/** The limits named by MOCK_* variables (positive whole numbers; anything else keeps the default). */
export function limitsFromEnv(env: NodeJS.ProcessEnv): Partial<SecurityLimits> {
  const entries: [keyof SecurityLimits, number | undefined][] = [
    ['refreshReuseMs', envInteger(env.MOCK_REFRESH_REUSE_MS)],
    ['verifyFailuresPerHour', envInteger(env.MOCK_VERIFY_FAILURES_PER_HOUR)],
    ['codeSendsPerAddressPerHour', envInteger(env.MOCK_CODE_SENDS_PER_ADDRESS_PER_HOUR)],
    ['socketsPerUser', envInteger(env.MOCK_SOCKETS_PER_USER)],
  ];
  return Object.fromEntries(entries.filter(([, value]) => value !== undefined));
}
