import {
  cookieTokenStore,
  memoryTokenStore,
  REFRESH_TOKEN_COOKIE,
  TOKEN_COOKIE,
  TOKEN_COOKIE_DAYS,
  TOKEN_ORIGIN_COOKIE,
} from '@wacrm/whatsapp-sdk';

/** Where the script-tag loader puts the SDK's token stores for its chunks (build/tokensFromLoader.ts). */
export const LOADER_TOKENS_KEY = 'wacrm.elements.tokenStores';

/**
 * The script-tag loader carries the SDK's token stores (it exposes them as `WacrmElements.cookieTokenStore` and
 * `memoryTokenStore`); its chunks take them from here instead of carrying a second copy.
 */
export function shareTokenStores(): void {
  const shared = { cookieTokenStore, memoryTokenStore, REFRESH_TOKEN_COOKIE, TOKEN_COOKIE, TOKEN_COOKIE_DAYS };
  (globalThis as Record<symbol, unknown>)[Symbol.for(LOADER_TOKENS_KEY)] = { ...shared, TOKEN_ORIGIN_COOKIE };
}
