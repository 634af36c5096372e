import { cookieTokenStore, type TokenStore } from '@wacrm/whatsapp-sdk';

/** The origin of an `api-url`, a relative one resolved against the page (the URL itself when it has none). */
export function apiOrigin(apiUrl: string): string {
  try {
    const { origin } = new URL(apiUrl, typeof document === 'undefined' ? undefined : document.baseURI);
    return origin === 'null' ? apiUrl : origin;
  } catch {
    return apiUrl;
  }
}

/**
 * Cookie-name prefix of the tokens of one API origin, when the spec's names hold another API's session:
 * `http://127.0.0.1:4011` gives `wacrm_http_127.0.0.1_4011_` (cookies `wacrm_http_127.0.0.1_4011_token`, ...).
 */
export function originCookiePrefix(origin: string): string {
  return `wacrm_${origin.replace('://', '_').replace(/[^A-Za-z0-9.-]/g, '_')}_`;
}

const hasTokens = (store: TokenStore) => store.getAccessToken() !== null || store.getRefreshToken() !== null;

/** The first API origin an element asked a store for on this page: it owns tokens stored without an origin. */
let firstOrigin: string | null = null;
const stores = new Map<string, TokenStore>();

/**
 * The cookies elements keep the tokens of the API at `origin` in, when the page gives them no `tokenStore`. The
 * spec's `token` and `refreshToken` hold one API's session: the API that stored it there, or the first to sign in
 * while they are free (on a page with one backend, always that backend). Any other API's session lives in cookies
 * prefixed with its origin (`originCookiePrefix`), so two backends on one page never see each other's tokens. Tokens
 * in the spec's names without an origin (stored before origins were kept) belong to the first API an element on the
 * page asks for. One store per origin, shared by its elements.
 */
export function elementTokenStore(origin: string): TokenStore {
  firstOrigin ??= origin;
  let store = stores.get(origin);
  if (!store) {
    const plain = cookieTokenStore();
    const own = cookieTokenStore({ prefix: originCookiePrefix(origin) });
    const holder = (): TokenStore => {
      const issuer = plain.getOrigin?.() ?? null;
      if (!hasTokens(plain)) return hasTokens(own) ? own : plain;
      if (issuer === origin || (issuer === null && firstOrigin === origin && !hasTokens(own))) return plain;
      return own;
    };
    store = {
      getAccessToken: () => holder().getAccessToken(),
      getRefreshToken: () => holder().getRefreshToken(),
      getOrigin: () => holder().getOrigin?.() ?? null,
      setTokens: (tokens) => holder().setTokens(tokens),
      clear: () => holder().clear(),
    };
    stores.set(origin, store);
  }
  return store;
}
