import type { MediaLocaleLabels } from './dictionary';
import { shippedLocaleFor, type ShippedLocale, type WacrmLocale } from './locale';

/** A promise that React's `use()` reads at once when it has settled (React reads `status` and `value`). */
export type Tracked<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

export type Translated = Exclude<ShippedLocale, 'en'>;

// One `import()` per shipped language: each dictionary is a chunk of its own, downloaded only when that language is
// used (a page in English downloads none). The paths are static so every bundler splits them.
const LOADERS: Record<Translated, () => Promise<WacrmLocale>> = {
  es: () => import('../locales/es').then((m) => m.es),
  'pt-BR': () => import('../locales/pt-BR').then((m) => m.ptBR),
  hi: () => import('../locales/hi').then((m) => m.hi),
  ar: () => import('../locales/ar').then((m) => m.ar),
  id: () => import('../locales/id').then((m) => m.id),
};

// The inbox's media labels of each shipped language: a second chunk, downloaded with the open conversation (the
// language's first chunk stays within its budget and a page without the inbox never downloads these).
const MEDIA_LOADERS: Record<Translated, () => Promise<MediaLocaleLabels>> = {
  es: () => import('../locales/es-media').then((m) => m.esMedia),
  'pt-BR': () => import('../locales/pt-BR-media').then((m) => m.ptBRMedia),
  hi: () => import('../locales/hi-media').then((m) => m.hiMedia),
  ar: () => import('../locales/ar-media').then((m) => m.arMedia),
  id: () => import('../locales/id-media').then((m) => m.idMedia),
};

const loading = new Map<Translated, Tracked<WacrmLocale>>();
const loadingMedia = new Map<Translated, Tracked<MediaLocaleLabels>>();

function track<T>(promise: Promise<T>): Tracked<T> {
  const tracked = promise as Tracked<T>;
  tracked.status = 'pending';
  tracked.then(
    (value) => {
      tracked.status = 'fulfilled';
      tracked.value = value;
    },
    (reason: unknown) => {
      tracked.status = 'rejected';
      tracked.reason = reason;
    },
  );
  return tracked;
}

/**
 * `code`'s download from `loaders`, once: later calls share the first, and a failed download is tried again. For each
 * part of a language (its dictionary, its media labels here; the Template Editor's texts in loadTemplateEditor.ts).
 */
export function once<T>(
  started: Map<Translated, Tracked<T>>,
  loaders: Record<Translated, () => Promise<T>>,
  code: Translated,
): Tracked<T> {
  let promise = started.get(code);
  if (!promise || promise.status === 'rejected') {
    promise = track(loaders[code]());
    started.set(code, promise);
  }
  return promise;
}

/** Starts a download for the shipped language that serves a tag (none for English), its failure left to the next call. */
export function preload<T>(code: string, load: (code: Translated) => Promise<T>): void {
  const shipped = shippedLocaleFor(code);
  if (shipped !== 'en') load(shipped).catch(() => undefined);
}

/**
 * Downloads a shipped language's dictionary (once: later calls share the first). Call it before rendering to show the
 * first screen in that language without waiting (`await loadLocale('pt-BR')`); the providers call it themselves.
 * A failed download is tried again on the next call.
 */
export function loadLocale(code: Translated): Tracked<WacrmLocale> {
  return once(loading, LOADERS, code);
}

/**
 * Downloads a shipped language's media labels (once; a failed download is tried again on the next call). The inbox
 * calls it when a conversation opens; `useMediaLabels` waits for it.
 */
export function loadMediaLabels(code: Translated): Tracked<MediaLocaleLabels> {
  return once(loadingMedia, MEDIA_LOADERS, code);
}

/** Starts downloading the media labels of the language a tag is shown in (none for English). */
export function preloadMediaLabels(code: string): void {
  preload(code, loadMediaLabels);
}
