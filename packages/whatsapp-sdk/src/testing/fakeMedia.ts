// The media calls of the fake client: uploads kept in memory with the same checks as the real client, progress in
// steps, and knobs to hold an upload half way (cancel tests, stories), fail the next one, or act as a backend without
// media.
import { ApiError } from '../client/errors';
import { checkMediaFile } from '../media/check';
import { MEDIA_API_MESSAGES } from '../media/client';
import type { MediaRef, WhatsAppMediaApi } from '../media/types';
import { MEDIA_MESSAGE_TEXT, type Message, type MessageMedia, type SendMessagePayload } from '../model';

export interface FakeMediaFile {
  ref: MediaRef;
  clientId: string;
  blob: Blob;
}

export interface FakeMediaControls {
  /** Every upload stored, by media id. */
  readonly files: ReadonlyMap<string, FakeMediaFile>;
  /** Uploads that reached the fake server (started and not refused by the checks), cancelled ones included. */
  readonly uploadsStarted: number;
  /** Hold every upload at 50 % until `releaseUploads()` (false: uploads finish at once again). */
  holdUploads(hold: boolean): void;
  releaseUploads(): void;
  /** The next upload fails with this error (default 500 'Failed to upload file'). */
  failNextUpload(failure?: { status?: number; code?: string; message?: string }): void;
  /** A backend without the media routes: `mediaSupported()` false, every media call 404. */
  setSupported(supported: boolean): void;
  /** Stores a file as if a contact had sent it (for inbound media messages); returns its media id. */
  addFile(clientId: string, blob: Blob, ref: Partial<MediaRef> & Pick<MediaRef, 'kind' | 'mimeType'>): string;
}

const notFound = () => new ApiError({ status: 404, code: 'NOT_FOUND', message: 'Route not found' });
const aborted = () => new ApiError({ status: 0, code: 'ABORTED', message: MEDIA_API_MESSAGES.uploadMedia });

export function createFakeMedia(): { api(clientId: string): WhatsAppMediaApi; controls: FakeMediaControls } {
  const files = new Map<string, FakeMediaFile>();
  let started = 0;
  let hold = false;
  let held: Array<() => void> = [];
  let nextFailure: { status?: number; code?: string; message?: string } | null = null;
  let supported = true;
  let n = 0;

  function store(clientId: string, blob: Blob, ref: Omit<MediaRef, 'id'>): string {
    n += 1;
    const id = `media_fake_${n}`;
    files.set(id, { ref: { ...ref, id }, clientId, blob });
    return id;
  }

  function waitWhileHeld(signal: AbortSignal | undefined): Promise<void> {
    if (!hold) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const onAbort = () => reject(aborted());
      signal?.addEventListener('abort', onAbort, { once: true });
      held.push(() => {
        signal?.removeEventListener('abort', onAbort);
        resolve();
      });
    });
  }

  const controls: FakeMediaControls = {
    files,
    get uploadsStarted() {
      return started;
    },
    holdUploads(value) {
      hold = value;
      if (!value) controls.releaseUploads();
    },
    releaseUploads() {
      const waiting = held;
      held = [];
      for (const release of waiting) release();
    },
    failNextUpload(failure = {}) {
      nextFailure = failure;
    },
    setSupported(value) {
      supported = value;
    },
    addFile(clientId, blob, ref) {
      return store(clientId, blob, { size: blob.size, sha256: '', fileName: 'file', ...ref });
    },
  };

  function api(clientId: string): WhatsAppMediaApi {
    const own = (id: string): FakeMediaFile => {
      const file = files.get(id);
      if (!supported || !file || file.clientId !== clientId) throw notFound();
      return file;
    };
    return {
      checkMedia: (file, options) => checkMediaFile(file, options),
      async uploadMedia(file, options = {}) {
        if (!supported) throw notFound();
        const check = await checkMediaFile(file, options);
        if (!check.ok) {
          throw new ApiError({ status: 400, code: 'VALIDATION_ERROR', message: check.message, field: check.field });
        }
        if (options.signal?.aborted) throw aborted();
        started += 1;
        const total = file.size;
        options.onProgress?.({ loaded: 0, total, percent: 0 });
        options.onProgress?.({ loaded: Math.floor(total / 2), total, percent: 50 });
        await waitWhileHeld(options.signal);
        if (options.signal?.aborted) throw aborted();
        if (nextFailure) {
          const failure = nextFailure;
          nextFailure = null;
          throw new ApiError({
            status: failure.status ?? 500,
            code: failure.code ?? 'UPLOAD_FAILED',
            message: failure.message ?? MEDIA_API_MESSAGES.uploadMedia,
          });
        }
        options.onProgress?.({ loaded: total, total, percent: 100 });
        const ref = {
          mimeType: check.mimeType,
          size: check.size,
          sha256: '',
          fileName: check.fileName,
          kind: check.kind,
        };
        const id = store(clientId, file, ref);
        return { ...ref, id };
      },
      fetchMediaBlob: async (id) => own(id).blob,
      fetchMedia: async (id) => URL.createObjectURL(own(id).blob),
      mediaSupported: async () => supported,
    };
  }

  return { api, controls };
}

/** The fields a stored message takes from a media send's `media_data` (the fake's messages.send). */
export function mediaFieldsOf(payload: SendMessagePayload): Partial<Message> {
  const data = payload.media_data;
  if (!data) return {};
  const media: MessageMedia = {
    id: data.id,
    mimeType: data.mimeType ?? '',
    size: data.size ?? 0,
    fileName: data.fileName ?? '',
    ...(data.caption ? { caption: data.caption } : {}),
    ...(data.width && data.height ? { width: data.width, height: data.height } : {}),
    ...(data.durationSeconds ? { durationSeconds: data.durationSeconds } : {}),
  };
  return {
    media,
    text: data.caption || media.fileName || MEDIA_MESSAGE_TEXT,
    ...(media.fileName ? { mediaFileName: media.fileName } : {}),
    ...(media.mimeType ? { mediaMimeType: media.mimeType } : {}),
  };
}
