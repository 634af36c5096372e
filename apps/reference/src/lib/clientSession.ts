/**
 * The client session record the SDK keeps in sessionStorage at sign-in (`{ timestamp, isAuthenticated }`, spec
 * section 5), read without loading the SDK so the route guards can check it on every navigation and on focus.
 * The key and lifetime equal the SDK's CLIENT_SESSION_KEY and SESSION_TTL_MS (a unit test keeps them equal).
 */
export const CLIENT_SESSION_KEY = 'wacrm.session';
export const CLIENT_SESSION_TTL_MS = 2 * 60 * 60 * 1000;

/**
 * - `active`: a record younger than 2 hours (`expiresAt` in ms since the epoch).
 * - `expired`: a record 2 hours old or more, dated in the future, or unreadable: the session must end.
 * - `none`: no record (a tab opened after sign-in: its sessionStorage starts empty).
 */
export type ClientSessionState = { state: 'active'; expiresAt: number } | { state: 'expired' } | { state: 'none' };

type Storage = Pick<globalThis.Storage, 'getItem'>;

function defaultStorage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export function readClientSession(
  storage: Storage | null = defaultStorage(),
  now: number = Date.now(),
  ttlMs: number = CLIENT_SESSION_TTL_MS,
): ClientSessionState {
  let raw: string | null = null;
  try {
    raw = storage?.getItem(CLIENT_SESSION_KEY) ?? null;
  } catch {
    return { state: 'none' };
  }
  if (raw === null) return { state: 'none' };
  let record: unknown;
  try {
    record = JSON.parse(raw);
  } catch {
    return { state: 'expired' };
  }
  const { timestamp, isAuthenticated } = (typeof record === 'object' && record !== null ? record : {}) as Record<
    string,
    unknown
  >;
  if (isAuthenticated !== true || typeof timestamp !== 'number' || !Number.isFinite(timestamp)) {
    return { state: 'expired' };
  }
  const age = now - timestamp;
  if (age < 0 || age >= ttlMs) return { state: 'expired' };
  return { state: 'active', expiresAt: timestamp + ttlMs };
}
