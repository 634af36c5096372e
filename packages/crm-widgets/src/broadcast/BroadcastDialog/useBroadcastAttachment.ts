import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError, type BroadcastMedia, type BroadcastMediaKind, type WhatsAppApi } from '@wacrm/whatsapp-sdk';

/** The broadcast's one attachment: checked (type by content, Meta's limits), then uploaded with its progress. */
export interface BroadcastAttachmentState {
  file: File;
  kind: BroadcastMediaKind;
  /** 'refused' (the SDK's check) and 'failed' (the upload) carry `error`; 'ready' the uploaded `mediaId`. */
  status: 'checking' | 'refused' | 'uploading' | 'ready' | 'failed';
  percent: number;
  mediaId?: string;
  error?: string;
}

export interface BroadcastAttachment {
  attachment: BroadcastAttachmentState | null;
  /** Replaces the attachment with this file (the previous upload is cancelled): checked before any byte is sent. */
  choose(file: File, kind: BroadcastMediaKind): void;
  remove(): void;
  /** Waits for the upload: the attachment to send, undefined without one, null when it cannot be sent. */
  settled(): Promise<BroadcastMedia | undefined | null>;
}

/** One attachment at a time for the broadcast dialog, over the SDK's checkMedia/uploadMedia (cancelled on unmount). */
export function useBroadcastAttachment(whatsapp: WhatsAppApi): BroadcastAttachment {
  const [attachment, setAttachment] = useState<BroadcastAttachmentState | null>(null);
  const current = useRef<{ controller: AbortController; done: Promise<BroadcastMedia | null> } | null>(null);

  const cancel = useCallback(() => {
    current.current?.controller.abort();
    current.current = null;
  }, []);

  useEffect(() => cancel, [cancel]);

  const choose = useCallback(
    (file: File, kind: BroadcastMediaKind) => {
      cancel();
      const controller = new AbortController();
      const live = () => !controller.signal.aborted;
      const update = (change: Partial<BroadcastAttachmentState>) => {
        if (live()) setAttachment((a) => (a ? { ...a, ...change } : a));
      };
      setAttachment({ file, kind, status: 'checking', percent: 0 });
      const done = (async (): Promise<BroadcastMedia | null> => {
        const check = await whatsapp.checkMedia(file, { kind });
        if (!check.ok) {
          update({ status: 'refused', error: check.message });
          return null;
        }
        update({ status: 'uploading' });
        try {
          const ref = await whatsapp.uploadMedia(file, {
            kind,
            signal: controller.signal,
            onProgress: ({ percent }) => update({ percent }),
          });
          update({ status: 'ready', percent: 100, mediaId: ref.id });
          return { id: ref.id, type: kind };
        } catch (e) {
          update({ status: 'failed', error: isApiError(e) ? e.message : undefined });
          return null;
        }
      })();
      current.current = { controller, done };
    },
    [whatsapp, cancel],
  );

  const remove = useCallback(() => {
    cancel();
    setAttachment(null);
  }, [cancel]);

  const settled = useCallback(async () => (current.current ? current.current.done : undefined), []);

  return { attachment, choose, remove, settled };
}
