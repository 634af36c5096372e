// One file a form sends by its media id: a broadcast's attachment, a template header's example, the header file
// Quick Message sends. Checked before any byte is sent (type by content, kind, size), uploaded with its progress,
// cancellable, retried without choosing it again, replaced by the next choice. The composer's several attachments
// are the tray's (attachmentTray.ts); this is the one-file form field.
import type { MediaCheck, MediaCheckOptions, MediaFileLike } from '../media/check';
import type { MediaKind } from '../media/limits';
import type { MediaRef, UploadMediaOptions } from '../media/types';
import { MEDIA_VALIDATION_MESSAGES } from '../rules/mediaMessages';
import { createStore, type ReadableStore } from './createStore';

export type MediaUploadStatus = 'checking' | 'refused' | 'uploading' | 'ready' | 'failed';

export interface MediaUploadFile<K extends MediaKind = MediaKind> {
  file: Blob & { readonly name?: string };
  /** The name shown: the file's own, or the stored name once uploaded. */
  fileName: string;
  size: number;
  kind: K;
  /**
   * 'refused' (the check: `error` is the SDK's validation message) cannot be sent; 'failed' (the upload: `error` is
   * the API's message when it gave one) can be retried; 'ready' carries the upload's `ref`.
   */
  status: MediaUploadStatus;
  /** 0 to 100 while uploading. */
  percent: number;
  ref?: MediaRef;
  error?: string;
}

export interface MediaUploadSnapshot<K extends MediaKind = MediaKind> {
  /** The chosen file, or null: nothing chosen, removed, or cancelled. */
  current: MediaUploadFile<K> | null;
}

/** What `settled()` gives a form about to send. */
export type MediaUploadResult<K extends MediaKind = MediaKind> =
  { status: 'none' } | { status: 'ready'; ref: MediaRef; kind: K } | { status: 'unusable'; error?: string };

/** `K`: the kinds this form takes (a broadcast: image, video, document). */
export interface MediaUpload<K extends MediaKind = MediaKind> extends ReadableStore<MediaUploadSnapshot<K>> {
  /** Replaces the current file (its upload is cancelled), checks this one, then uploads it. */
  choose(file: Blob & { readonly name?: string }, kind: K): void;
  /** Shows a file uploaded before (a stored template's example) as ready, without uploading it. */
  restore(ref: MediaRef, kind: K): void;
  /** Uploads the same file again after a failed upload (the check is not repeated). */
  retry(): void;
  /** Cancels an upload under way, and forgets the file. */
  remove(): void;
  /** Waits for the current file's check and upload. */
  settled(): Promise<MediaUploadResult<K>>;
  /** Cancels what is under way; the store is not used after. */
  dispose(): void;
}

export interface MediaUploadOptions {
  /** `WhatsAppApi.checkMedia`. */
  check(file: MediaFileLike, options?: MediaCheckOptions & { fileName?: string }): Promise<MediaCheck>;
  /** `WhatsAppApi.uploadMedia`. */
  upload(file: MediaFileLike & Blob, options?: UploadMediaOptions): Promise<MediaRef>;
}

function errorMessage(error: unknown): string | undefined {
  if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string') {
    return error.message || undefined;
  }
  return undefined;
}

export function createMediaUpload<K extends MediaKind = MediaKind>(options: MediaUploadOptions): MediaUpload<K> {
  const store = createStore<MediaUploadSnapshot<K>>({ current: null });
  // The attempt under way: a new choice, a retry or a removal aborts it, and its late answers are ignored.
  let attempt: { controller: AbortController; done: Promise<MediaUploadResult<K>> } | null = null;

  const abort = () => {
    attempt?.controller.abort();
    attempt = null;
  };

  function run(file: MediaUploadFile<K>, checkFirst: boolean): void {
    abort();
    const controller = new AbortController();
    const live = () => !controller.signal.aborted;
    const set = (change: Partial<MediaUploadFile<K>>) => {
      if (live()) store.setState((s) => (s.current ? { current: { ...s.current, ...change } } : s));
    };
    store.setState({ current: file });
    const done = (async (): Promise<MediaUploadResult<K>> => {
      if (checkFirst) {
        let check: MediaCheck;
        try {
          check = await options.check(file.file as MediaFileLike, { kind: file.kind, fileName: file.fileName });
        } catch {
          check = {
            ok: false,
            code: 'UNSUPPORTED_TYPE',
            message: MEDIA_VALIDATION_MESSAGES.mediaTypeUnsupported,
            field: 'file',
          };
        }
        if (!check.ok) {
          set({ status: 'refused', error: check.message });
          return live() ? { status: 'unusable', error: check.message } : { status: 'none' };
        }
        if (!live()) return { status: 'none' };
        set({ status: 'uploading', percent: 0 });
      }
      try {
        const ref = await options.upload(file.file as MediaFileLike & Blob, {
          kind: file.kind,
          fileName: file.fileName,
          signal: controller.signal,
          onProgress: ({ percent }) => set({ percent }),
        });
        set({ status: 'ready', percent: 100, ref, fileName: ref.fileName || file.fileName });
        return live() ? { status: 'ready', ref, kind: file.kind } : { status: 'none' };
      } catch (error) {
        const message = errorMessage(error);
        set({ status: 'failed', error: message });
        return live() ? { status: 'unusable', error: message } : { status: 'none' };
      }
    })();
    attempt = { controller, done };
  }

  return {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    choose(file, kind) {
      const fileName = file.name ?? '';
      run({ file, fileName, size: file.size, kind, status: 'checking', percent: 0 }, true);
    },
    restore(ref, kind) {
      abort();
      store.setState({
        current: {
          file: new Blob([]),
          fileName: ref.fileName,
          size: ref.size,
          kind,
          status: 'ready',
          percent: 100,
          ref,
        },
      });
    },
    retry() {
      const current = store.getSnapshot().current;
      if (current?.status !== 'failed') return;
      run({ ...current, status: 'uploading', percent: 0, error: undefined }, false);
    },
    remove() {
      abort();
      store.setState({ current: null });
    },
    async settled() {
      const current = store.getSnapshot().current;
      if (!current) return { status: 'none' };
      if (current.status === 'ready' && current.ref) return { status: 'ready', ref: current.ref, kind: current.kind };
      if (current.status === 'refused' || current.status === 'failed')
        return { status: 'unusable', error: current.error };
      return attempt ? attempt.done : { status: 'none' };
    },
    dispose: abort,
  };
}
