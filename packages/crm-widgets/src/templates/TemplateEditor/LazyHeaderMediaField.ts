import { lazy } from 'react';

/**
 * `HeaderMediaField`, loaded when a media header is first shown: the media checks and upload (the SDK's
 * `@wacrm/whatsapp-sdk/media`) stay out of the template editor's and Quick Message's first load (about 5 KB gz of the
 * template editor's script-tag page). Render it inside a Suspense boundary.
 */
export const LazyHeaderMediaField = lazy(() =>
  import('./HeaderMediaField').then((m) => ({ default: m.HeaderMediaField })),
);
