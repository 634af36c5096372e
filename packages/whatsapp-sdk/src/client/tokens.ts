import Cookies from 'js-cookie';

/** Access and refresh token as the token store keeps them. */
export interface StoredTokens {
  accessToken: string;
  /** Omitted to keep the current refresh token. */
  refreshToken?: string | null;
}

/**
 * Where the client keeps its tokens. Pluggable: cookies by default (spec section 9), memory for tests, SSR and
 * iframes, or anything the host provides.
 */
export interface TokenStore {
  getAccessToken(): string | null;
  getRefreshToken(): string | null;
  setTokens(tokens: StoredTokens): void;
  clear(): void;
}

/** Cookie names of spec section 3. */
export const TOKEN_COOKIE = 'token';
export const REFRESH_TOKEN_COOKIE = 'refreshToken';
/** Cookie lifetime of spec section 9. */
export const TOKEN_COOKIE_DAYS = 7;

export interface CookieTokenStoreOptions {
  /** Days the cookies live (default 7). */
  expires?: number;
  /** Force the Secure flag; default: on when the page is served over https. */
  secure?: boolean;
  path?: string;
  domain?: string;
}

function pageIsHttps(): boolean {
  return typeof location !== 'undefined' && location.protocol === 'https:';
}

function blankToNull(value: string | undefined | null): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

/**
 * Tokens in the cookies `token` and `refreshToken`: 7 days, SameSite=Strict, path /, Secure on https.
 * Safe to create on a server (no document): reads give null and writes do nothing there.
 */
export function cookieTokenStore(options: CookieTokenStoreOptions = {}): TokenStore {
  const attributes = (): Cookies.CookieAttributes => ({
    expires: options.expires ?? TOKEN_COOKIE_DAYS,
    sameSite: 'Strict',
    path: options.path ?? '/',
    secure: options.secure ?? pageIsHttps(),
    ...(options.domain ? { domain: options.domain } : {}),
  });
  const remove = (): Cookies.CookieAttributes => ({
    path: options.path ?? '/',
    ...(options.domain ? { domain: options.domain } : {}),
  });
  const hasDocument = () => typeof document !== 'undefined';
  return {
    getAccessToken: () => (hasDocument() ? blankToNull(Cookies.get(TOKEN_COOKIE)) : null),
    getRefreshToken: () => (hasDocument() ? blankToNull(Cookies.get(REFRESH_TOKEN_COOKIE)) : null),
    setTokens(tokens) {
      if (!hasDocument()) return;
      Cookies.set(TOKEN_COOKIE, tokens.accessToken, attributes());
      if (tokens.refreshToken) Cookies.set(REFRESH_TOKEN_COOKIE, tokens.refreshToken, attributes());
      else if (tokens.refreshToken === null) Cookies.remove(REFRESH_TOKEN_COOKIE, remove());
    },
    clear() {
      if (!hasDocument()) return;
      Cookies.remove(TOKEN_COOKIE, remove());
      Cookies.remove(REFRESH_TOKEN_COOKIE, remove());
    },
  };
}

/** Tokens in memory only (tests, SSR, iframes without cookie access). */
export function memoryTokenStore(initial?: StoredTokens): TokenStore {
  let accessToken: string | null = initial ? blankToNull(initial.accessToken) : null;
  let refreshToken: string | null = initial ? blankToNull(initial.refreshToken) : null;
  return {
    getAccessToken: () => accessToken,
    getRefreshToken: () => refreshToken,
    setTokens(tokens) {
      accessToken = blankToNull(tokens.accessToken);
      if (tokens.refreshToken !== undefined) refreshToken = blankToNull(tokens.refreshToken);
    },
    clear() {
      accessToken = null;
      refreshToken = null;
    },
  };
}
