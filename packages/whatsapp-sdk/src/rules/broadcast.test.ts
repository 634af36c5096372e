import { describe, expect, it } from 'vitest';
import {
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
