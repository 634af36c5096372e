import type { TokenStore } from './tokens';

/** `https://host/...` or `//host/...`: a URL that names its own origin (as axios decides). */
export function isAbsoluteUrl(url: string): boolean {
  return /^([a-z][a-z\d+\-.]*:)?\/\//i.test(url);
}

/**
 * The origin (`scheme://host:port`) of a URL; a relative one is resolved against the page, where there is one.
 * The URL itself when it cannot be parsed.
 */
export function urlOrigin(url: string): string {
  try {
    return new URL(url, typeof location === 'undefined' ? undefined : location.href).origin;
  } catch {
    return url;
  }
}

/**
 * The token store as the client of the API at `origin` sees it. Tokens are this API's when the store says this
 * origin issued them, or cannot say (a store without `getOrigin`, tokens an earlier SDK stored): those are read,
 * sent, refreshed and cleared. Tokens another API issued are invisible here: never read (so never sent), never
 * cleared. Every write records `origin`; a write over another API's tokens also drops their refresh token.
 */
export function originBoundTokens(store: TokenStore, origin: string): TokenStore {
  const ours = (): boolean => {
    const issuer = store.getOrigin?.() ?? null;
    return issuer === null || issuer === origin;
  };
  return {
    getAccessToken: () => (ours() ? store.getAccessToken() : null),
    getRefreshToken: () => (ours() ? store.getRefreshToken() : null),
    getOrigin: () => (ours() ? (store.getOrigin?.() ?? null) : null),
    setTokens(tokens) {
      const keepRefresh = tokens.refreshToken === undefined && ours();
      store.setTokens({ ...tokens, refreshToken: keepRefresh ? undefined : (tokens.refreshToken ?? null), origin });
    },
    clear() {
      if (ours()) store.clear();
    },
  };
}
