// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readCookie, writeCookie } from './cookies';

afterEach(() => {
  vi.restoreAllMocks();
  for (const pair of document.cookie.split('; ').filter(Boolean)) {
    document.cookie = `${pair.split('=')[0]}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
});

const week = { days: 7, path: '/' };

describe('cookies (a real cookie jar: jsdom)', () => {
  it('reads back every value written, whatever characters it holds', () => {
    for (const value of ['eyJhbGciOi.eyJzdWIi.c2ln-_', 'a b;c=d%e"f:/?@', 'https://api.example.com:8443', 'ü€😀', '']) {
      writeCookie('v', value, week);
      expect(readCookie('v')).toBe(value);
    }
  });

  it('writes values as js-cookie 3 did, so both read what the other wrote', () => {
    const set = vi.spyOn(document, 'cookie', 'set');
    writeCookie('v', 'a b;c=d%e"f:/?@', { days: 7, path: '/', domain: 'localhost', secure: true });
    expect(set.mock.calls[0]?.[0]).toMatch(
      /^v=a%20b%3Bc=d%25e%22f:\/\?@; path=\/; expires=[^;]+ GMT; domain=localhost; sameSite=Strict; secure$/,
    );
    set.mockRestore();
    // As js-cookie wrote a refresh token and an origin: percent-encoded, or quoted.
    document.cookie = 'refreshToken=r%3Bx%25; path=/';
    document.cookie = 'quoted="q1"; path=/';
    expect(readCookie('refreshToken')).toBe('r;x%');
    expect(readCookie('quoted')).toBe('q1');
  });

  it('reads the named cookie only (not one whose name starts the same), undefined when absent', () => {
    document.cookie = 'acme_token=1; path=/';
    document.cookie = 'token=2; path=/';
    expect(readCookie('token')).toBe('2');
    expect(readCookie('acme_token')).toBe('1');
    expect(readCookie('refreshToken')).toBeUndefined();
  });

  it('deletes with days 0 or less; a malformed escape is returned as it is', () => {
    writeCookie('v', 'x', week);
    writeCookie('v', '', { days: -1, path: '/' });
    expect(readCookie('v')).toBeUndefined();
    document.cookie = 'bad=%E0%A4%A; path=/';
    expect(readCookie('bad')).toBe('%E0%A4%A');
  });
});
