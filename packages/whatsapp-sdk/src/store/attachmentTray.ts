// The files a user is about to send from a composer: checked as they are added (type by content, Meta's limits), each
// with its own caption (as WhatsApp gives each media its own), removable, then taken for sending one message each.
import type { MediaCheck, MediaCheckOptions, MediaFileLike } from '../media/check';
import { MEDIA_CAPTION_MAX, mediaTakesCaption } from '../media/caption';
import type { MediaKind } from '../media/kinds';
import { MEDIA_VALIDATION_MESSAGES } from '../rules/mediaMessages';
import { createStore, type ReadableStore } from './createStore';

/** At most this many files wait in a tray (stream-chat's limit of attachments per message). */
export const ATTACHMENT_TRAY_MAX = 10;

export interface TrayAttachment {
  /** Stable key of this attachment in the tray. */
  id: string;
  file: Blob & { readonly name?: string };
  /** The name shown (the file's own, cleaned once checked). */
  fileName: string;
  size: number;
  /** 'checking' while its first bytes are read; 'refused' with `error` when it cannot be sent. */
  status: 'checking' | 'ready' | 'refused';
  /** Set once checked and accepted. */
  kind?: MediaKind;
  mimeType?: string;
  /** The SDK's validation message of a refused file (translated by the widgets as their other messages). */
  error?: string;
  caption: string;
  /** An image's pixels, a video's or a voice note's length, when the UI could read them (sent for the bubble's box). */
  width?: number;
  height?: number;
  durationSeconds?: number;
}

export interface AttachmentTraySnapshot {
  items: readonly TrayAttachment[];
  /** Files dropped beyond `ATTACHMENT_TRAY_MAX` the last time files were added. */
  overflow: number;
}

export interface AttachmentTray extends ReadableStore<AttachmentTraySnapshot> {
  /** Adds files (a picker's, a drop's, a paste's): each shows at once as checking, then ready or refused. */
  add(files: Iterable<Blob & { readonly name?: string }>): Promise<void>;
  remove(id: string): void;
  setCaption(id: string, caption: string): void;
  /** Records what the UI read of a file (an image's width and height, a recording's length). */
  describe(id: string, details: Pick<TrayAttachment, 'width' | 'height' | 'durationSeconds'>): void;
  /** The message under an attachment's caption when it cannot be sent with it (too long, or on audio/stickers). */
  captionError(item: TrayAttachment): string | undefined;
  /** Whether every attachment is ready with a caption it can carry (and there is at least one). */
  canSend(): boolean;
  /** Takes the ready attachments out of the tray, in order, for sending (the refused ones stay with their message). */
  take(): TrayAttachment[];
  clear(): void;
}

export interface AttachmentTrayOptions {
  /** `WhatsAppApi.checkMedia`. */
  check(file: MediaFileLike, options?: MediaCheckOptions & { fileName?: string }): Promise<MediaCheck>;
  createId?: () => string;
}

const EMPTY: AttachmentTraySnapshot = { items: [], overflow: 0 };

export function createAttachmentTray(options: AttachmentTrayOptions): AttachmentTray {
  const store = createStore<AttachmentTraySnapshot>(EMPTY);
  let n = 0;
  const createId = options.createId ?? (() => `attachment-${(n += 1)}`);

  const update = (id: string, change: (item: TrayAttachment) => TrayAttachment) =>
    store.setState((s) => ({ ...s, items: s.items.map((item) => (item.id === id ? change(item) : item)) }));

  async function checkOne(item: TrayAttachment): Promise<void> {
    let result: MediaCheck;
    try {
      result = await options.check(item.file as MediaFileLike, { fileName: item.fileName });
    } catch {
      result = {
        ok: false,
        code: 'UNSUPPORTED_TYPE',
        message: MEDIA_VALIDATION_MESSAGES.mediaTypeUnsupported,
        field: 'file',
      };
    }
    update(item.id, (current) =>
      result.ok
        ? { ...current, status: 'ready', kind: result.kind, mimeType: result.mimeType, fileName: result.fileName }
        : { ...current, status: 'refused', error: result.message },
    );
  }

  const captionError = (item: TrayAttachment): string | undefined => {
    if (item.caption.trim() === '' || !item.kind) return undefined;
    if (!mediaTakesCaption(item.kind)) return MEDIA_VALIDATION_MESSAGES.mediaCaptionNotAllowed;
    if (item.caption.length > MEDIA_CAPTION_MAX) return MEDIA_VALIDATION_MESSAGES.mediaCaptionMax;
    return undefined;
  };

  return {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    async add(files) {
      const room = ATTACHMENT_TRAY_MAX - store.getSnapshot().items.length;
      const all = [...files];
      const added: TrayAttachment[] = all.slice(0, Math.max(0, room)).map((file) => ({
        id: createId(),
        file,
        fileName: file.name ?? '',
        size: file.size,
        status: 'checking',
        caption: '',
      }));
      store.setState((s) => ({ items: [...s.items, ...added], overflow: all.length - added.length }));
      await Promise.all(added.map(checkOne));
    },
    remove(id) {
      store.setState((s) => ({ overflow: 0, items: s.items.filter((item) => item.id !== id) }));
    },
    setCaption(id, caption) {
      update(id, (item) => ({ ...item, caption }));
    },
    describe(id, details) {
      const valid = (n: number | undefined) => (n !== undefined && Number.isFinite(n) && n > 0 ? n : undefined);
      const width = valid(details.width);
      const height = valid(details.height);
      const durationSeconds = valid(details.durationSeconds);
      update(id, (item) => ({
        ...item,
        ...(width && height ? { width: Math.round(width), height: Math.round(height) } : {}),
        ...(durationSeconds ? { durationSeconds } : {}),
      }));
    },
    captionError,
    canSend() {
      const { items } = store.getSnapshot();
      return items.length > 0 && items.every((item) => item.status === 'ready' && !captionError(item));
    },
    take() {
      const ready = store.getSnapshot().items.filter((item) => item.status === 'ready' && !captionError(item));
      const taken = new Set(ready.map((item) => item.id));
      store.setState((s) => ({ overflow: 0, items: s.items.filter((item) => !taken.has(item.id)) }));
      return ready;
    },
    clear() {
      store.setState(EMPTY);
    },
  };
}
