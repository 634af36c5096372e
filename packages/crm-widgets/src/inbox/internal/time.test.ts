import { describe, expect, it } from 'vitest';
import { localeFormats } from '../../i18n/formats';
import { inboxLabels } from '../labels';
import { formatLastSeen, formatTime, serviceWindow } from './time';

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

describe("formatLastSeen ('Last seen' from the contact's last inbound message)", () => {
  // Local times, so the calendar days hold in any time zone.
  const now = new Date(2026, 10, 21, 10, 0).getTime();
  const at = (...parts: [number, number, number, number, number]) => new Date(...parts).toISOString();
  // Written for the widgets' language (English here), whatever the runtime's locale.
  const en = localeFormats('en');
  const time = (iso: string) => formatTime(iso, en);

  it('is empty when the contact never wrote, or the time is unknown: nothing made up', () => {
    expect(formatLastSeen(null, now, inboxLabels, en)).toBe('');
    expect(formatLastSeen('', now, inboxLabels, en)).toBe('');
    expect(formatLastSeen('not a date', now, inboxLabels, en)).toBe('');
  });

  it('is relative while recent: just now, then minutes ago through Intl', () => {
    expect(formatLastSeen(new Date(now - 20_000).toISOString(), now, inboxLabels, en)).toBe('Last seen just now');
    const rtf = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
    expect(formatLastSeen(new Date(now - 5 * 60_000).toISOString(), now, inboxLabels, en)).toBe(
      `Last seen ${rtf.format(-5, 'minute')}`,
    );
    expect(formatLastSeen(new Date(now - 59 * 60_000).toISOString(), now, inboxLabels, en)).toBe(
      `Last seen ${rtf.format(-59, 'minute')}`,
    );
    // A clock a little behind the server's never says 'in 1 minute'.
    expect(formatLastSeen(new Date(now + 30_000).toISOString(), now, inboxLabels, en)).toBe('Last seen just now');
  });

  it('today or yesterday at a time, else the date (with the year when it is not this one)', () => {
    const early = at(2026, 10, 21, 4, 55);
    expect(formatLastSeen(early, now, inboxLabels, en)).toBe(`Last seen today at ${time(early)}`);
    const lateYesterday = at(2026, 10, 20, 22, 10);
    expect(formatLastSeen(lateYesterday, now, inboxLabels, en)).toBe(`Last seen yesterday at ${time(lateYesterday)}`);
    const date = (iso: string, year: boolean) =>
      new Intl.DateTimeFormat('en', { day: 'numeric', month: 'short', year: year ? 'numeric' : undefined }).format(
        new Date(iso),
      );
    const lastWeek = at(2026, 10, 14, 9, 0);
    expect(formatLastSeen(lastWeek, now, inboxLabels, en)).toBe(`Last seen ${date(lastWeek, false)}`);
    const lastYear = at(2025, 11, 31, 9, 0);
    expect(formatLastSeen(lastYear, now, inboxLabels, en)).toBe(`Last seen ${date(lastYear, true)}`);
  });

  it("words it with the host's labels", () => {
    const labels = { ...inboxLabels, lastSeenToday: 'Online today, {time}' };
    const early = at(2026, 10, 21, 4, 55);
    expect(formatLastSeen(early, now, labels, en)).toBe(`Online today, ${time(early)}`);
  });
});
