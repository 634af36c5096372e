import type { WacrmWidgetName } from '../types';
import type { Diagnostics } from './diagnostics';
import type { CodeSource, CreateWidgetView, LoadWidgetView } from './widgetView';

/** The folder of the widgets' chunks, next to the loader script: `<script src=".../wacrm-elements.global.js">`. */
export function widgetChunkBase(script: Element | null, fallback: string): string {
  const src = script instanceof HTMLScriptElement && script.src ? script.src : fallback;
  return new URL('wacrm-elements/', src).href;
}

type ImportModule = (url: string) => Promise<Record<string, unknown>>;
const importUrl: ImportModule = (url) => import(/* @vite-ignore */ url) as Promise<Record<string, unknown>>;

/**
 * `signOut` of the script-tag loader: every widget's chunk exports `loadSignOut` (internal/loadSignOut.ts), which
 * fetches the elements' `signOut` with the page's shared clients; it comes through a chunk the page already has, or
 * the sign-in form's when none is loaded yet.
 */
export function chunkSignOut(base: string, load: ChunkViewLoader, importModule: ImportModule = importUrl) {
  return async (apiUrl?: string): Promise<void> => {
    const chunk = await importModule(new URL(`${load.loaded() ?? 'login'}.js`, base).href);
    const { signOut } = await (chunk.loadSignOut as () => Promise<{ signOut(apiUrl?: string): Promise<void> }>)();
    await signOut(apiUrl);
  };
}

/**
 * The developer diagnostics of the script-tag loader: dist/wacrm-elements/diagnostics.js (the chunk of
 * src/internal/diagnostics.ts, see vite.chunks.config.ts), fetched when needed.
 */
export function chunkDiagnostics(base: string, importModule: ImportModule = importUrl): CodeSource['diagnostics'] {
  let loading: Promise<Diagnostics> | null = null;
  return () =>
    (loading ??= importModule(new URL('diagnostics.js', base).href).then(
      (chunk) => chunk as unknown as Diagnostics,
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
}

/** What a widget chunk (dist/wacrm-elements/<widget>.js) exports. */
interface WidgetChunk {
  createView?: unknown;
}

/** `loadChunkView`'s loader, which also says which widget's chunk has arrived first (if any). */
export type ChunkViewLoader = LoadWidgetView & { loaded(): WacrmWidgetName | undefined };

/**
 * Loads each widget's chunk once, with `import()` (no eval: a CSP that allows the script's origin allows its
 * chunks). A failed load is forgotten, so the next attempt fetches it again. `importModule` is for tests.
 */
export function loadChunkView(
  base: string,
  importModule: (url: string) => Promise<WidgetChunk> = importUrl,
): ChunkViewLoader {
  const ready = new Map<WacrmWidgetName, CreateWidgetView>();
  const pending = new Map<WacrmWidgetName, Promise<CreateWidgetView>>();
  const load: LoadWidgetView = (widget) => {
    const loaded = ready.get(widget);
    if (loaded) return loaded;
    let promise = pending.get(widget);
    if (!promise) {
      const url = new URL(`${widget}.js`, base).href;
      promise = importModule(url).then((chunk) => {
        if (typeof chunk.createView !== 'function') throw new Error(`${url} is not a Wacrm widget chunk`);
        const make = chunk.createView as CreateWidgetView;
        ready.set(widget, make);
        return make;
      });
      pending.set(widget, promise);
      promise.catch(() => pending.delete(widget));
    }
    return promise;
  };
  return Object.assign(load, { loaded: () => ready.keys().next().value });
}
