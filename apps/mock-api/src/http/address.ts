import type { Request } from 'express';

/**
 * The client's address as the socket sees it. Express `trust proxy` is off, so X-Forwarded-For is ignored (a client
 * cannot choose its own address); IPv4-mapped IPv6 (`::ffff:127.0.0.1`) is shown as IPv4.
 */
export function clientAddress(req: Pick<Request, 'socket'>): string {
  const raw = req.socket.remoteAddress ?? 'unknown';
  return raw.startsWith('::ffff:') ? raw.slice(7) : raw;
}
