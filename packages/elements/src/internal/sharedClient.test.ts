// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

const A = 'http://127.0.0.1:9/api/v1';
const B = 'http://127.0.0.2:9/api/v1';

afterEach(() => {
  for (const pair of document.cookie.split('; ').filter(Boolean)) {
    document.cookie = `${pair.split('=')[0]}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
});

describe('signOut', () => {
  it("signs one backend's elements out and leaves the other's session; without an address, all of them", async () => {
    vi.resetModules();
    const { sharedClient, onSharedClientSignedOut } = await import('./sharedClient');
    const { signOut } = await import('./signOut');
    const a = sharedClient(A, undefined, undefined).client;
    const b = sharedClient(B, undefined, undefined).client;
    a.tokens.setTokens({ accessToken: 'a-access', refreshToken: 'a-refresh' });
    b.tokens.setTokens({ accessToken: 'b-access', refreshToken: 'b-refresh' });
    const heardA = vi.fn();
    const heardB = vi.fn();
    onSharedClientSignedOut(a, heardA);
    onSharedClientSignedOut(b, heardB);

    await signOut(`${B}/`);
    expect(b.auth.hasSession()).toBe(false);
    expect(heardB).toHaveBeenCalledTimes(1);
    expect(a.tokens.getRefreshToken()).toBe('a-refresh');
    expect(heardA).not.toHaveBeenCalled();

    await signOut();
    expect(a.auth.hasSession()).toBe(false);
    expect(heardA).toHaveBeenCalledTimes(1);
  });

  it('signs out a backend no element has used yet on this page, from its stored tokens', async () => {
    vi.resetModules();
    document.cookie = 'token=old-access; path=/';
    document.cookie = 'refreshToken=old-refresh; path=/';
    const { signOut } = await import('./signOut');
    await signOut(A);
    expect(document.cookie).toBe('');
  });
});
