import { describe, expect, it } from 'vitest';
import { CLIENT_SESSION_KEY as SDK_KEY, SESSION_TTL_MS } from '@wacrm/whatsapp-sdk';
import { CLIENT_SESSION_KEY, CLIENT_SESSION_TTL_MS, readClientSession } from './clientSession';

function storage(value: string | null) {
  return { getItem: (key: string) => (key === CLIENT_SESSION_KEY ? value : null) };
}
const now = 1_800_000_000_000;
const record = (timestamp: number, isAuthenticated: unknown = true) => JSON.stringify({ timestamp, isAuthenticated });

describe('readClientSession', () => {
  it('reads the record the SDK writes', () => {
    expect(CLIENT_SESSION_KEY).toBe(SDK_KEY);
    expect(CLIENT_SESSION_TTL_MS).toBe(SESSION_TTL_MS);
  });

  it('is active until 2 hours after sign-in, expired from then on', () => {
    const twoHours = 2 * 60 * 60 * 1000;
    expect(readClientSession(storage(record(now - 1000)), now)).toEqual({
      state: 'active',
      expiresAt: now - 1000 + twoHours,
    });
    expect(readClientSession(storage(record(now - twoHours + 1)), now).state).toBe('active');
    expect(readClientSession(storage(record(now - twoHours)), now).state).toBe('expired');
    expect(readClientSession(storage(record(now - 3 * 60 * 60 * 1000)), now).state).toBe('expired');
  });

  it('treats a record dated in the future, unauthenticated or unreadable as expired', () => {
    for (const raw of [record(now + 60_000), record(now, false), record(Number.NaN), '{', '[]', 'null']) {
      expect(readClientSession(storage(raw), now).state, raw).toBe('expired');
    }
  });

  it('has no record in a new tab, or without storage', () => {
    expect(readClientSession(storage(null), now).state).toBe('none');
    expect(readClientSession(null, now).state).toBe('none');
    const throwing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(readClientSession(throwing, now).state).toBe('none');
  });
});
