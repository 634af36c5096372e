import { useEffect, useState } from 'react';
import type { WhatsAppApi } from '@wacrm/whatsapp-sdk';

/** Whether the backend has the media routes (the SDK's probe, asked once per client); null until it answers. */
export function useMediaSupported(whatsapp: WhatsAppApi): boolean | null {
  const [supported, setSupported] = useState<boolean | null>(null);
  useEffect(() => {
    let live = true;
    whatsapp.mediaSupported().then(
      (yes) => {
        if (live) setSupported(yes);
      },
      // A network failure says nothing either way: the bubbles try, and show a failure with Retry.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [whatsapp]);
  return supported;
}
