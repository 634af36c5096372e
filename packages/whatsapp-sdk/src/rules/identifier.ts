// Identifier rules: email and phone formats and identifier kind detection (section 4).

/** Email format of the product's validation rules: non-space text, an at sign, a domain and a dot-separated suffix. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Phone format of the product's validation rules: optional + and country prefix of 1-3 digits, then exactly 10 digits. */
export const PHONE_PATTERN = /^\+?(\d{1,3})?\d{10}$/;

/** Separators ignored in phone numbers: spaces, hyphens (spec), also dots and parentheses. */
const PHONE_SEPARATORS = /[\s\-.()]/g;

export type IdentifierKind = 'email' | 'phone' | 'neither';

export function isValidEmail(value: unknown): boolean {
  return typeof value === 'string' && EMAIL_PATTERN.test(value.trim());
}

/** True for an optional country prefix of 1-3 digits then exactly 10 digits, ignoring spaces and hyphens. */
export function isValidPhone(value: unknown): boolean {
  return typeof value === 'string' && PHONE_PATTERN.test(value.trim().replace(PHONE_SEPARATORS, ''));
}

/** True when the address contains @gmail.com (any casing), which the spec rejects. */
export function isGmailAddress(value: unknown): boolean {
  return typeof value === 'string' && value.toLowerCase().includes('@gmail.com');
}

/** A well-formed email that is not a Gmail address. */
export function isBusinessEmail(value: unknown): boolean {
  return isValidEmail(value) && !isGmailAddress(value);
}

/**
 * What the user typed in the single sign-in box: 'email' when it looks like an email (Gmail included: the schema
 * rejects it with its own message), 'phone' when it is a valid phone number, else 'neither'.
 */
export function detectIdentifierKind(value: unknown): IdentifierKind {
  if (typeof value !== 'string') return 'neither';
  const v = value.trim();
  if (!v) return 'neither';
  if (v.includes('@')) return isValidEmail(v) ? 'email' : 'neither';
  return isValidPhone(v) ? 'phone' : 'neither';
}
