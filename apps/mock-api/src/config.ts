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

export interface MockApiConfig {
  db: DbLocation;
  allowedOrigins: string[];
  production: boolean;
  jwtSecret: string;
  timings: SimulatorTimings;
  /** Prints the URL, sent codes and warnings; tests pass a silent logger. */
  log: (message: string) => void;
}

function envNumber(value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const number = Number(value);
  return Number.isFinite(number) && number >= 0 ? number : fallback;
}

/** Reads the environment variables documented in the README and docs/api-contract.md. */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): Partial<MockApiConfig> {
  const production = env.NODE_ENV === 'production';
  const origins = env.ALLOWED_ORIGINS?.split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  return {
    db: env.MOCK_DB === 'memory' ? 'memory' : { file: env.MOCK_DB_FILE || DEFAULT_DB_FILE },
    allowedOrigins: origins && origins.length > 0 ? origins : DEFAULT_ALLOWED_ORIGINS,
    production,
    ...(env.MOCK_JWT_SECRET ? { jwtSecret: env.MOCK_JWT_SECRET } : {}),
    timings: {
      deliveryStepMs: envNumber(env.MOCK_DELIVERY_STEP_MS, 800),
      autoApproveMs: envNumber(env.MOCK_AUTO_APPROVE_MS, 0),
      campaignTickMs: envNumber(env.MOCK_CAMPAIGN_TICK_MS, 1500),
    },
  };
}
