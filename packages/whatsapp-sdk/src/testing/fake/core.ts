// What every resource of the fake client shares: its data, clock and ids, and `run` (records the call, waits the
// latency, fails it when told, and hands out copies so callers never share objects with the fake's data).
import { AUTH_DEFAULT_ERRORS } from '../../auth';
import { ApiError } from '../../client/errors';
import type { TokenStore } from '../../client/tokens';
import { normalizePhone } from '../../rules';
import { WHATSAPP_DEFAULT_ERRORS } from '../../whatsapp';
import type { FakeFixtures } from '../fixtures';
import type { FakeCall, FakeClientOptions, FakeFailure, FakeOperation } from './types';

const DEFAULTS: Readonly<Record<FakeOperation, string>> = {
  'auth.checkUser': AUTH_DEFAULT_ERRORS.checkUser,
  'auth.register': AUTH_DEFAULT_ERRORS.register,
  'auth.login': AUTH_DEFAULT_ERRORS.login,
  'auth.sendEmailOtp': AUTH_DEFAULT_ERRORS.sendEmailOtp,
  'auth.verifyEmailOtp': AUTH_DEFAULT_ERRORS.verifyEmailOtp,
  'auth.refreshToken': AUTH_DEFAULT_ERRORS.refreshToken,
  'auth.getProfile': AUTH_DEFAULT_ERRORS.getProfile,
  connect: WHATSAPP_DEFAULT_ERRORS.connect,
  getConnectionStatus: WHATSAPP_DEFAULT_ERRORS.getConnectionStatus,
  'templates.create': WHATSAPP_DEFAULT_ERRORS.createTemplate,
  'templates.list': WHATSAPP_DEFAULT_ERRORS.getTemplates,
  'templates.update': WHATSAPP_DEFAULT_ERRORS.updateTemplate,
  'templates.remove': WHATSAPP_DEFAULT_ERRORS.deleteTemplate,
  'campaigns.create': WHATSAPP_DEFAULT_ERRORS.createCampaign,
  'campaigns.list': WHATSAPP_DEFAULT_ERRORS.getCampaigns,
  'campaigns.update': WHATSAPP_DEFAULT_ERRORS.updateCampaign,
  'campaigns.remove': WHATSAPP_DEFAULT_ERRORS.deleteCampaign,
  'campaigns.start': WHATSAPP_DEFAULT_ERRORS.startCampaign,
  'campaigns.pause': WHATSAPP_DEFAULT_ERRORS.pauseCampaign,
  'messages.send': WHATSAPP_DEFAULT_ERRORS.sendMessage,
  'messages.sendBulk': WHATSAPP_DEFAULT_ERRORS.sendBulk,
  'messages.list': WHATSAPP_DEFAULT_ERRORS.getMessages,
  'contacts.list': WHATSAPP_DEFAULT_ERRORS.getContacts,
  'contacts.page': WHATSAPP_DEFAULT_ERRORS.getContacts,
  'contacts.create': WHATSAPP_DEFAULT_ERRORS.createContact,
  'contacts.update': WHATSAPP_DEFAULT_ERRORS.updateContact,
  'contacts.remove': WHATSAPP_DEFAULT_ERRORS.deleteContact,
  'broadcasts.create': WHATSAPP_DEFAULT_ERRORS.sendBroadcast,
  'analytics.get': WHATSAPP_DEFAULT_ERRORS.getAnalytics,
  'conversations.list': WHATSAPP_DEFAULT_ERRORS.getConversations,
  'conversations.page': WHATSAPP_DEFAULT_ERRORS.getConversations,
  'conversations.messages': WHATSAPP_DEFAULT_ERRORS.getConversationMessages,
  'conversations.messagesPage': WHATSAPP_DEFAULT_ERRORS.getConversationMessages,
  'conversations.create': WHATSAPP_DEFAULT_ERRORS.createConversation,
};

/**
 * A deep copy of plain data (objects, arrays, dates, primitives), so callers never share objects with the fake's
 * data. Hand-written because structuredClone is several times slower on lists of 10,000 records (benchmarks and
 * large stories use the fake).
 */
export function clone<T>(value: T): T {
  if (Array.isArray(value)) return value.map(clone) as T;
  if (value instanceof Date) return new Date(value.getTime()) as T;
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value)) out[key] = clone((value as Record<string, unknown>)[key]);
    return out as T;
  }
  return value;
}

export function key(phone: string): string {
  return normalizePhone(phone) || phone.trim();
}

export function includes(haystack: string, needle: string): boolean {
  return haystack.toLowerCase().includes(needle.toLowerCase());
}

export function notFound(what: string): ApiError {
  return new ApiError({ status: 404, code: 'NOT_FOUND', message: `${what} not found` });
}

/** The fake's shared state and helpers, handed to each resource. */
export interface FakeCore {
  readonly db: FakeFixtures;
  readonly options: FakeClientOptions;
  readonly tokens: TokenStore;
  readonly calls: FakeCall[];
  readonly failNext: Map<FakeOperation, FakeFailure>;
  readonly failAlways: Map<FakeOperation, FakeFailure>;
  now(): number;
  /** The clock's time as ISO text. */
  iso(): string;
  newId(prefix: string): string;
  setLatency(ms: number): void;
  /** Runs one operation as the API would answer it. */
  run<T>(op: FakeOperation, args: unknown[], body: () => T): Promise<T>;
  /** 401 without an access token. */
  requireSession(): void;
}

export function createFakeCore(options: FakeClientOptions, db: FakeFixtures, tokens: TokenStore): FakeCore {
  const now = options.now ?? Date.now;
  let latency = options.latencyMs ?? 0;
  const calls: FakeCall[] = [];
  const failNext = new Map<FakeOperation, FakeFailure>();
  const failAlways = new Map<FakeOperation, FakeFailure>();
  let idSeq = 1000;

  async function run<T>(op: FakeOperation, args: unknown[], body: () => T): Promise<T> {
    calls.push({ op, args: clone(args) });
    if (latency > 0) await new Promise((r) => setTimeout(r, latency));
    else await Promise.resolve();
    const failure = failNext.get(op) ?? failAlways.get(op);
    if (failure) {
      failNext.delete(op);
      throw new ApiError({
        status: failure.status ?? 500,
        code: failure.code ?? `HTTP_${failure.status ?? 500}`,
        message: failure.message ?? DEFAULTS[op],
      });
    }
    return clone(body());
  }

  function requireSession() {
    if (!tokens.getAccessToken()) throw new ApiError({ status: 401, code: 'UNAUTHORIZED', message: 'Unauthorized' });
  }

  return {
    db,
    options,
    tokens,
    calls,
    failNext,
    failAlways,
    now,
    iso: () => new Date(now()).toISOString(),
    newId: (prefix) => `${prefix}_${(idSeq += 1)}`,
    setLatency: (ms) => {
      latency = ms;
    },
    run,
    requireSession,
  };
}

/** The record of this id in a list of the fake's data; 404 '<what> not found' when there is none. */
export function byId<T extends { id: string }>(list: readonly T[], id: string, what: string): T {
  const found = list.find((x) => x.id === id);
  if (!found) throw notFound(what);
  return found;
}

/** Puts `next` in the place of `current` in the list. */
export function replace<T>(list: T[], current: T, next: T): T {
  list[list.indexOf(current)] = next;
  return next;
}

/** Deletes the record of this id (404 when there is none); answers `{ id }` as the API does. */
export function removeById<T extends { id: string }>(list: T[], id: string, what: string): { id: string } {
  list.splice(list.indexOf(byId(list, id, what)), 1);
  return { id };
}
