import type { Plugin as EsbuildPlugin } from 'esbuild';
import type { Plugin as RollupPlugin } from 'vite';
import { replaceModuleRollup } from './replaceModule';

/**
 * The script-tag builds leave out axios's fetch adapter (about 4.4 KB gz with what only it uses).
 *
 * In a browser axios sends every request with its XMLHttpRequest adapter: its default `adapter` is
 * `['xhr', 'http', 'fetch']` and it takes the first one the environment supports, so the fetch adapter is code a page
 * downloads and never runs. The builds replace axios's `lib/adapters/fetch.js` by a module whose `getFetch` reports
 * "not supported", axios's own answer for an adapter the environment lacks: nothing changes for requests, and a
 * caller who asks for `adapter: 'fetch'` on the script-tag build's client gets axios's "adapter fetch is not
 * supported by the environment" error. The npm entries (bundlers) keep axios whole.
 *
 * Both plugins fail the build when axios's file is not found where it is expected (an axios upgrade that moved it),
 * rather than quietly shipping the adapter again.
 */
const ADAPTER = /[\\/]axios[\\/]lib[\\/]adapters[\\/]fetch\.js$/;
const IMPORTER = /[\\/]axios[\\/]lib[\\/]adapters[\\/]adapters\.js$/;
const STUB_ID = '\0wacrm:axios-fetch-adapter-left-out';
const STUB = [
  '// axios fetch adapter: left out of the Wacrm script-tag build (packages/elements/build/axiosWithoutFetch.ts).',
  'export const getFetch = () => false;',
  'export default false;',
].join('\n');
const MISSING =
  "axiosWithoutFetch: axios's lib/adapters/fetch.js was not imported by lib/adapters/adapters.js; axios changed: " +
  'update packages/elements/build/axiosWithoutFetch.ts';

/** For Vite/Rollup (the loader's chunks, vite.chunks.config.ts). */
export function axiosWithoutFetchRollup(): RollupPlugin {
  return replaceModuleRollup({
    name: 'wacrm-axios-without-fetch',
    importer: IMPORTER,
    source: /fetch\.js$/,
    target: ADAPTER,
    id: STUB_ID,
    code: STUB,
    missing: MISSING,
  });
}

/** For esbuild (tsup's single-file build, tsup.config.ts). */
export function axiosWithoutFetchEsbuild(): EsbuildPlugin {
  return {
    name: 'wacrm-axios-without-fetch',
    setup(build) {
      let replaced = false;
      build.onResolve({ filter: /fetch\.js$/ }, (args) => {
        if (!IMPORTER.test(args.importer)) return null;
        replaced = true;
        return { path: STUB_ID, namespace: 'wacrm-axios-without-fetch' };
      });
      build.onLoad({ filter: /.*/, namespace: 'wacrm-axios-without-fetch' }, () => ({ contents: STUB, loader: 'js' }));
      build.onEnd((result) => (result.errors.length === 0 && !replaced ? { errors: [{ text: MISSING }] } : null));
    },
  };
}
