import type { Application as Express, Request, Response } from 'express';
import { MEDIA_CAPTION_MAX, MEDIA_KINDS, MEDIA_LIMITS, STATIC_STICKER_MAX_BYTES } from '@wacrm/whatsapp-sdk/media';
import { requireClient } from '../auth/guard';
import type { Ctx } from '../context';
import { HttpError, notFound, route, sendError, sendOk } from '../http/errors';
import type { MediaMeta, MediaStore } from './store';
import { receiveUpload } from './upload';

/** `filename*` (RFC 6266 / 5987) and an ASCII fallback without quotes or backslashes. */
function disposition(kind: 'inline' | 'attachment', fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** The file of a media id, for its owner only: another client's id answers 404 as an unknown one does. */
export async function ownMedia(store: MediaStore, clientId: string, id: string): Promise<MediaMeta> {
  const meta = await store.meta(id);
  if (!meta || meta.clientId !== clientId) throw notFound('Media');
  return meta;
}

function serve(res: Response, store: MediaStore, meta: MediaMeta): void {
  res.status(200);
  // The sniffed type (HTML and SVG were refused at upload), never guessed by the browser (nosniff is global), and
  // documents downloaded rather than opened in the page's origin; nothing inside may run (CSP sandbox).
  res.setHeader('Content-Type', meta.mimeType);
  res.setHeader('Content-Length', String(meta.size));
  res.setHeader('Content-Disposition', disposition(meta.kind === 'document' ? 'attachment' : 'inline', meta.fileName));
  res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
  res.setHeader('Cache-Control', 'private, no-store');
  const stream = store.open(meta);
  stream.on('error', () => res.destroy());
  stream.pipe(res);
}

/**
 * The optional media part of the contract (docs/api-contract.md): upload, download to the owner, and the capability
 * probe. Registered before the JSON body reader (an upload is multipart and streamed); absent with MOCK_MEDIA=off.
 */
export function registerMediaRoutes(app: Express, ctx: Ctx, store: MediaStore): void {
  const base = '/api/v1/whatsapp/media';

  app.get(
    `${base}/:clientId`,
    route(async (req, res) => {
      await requireClient(ctx, req);
      const limits = Object.fromEntries(
        MEDIA_KINDS.map((kind) => [
          kind,
          { mimeTypes: MEDIA_LIMITS[kind].mimeTypes, maxBytes: MEDIA_LIMITS[kind].maxBytes },
        ]),
      );
      sendOk(
        res,
        { limits, staticStickerMaxBytes: STATIC_STICKER_MAX_BYTES, captionMax: MEDIA_CAPTION_MAX },
        'Media supported',
      );
    }),
  );

  app.post(`${base}/:clientId`, (req: Request, res: Response) => {
    const fail = (error: unknown) => {
      const httpError =
        error instanceof HttpError ? error : new HttpError(500, 'INTERNAL_ERROR', 'The file could not be stored');
      // The body was not read: close the connection rather than read what was refused.
      if (!req.complete) res.setHeader('Connection', 'close');
      if (!res.headersSent) sendError(res, httpError);
    };
    requireClient(ctx, req)
      .then((clientId) => receiveUpload(req, res, store, clientId))
      .then((meta) => {
        const { id, mimeType, size, sha256, fileName, kind } = meta;
        sendOk(res, { id, mimeType, size, sha256, fileName, kind }, 'Media uploaded', 201);
      }, fail);
  });

  app.get(
    `${base}/:clientId/:id`,
    route(async (req, res) => {
      const clientId = await requireClient(ctx, req);
      serve(res, store, await ownMedia(store, clientId, String(req.params.id)));
    }),
  );
}

/** MOCK_MEDIA=off: every media route answers 404, as on a backend without the media part (uploads are not read). */
export function registerNoMediaRoutes(app: Express): void {
  app.use('/api/v1/whatsapp/media', (req: Request, res: Response) => {
    if (!req.complete) res.setHeader('Connection', 'close');
    sendError(res, new HttpError(404, 'NOT_FOUND', 'Route not found'));
  });
}
