import { afterEach, describe, expect, it, vi } from 'vitest';
import { cookieTokenStore, memoryTokenStore } from './tokens';

/** A minimal document.cookie jar that records every write (js-cookie only uses document.cookie). */
function installCookieJar(protocol = 'http:') {
  const jar = new Map<string, string>();
  const writes: string[] = [];
  const doc = {
    get cookie() {
      return [...jar.entries()].map(([k, v]) => `${k}=${v}`).join('; ');
    },
    set cookie(value: string) {
      writes.push(value);
      const [pair = '', ...attrs] = value.split(';');
      const [name = '', v = ''] = pair.split('=');
      const expires = attrs.find((a) => a.trim().toLowerCase().startsWith('expires='));
      if (expires && new Date(expires.split('=')[1] ?? '').getTime() < Date.now()) jar.delete(name);
      else jar.set(name, v);
    },
  };
  vi.stubGlobal('document', doc);
  vi.stubGlobal('location', { protocol });
  return { jar, writes };
}

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
