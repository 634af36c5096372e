import { TOKEN_SYNC_MAX_AGE_S } from '../rules';

/** Optional id-token sync: POST with bearer after sign-in, DELETE on sign-out. */
export interface TokenSyncOptions {
  /** Where to POST / DELETE. */
  url: string;
  /** Skip the sync when the token is older than this (default 300 s). */
  maxAgeSeconds?: number;
  /** Injected fetch (tests); default the global fetch. */
  fetch?: typeof fetch;
  /** Clock (tests). */
  now?: () => number;
}

export type TokenSyncOutcome = 'synced' | 'skipped' | 'failed';

/**
 * POSTs the id token with `Authorization: Bearer <token>` unless it was issued more than `maxAgeSeconds` ago.
 * Never throws: a failed sync must not fail the sign-in.
 */
export async function syncIdToken(
  options: TokenSyncOptions,
  idToken: string,
  issuedAtMs: number,
): Promise<TokenSyncOutcome> {
  const now = options.now ?? Date.now;
  const maxAge = (options.maxAgeSeconds ?? TOKEN_SYNC_MAX_AGE_S) * 1000;
  if (!idToken || !Number.isFinite(issuedAtMs) || now() - issuedAtMs > maxAge) return 'skipped';
  const doFetch = options.fetch ?? globalThis.fetch;
  try {
    const res = await doFetch(options.url, {
      method: 'POST',
      headers: { Authorization: `Bearer ${idToken}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ idToken }),
    });
    return res.ok ? 'synced' : 'failed';
  } catch {
    return 'failed';
  }
}

/** DELETEs the synced token (on sign-out). Never throws. */
export async function clearIdTokenSync(options: TokenSyncOptions, idToken?: string | null): Promise<TokenSyncOutcome> {
  const doFetch = options.fetch ?? globalThis.fetch;
  try {
    const res = await doFetch(options.url, {
      method: 'DELETE',
      headers: idToken ? { Authorization: `Bearer ${idToken}` } : {},
    });
    return res.ok ? 'synced' : 'failed';
  } catch {
    return 'failed';
  }
}

/** `iat` of a JWT in ms, or NaN when it cannot be read. */
export function jwtIssuedAtMs(token: string): number {
  const part = token.split('.')[1];
  if (!part) return Number.NaN;
  try {
    const json = atob(
      part
        .replace(/-/g, '+')
        .replace(/_/g, '/')
        .padEnd(Math.ceil(part.length / 4) * 4, '='),
    );
    const claims = JSON.parse(json) as { iat?: unknown };
    return typeof claims.iat === 'number' ? claims.iat * 1000 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}
