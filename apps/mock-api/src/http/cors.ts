import type { NextFunction, Request, Response } from 'express';

/** CORS limited to the configured origins (never a wildcard; credentials allowed only for those origins). */
export function cors(allowedOrigins: readonly string[]) {
  const allowed = new Set(allowedOrigins);
  return (req: Request, res: Response, next: NextFunction): void => {
    const origin = req.headers.origin;
    if (origin && allowed.has(origin)) {
      res.setHeader('Access-Control-Allow-Origin', origin);
      res.setHeader('Access-Control-Allow-Credentials', 'true');
      res.setHeader('Access-Control-Expose-Headers', 'Content-Type, Retry-After');
    }
    res.setHeader('Vary', 'Origin');
    if (req.method === 'OPTIONS') {
      if (origin && allowed.has(origin)) {
        res.setHeader('Access-Control-Allow-Methods', 'GET,POST,PUT,PATCH,DELETE,OPTIONS');
        const requested = req.headers['access-control-request-headers'];
        const headers = typeof requested === 'string' && /^[\w\-, ]{1,500}$/.test(requested) ? requested : '';
        res.setHeader(
          'Access-Control-Allow-Headers',
          headers ? `Authorization,Content-Type,${headers}` : 'Authorization,Content-Type',
        );
        res.setHeader('Access-Control-Max-Age', '600');
      }
      res.status(204).end();
      return;
    }
    next();
  };
}
