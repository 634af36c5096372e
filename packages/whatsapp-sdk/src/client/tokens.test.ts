import { afterEach, describe, expect, it, vi } from 'vitest';
import { installCookieJar } from '../../test/helpers/cookie-jar';
import { cookieTokenStore, memoryTokenStore } from './tokens';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('cookieTokenStore', () => {
  it('is safe without a document (SSR): reads give null, writes do nothing', () => {
    const store = cookieTokenStore();
    expect(store.getAccessToken()).toBeNull();
    expect(() => store.setTokens({ accessToken: 'a', refreshToken: 'r' })).not.toThrow();
    expect(() => store.clear()).not.toThrow();
  });

  it('writes token and refreshToken for 7 days, SameSite=Strict, path /, not Secure on http', () => {
    const { writes } = installCookieJar('http:');
    const store = cookieTokenStore();
    const before = Date.now();
    store.setTokens({ accessToken: 'acc', refreshToken: 'ref' });
    expect(store.getAccessToken()).toBe('acc');
    expect(store.getRefreshToken()).toBe('ref');
    expect(writes).toHaveLength(2);
    for (const w of writes) {
      expect(w).toMatch(/; path=\//);
      expect(w).toMatch(/; sameSite=Strict/i);
      expect(w).not.toMatch(/; secure/i);
      const expires = new Date(/expires=([^;]+)/.exec(w)?.[1] ?? '').getTime();
      expect(expires - before).toBeGreaterThanOrEqual(7 * 86_400_000 - 1000);
      expect(expires - before).toBeLessThanOrEqual(7 * 86_400_000 + 1000);
    }
    expect(writes[0]).toMatch(/^token=acc;/);
    expect(writes[1]).toMatch(/^refreshToken=ref;/);
  });

  it('adds Secure on https', () => {
    const { writes } = installCookieJar('https:');
    cookieTokenStore().setTokens({ accessToken: 'acc', refreshToken: 'ref' });
    expect(writes.every((w) => /; secure/i.test(w))).toBe(true);
  });

  it('keeps the refresh token when only the access token changes, and clears both', () => {
    installCookieJar();
    const store = cookieTokenStore();
    store.setTokens({ accessToken: 'a1', refreshToken: 'r1' });
    store.setTokens({ accessToken: 'a2' });
    expect(store.getRefreshToken()).toBe('r1');
    expect(store.getAccessToken()).toBe('a2');
    store.clear();
    expect(store.getAccessToken()).toBeNull();
    expect(store.getRefreshToken()).toBeNull();
  });
});

describe('cookieTokenStore prefix', () => {
  it("writes, reads and clears acme_token and acme_refreshToken for prefix 'acme_'", () => {
    const { jar, writes } = installCookieJar();
    const store = cookieTokenStore({ prefix: 'acme_' });
    store.setTokens({ accessToken: 'acc', refreshToken: 'ref' });
    expect(writes[0]).toMatch(/^acme_token=acc; /);
    expect(writes[1]).toMatch(/^acme_refreshToken=ref; /);
    expect([...jar.keys()].sort()).toEqual(['acme_refreshToken', 'acme_token']);
    expect(store.getAccessToken()).toBe('acc');
    expect(store.getRefreshToken()).toBe('ref');
    store.clear();
    expect(jar.size).toBe(0);
  });

  it("keeps apart from the spec's default cookies on the same origin", () => {
    const { jar } = installCookieJar();
    cookieTokenStore().setTokens({ accessToken: 'default-acc', refreshToken: 'default-ref' });
    const acme = cookieTokenStore({ prefix: 'acme_' });
    expect(acme.getAccessToken()).toBeNull();
    expect(acme.getRefreshToken()).toBeNull();
    acme.setTokens({ accessToken: 'acme-acc', refreshToken: 'acme-ref' });
    acme.clear();
    expect(jar.get('token')).toBe('default-acc');
    expect(jar.get('refreshToken')).toBe('default-ref');
    expect(cookieTokenStore({ prefix: '' }).getAccessToken()).toBe('default-acc');
  });

  it('writes the name exactly as given for every allowed punctuation character', () => {
    const { writes } = installCookieJar();
    const prefix = "a!#$&'*+-.^_`|~9";
    cookieTokenStore({ prefix }).setTokens({ accessToken: 'acc' });
    expect(writes[0]?.startsWith(`${prefix}token=acc;`)).toBe(true);
  });

  it.each([
    ['a space', 'acme '],
    ['a semicolon', 'acme;'],
    ['an equals sign', 'a=b'],
    ['a comma', 'a,b'],
    ['a slash', 'a/b'],
    ['a percent sign (never decoded from a name)', 'a%b'],
    ['a newline', 'a\nb'],
    ['a non-ASCII letter', 'caf\u00e9_'],
    ['brackets', '[x]'],
  ])('throws a TypeError naming the prefix for %s', (_what, prefix) => {
    expect(() => cookieTokenStore({ prefix })).toThrow(TypeError);
    expect(() => cookieTokenStore({ prefix })).toThrow(/cookieTokenStore: prefix .* is not a valid cookie name start/);
  });

  it('throws a TypeError for a prefix that is not a string, and for options that are not an object', () => {
    for (const prefix of [42, null, {}, ['a']]) {
      expect(() => cookieTokenStore({ prefix } as unknown as { prefix: string })).toThrow(
        /cookieTokenStore: prefix must be a string/,
      );
    }
    expect(() => cookieTokenStore(null as unknown as object)).toThrow(/options must be an object/);
  });

  it('accepts __Secure- and __Host- prefixes and rejects options that contradict them', () => {
    const { writes } = installCookieJar('https:');
    cookieTokenStore({ prefix: '__Host-' }).setTokens({ accessToken: 'acc' });
    expect(writes[0]).toMatch(/^__Host-token=acc; /);
    expect(writes[0]).toMatch(/; secure/i);
    expect(writes[0]).not.toMatch(/; domain=/i);
    expect(() => cookieTokenStore({ prefix: '__Secure-', secure: false })).toThrow(TypeError);
    expect(() => cookieTokenStore({ prefix: '__Host-', domain: 'example.com' })).toThrow(
      /needs path '\/' and no domain/,
    );
    expect(() => cookieTokenStore({ prefix: '__host-', path: '/app' })).toThrow(TypeError);
    expect(() => cookieTokenStore({ prefix: '__Secure-', domain: 'example.com' })).not.toThrow();
  });
});

describe('memoryTokenStore', () => {
  it('holds tokens in memory', () => {
    const store = memoryTokenStore({ accessToken: 'a', refreshToken: 'r' });
    expect(store.getAccessToken()).toBe('a');
    store.setTokens({ accessToken: 'b' });
    expect(store.getRefreshToken()).toBe('r');
    store.setTokens({ accessToken: 'c', refreshToken: null });
    expect(store.getRefreshToken()).toBeNull();
    store.clear();
    expect(store.getAccessToken()).toBeNull();
    expect(memoryTokenStore().getAccessToken()).toBeNull();
  });
});

describe('the origin that issued the tokens', () => {
  it('cookieTokenStore keeps it in tokenOrigin (with the prefix), drops it on a write without one, clears it', () => {
    const { jar } = installCookieJar();
    const store = cookieTokenStore({ prefix: 'acme_' });
    expect(store.getOrigin?.()).toBeNull();
    store.setTokens({ accessToken: 'a', refreshToken: 'r', origin: 'https://api.example.com' });
    expect(store.getOrigin?.()).toBe('https://api.example.com');
    expect([...jar.keys()].sort()).toEqual(['acme_refreshToken', 'acme_token', 'acme_tokenOrigin']);
    store.setTokens({ accessToken: 'b' });
    expect(store.getOrigin?.()).toBeNull();
    store.setTokens({ accessToken: 'c', origin: 'https://api.example.com' });
    store.clear();
    expect(jar.size).toBe(0);
  });

  it('memoryTokenStore keeps it, from the initial tokens too, and forgets it on clear', () => {
    const store = memoryTokenStore({ accessToken: 'a', origin: 'https://a.example' });
    expect(store.getOrigin?.()).toBe('https://a.example');
    store.setTokens({ accessToken: 'b', origin: 'https://b.example' });
    expect(store.getOrigin?.()).toBe('https://b.example');
    store.setTokens({ accessToken: 'c' });
    expect(store.getOrigin?.()).toBeNull();
    store.clear();
    expect(store.getOrigin?.()).toBeNull();
  });
});
