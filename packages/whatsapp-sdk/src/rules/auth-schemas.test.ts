import { describe, expect, it } from 'vitest';
import type { AnySchema } from 'yup';
import { loginIdentifierSchema, loginOtpSchema, registerOtpSchema, registerSchema } from './auth-schemas';

/** First message for `value`, as the mock API sees it (abortEarly), or 'ok'. */
async function first(schema: AnySchema, value: unknown): Promise<string> {
  try {
    await schema.validate(value, { abortEarly: true, stripUnknown: true });
    return 'ok';
  } catch (e) {
    return (e as Error).message;
  }
}

/** Every message, as react-hook-form's resolver sees it (abortEarly: false). */
async function all(schema: AnySchema, value: unknown): Promise<string[]> {
  try {
    await schema.validate(value, { abortEarly: false });
    return [];
  } catch (e) {
    return (e as { errors: string[] }).errors;
  }
}

const validRegister = { firstName: 'Ann', lastName: 'Lee', email: 'ann@acme.io', phone: '98765 43210' };

describe('login identifier', () => {
  it.each([
    ['', 'Email or phone number is required.'],
    ['   ', 'Email or phone number is required.'],
    [undefined, 'Email or phone number is required.'],
    ['ann@gmail.com', 'Please use your business email address, not Gmail.'],
    ['Ann@GMAIL.com', 'Please use your business email address, not Gmail.'],
    ['ann', 'Please enter a valid email address or phone number.'],
    ['ann@acme', 'Please enter a valid email address or phone number.'],
    ['12345', 'Please enter a valid email address or phone number.'],
    ['ann@acme.io', 'ok'],
    ['9876543210', 'ok'],
    ['+91 98765-43210', 'ok'],
  ])('%j -> %s', async (identifier, expected) => {
    expect(await first(loginIdentifierSchema, { identifier })).toBe(expected);
  });

  it('reports one message per field to the form resolver', async () => {
    expect(await all(loginIdentifierSchema, { identifier: '' })).toEqual(['Email or phone number is required.']);
  });
});

describe('register form', () => {
  it.each([
    ['firstName', '', 'First name is required'],
    ['firstName', '  ', 'First name is required'],
    ['firstName', ' A ', 'First name must be at least 2 characters'],
    ['firstName', 'A1', 'First name should only contain letters'],
    ['firstName', 'Ann!', 'First name should only contain letters'],
    ['firstName', 'A'.repeat(51), 'First name must be 50 characters or less'],
    ['firstName', 'A'.repeat(50), 'ok'],
    ['firstName', 'Mary Ann', 'ok'],
    ['firstName', 'José', 'ok'],
    ['lastName', '', 'Last name is required'],
    ['lastName', 'L', 'Last name must be at least 2 characters'],
    ['lastName', 'Lee2', 'Last name should only contain letters'],
    ['lastName', 'L'.repeat(51), 'Last name must be 50 characters or less'],
    ['email', '', 'Email address is required'],
    ['email', 'ann', 'Please enter a valid email address'],
    ['email', 'ann@acme', 'Please enter a valid email address'],
    ['email', 'an n@acme.io', 'Please enter a valid email address'],
    ['email', 'ann@gmail.com', 'Please use your business email address, not Gmail'],
    ['phone', '', 'Phone number is required'],
    ['phone', '12345', 'Please enter a valid phone number'],
    ['phone', '98765432101234', 'Please enter a valid phone number'],
    ['phone', 'abcdefghij', 'Please enter a valid phone number'],
    ['phone', '9876543210', 'ok'],
    ['phone', '+1 415-555-0123', 'ok'],
    ['phone', '+91 98765 43210', 'ok'],
    ['phone', '919876543210', 'ok'],
  ])('%s %j -> %s', async (field, value, expected) => {
    expect(await first(registerSchema, { ...validRegister, [field]: value })).toBe(expected);
  });

  it('lists every missing field for the form', async () => {
    expect(await all(registerSchema, {})).toEqual([
      'First name is required',
      'Last name is required',
      'Email address is required',
      'Phone number is required',
    ]);
  });

  it('trims names and strips unknown fields', async () => {
    const out = await registerSchema.validate(
      { ...validRegister, firstName: '  Ann ', admin: true },
      { stripUnknown: true },
    );
    expect(out).toEqual({ ...validRegister, firstName: 'Ann' });
  });
});

describe('code (two variants)', () => {
  it.each(['', '12345', '1234567', '12a456', undefined])('login %j -> with a period', async (otp) => {
    expect(await first(loginOtpSchema, { otp })).toBe('Please enter the complete 6-digit OTP.');
  });

  it.each(['', '12345', '1234567', 'abcdef'])('register %j -> without a period', async (otp) => {
    expect(await first(registerOtpSchema, { otp })).toBe('Please enter the complete 6-digit OTP');
  });

  it('accepts exactly 6 digits', async () => {
    expect(await first(loginOtpSchema, { otp: '123456' })).toBe('ok');
    expect(await first(registerOtpSchema, { otp: '000000' })).toBe('ok');
  });
});
