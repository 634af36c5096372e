import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_API_BASE_URL, DEFAULT_BOOK_DEMO_URL, isHttpUrl, parseConfig } from './config';

const firebaseEnv = {
  VITE_IDENTITY_PROVIDER: 'firebase',
  VITE_FIREBASE_API_KEY: 'key',
  VITE_FIREBASE_AUTH_DOMAIN: 'demo.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'demo',
  VITE_FIREBASE_APP_ID: '1:2:web:3',
};

describe('parseConfig', () => {
  it('uses the documented defaults for an empty environment, without warnings', () => {
    const warn = vi.fn();
    expect(parseConfig({}, warn)).toEqual({
      apiBaseUrl: DEFAULT_API_BASE_URL,
      socketUrl: 'http://localhost:4010',
      identityProvider: 'dev',
      bookDemoUrl: DEFAULT_BOOK_DEMO_URL,
      firebase: null,
      identityTokenSyncUrl: null,
    });
    expect(warn).not.toHaveBeenCalled();
  });

  it('reads the id-token sync URL when it is http(s), and warns and ignores anything else', () => {
    const warn = vi.fn();
    expect(
      parseConfig({ VITE_IDENTITY_TOKEN_SYNC_URL: ' https://id.example.com/sync ' }, warn).identityTokenSyncUrl,
    ).toBe('https://id.example.com/sync');
    expect(warn).not.toHaveBeenCalled();
    expect(parseConfig({ VITE_IDENTITY_TOKEN_SYNC_URL: 'javascript:alert(1)' }, warn).identityTokenSyncUrl).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('VITE_IDENTITY_TOKEN_SYNC_URL'));
  });

  it('reads valid values, trims them and drops trailing slashes', () => {
    const warn = vi.fn();
    const cfg = parseConfig(
      {
        VITE_API_BASE_URL: ' https://api.example.com/api/v1/ ',
        VITE_SOCKET_URL: 'wss://rt.example.com',
        VITE_BOOK_DEMO_URL: 'https://cal.example.com/acme/demo',
      },
      warn,
    );
    expect(cfg.apiBaseUrl).toBe('https://api.example.com/api/v1');
    expect(cfg.socketUrl).toBe('wss://rt.example.com');
    expect(cfg.bookDemoUrl).toBe('https://cal.example.com/acme/demo');
    expect(warn).not.toHaveBeenCalled();
  });

  it('defaults the socket URL to the origin of the API base URL', () => {
    expect(parseConfig({ VITE_API_BASE_URL: 'http://127.0.0.1:4110/api/v1' }).socketUrl).toBe('http://127.0.0.1:4110');
  });

  it.each([
    ['VITE_API_BASE_URL', 'not a url'],
    ['VITE_API_BASE_URL', 'ftp://example.com/api'],
    ['VITE_API_BASE_URL', '/api/v1'],
    ['VITE_SOCKET_URL', 'javascript:alert(1)'],
    ['VITE_BOOK_DEMO_URL', 'javascript:alert(1)'],
    ['VITE_BOOK_DEMO_URL', 'mailto:sales@example.com'],
    ['VITE_IDENTITY_PROVIDER', 'okta'],
  ])('falls back with a warning when %s is %j', (key, value) => {
    const warn = vi.fn();
    const cfg = parseConfig({ [key]: value }, warn);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain(key);
    expect(cfg).toEqual(parseConfig({}, vi.fn()));
  });

  it('ignores values that are not strings instead of crashing', () => {
    const warn = vi.fn();
    const cfg = parseConfig({ VITE_API_BASE_URL: 42, VITE_BOOK_DEMO_URL: null, VITE_IDENTITY_PROVIDER: {} }, warn);
    expect(cfg.apiBaseUrl).toBe(DEFAULT_API_BASE_URL);
    expect(cfg.identityProvider).toBe('dev');
  });

  it('accepts the identity provider case-insensitively', () => {
    expect(parseConfig({ VITE_IDENTITY_PROVIDER: ' DEV ' }, vi.fn()).identityProvider).toBe('dev');
  });

  it('builds the Firebase config when the provider is firebase and the config is complete', () => {
    const warn = vi.fn();
    const cfg = parseConfig({ ...firebaseEnv, VITE_FIREBASE_STORAGE_BUCKET: 'demo.appspot.com' }, warn);
    expect(cfg.identityProvider).toBe('firebase');
    expect(cfg.firebase).toEqual({
      apiKey: 'key',
      authDomain: 'demo.firebaseapp.com',
      projectId: 'demo',
      appId: '1:2:web:3',
      storageBucket: 'demo.appspot.com',
    });
    expect(warn).not.toHaveBeenCalled();
  });

  it('falls back to the dev provider and names what is missing when the Firebase config is incomplete', () => {
    const warn = vi.fn();
    const cfg = parseConfig({ ...firebaseEnv, VITE_FIREBASE_API_KEY: '', VITE_FIREBASE_APP_ID: undefined }, warn);
    expect(cfg.identityProvider).toBe('dev');
    expect(cfg.firebase).toBeNull();
    expect(warn.mock.calls[0]?.[0]).toMatch(/VITE_FIREBASE_API_KEY, VITE_FIREBASE_APP_ID are missing/);
  });

  it('keeps the Firebase config null for the dev provider', () => {
    expect(parseConfig({ ...firebaseEnv, VITE_IDENTITY_PROVIDER: 'dev' }).firebase).toBeNull();
  });
});

describe('isHttpUrl', () => {
  it('accepts only absolute http and https URLs', () => {
    expect(isHttpUrl('https://example.com')).toBe(true);
    expect(isHttpUrl('http://example.com/x?y=1')).toBe(true);
    expect(isHttpUrl('javascript:alert(1)')).toBe(false);
    expect(isHttpUrl('//example.com')).toBe(false);
    expect(isHttpUrl(undefined)).toBe(false);
  });
});
