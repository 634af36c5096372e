import { describe, expect, it } from 'vitest';
import { DEFAULT_PHONE_PREFIX, normalizePhone } from './phone';

describe('normalizePhone', () => {
  it.each([
    ['9876543210', '+919876543210'],
    ['98765 43210', '+919876543210'],
    ['98765-43210', '+919876543210'],
    ['(987) 654-3210', '+919876543210'],
  ])('10 digits get +91: %s -> %s', (input, expected) => {
    expect(normalizePhone(input)).toBe(expected);
  });

  it.each([
    ['14155550123', '+14155550123'],
    ['1 415 555 0123', '+14155550123'],
  ])('11 digits starting with 1 get +: %s -> %s', (input, expected) => {
    expect(normalizePhone(input)).toBe(expected);
  });

  it.each([
    ['919876543210', '+919876543210'],
    ['91 98765 43210', '+919876543210'],
  ])('12 digits starting with 91 get +: %s -> %s', (input, expected) => {
    expect(normalizePhone(input)).toBe(expected);
  });

  it.each([
    ['+919876543210', '+919876543210'],
    ['+1 (415) 555-0123', '+14155550123'],
    ['+44 20 7946 0958', '+442079460958'],
  ])('a leading + is kept and separators dropped: %s -> %s', (input, expected) => {
    expect(normalizePhone(input)).toBe(expected);
  });

  it.each([
    ['447946095812', '+447946095812'],
    ['24155550123', '+24155550123'],
    ['123456', '+123456'],
  ])('anything else gets + prepended: %s -> %s', (input, expected) => {
    expect(normalizePhone(input)).toBe(expected);
  });

  it('gives an empty string for blank or digit-free input', () => {
    expect(normalizePhone('')).toBe('');
    expect(normalizePhone('   ')).toBe('');
    expect(normalizePhone('abc')).toBe('');
  });

  it('uses +91 as the default prefix', () => {
    expect(DEFAULT_PHONE_PREFIX).toBe('+91');
  });

  it('accepts numbers and never throws on junk', () => {
    expect(normalizePhone(9876543210)).toBe('+919876543210');
    for (const junk of [undefined, null, {}, [], NaN, true]) expect(normalizePhone(junk)).toBe('');
  });
});
