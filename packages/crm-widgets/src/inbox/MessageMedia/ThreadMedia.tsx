import { lazy, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { InboxMessage, WhatsAppApi } from '@wacrm/whatsapp-sdk';
import { createMediaUrlCache } from '@wacrm/whatsapp-sdk/media';
import { OpenedOnce } from '../../internal/OpenedOnce';
import type { InboxLabels } from '../labels';
import { InboxMediaContext, type InboxMediaValue } from './mediaContext';

export { useMediaSupported } from '../../internal/useMediaSupported';

// The full-screen viewer's code loads when a photo is first opened.
const MediaViewer = lazy(() => import('../MediaViewer/MediaViewer').then((m) => ({ default: m.MediaViewer })));

export interface ThreadMediaProps {
  whatsapp: WhatsAppApi;
  /** Whether the backend has media (`useMediaSupported`); null while not known. */
  supported: boolean | null;
  /** The open conversation's messages (the viewer goes through its photos and stickers). */
  messages: readonly InboxMessage[];
  labels: InboxLabels;
  onCancelUpload: (messageKey: string) => void;
  children?: ReactNode;
}

/** The conversation's photos and stickers that the API stores, oldest first: what the viewer goes through. */
function viewerImages(messages: readonly InboxMessage[]): InboxMessage[] {
  return messages.filter((m) => (m.type === 'image' || m.type === 'sticker') && m.media !== undefined);
}

/**
 * The media of an open conversation: one object URL cache for its bubbles (each file fetched once with the bearer
 * token, revoked when no bubble shows it), whether the backend has media at all (the SDK's probe), and the viewer.
 */
export function ThreadMedia({ whatsapp, supported, messages, labels, onCancelUpload, children }: ThreadMediaProps) {
  const cache = useMemo(() => createMediaUrlCache((id, { signal }) => whatsapp.fetchMedia(id, { signal })), [whatsapp]);
  useEffect(() => () => cache.clear(), [cache]);
  const [viewing, setViewing] = useState<string | null>(null);
  const value = useMemo<InboxMediaValue>(
    () => ({
      cache: supported === false ? null : cache,
      supported,
      openViewer: setViewing,
      cancelUpload: onCancelUpload,
    }),
    [cache, supported, onCancelUpload],
  );
  const images = useMemo(() => (viewing === null ? [] : viewerImages(messages)), [messages, viewing]);
  return (
    <InboxMediaContext.Provider value={value}>
      {children}
      <OpenedOnce open={viewing !== null}>
        <MediaViewer
          images={images}
          openKey={viewing}
          onNavigate={setViewing}
          onClose={() => setViewing(null)}
          labels={labels}
        />
      </OpenedOnce>
    </InboxMediaContext.Provider>
  );
}
