// Types of the media part of the client (`WhatsAppApi.uploadMedia`, `fetchMedia`, ...). Types only: no code.
import type { MediaCheck, MediaCheckOptions, MediaFileLike } from './check';
import type { MediaKind } from './limits';

/** An uploaded file, as the API answers `POST /whatsapp/media/{clientId}`: what a media message is sent with. */
export interface MediaRef {
  id: string;
  /** The type the API sniffed from the bytes. */
  mimeType: string;
  size: number;
  sha256: string;
  fileName: string;
  kind: MediaKind;
}

/** Upload progress: bytes sent of the body and the share done, 0 to 100. */
export interface UploadProgress {
  loaded: number;
  total: number;
  percent: number;
}

export interface UploadMediaOptions {
  /** The kind chosen (Photo, Document...); by default the kind the bytes are. The bytes must be of that kind. */
  kind?: MediaKind;
  /** The name to send (default: the File's name). Cleaned of folders and control characters. */
  fileName?: string;
  /** Called as the body is sent. */
  onProgress?: (progress: UploadProgress) => void;
  /** Aborting cancels the upload: the promise rejects with `ApiError` code 'ABORTED'. */
  signal?: AbortSignal;
}

/** The media calls of `client.whatsapp(clientId)`; their code loads on first use (a chunk of its own). */
export interface WhatsAppMediaApi {
  /**
   * Checks a file as `uploadMedia` does, without sending it: type by its first bytes, the kind chosen, the size limit
   * of that kind, the caption. For an attachment preview that says at once what is wrong.
   */
  checkMedia(file: MediaFileLike, options?: MediaCheckOptions & { fileName?: string }): Promise<MediaCheck>;
  /**
   * POST /whatsapp/media/{clientId} (multipart `type`, `file`). Checks the file first (`checkMedia`): a file that fails
   * rejects with `ApiError` 400 VALIDATION_ERROR and its message before any byte is sent.
   */
  uploadMedia(file: MediaFileLike & Blob, options?: UploadMediaOptions): Promise<MediaRef>;
  /** GET /whatsapp/media/{clientId}/{id} with the bearer token, as a Blob. */
  fetchMediaBlob(id: string, options?: { signal?: AbortSignal }): Promise<Blob>;
  /**
   * The same, as an object URL for an `<img>`, `<video>`, `<audio>` or a download link. The caller revokes it
   * (`URL.revokeObjectURL`) when no longer shown; `createMediaUrlCache` does that by counting who shows it.
   */
  fetchMedia(id: string, options?: { signal?: AbortSignal }): Promise<string>;
  /**
   * Whether the API has the media routes: GET /whatsapp/media/{clientId} answers 404 on a backend without them (the
   * widgets then hide attachments and show 'Media message'). Asked once per client; a network failure is asked again.
   */
  mediaSupported(): Promise<boolean>;
}
