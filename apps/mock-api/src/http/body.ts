import type { NextFunction, Request, Response } from 'express';
import { HttpError, sendError } from './errors';

export const MAX_BODY_BYTES = 1024 * 1024;

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** JSON.parse that drops prototype-polluting keys at every depth. */
export function safeJsonParse(text: string): unknown {
  return JSON.parse(text, (key, value: unknown) => (FORBIDDEN_KEYS.has(key) ? undefined : value));
}

function hasBody(req: Request): boolean {
  const length = req.headers['content-length'];
  if (length !== undefined) return Number(length) > 0;
  return req.headers['transfer-encoding'] !== undefined;
}

/**
 * Reads request bodies: JSON objects only, at most 1 MB. A body with another content type answers 415, a larger one
 * 413, invalid JSON or a non-object 400. A request without a body gets `{}`.
 */
export function jsonBody() {
  return (req: Request, res: Response, next: NextFunction): void => {
    req.body = {};
    if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS' || !hasBody(req)) {
      // Drain anything unexpected so the connection stays usable.
      req.resume();
      next();
      return;
    }
    const type = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
    const declared = Number(req.headers['content-length'] ?? NaN);
    let rejected: HttpError | null = null;
    if (type !== 'application/json') {
      rejected = new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Content-Type must be application/json');
    } else if (Number.isFinite(declared) && declared > MAX_BODY_BYTES) {
      rejected = new HttpError(413, 'PAYLOAD_TOO_LARGE', 'Request body must be at most 1 MB');
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let finished = false;
    const finish = (err: HttpError | null) => {
      if (finished) return;
      finished = true;
      if (err) {
        res.setHeader('Connection', 'close');
        sendError(res, err);
        return;
      }
      const text = Buffer.concat(chunks).toString('utf8');
      if (text.trim() === '') {
        next();
        return;
      }
      let parsed: unknown;
      try {
        parsed = safeJsonParse(text);
      } catch {
        sendError(res, new HttpError(400, 'VALIDATION_ERROR', 'Request body is not valid JSON', 'body'));
        return;
      }
      if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
        sendError(res, new HttpError(400, 'VALIDATION_ERROR', 'Request body must be a JSON object', 'body'));
        return;
      }
      req.body = parsed;
      next();
    };
    req.on('data', (chunk: Buffer) => {
      if (rejected) return; // discard: the answer is already decided once the body is read
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        rejected = new HttpError(413, 'PAYLOAD_TOO_LARGE', 'Request body must be at most 1 MB');
        chunks.length = 0;
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => finish(rejected));
    req.on('error', () => finish(new HttpError(400, 'VALIDATION_ERROR', 'The request body could not be read', 'body')));
  };
}
