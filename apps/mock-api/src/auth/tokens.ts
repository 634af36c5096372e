import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { SecurityLimits } from '../config';
import { HttpError } from '../http/errors';
import type { Store } from '../store/store';
import type { RefreshTokenRecord } from '../store/types';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;
const ISSUER = 'wacrm-mock-api';

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
}

export type RotateResult = { pair: TokenPair } | { error: HttpError; changed: boolean };

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const invalidRefresh = () => new HttpError(401, 'INVALID_REFRESH_TOKEN', 'Invalid or expired refresh token');

/** The pair a rotation issued, kept in memory (never on disk) for the reuse interval only. */
interface Successor {
  family: string;
  /** sha-256 of the successor refresh token (to see whether it was itself rotated or revoked since). */
  hash: string;
  pair: Promise<TokenPair>;
  until: number;
}

/**
 * HS256 access tokens (15 min) and opaque rotating refresh tokens (7 days), stored as sha-256 hashes only.
 *
 * Rotation with a reuse interval (Auth0 / Okta): a used refresh token presented again within `refreshReuseMs` of
 * its rotation returns the very pair that rotation issued, so two tabs refreshing at once both stay signed in. After
 * the interval, or once that successor has itself been rotated or revoked, a reuse is a replay (RFC 6819, OAuth 2.0
 * Security BCP): the whole family is revoked. The successor pair is held in memory for the interval only.
 *
 * Revoking a family (logout, replay) also ends its access tokens: they carry the family as `sid`, and a revoked
 * family is remembered for as long as one of its access tokens can live.
 */
export class TokenService {
  private readonly key: Uint8Array;
  private readonly successors = new Map<string, Successor>();
  /** family -> when it was revoked; entries older than an access token's lifetime are dropped. */
  private readonly revokedFamilies = new Map<string, number>();
  private readonly revokeListeners: ((family: string) => void)[] = [];

  constructor(
    secret: string,
    private readonly store: Store,
    private readonly limits: Pick<SecurityLimits, 'refreshReuseMs'> = { refreshReuseMs: 10_000 },
  ) {
    this.key = new TextEncoder().encode(secret);
    const now = Date.now();
    for (const record of store.data.refreshTokens) if (record.revoked) this.revokedFamilies.set(record.family, now);
  }

  async signAccess(userId: string, family?: string): Promise<string> {
    return new SignJWT({ typ: 'access', ...(family ? { sid: family } : {}) })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(userId)
      .setIssuer(ISSUER)
      .setIssuedAt()
      .setJti(randomUUID())
      .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
      .sign(this.key);
  }

  /** Verifies an access token and returns its userId; throws 401 UNAUTHORIZED / TOKEN_EXPIRED. */
  async verifyAccess(token: string): Promise<string> {
    return (await this.verifySession(token)).userId;
  }

  /** Calls `listener` with each family revoked from now on (realtime disconnects that session's sockets). */
  onRevoke(listener: (family: string) => void): void {
    this.revokeListeners.push(listener);
  }

  /** Verifies an access token: its userId and, for tokens issued with one, its refresh family (`sid`). */
  async verifySession(token: string): Promise<{ userId: string; family?: string }> {
    let payload: Record<string, unknown>;
    try {
      ({ payload } = await jwtVerify(token, this.key, { issuer: ISSUER, algorithms: ['HS256'] }));
      if (payload.typ !== 'access' || typeof payload.sub !== 'string') throw new Error('not an access token');
    } catch (err) {
      if (err instanceof errors.JWTExpired) throw new HttpError(401, 'TOKEN_EXPIRED', 'Access token has expired');
      throw new HttpError(401, 'UNAUTHORIZED', 'Invalid access token');
    }
    if (typeof payload.sid === 'string' && this.revokedFamilies.has(payload.sid)) {
      throw new HttpError(401, 'UNAUTHORIZED', 'Your session has ended. Please log in again.');
    }
    return { userId: payload.sub as string, ...(typeof payload.sid === 'string' ? { family: payload.sid } : {}) };
  }

