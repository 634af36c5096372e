import { ApiError } from '../client/errors';
import type { MediaFileInfo } from '../media/check';
import type { MediaMessageData, MediaMessageType, MessageMedia, SendMessagePayload } from '../model';
import type { WhatsAppApi } from '../whatsapp';
import { errorMessage, type InboxContext } from './inboxContext';
import type { MessageRef, Threads } from './inboxThreads';
import type { InboxMessage, OutgoingAttachment, OutgoingMessageInput } from './inboxTypes';

/** Where a message sent from here is: its file uploading, the message sending, sent (or further), failed. */
export type OutboxState = 'uploading' | 'sending' | 'sent' | 'failed';

/** The state a bubble shows (`InboxMessage.upload.percent` is the upload's progress while 'uploading'). */
export function outboxState(m: Pick<InboxMessage, 'status' | 'upload'>): OutboxState {
  if (m.status === 'failed') return 'failed';
  if (m.status !== 'pending') return 'sent';
  return m.upload && !m.upload.mediaId ? 'uploading' : 'sending';
}

const MEDIA_TYPES: readonly string[] = ['image', 'video', 'audio', 'document', 'sticker'];

/** The send payload of a media message that has its media id (its upload done, or stored by the server). */
export function mediaPayloadOf(m: InboxMessage): SendMessagePayload | null {
  if (!m.media || !MEDIA_TYPES.includes(m.type)) return null;
  const { id, mimeType, size, fileName, caption, width, height, durationSeconds } = m.media;
  const data: MediaMessageData = { id, mimeType, size, fileName };
  if (caption) data.caption = caption;
  if (width && height) Object.assign(data, { width, height });
  if (durationSeconds) data.durationSeconds = durationSeconds;
  const payload: SendMessagePayload = { to: m.contactPhone, type: m.type as MediaMessageType, media_data: data };
  const clientMessageId = m.clientMessageId || m.id;
  if (clientMessageId) payload.clientMessageId = clientMessageId;
  return payload;
}

export interface MediaOutboxOptions {
  whatsapp: WhatsAppApi;
  threads: Threads;
  /** Shows the optimistic bubble (and the list's preview); `undo` takes the preview back (a cancelled upload). */
  addLocal(phone: string, fields: Partial<InboxMessage>): { ref: MessageRef; local: InboxMessage; undo(): void };
  /** Sends the message (the outbox's socket-or-HTTP send with its outcome). */
  dispatch(ref: MessageRef, payload: SendMessagePayload): Promise<InboxMessage>;
  onStatus?: (threadKey: string) => void;
}

interface Pending {
  attachment: OutgoingAttachment;
  info: MediaFileInfo;
  caption: string;
  controller: AbortController | null;
  undo(): void;
}

/**
 * Messages with an attachment: checked (type by content, Meta's limits) before anything is shown or sent, then
 * uploaded with progress, then sent with the media id. Cancel takes the bubble away; Retry uploads again only a
 * file whose upload failed.
 */
