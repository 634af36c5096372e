import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { HttpError } from '../http/errors';
import type { Store } from '../store/store';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;
const ISSUER = 'wacrm-mock-api';

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** HS256 access tokens (15 min) and opaque rotating refresh tokens (7 days) with family revocation on replay. */
export class TokenService {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    private readonly store: Store,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  async signAccess(userId: string): Promise<string> {
    return new SignJWT({ typ: 'access' })
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
    try {
      const { payload } = await jwtVerify(token, this.key, { issuer: ISSUER, algorithms: ['HS256'] });
      if (payload.typ !== 'access' || typeof payload.sub !== 'string') throw new Error('not an access token');
      return payload.sub;
    } catch (err) {
      if (err instanceof errors.JWTExpired) throw new HttpError(401, 'TOKEN_EXPIRED', 'Access token has expired');
      throw new HttpError(401, 'UNAUTHORIZED', 'Invalid access token');
    }
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

  /** Issues a new pair (mutates the store; the caller commits). */
  async issue(userId: string, family: string = randomUUID()): Promise<TokenPair> {
    const refreshToken = randomBytes(32).toString('base64url');
    const now = Date.now();
    this.prune(now);
    this.store.data.refreshTokens.push({
      hash: sha256(refreshToken),
      userId,
      family,
      createdAt: now,
      expiresAt: now + REFRESH_TOKEN_TTL_MS,
      used: false,
      revoked: false,
    });
    return { accessToken: await this.signAccess(userId), refreshToken };
  }

  /**
   * Rotates a refresh token. A token used before (a replay) revokes its whole family. Returns the new pair, or an
   * error together with whether the store changed (so the caller persists the revocation).
   */
  async rotate(token: string): Promise<{ pair: TokenPair } | { error: HttpError; changed: boolean }> {
    const invalid = new HttpError(401, 'INVALID_REFRESH_TOKEN', 'Invalid or expired refresh token');
    const record = this.store.data.refreshTokens.find((r) => r.hash === sha256(token));
    if (!record || record.revoked || record.expiresAt <= Date.now()) return { error: invalid, changed: false };
    if (record.used) {
      for (const r of this.store.data.refreshTokens) if (r.family === record.family) r.revoked = true;
      return { error: invalid, changed: true };
    }
    const user = this.store.data.users.find((u) => u.userId === record.userId);
    if (!user) return { error: invalid, changed: false };
    record.used = true;
    return { pair: await this.issue(record.userId, record.family) };
  }

  private prune(now: number): void {
    const list = this.store.data.refreshTokens;
    if (list.length < 200) return;
    this.store.data.refreshTokens = list.filter((r) => r.expiresAt > now && !r.revoked);
  }
}
