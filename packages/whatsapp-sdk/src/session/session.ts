import type { ClientSessionRecord, PartialGoogleRegistration } from '../model';
import { SESSION_TTL_MS } from '../rules';

/** sessionStorage keys. */
export const CLIENT_SESSION_KEY = 'wacrm.session';
export const PARTIAL_REGISTRATION_KEY = 'wacrm.partialRegistration';

/** The subset of the Web Storage API the session records use. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface SessionStorageOptions {
  /** Defaults to `sessionStorage` when there is one, else an in-memory map (SSR, Node). */
  storage?: KeyValueStorage;
  /** Defaults to 2 hours. */
  ttlMs?: number;
  /** Clock (tests). */
  now?: () => number;
}

/** An in-memory KeyValueStorage (SSR, tests). */
export function memoryStorage(): KeyValueStorage {
  const map = new Map<string, string>();
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}

/** sessionStorage, looked up lazily (nothing touches `window` at import); falls back to memory. */
function defaultStorage(): KeyValueStorage {
  let fallback: KeyValueStorage | null = null;
  const pick = (): KeyValueStorage => {
    try {
      if (typeof sessionStorage !== 'undefined' && sessionStorage) return sessionStorage;
    } catch {
      // Access can throw (sandboxed iframes, disabled storage).
    }
    return (fallback ??= memoryStorage());
  };
  return {
    getItem: (key) => {
      try {
        return pick().getItem(key);
      } catch {
        return null;
      }
    },
    setItem: (key, value) => {
      try {
        pick().setItem(key, value);
      } catch {
        // Quota or privacy mode: the session record is a convenience, never fatal.
      }
    },
    removeItem: (key) => {
      try {
        pick().removeItem(key);
      } catch {
        // ignore
      }
    },
  };
}

function parse(text: string | null): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * True while a record is still valid: authenticated, a finite timestamp not in the future, and younger than
 * `ttlMs` (a record exactly `ttlMs` old has expired).
 */
export function isClientSessionValid(
  record: ClientSessionRecord | null,
  now: number,
  ttlMs: number = SESSION_TTL_MS,
): boolean {
  if (!record || !record.isAuthenticated || !Number.isFinite(record.timestamp)) return false;
  const age = now - record.timestamp;
  return age >= 0 && age < ttlMs;
}

/** The client session record `{ timestamp, isAuthenticated }` in sessionStorage (expires after 2 hours). */
export interface ClientSession {
  /** Starts (or restarts) the session now. */
  start(): ClientSessionRecord;
  /** The record while valid; an expired or unreadable record is cleared and null returned. */
  read(): ClientSessionRecord | null;
  isValid(): boolean;
  clear(): void;
}

export function createClientSession(options: SessionStorageOptions = {}): ClientSession {
  const storage = options.storage ?? defaultStorage();
  const ttl = options.ttlMs ?? SESSION_TTL_MS;
  const now = options.now ?? Date.now;
  const session: ClientSession = {
    start() {
      const record: ClientSessionRecord = { timestamp: now(), isAuthenticated: true };
      storage.setItem(CLIENT_SESSION_KEY, JSON.stringify(record));
      return record;
    },
    read() {
      const raw = parse(storage.getItem(CLIENT_SESSION_KEY));
      const record: ClientSessionRecord | null =
        isRecord(raw) && typeof raw.timestamp === 'number' && typeof raw.isAuthenticated === 'boolean'
          ? { timestamp: raw.timestamp, isAuthenticated: raw.isAuthenticated }
          : null;
      if (!isClientSessionValid(record, now(), ttl)) {
        if (raw !== null || storage.getItem(CLIENT_SESSION_KEY) !== null) storage.removeItem(CLIENT_SESSION_KEY);
        return null;
      }
      return record;
    },
    isValid: () => session.read() !== null,
    clear: () => storage.removeItem(CLIENT_SESSION_KEY),
  };
  return session;
}

/** The partial Google registration record, kept while a Google sign-up still needs a phone number. */
export interface PartialRegistrationStore {
  save(record: PartialGoogleRegistration): void;
  /** The saved record, or null when there is none or it is unreadable. */
  read(): PartialGoogleRegistration | null;
  clear(): void;
}

const PARTIAL_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'firebaseUid', 'googleCredential'] as const;

export function createPartialRegistrationStore(
  options: Pick<SessionStorageOptions, 'storage'> = {},
): PartialRegistrationStore {
  const storage = options.storage ?? defaultStorage();
  return {
    save(record) {
      const clean: Record<string, string> = {};
      for (const key of PARTIAL_FIELDS) clean[key] = typeof record[key] === 'string' ? record[key] : '';
      storage.setItem(PARTIAL_REGISTRATION_KEY, JSON.stringify(clean));
    },
    read() {
      const raw = parse(storage.getItem(PARTIAL_REGISTRATION_KEY));
      if (!isRecord(raw)) return null;
      const get = (key: (typeof PARTIAL_FIELDS)[number]) => (typeof raw[key] === 'string' ? raw[key] : '');
      const record: PartialGoogleRegistration = {
        firstName: get('firstName'),
        lastName: get('lastName'),
        email: get('email'),
        phone: get('phone'),
        firebaseUid: get('firebaseUid'),
        googleCredential: get('googleCredential'),
      };
      return record.email || record.firebaseUid ? record : null;
    },
    clear: () => storage.removeItem(PARTIAL_REGISTRATION_KEY),
  };
}
