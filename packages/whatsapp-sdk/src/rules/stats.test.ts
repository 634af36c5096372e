import { describe, expect, it } from 'vitest';
import { reconnectDelay, RECONNECT, TTL_BOUNDS } from './constants';
import { countByStatus, openRate, responseRate, statusTone } from './stats';

describe('openRate', () => {
  it.each([
    [0, 0, 0],
    [5, 0, 0],
    [0, 10, 0],
    [1, 3, 33],
    [2, 3, 67],
    [1, 8, 13],
    [10, 10, 100],
    [15, 10, 100],
    [-1, 10, 0],
    [NaN, 10, 0],
    [5, Infinity, 0],
  ])('read %s of sent %s -> %s', (read, sent, expected) => {
    expect(openRate(read, sent)).toBe(expected);
  });
});

describe('statusTone', () => {
  it.each([
    ['active', 'success'],
    ['APPROVED', 'success'],
    ['Approved', 'success'],
    ['draft', 'warning'],
    ['PENDING', 'warning'],
    ['paused', 'default'],
    ['completed', 'primary'],
    ['REJECTED', 'error'],
    [' active ', 'success'],
    ['IN_APPEAL', 'neutral'],
    ['', 'neutral'],
    [undefined, 'neutral'],
    [42, 'neutral'],
  ])('%j -> %s', (status, tone) => {
    expect(statusTone(status)).toBe(tone);
  });
});

describe('countByStatus', () => {
  it('counts by lower-cased status with known statuses at zero', () => {
    const counts = countByStatus(
      [{ status: 'APPROVED' }, { status: 'approved' }, { status: 'PENDING' }, { status: 'PAUSED' }, {}, null],
      ['approved', 'pending', 'rejected'],
    );
    expect(counts).toEqual({ approved: 2, pending: 1, rejected: 0, paused: 1 });
    expect(counts.rejected).toBe(0);
  });

  it('never touches the prototype and accepts nothing', () => {
    const counts = countByStatus([{ status: '__proto__' }, { status: 'constructor' }]);
    expect(Object.getPrototypeOf(counts)).toBe(Object.prototype);
    expect(counts['__proto__']).toBe(1);
    expect(countByStatus(undefined)).toEqual({});
  });
});

describe('constants', () => {
  it('reconnects at most 5 times, doubling from 1000 up to 30000 ms', () => {
    expect(RECONNECT.attempts).toBe(5);
    expect([1, 2, 3, 4, 5, 6, 7].map(reconnectDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
    expect(reconnectDelay(0)).toBe(1000);
    expect(reconnectDelay(NaN)).toBe(1000);
    expect(reconnectDelay(1e9)).toBe(30000);
  });

  it('keeps the TTL bounds of section 5', () => {
    expect(TTL_BOUNDS).toEqual({
      AUTHENTICATION: { min: 30, max: 900 },
      UTILITY: { min: 30, max: 43200 },
      MARKETING: { min: 43200, max: 2592000 },
    });
  });
});

describe('responseRate (the WhatsApp dashboard from the account, not a sample 94 %)', () => {
  const at = (minutes: number) => new Date(Date.UTC(2026, 10, 21, 10, minutes)).toISOString();
  it("counts conversations whose customer's last message got a reply, of those where the customer wrote", () => {
    expect(
      responseRate([
        { lastInboundAt: at(0), lastMessageAt: at(5) }, // answered
        { lastInboundAt: at(10), lastMessageAt: at(10) }, // the customer's message is the last one
        { lastInboundAt: null, lastMessageAt: at(20) }, // only the business wrote: not asked
        { lastInboundAt: 'junk', lastMessageAt: at(30) },
      ]),
    ).toEqual({ answered: 1, asked: 2, rate: 50 });
  });

  it('has no rate without customer messages (nothing made up)', () => {
    expect(responseRate([])).toEqual({ answered: 0, asked: 0, rate: null });
    expect(responseRate([{ lastInboundAt: null, lastMessageAt: at(1) }]).rate).toBeNull();
  });
});
