import { describe, expect, it } from 'vitest';
import {
  broadcastGroupPhones,
  broadcastWindows,
  invalidPhones,
  invalidPhonesMessage,
  isMessagingPhone,
  isPastSchedule,
  messagingPhoneProblem,
  scheduleProblem,
  splitRecipientNumbers,
} from './broadcast';

describe('messaging phone numbers (the API rule, checked in the browser first)', () => {
  it.each([
    ['+14155550123', null],
    ['+91 98765 43210', null],
    ['9876543210', null],
    ['(415) 555-0123', null],
    ['12345', 'digits'],
    ['+1234567890123456', 'digits'],
    ['', 'digits'],
    ['call me', 'not-a-number'],
    ['98765x43210', 'not-a-number'],
    ['+'.repeat(40), 'not-a-number'],
  ])('%j -> %s', (value, problem) => {
    expect(messagingPhoneProblem(value)).toBe(problem);
    expect(isMessagingPhone(value)).toBe(problem === null);
  });

  it('never throws on junk', () => {
    for (const junk of [undefined, null, 42, {}, [], Symbol('x')])
      expect(messagingPhoneProblem(junk)).toBe('not-a-number');
  });
});

describe('custom recipient lists', () => {
  it('splits on commas, semicolons and new lines and drops blanks', () => {
    expect(splitRecipientNumbers(' +14155550123,\n\n12345 ; abc ,')).toEqual(['+14155550123', '12345', 'abc']);
  });

  it('names each invalid number once, in order, with its reason', () => {
    const invalid = invalidPhones(['+14155550123', '12345', 'abc', '12345']);
    expect(invalid).toEqual([
      { value: '12345', problem: 'digits' },
      { value: 'abc', problem: 'not-a-number' },
    ]);
    expect(invalidPhonesMessage(invalid)).toBe(
      'Invalid phone numbers: 12345 (needs 8 to 15 digits with the country code), abc (not a phone number)',
    );
  });

  it('names at most five, then how many more', () => {
    const invalid = invalidPhones(['1', '2', '3', '4', '5', '6', '7']);
    expect(invalidPhonesMessage(invalid)).toMatch(/^Invalid phone numbers: 1 .*, 5 \(.*\) and 2 more$/);
  });
});

describe('schedule in the past', () => {
  const now = new Date(2026, 10, 26, 14, 30, 20).getTime();

  it.each([
    ['2026-11-26', '14:29', true],
    ['2026-11-26', '14:30', false],
    ['2026-11-26', '14:31', false],
    ['2026-11-25', '23:59', true],
    ['2026-11-25', '', true],
    ['2026-11-27', '', false],
    ['not a date', '10:00', false],
  ])('%s %s past: %s', (date, time, past) => {
    expect(isPastSchedule(date, time, now)).toBe(past);
    expect(scheduleProblem(date, time, now)).toBe(
      past ? 'The scheduled time has passed. Please choose a time in the future' : undefined,
    );
  });
});

describe('broadcast recipient groups, counted from the contacts by tag', () => {
  const contacts = [
    { phone: '+14155550101', tags: ['VIP', 'Customer'] },
    { phone: '+1 415 555 0102', tags: ['customer'] },
    { phone: '+14155550103', tags: [' Lead '] },
    { phone: '+14155550101', tags: ['VIP'] },
    { phone: '', tags: ['VIP'] },
  ];

  it('selects the tagged contacts (any casing), each phone once and normalised; all = every contact', () => {
    expect(broadcastGroupPhones('vip', contacts)).toEqual(['+14155550101']);
    expect(broadcastGroupPhones('Customers', contacts)).toEqual(['+14155550101', '+14155550102']);
    expect(broadcastGroupPhones('leads', contacts)).toEqual(['+14155550103']);
    expect(broadcastGroupPhones('all', contacts)).toEqual(['+14155550101', '+14155550102', '+14155550103']);
    expect(broadcastGroupPhones('all', [])).toEqual([]);
  });

  it('a name that is no group is undefined (a custom number list), never a prototype key', () => {
    expect(broadcastGroupPhones('+14155550101', contacts)).toBeUndefined();
    expect(broadcastGroupPhones('constructor', contacts)).toBeUndefined();
  });
});

describe("the 24-hour customer service window of a broadcast's recipients", () => {
  const at = Date.parse('2026-11-21T10:00:00Z');
  const conversations = [
    { contactPhone: '+14155550101', lastInboundAt: '2026-11-21T09:00:00Z' },
    { contactPhone: '+1 415 555 0102', lastInboundAt: '2026-11-20T09:59:59Z' },
    { contactPhone: '+14155550103', lastInboundAt: null },
    { contactPhone: '+14155550104', lastInboundAt: 'junk' },
  ];

  it('open within 24 h of the last inbound message; closed when older, never written or unknown', () => {
    const phones = ['+14155550101', '+14155550102', '+14155550103', '+14155550104', '+14155550105'];
    expect(broadcastWindows(phones, conversations, at)).toEqual({
      open: ['+14155550101'],
      closed: ['+14155550102', '+14155550103', '+14155550104', '+14155550105'],
    });
  });

  it("is decided at the broadcast's time: a window open now may be closed when a scheduled one goes out", () => {
    const later = at + 23 * 60 * 60 * 1000 + 1;
    expect(broadcastWindows(['+14155550101'], conversations, later)).toEqual({ open: [], closed: ['+14155550101'] });
  });
});
