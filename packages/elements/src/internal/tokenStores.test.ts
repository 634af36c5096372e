// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TokenStore } from '@wacrm/whatsapp-sdk';

const A = 'http://127.0.0.1:4010';
const B = 'http://127.0.0.1:4011';

/** A fresh copy of the module: a new page load (the cookies stay). */
async function pageLoad() {
  vi.resetModules();
  return import('./tokenStores');
}

function cookies(): Record<string, string> {
  return Object.fromEntries(
    document.cookie
      .split('; ')
      .filter(Boolean)
      .map((pair) => pair.split('=') as [string, string]),
  );
}

/** What the SDK's client does on a sign-in: its tokens, with its origin. */
const signIn = (store: TokenStore, origin: string, name: string) =>
  store.setTokens({ accessToken: `${name}-access`, refreshToken: `${name}-refresh`, origin });

afterEach(() => {
  for (const name of Object.keys(cookies()))
    document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
});

describe('elementTokenStore', () => {
  it("one backend keeps the spec's cookie names, token and refreshToken, with the origin next to them", async () => {
    const { elementTokenStore } = await pageLoad();
    signIn(elementTokenStore(A), A, 'a');
    expect(cookies()).toEqual({
      token: 'a-access',
      refreshToken: 'a-refresh',
      tokenOrigin: A,
    });
    expect((await pageLoad()).elementTokenStore(A).getAccessToken()).toBe('a-access');
  });

  it('a session stored before origins were kept is still found by a page with one backend', async () => {
    document.cookie = 'token=old-access; path=/';
    document.cookie = 'refreshToken=old-refresh; path=/';
    const store = (await pageLoad()).elementTokenStore(A);
    expect(store.getAccessToken()).toBe('old-access');
    expect(store.getRefreshToken()).toBe('old-refresh');
  });

  it("two backends: the second one's tokens live under its origin's prefix; each sees only its own", async () => {
    const first = await pageLoad();
    const storeA = first.elementTokenStore(A);
    const storeB = first.elementTokenStore(B);
    signIn(storeA, A, 'a');
    expect(storeB.getAccessToken()).toBeNull();
    expect(storeB.getRefreshToken()).toBeNull();
    signIn(storeB, B, 'b');
    expect(first.originCookiePrefix(B)).toBe('wacrm_http_127.0.0.1_4011_');
    expect(cookies()).toEqual({
      token: 'a-access',
      refreshToken: 'a-refresh',
      tokenOrigin: A,
      'wacrm_http_127.0.0.1_4011_token': 'b-access',
      'wacrm_http_127.0.0.1_4011_refreshToken': 'b-refresh',
      'wacrm_http_127.0.0.1_4011_tokenOrigin': B,
    });
    expect(storeA.getAccessToken()).toBe('a-access');
    expect(storeB.getAccessToken()).toBe('b-access');

    // Next page load, B's element first: each still finds its own session.
    const second = await pageLoad();
    expect(second.elementTokenStore(B).getAccessToken()).toBe('b-access');
    expect(second.elementTokenStore(A).getAccessToken()).toBe('a-access');

    // Clearing one backend leaves the other.
    second.elementTokenStore(B).clear();
    expect(second.elementTokenStore(A).getRefreshToken()).toBe('a-refresh');
    second.elementTokenStore(A).clear();
    expect(cookies()).toEqual({});
  });

  it("the spec's names freed by one backend go to the next to sign in; the other keeps its prefixed session", async () => {
    const page = await pageLoad();
    signIn(page.elementTokenStore(A), A, 'a');
    signIn(page.elementTokenStore(B), B, 'b');
    page.elementTokenStore(A).clear();
    expect(page.elementTokenStore(B).getAccessToken()).toBe('b-access');
    signIn(page.elementTokenStore(A), A, 'a2');
    expect(cookies().token).toBe('a2-access');
    expect(page.elementTokenStore(B).getAccessToken()).toBe('b-access');
  });

  it('gives every element of one origin the same store', async () => {
    const { elementTokenStore } = await pageLoad();
    expect(elementTokenStore(A)).toBe(elementTokenStore(A));
    expect(elementTokenStore(A)).not.toBe(elementTokenStore(B));
  });
});
