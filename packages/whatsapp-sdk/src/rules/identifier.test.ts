import { describe, expect, it } from 'vitest';
import { detectIdentifierKind, isBusinessEmail, isGmailAddress, isValidEmail, isValidPhone } from './identifier';

describe('detectIdentifierKind', () => {
  it.each([
    ['ann@acme.io', 'email'],
    ['  ann@acme.io  ', 'email'],
    ['ann@gmail.com', 'email'],
    ['9876543210', 'phone'],
    ['+91 98765 43210', 'phone'],
    ['+1 (415) 555-0123', 'phone'],
    ['98765-43210', 'phone'],
    ['ann', 'neither'],
    ['ann@', 'neither'],
    ['ann@acme', 'neither'],
    ['12345', 'neither'],
    ['98765432101234', 'neither'],
    ['', 'neither'],
    ['   ', 'neither'],
  ])('%j -> %s', (value, kind) => {
    expect(detectIdentifierKind(value)).toBe(kind);
  });

  it.each([null, undefined, 42, {}, []])('non-strings are neither: %j', (value) => {
    expect(detectIdentifierKind(value)).toBe('neither');
  });
});

describe('email and phone checks', () => {
  it('isBusinessEmail rejects Gmail and malformed addresses', () => {
    expect(isBusinessEmail('ann@acme.io')).toBe(true);
    expect(isBusinessEmail('ann@gmail.com')).toBe(false);
    expect(isBusinessEmail('ANN@Gmail.Com')).toBe(false);
    expect(isBusinessEmail('ann@acme')).toBe(false);
    expect(isBusinessEmail(undefined)).toBe(false);
  });

  it('email format: non-space text, @, domain, dot-separated suffix', () => {
    expect(isValidEmail('a@b.co')).toBe(true);
    expect(isValidEmail('a.b+c@sub.example.org')).toBe(true);
    expect(isValidEmail('a b@c.de')).toBe(false);
    expect(isValidEmail('a@@c.de')).toBe(false);
    expect(isGmailAddress('x@gmail.com')).toBe(true);
    expect(isGmailAddress('x@notgmail.co')).toBe(false);
  });

  it('phone format: optional 1-3 digit prefix, then exactly 10 digits', () => {
    expect(isValidPhone('9876543210')).toBe(true);
    expect(isValidPhone('1 9876543210')).toBe(true);
    expect(isValidPhone('+123 9876543210')).toBe(true);
    expect(isValidPhone('1234 9876543210')).toBe(false);
    expect(isValidPhone('987654321')).toBe(false);
    expect(isValidPhone('98765x3210')).toBe(false);
  });
});
