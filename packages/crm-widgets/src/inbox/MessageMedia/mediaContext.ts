import { createContext, useContext } from 'react';
import type { MediaUrlCache } from '@wacrm/whatsapp-sdk/media';

/** What the media bubbles of an open conversation share (ThreadMedia provides it). */
export interface InboxMediaValue {
  /** Object URLs of the media on screen, counted by who shows them; null where nothing can be fetched. */
  cache: MediaUrlCache | null;
  /** Whether the backend has the media routes (null while the probe is under way). */
  supported: boolean | null;
  /** Opens the full-screen viewer on an image or sticker message. */
  openViewer: ((messageKey: string) => void) | null;
  /** Cancels the upload of a message being sent with a file (nothing is sent). */
  cancelUpload: ((messageKey: string) => void) | null;
}

const NO_MEDIA: InboxMediaValue = { cache: null, supported: null, openViewer: null, cancelUpload: null };

export const InboxMediaContext = createContext<InboxMediaValue>(NO_MEDIA);

export function useInboxMedia(): InboxMediaValue {
  return useContext(InboxMediaContext);
}
