import type { Plugin as RollupPlugin } from 'vite';

/**
 * Vite wraps every `import()` of an app build in its preload helper (`__vitePreload`, from the virtual module
 * `\0vite/preload-helper.js`), which links each chunk's CSS and static imports ahead of it and announces a failed
 * import with a `vite:preloadError` event. The loader's chunks have no CSS (styled-components) and preload nothing
 * (`build.modulePreload: false`: the browser fetches a chunk's static imports itself), so every call is
 * `__vitePreload(() => import('./x.js'), [], import.meta.url)` and the helper only adds its own code to the shared
 * chunk (about 1 KB gz on every page). This plugin gives the module that name a body that just imports: a failed
 * import rejects as it would without Vite (the widgets and the loader report it themselves).
 */
export const PRELOAD_HELPER_ID = '\0vite/preload-helper.js';
export const NO_PRELOAD_HELPER = 'export const __vitePreload = (load) => load();';

export function noPreloadHelperRollup(): RollupPlugin {
  return {
    name: 'wacrm-no-preload-helper',
    // Before Vite's own build-import-analysis plugin, which loads its helper under the same id.
    enforce: 'pre',
    resolveId(id) {
      return id === PRELOAD_HELPER_ID ? id : null;
    },
    load(id) {
      return id === PRELOAD_HELPER_ID ? NO_PRELOAD_HELPER : null;
    },
  };
}
