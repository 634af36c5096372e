import type { Request } from 'express';
import type { Ctx } from '../context';
import { HttpError } from '../http/errors';
import type { UserRecord } from '../store/types';

export function bearerToken(req: Request): string | null {
  const header = req.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match ? match[1]! : null;
}

/** The signed-in user of a request; 401 without a valid access token. */
export async function requireUser(ctx: Ctx, req: Request): Promise<UserRecord> {
  const token = bearerToken(req);
  if (!token) throw new HttpError(401, 'UNAUTHORIZED', 'Authentication required');
  const userId = await ctx.tokens.verifyAccess(token);
  const user = ctx.store.data.users.find((u) => u.userId === userId);
  if (!user) throw new HttpError(401, 'UNAUTHORIZED', 'Authentication required');
  return user;
}

/** The clientId of the path, which must be the signed-in user's own userId (401, then 403). */
export async function requireClient(ctx: Ctx, req: Request): Promise<string> {
  const user = await requireUser(ctx, req);
  const clientId = req.params.clientId;
  if (clientId !== user.userId) {
    throw new HttpError(403, 'FORBIDDEN', 'You do not have access to this client');
  }
  return clientId;
}
