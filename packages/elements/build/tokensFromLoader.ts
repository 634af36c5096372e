import type { Plugin as RollupPlugin } from 'vite';
import { LOADER_TOKENS_KEY } from '../src/internal/loaderTokenStores';
import { replaceModuleRollup } from './replaceModule';

/**
 * The loader's chunks take the SDK's token stores (`@wacrm/whatsapp-sdk`'s src/client/tokens.ts: cookieTokenStore,
 * memoryTokenStore and the cookie names) from the script-tag loader, which carries them to expose them on
 * `window.WacrmElements` and shares them under `Symbol.for(LOADER_TOKENS_KEY)` (src/internal/loaderTokenStores.ts):
 * one copy per page instead of two (about 1 KB gz on every page). The chunks are only ever loaded by that loader, from
 * the same build. The single-file build and the npm entries keep the module as it is.
 *
 * The plugin fails the build when the SDK's tokens module is not found where it is expected (the SDK moved it), and
 * the chunks then fail loudly at load if the loader did not share the stores.
 */
const TOKENS = /[\\/]whatsapp-sdk[\\/]src[\\/]client[\\/]tokens\.ts$/;
const STUB_ID = '\0wacrm:token-stores-from-loader';
export const TOKENS_FROM_LOADER = [
  "// @wacrm/whatsapp-sdk token stores: the loader's (packages/elements/build/tokensFromLoader.ts).",
  `const shared = globalThis[Symbol.for(${JSON.stringify(LOADER_TOKENS_KEY)})];`,
  "if (!shared) throw Error('Wacrm: no loader');",
  'export const { cookieTokenStore, memoryTokenStore, REFRESH_TOKEN_COOKIE, TOKEN_COOKIE, TOKEN_COOKIE_DAYS,',
  '  TOKEN_ORIGIN_COOKIE } = shared;',
].join('\n');
const MISSING =
  "tokensFromLoader: the SDK's src/client/tokens.ts was not imported; the SDK changed: update " +
  'packages/elements/build/tokensFromLoader.ts';

export function tokensFromLoaderRollup(): RollupPlugin {
  return replaceModuleRollup({
    name: 'wacrm-tokens-from-loader',
    source: /tokens(\.ts)?$/,
    target: TOKENS,
    id: STUB_ID,
    code: TOKENS_FROM_LOADER,
    missing: MISSING,
  });
}
