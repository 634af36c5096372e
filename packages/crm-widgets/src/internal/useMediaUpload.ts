import { useEffect, useMemo } from 'react';
import type { WhatsAppApi } from '@wacrm/whatsapp-sdk';
import { createMediaUpload, type MediaKind, type MediaUpload, type MediaUploadFile } from '@wacrm/whatsapp-sdk/media';
import { useStore } from '../provider/useStore';

/**
 * A form's one media file (the SDK's `createMediaUpload` over this client's check and upload): the store to act on
 * and its current file. What is under way is cancelled when the form unmounts.
 */
export function useMediaUpload<K extends MediaKind = MediaKind>(
  whatsapp: WhatsAppApi,
): { upload: MediaUpload<K>; current: MediaUploadFile<K> | null } {
  const upload = useMemo(
    () =>
      createMediaUpload<K>({
        check: (file, options) => whatsapp.checkMedia(file, options),
        upload: (file, options) => whatsapp.uploadMedia(file, options),
      }),
    [whatsapp],
  );
  useEffect(() => () => upload.dispose(), [upload]);
  return { upload, current: useStore(upload).current };
}