export function createMediaOutbox(ctx: InboxContext, options: MediaOutboxOptions) {
  const { whatsapp: wa, threads } = options;
  const pending = new Map<string, Pending>();

  function fail(ref: MessageRef, error: unknown): InboxMessage | null {
    const apiError = error instanceof ApiError ? error : null;
    const failed = threads.update(ref, (m) => ({
      ...m,
      status: 'failed',
      error: { code: apiError?.code ?? 'UPLOAD_FAILED', title: errorMessage(error, 'Failed to upload file') },
    }));
    options.onStatus?.(ref.thread);
    ctx.changed();
    return failed;
  }

  async function uploadThenSend(ref: MessageRef, entry: Pending): Promise<InboxMessage> {
    const controller = new AbortController();
    entry.controller = controller;
    let percent = 0;
    let uploaded;
    try {
      uploaded = await wa.uploadMedia(entry.attachment.file, {
        kind: entry.info.kind,
        fileName: entry.info.fileName,
        signal: controller.signal,
        onProgress: (progress) => {
          // One change per whole percent, whatever the number of progress events.
          if (progress.percent === percent || controller.signal.aborted) return;
          percent = progress.percent;
          threads.update(ref, (m) => (m.upload ? { ...m, upload: { ...m.upload, percent } } : m));
          ctx.changed();
        },
      });
    } catch (error) {
      entry.controller = null;
      if (controller.signal.aborted) throw error;
      const failed = fail(ref, error);
      if (!failed) throw error;
      return failed;
    }
    entry.controller = null;
    pending.delete(ref.key);
    const { width, height, durationSeconds } = entry.attachment;
    const media: MessageMedia = {
      id: uploaded.id,
      mimeType: uploaded.mimeType || entry.info.mimeType,
      size: uploaded.size || entry.info.size,
      fileName: uploaded.fileName || entry.info.fileName,
    };
    if (entry.caption) media.caption = entry.caption;
    if (width && height) Object.assign(media, { width, height });
    if (durationSeconds) media.durationSeconds = durationSeconds;
    const ready = threads.update(ref, (m) => ({
      ...m,
      media,
      upload: {
        ...(m.upload ?? { fileName: media.fileName, size: media.size, mimeType: media.mimeType }),
        percent: 100,
        mediaId: media.id,
      },
    }));
    ctx.changed();
    const payload = ready ? mediaPayloadOf(ready) : null;
    if (!payload) throw new ApiError({ status: 0, code: 'ABORTED', message: 'The message is no longer in the inbox' });
    return options.dispatch(ref, payload);
  }

  return {
    async send(input: OutgoingMessageInput & { attachment: OutgoingAttachment }, phone: string): Promise<InboxMessage> {
      const attachment = input.attachment;
      const caption = input.text ?? '';
      const check = await wa.checkMedia(attachment.file, {
        caption,
        fileName: attachment.fileName ?? attachment.file.name ?? '',
        ...(attachment.kind ? { kind: attachment.kind } : {}),
      });
      if (!check.ok) {
        throw new ApiError({
          status: 400,
          code: 'VALIDATION_ERROR',
          message: check.message,
          field: check.field === 'caption' ? 'text' : 'attachment',
        });
      }
      const { ref, undo } = options.addLocal(phone, {
        type: check.kind,
        text: caption.trim() ? caption : check.fileName,
        mediaFileName: check.fileName,
        mediaMimeType: check.mimeType,
        upload: { percent: 0, fileName: check.fileName, size: check.size, mimeType: check.mimeType },
      });
      const entry: Pending = {
        attachment,
        info: check,
        caption: caption.trim() ? caption : '',
        controller: null,
        undo,
      };
      pending.set(ref.key, entry);
      return uploadThenSend(ref, entry);
    },

    /** Retry of a message whose upload failed (null: not one of those; the outbox sends it as any other). */
    retry(ref: MessageRef, current: InboxMessage): Promise<InboxMessage> | null {
      const entry = pending.get(ref.key);
      if (!entry || current.upload?.mediaId) return null;
      threads.update(ref, (m) => {
        const next: InboxMessage = { ...m, status: 'pending' };
        delete next.error;
        if (next.upload) next.upload = { ...next.upload, percent: 0 };
        return next;
      });
      options.onStatus?.(ref.thread);
      ctx.changed();
      return uploadThenSend(ref, entry);
    },

    cancel(ref: MessageRef): boolean {
      // An upload under way, or one that failed (nothing was sent): the bubble goes.
      const entry = pending.get(ref.key);
      if (!entry) return false;
      entry.controller?.abort();
      pending.delete(ref.key);
      threads.remove(ref);
      entry.undo();
      options.onStatus?.(ref.thread);
      ctx.changed({ conversations: true });
      return true;
    },
  };
}
