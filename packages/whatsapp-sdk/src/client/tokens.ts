import { readCookie, writeCookie, type CookieAttributes } from './cookies';

/** Access and refresh token as the token store keeps them. */
export interface StoredTokens {
  accessToken: string;
  /** Omitted to keep the current refresh token. */
  refreshToken?: string | null;
  /**
   * Origin of the API that issued the tokens (`https://api.example.com`); the client sets it on every write and
   * sends the tokens to that origin only. Omitted: unknown (the store then drops the origin it had).
   */
  origin?: string;
}

/**
 * Where the client keeps its tokens. Pluggable: cookies by default, memory for tests, SSR and
 * iframes, or anything the host provides.
 */
export interface TokenStore {
  getAccessToken(): string | null;
  getRefreshToken(): string | null;
  setTokens(tokens: StoredTokens): void;
  clear(): void;
  /**
   * Origin of the API that issued the stored tokens, null when unknown. A store without this method is trusted by
   * the client it is given to (its tokens go to that client's API only): share such a store between clients of one
   * backend only.
   */
  getOrigin?(): string | null;
}

/** The session cookies' names, as the product names them. */
export const TOKEN_COOKIE = 'token';
export const REFRESH_TOKEN_COOKIE = 'refreshToken';
/** Cookie holding the origin of the API that issued the two tokens. */
export const TOKEN_ORIGIN_COOKIE = 'tokenOrigin';
/** Cookie lifetime (a product constant). */
export const TOKEN_COOKIE_DAYS = 7;

export interface CookieTokenStoreOptions {
  /**
   * Put before both cookie names, so two apps on one origin do not share tokens: `'acme_'` gives the cookies
   * `acme_token` and `acme_refreshToken`. Default `''` (the spec's names `token` and `refreshToken`). Letters,
   * digits and `!#$&'*+-.^_\`|~` only (a cookie-name token of RFC 6265, without `%`); anything else throws a TypeError.
   * `__Secure-` and `__Host-` work as the browser defines them: they need Secure (https), and `__Host-` also
   * path `/` and no `domain`; a contradicting option throws.
   */
  prefix?: string;
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
 * A cookie-name token of RFC 6265 (no separators, spaces or control characters) without `%`, which a name is
 * never percent-decoded from; empty is allowed.
 */
const COOKIE_NAME_PREFIX = /^[A-Za-z0-9!#$&'*+\-.^_`|~]*$/;

/** The prefix after its checks, or a TypeError that says what is wrong with it. */
function checkedPrefix(options: CookieTokenStoreOptions): string {
  if (typeof options !== 'object' || options === null) {
    throw new TypeError('cookieTokenStore: options must be an object');
  }
  const { prefix = '' } = options;
  if (typeof prefix !== 'string') {
    throw new TypeError(`cookieTokenStore: prefix must be a string, got ${prefix === null ? 'null' : typeof prefix}`);
  }
  if (!COOKIE_NAME_PREFIX.test(prefix)) {
    throw new TypeError(
      `cookieTokenStore: prefix ${JSON.stringify(prefix)} is not a valid cookie name start; ` +
        "use letters, digits and !#$&'*+-.^_`|~ only",
    );
  }
  const lower = prefix.toLowerCase();
  const host = lower.startsWith('__host-');
  if ((host || lower.startsWith('__secure-')) && options.secure === false) {
    throw new TypeError(`cookieTokenStore: prefix ${JSON.stringify(prefix)} needs Secure cookies; drop secure: false`);
  }
  if (host && (options.domain || (options.path ?? '/') !== '/')) {
    throw new TypeError(`cookieTokenStore: prefix ${JSON.stringify(prefix)} needs path '/' and no domain`);
  }
  return prefix;
}

/**
 * Tokens in the cookies `token` and `refreshToken` (with `prefix` before both names), and the origin of the API that
 * issued them in `tokenOrigin`: 7 days, SameSite=Strict, path /, Secure on https. Safe to create on a server (no
 * document): reads give null and writes do nothing there. Throws a TypeError on a prefix that cannot start a cookie
 * name.
 */
export function cookieTokenStore(options: CookieTokenStoreOptions = {}): TokenStore {
  const prefix = checkedPrefix(options);
  const tokenCookie = `${prefix}${TOKEN_COOKIE}`;
  const refreshCookie = `${prefix}${REFRESH_TOKEN_COOKIE}`;
  const originCookie = `${prefix}${TOKEN_ORIGIN_COOKIE}`;
  const attributes = (days: number): CookieAttributes => ({
    days,
    path: options.path ?? '/',
    secure: options.secure ?? pageIsHttps(),
    ...(options.domain ? { domain: options.domain } : {}),
  });
  const set = (name: string, value: string) =>
    writeCookie(name, value, attributes(options.expires ?? TOKEN_COOKIE_DAYS));
  const remove = (name: string) => writeCookie(name, '', attributes(-1));
  const get = (name: string) => (typeof document === 'undefined' ? null : blankToNull(readCookie(name)));
  return {
    getAccessToken: () => get(tokenCookie),
    getRefreshToken: () => get(refreshCookie),
    getOrigin: () => get(originCookie),
    setTokens(tokens) {
      if (typeof document === 'undefined') return;
      set(tokenCookie, tokens.accessToken);
      if (tokens.refreshToken) set(refreshCookie, tokens.refreshToken);
      else if (tokens.refreshToken === null) remove(refreshCookie);
      if (tokens.origin) set(originCookie, tokens.origin);
      else if (get(originCookie) !== null) remove(originCookie);
    },
    clear() {
      if (typeof document === 'undefined') return;
      for (const name of [tokenCookie, refreshCookie, originCookie]) remove(name);
    },
  };
}

/** Tokens in memory only (tests, SSR, iframes without cookie access), with the origin that issued them. */
export function memoryTokenStore(initial?: StoredTokens): TokenStore {
  let accessToken: string | null = initial ? blankToNull(initial.accessToken) : null;
  let refreshToken: string | null = initial ? blankToNull(initial.refreshToken) : null;
  let origin: string | null = initial ? blankToNull(initial.origin) : null;
  return {
    getAccessToken: () => accessToken,
    getRefreshToken: () => refreshToken,
    getOrigin: () => origin,
    setTokens(tokens) {
      accessToken = blankToNull(tokens.accessToken);
      if (tokens.refreshToken !== undefined) refreshToken = blankToNull(tokens.refreshToken);
      origin = blankToNull(tokens.origin);
    },
    clear() {
      accessToken = null;
      refreshToken = null;
      origin = null;
    },
  };
}
