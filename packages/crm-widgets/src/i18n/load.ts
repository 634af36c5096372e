import type { ShippedLocale, WacrmLocale } from './locale';

/** A promise that React's `use()` reads at once when it has settled (React reads `status` and `value`). */
type Tracked<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

type Translated = Exclude<ShippedLocale, 'en'>;

// One `import()` per shipped language: each dictionary is a chunk of its own, downloaded only when that language is
// used (a page in English downloads none). The paths are static so every bundler splits them.
const LOADERS: Record<Translated, () => Promise<WacrmLocale>> = {
  es: () => import('../locales/es').then((m) => m.es),
  'pt-BR': () => import('../locales/pt-BR').then((m) => m.ptBR),
  hi: () => import('../locales/hi').then((m) => m.hi),
  ar: () => import('../locales/ar').then((m) => m.ar),
  id: () => import('../locales/id').then((m) => m.id),
};

const loading = new Map<Translated, Tracked<WacrmLocale>>();

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
 * Downloads a shipped language's dictionary (once: later calls share the first). Call it before rendering to show the
 * first screen in that language without waiting (`await loadLocale('pt-BR')`); the providers call it themselves.
 * A failed download is tried again on the next call.
 */
export function loadLocale(code: Translated): Tracked<WacrmLocale> {
  let promise = loading.get(code);
  if (!promise || promise.status === 'rejected') {
    promise = track(LOADERS[code]());
    loading.set(code, promise);
  }
  return promise;
}
