import { useEffect, useState } from 'react';
import { useOptionalWhatsapp } from '../../provider/WacrmProvider';

/**
 * The object URL of an IMAGE header's example (a media id), fetched with the bearer token and revoked when no longer
 * shown; undefined while it loads, when it fails (the preview keeps its image card) and outside a provider.
 */
export function useExampleImage(id: string | undefined): string | undefined {
  const whatsapp = useOptionalWhatsapp();
  const [loaded, setLoaded] = useState<{ id: string; url: string } | null>(null);
  useEffect(() => {
    if (!whatsapp || !id) return undefined;
    const controller = new AbortController();
    let url: string | undefined;
    whatsapp.fetchMedia(id, { signal: controller.signal }).then(
      (made) => {
        if (controller.signal.aborted) return URL.revokeObjectURL(made);
        url = made;
        setLoaded({ id, url: made });
      },
      () => undefined,
    );
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [whatsapp, id]);
  return loaded && loaded.id === id ? loaded.url : undefined;
}
