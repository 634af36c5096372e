import { describe, expect, it } from 'vitest';
import { localeFormats } from '../../i18n/formats';
import { serviceWindow } from './time';

const NOW = Date.parse('2026-11-21T10:00:00.000Z');

describe('serviceWindow (24-hour customer service window)', () => {
  it('is open for 24 h after the last inbound message, closed without one', () => {
    expect(serviceWindow({ lastInboundAt: '2026-11-21T09:58:00.000Z' }, NOW)).toEqual({
      open: true,
      remainingMs: 24 * 3_600_000 - 120_000,
    });
    expect(serviceWindow({ lastInboundAt: '2026-11-20T09:59:59.000Z' }, NOW).open).toBe(false);
    expect(serviceWindow({ lastInboundAt: null }, NOW).open).toBe(false);
    expect(serviceWindow({ lastInboundAt: 'not a date' }, NOW).open).toBe(false);
    expect(serviceWindow(null, NOW).open).toBe(false);
  });

  it('formats the time left', () => {
    const en = localeFormats('en');
    expect(en.duration(24 * 3_600_000 - 120_000)).toBe('23h 58m');
    expect(en.duration(30_000)).toBe('1m');
  });
});
