import type { NextFunction, Request, Response } from 'express';

/**
 * An error answered as `{ success: false, code, message, field? }` with its HTTP status; `retryAfterSeconds` adds a
 * `Retry-After` header (429 answers).
 */
export class HttpError extends Error {
  retryAfterSeconds?: number;

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** A 429 with `Retry-After` (whole seconds, at least 1). */
export function tooMany(code: string, message: string, retryAfterMs: number): HttpError {
  const err = new HttpError(429, code, message);
  err.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return err;
}

export const badRequest = (field: string, message: string) => new HttpError(400, 'VALIDATION_ERROR', message, field);
export const notFound = (what = 'Resource') => new HttpError(404, 'NOT_FOUND', `${what} not found`);
export const conflict = (message: string) => new HttpError(409, 'CONFLICT', message);

export function sendOk<T>(res: Response, data: T, message = 'OK', status = 200, extra?: Record<string, unknown>) {
  res.status(status).json({ success: true, message, ...extra, data });
}

export function sendError(res: Response, err: HttpError): void {
  const body: Record<string, unknown> = { success: false, code: err.code, message: err.message };
  if (err.field) body.field = err.field;
  if (err.retryAfterSeconds !== undefined) {
    res.setHeader('Retry-After', String(err.retryAfterSeconds));
    body.retryAfterSeconds = err.retryAfterSeconds;
  }
  res.status(err.status).json(body);
}

type Handler = (req: Request, res: Response) => Promise<void> | void;

/** Wraps an async route handler so a rejection reaches the error handler instead of crashing. */
export function route(handler: Handler) {
  return (req: Request, res: Response, next: NextFunction): void => {
    try {
      const result = handler(req, res);
      if (result instanceof Promise) result.catch(next);
    } catch (err) {
      next(err);
    }
  };
}

/** Maps any error to the JSON error envelope; never sends a stack trace. */
export function errorHandler(log: (msg: string) => void) {
  return (err: unknown, _req: Request, res: Response, _next: NextFunction): void => {
    if (res.headersSent) {
      res.end();
      return;
    }
    if (err instanceof HttpError) {
      sendError(res, err);
      return;
    }
    const status = typeof (err as { status?: unknown })?.status === 'number' ? (err as { status: number }).status : 0;
    if (err instanceof URIError || (status >= 400 && status < 500)) {
      sendError(res, new HttpError(400, 'VALIDATION_ERROR', 'The request path or query is malformed', 'path'));
      return;
    }
    log(`unexpected error: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
    sendError(res, new HttpError(500, 'INTERNAL_ERROR', 'Something went wrong'));
  };
}