  /** A generic signed token for other purposes (the dev identity credentials). */
  async signClaims(claims: Record<string, string | boolean>, audience: string, ttl: string): Promise<string> {
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(ISSUER)
      .setAudience(audience)
      .setIssuedAt()
      .setExpirationTime(ttl)
      .sign(this.key);
  }

  async verifyClaims(token: string, audience: string): Promise<Record<string, unknown> | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { issuer: ISSUER, audience, algorithms: ['HS256'] });
      return payload as Record<string, unknown>;
    } catch {
      return null;
    }
  }

  /** Issues a new pair (mutates the store synchronously, before its first await; the caller commits). */
  async issue(userId: string, family: string = randomUUID()): Promise<TokenPair> {
    const { refreshToken } = this.addRecord(userId, family);
    return { accessToken: await this.signAccess(userId, family), refreshToken };
  }

  private addRecord(userId: string, family: string): { refreshToken: string; record: RefreshTokenRecord } {
    const refreshToken = randomBytes(32).toString('base64url');
    const now = Date.now();
    this.prune(now);
    const record: RefreshTokenRecord = {
      hash: sha256(refreshToken),
      userId,
      family,
      createdAt: now,
      expiresAt: now + REFRESH_TOKEN_TTL_MS,
      used: false,
      revoked: false,
    };
    this.store.data.refreshTokens.push(record);
    return { refreshToken, record };
  }

  private find(hash: string): RefreshTokenRecord | undefined {
    return this.store.data.refreshTokens.find((r) => r.hash === hash);
  }

  /**
   * Rotates a refresh token. Returns the new pair (the same one again for a reuse within the interval), or an error
   * together with whether the store changed (a replay revoked the family; the caller persists it).
   */
  async rotate(token: string): Promise<RotateResult> {
    const now = Date.now();
    this.dropExpiredSuccessors(now);
    const hash = sha256(token);
    const record = this.find(hash);
    if (!record || record.revoked || record.expiresAt <= now) return { error: invalidRefresh(), changed: false };
    if (record.used) {
      const successor = this.successors.get(hash);
      const next = successor ? this.find(successor.hash) : undefined;
      if (successor && successor.until > now && next && !next.used && !next.revoked) {
        return { pair: await successor.pair };
      }
      this.revokeFamily(record.family);
      return { error: invalidRefresh(), changed: true };
    }
    if (!this.store.data.users.some((u) => u.userId === record.userId)) {
      return { error: invalidRefresh(), changed: false };
    }
    // Everything up to the first await runs at once, so a concurrent reuse already finds the successor.
    record.used = true;
    const { refreshToken, record: next } = this.addRecord(record.userId, record.family);
    const pair = this.signAccess(record.userId, record.family).then((accessToken) => ({ accessToken, refreshToken }));
    if (this.limits.refreshReuseMs > 0) {
      this.successors.set(hash, {
        family: record.family,
        hash: next.hash,
        pair,
        until: now + this.limits.refreshReuseMs,
      });
    }
    return { pair: await pair };
  }

  /**
   * Logout: revokes the family of a refresh token (its refresh tokens and access tokens). Returns whether anything
   * changed; an unknown or already revoked token changes nothing (logout is idempotent).
   */
  revoke(token: string): boolean {
    const record = this.find(sha256(token));
    if (!record || record.revoked) return false;
    this.revokeFamily(record.family);
    return true;
  }

  private revokeFamily(family: string): void {
    for (const r of this.store.data.refreshTokens) if (r.family === family) r.revoked = true;
    for (const [key, successor] of this.successors) if (successor.family === family) this.successors.delete(key);
    const now = Date.now();
    for (const [id, at] of this.revokedFamilies) {
      if (now - at > ACCESS_TOKEN_TTL_SECONDS * 1000) this.revokedFamilies.delete(id);
    }
    this.revokedFamilies.set(family, now);
    for (const listener of this.revokeListeners) listener(family);
  }

  private dropExpiredSuccessors(now: number): void {
    for (const [key, successor] of this.successors) if (successor.until <= now) this.successors.delete(key);
  }

  private prune(now: number): void {
    const list = this.store.data.refreshTokens;
    if (list.length < 200) return;
    this.store.data.refreshTokens = list.filter((r) => r.expiresAt > now && !r.revoked);
  }
}
