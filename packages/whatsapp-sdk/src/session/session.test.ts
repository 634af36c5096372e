import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CLIENT_SESSION_KEY,
  createClientSession,
  createPartialRegistrationStore,
  isClientSessionValid,
  memoryStorage,
} from './session';
import { SESSION_TTL_MS } from '../rules';

afterEach(() => vi.unstubAllGlobals());

describe('client session record', () => {
  it('lives exactly 2 hours: valid at 2h - 1 ms, expired and cleared at 2h', () => {
    expect(SESSION_TTL_MS).toBe(7_200_000);
    let now = 1_000_000;
    const storage = memoryStorage();
    const session = createClientSession({ storage, now: () => now });
    expect(session.start()).toEqual({ timestamp: 1_000_000, isAuthenticated: true });
    expect(JSON.parse(storage.getItem(CLIENT_SESSION_KEY) ?? '')).toEqual({
      timestamp: 1_000_000,
      isAuthenticated: true,
    });
    now += SESSION_TTL_MS - 1;
    expect(session.read()).toEqual({ timestamp: 1_000_000, isAuthenticated: true });
    now += 1;
    expect(session.read()).toBeNull();
    expect(storage.getItem(CLIENT_SESSION_KEY)).toBeNull();
  });

  it('rejects junk, future timestamps and unauthenticated records', () => {
    expect(isClientSessionValid(null, 0)).toBe(false);
    expect(isClientSessionValid({ timestamp: 10, isAuthenticated: false }, 10)).toBe(false);
    expect(isClientSessionValid({ timestamp: 20, isAuthenticated: true }, 10)).toBe(false);
    expect(isClientSessionValid({ timestamp: Number.NaN, isAuthenticated: true }, 10)).toBe(false);
    const storage = memoryStorage();
    storage.setItem(CLIENT_SESSION_KEY, '{not json');
    expect(createClientSession({ storage }).read()).toBeNull();
    expect(storage.getItem(CLIENT_SESSION_KEY)).toBeNull();
  });

  it('uses sessionStorage when there is one, looked up at call time', () => {
    const storage = memoryStorage();
    const session = createClientSession();
    vi.stubGlobal('sessionStorage', storage);
    session.start();
    expect(storage.getItem(CLIENT_SESSION_KEY)).not.toBeNull();
    session.clear();
    expect(storage.getItem(CLIENT_SESSION_KEY)).toBeNull();
  });

  it('never throws when storage throws', () => {
    vi.stubGlobal('sessionStorage', {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    });
    const session = createClientSession();
    expect(() => session.start()).not.toThrow();
    expect(session.read()).toBeNull();
  });
});

describe('partial Google registration record', () => {
  it('saves, reads and clears the six fields', () => {
    const store = createPartialRegistrationStore({ storage: memoryStorage() });
    expect(store.read()).toBeNull();
    const record = {
      firstName: 'Ann',
      lastName: 'Lee',
      email: 'ann@acme.io',
      phone: '',
      firebaseUid: 'g1',
      googleCredential: 'cred',
    };
    store.save(record);
    expect(store.read()).toEqual(record);
    store.clear();
    expect(store.read()).toBeNull();
  });
});
