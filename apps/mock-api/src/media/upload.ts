import { createHash } from 'node:crypto';
import type { Request, Response } from 'express';
import busboy from 'busboy';
import {
  MEDIA_LIMITS,
  MEDIA_MAX_BYTES,
  MEDIA_VALIDATION_MESSAGES as M,
  SNIFF_BYTES,
  checkMediaHead,
  cleanMediaFileName,
  isMediaKind,
  mediaMaxBytes,
  sniffMediaType,
  type MediaKind,
} from '@wacrm/whatsapp-sdk/media';
import { HttpError } from '../http/errors';
import { IMAGE_SIZE_BYTES, imageSize } from './imageSize';
import type { MediaMeta, MediaStore, MediaWriter } from './store';

/** Room for the multipart framing around the file. */
const FRAMING_BYTES = 64 * 1024;

/** Bytes read from the last upload requests (tests and the benchmark read them: an oversize body is cut off). */
export const uploadStats = { lastBytesRead: 0 };

/**
 * Reads a multipart upload (`type` then `file`) as it streams, writing the file to the store: its type is sniffed
 * from the first bytes, the limit of its kind enforced while it streams (past it, the server stops reading: 413 and
 * the connection closed), a refused type answered 415 before the rest is read. Nothing is buffered but the first
 * bytes. Resolves with the stored file's metadata once it is durable.
 */
export function receiveUpload(req: Request, res: Response, store: MediaStore, clientId: string): Promise<MediaMeta> {
  return new Promise((resolve, reject) => {
    const type = (req.headers['content-type'] ?? '').toLowerCase();
    if (!type.startsWith('multipart/form-data')) {
      reject(new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Content-Type must be multipart/form-data'));
      return;
    }
    const declared = Number(req.headers['content-length'] ?? NaN);
    if (Number.isFinite(declared) && declared > MEDIA_MAX_BYTES + FRAMING_BYTES) {
      reject(new HttpError(413, 'PAYLOAD_TOO_LARGE', M.mediaDocumentMax, 'file'));
      return;
    }
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        limits: { files: 1, fields: 4, fieldSize: 256, parts: 6, fileSize: MEDIA_MAX_BYTES + 1 },
      });
    } catch {
      reject(new HttpError(400, 'VALIDATION_ERROR', 'The multipart body could not be read', 'file'));
      return;
    }
    uploadStats.lastBytesRead = 0;
    req.on('data', (chunk: Buffer) => {
      uploadStats.lastBytesRead += chunk.length;
    });

    let chosen: MediaKind | undefined;
    let settled = false;
    let fileSeen = false;
    let writer: MediaWriter | null = null;
    let work: Promise<MediaMeta | null> = Promise.resolve(null);

    /** Refuses the upload: stops reading the request, drops what was written, closes the connection after the answer. */
    const refuse = (error: HttpError) => {
      if (settled) return;
      settled = true;
      req.unpipe(parser);
      req.pause();
      res.setHeader('Connection', 'close');
      res.once('finish', () => {
        // The answer is out; the rest of the body is never read. Closed after a grace for the client to read it.
        const timer = setTimeout(() => req.socket.destroy(), 2000);
        timer.unref();
      });
      void writer?.discard();
      reject(error);
    };

    parser.on('field', (name, value) => {
      if (name !== 'type') return;
      if (!isMediaKind(value)) {
        refuse(
          new HttpError(400, 'VALIDATION_ERROR', 'type must be one of image, video, audio, document, sticker', 'type'),
        );
        return;
      }
      chosen = value;
    });

    parser.on('file', (name, file, info) => {
      if (name !== 'file' || fileSeen) {
        file.resume();
        return;
      }
      fileSeen = true;
      const fileName = cleanMediaFileName(info.filename);
      const hash = createHash('sha256');
      let head = Buffer.alloc(0);
      // An image's first bytes, for its size in pixels (a JPEG's frame header can follow a large EXIF block).
      const imageHead: Buffer[] = [];
      let imageHeadBytes = 0;
      let size = 0;
      let limit = MEDIA_MAX_BYTES;
      let sniffed: ReturnType<typeof sniffMediaType> = null;

      const sniff = (): boolean => {
        sniffed = sniffMediaType(head, fileName);
        if (!sniffed) {
          refuse(new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', M.mediaTypeUnsupported, 'file'));
          return false;
        }
        if (chosen && chosen !== sniffed.kind) {
          refuse(new HttpError(400, 'VALIDATION_ERROR', M.mediaTypeMismatch, 'file'));
          return false;
        }
        limit = mediaMaxBytes(sniffed.kind, sniffed.animated);
        return true;
      };

      work = store.begin().then(async (w) => {
        writer = w;
        if (settled) await w.discard();
        return null;
      });
      file.on('data', (chunk: Buffer) => {
        if (settled) return;
        size += chunk.length;
        if (!sniffed && head.length < SNIFF_BYTES) {
          head = Buffer.concat([head, chunk.subarray(0, SNIFF_BYTES - head.length)]);
          if (head.length >= SNIFF_BYTES && !sniff()) return;
        }
        if (size > limit) {
          const kind = sniffed?.kind ?? 'document';
          refuse(new HttpError(413, 'PAYLOAD_TOO_LARGE', MEDIA_LIMITS[kind].tooLarge, 'file'));
          return;
        }
        if (imageHeadBytes < IMAGE_SIZE_BYTES && (!sniffed || sniffed.kind === 'image')) {
          const part = chunk.subarray(0, IMAGE_SIZE_BYTES - imageHeadBytes);
          imageHead.push(part);
          imageHeadBytes += part.length;
        }
        hash.update(chunk);
        file.pause();
        work = work.then(async () => {
          await writer?.write(chunk);
          file.resume();
          return null;
        });
      });
      file.on('end', () => {
        if (settled) return;
        if (!sniffed && !sniff()) return;
        work = work.then(async () => {
          const found = sniffed!;
          const check = checkMediaHead(head, size, fileName, chosen ? { kind: chosen } : {});
          if (!check.ok) {
            refuse(new HttpError(check.code === 'TOO_LARGE' ? 413 : 400, 'VALIDATION_ERROR', check.message, 'file'));
            return null;
          }
          const dims = found.kind === 'image' ? imageSize(found.mimeType, Buffer.concat(imageHead)) : null;
          const meta: Omit<MediaMeta, 'id'> = {
            clientId,
            kind: found.kind,
            mimeType: found.mimeType,
            size,
            sha256: hash.digest('hex'),
            fileName,
            createdAt: new Date().toISOString(),
            ...(dims ?? {}),
          };
          return writer!.commit(meta);
        });
      });
    });

    parser.on('close', () => {
      void work.then(
        (meta) => {
          if (settled) return;
          if (!fileSeen) {
            refuse(new HttpError(400, 'VALIDATION_ERROR', 'file is required', 'file'));
            return;
          }
          if (!meta) return;
          settled = true;
          resolve(meta);
        },
        () => refuse(new HttpError(500, 'INTERNAL_ERROR', 'The file could not be stored')),
      );
    });
    parser.on('error', () => refuse(new HttpError(400, 'VALIDATION_ERROR', 'The multipart body could not be read')));
    req.on('aborted', () => refuse(new HttpError(400, 'VALIDATION_ERROR', 'The upload was interrupted')));
    req.pipe(parser);
  });
}
