// The media calls on the request funnel (bearer token, refresh, ApiError). Loaded on first use by whatsapp.ts.
import { ApiError } from '../client/errors';
import type { HttpClient } from '../client/http';
import { checkMediaFile } from './check';
import { isMediaKind } from './limits';
import type { MediaRef, WhatsAppMediaApi } from './types';

/** Default messages of the media calls when the API gives none. */
export const MEDIA_API_MESSAGES = {
  uploadMedia: 'Failed to upload file',
  getMedia: 'Failed to load media',
} as const;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const count = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

function mediaRef(raw: unknown, fallback: { kind: MediaRef['kind']; fileName: string }): MediaRef {
  const r = isRecord(raw) ? raw : {};
  return {
    id: text(r.id),
    mimeType: text(r.mimeType ?? r.mime_type),
    size: count(r.size),
    sha256: text(r.sha256),
    fileName: text(r.fileName ?? r.file_name) || fallback.fileName,
    kind: isMediaKind(r.kind) ? r.kind : fallback.kind,
  };
}

/** The media calls of one client (`WhatsAppApi` delegates to these). */
export function createMediaApi(
  http: HttpClient,
  clientId: string,
): Omit<WhatsAppMediaApi, 'mediaSupported'> & { probe(): Promise<boolean> } {
  const base = `/whatsapp/media/${encodeURIComponent(clientId)}`;

  const fetchMediaBlob: WhatsAppMediaApi['fetchMediaBlob'] = (id, options = {}) =>
    http.requestBlob({
      method: 'GET',
      url: `${base}/${encodeURIComponent(id)}`,
      defaultMessage: MEDIA_API_MESSAGES.getMedia,
      timeoutMs: 0,
      ...(options.signal ? { signal: options.signal } : {}),
    });

  return {
    checkMedia: (file, options) => checkMediaFile(file, options),

    async uploadMedia(file, options = {}) {
      const check = await checkMediaFile(file, options);
      if (!check.ok) {
        throw new ApiError({ status: 400, code: 'VALIDATION_ERROR', message: check.message, field: check.field });
      }
      if (options.signal?.aborted) {
        throw new ApiError({ status: 0, code: 'ABORTED', message: MEDIA_API_MESSAGES.uploadMedia });
      }
      const form = new FormData();
      // The kind before the file: an API streaming the body knows which limit applies before the bytes arrive.
      form.append('type', check.kind);
      form.append('file', file, check.fileName);
      const data = await http.request<unknown>({
        method: 'POST',
        url: base,
        data: form,
        defaultMessage: MEDIA_API_MESSAGES.uploadMedia,
        timeoutMs: 0,
        ...(options.signal ? { signal: options.signal } : {}),
        onUploadProgress: (event) => {
          const total = event.total ?? file.size;
          const loaded = Math.min(event.loaded, total);
          options.onProgress?.({ loaded, total, percent: total > 0 ? Math.round((loaded / total) * 100) : 100 });
        },
      });
      return mediaRef(data, check);
    },

    fetchMediaBlob,

    async fetchMedia(id, options) {
      return URL.createObjectURL(await fetchMediaBlob(id, options));
    },

    async probe() {
      try {
        await http.request<unknown>({ method: 'GET', url: base, defaultMessage: MEDIA_API_MESSAGES.getMedia });
        return true;
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return false;
        throw error;
      }
    },
  };
}
