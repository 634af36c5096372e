/** Default country prefix for 10-digit numbers. */
export const DEFAULT_PHONE_PREFIX = '+91';

/**
 * Normalises a phone number to E.164-like form, as the product's validation rules say:
 * a leading + is kept; 10 digits get +91; 11 digits starting with 1 get +;
 * 12 digits starting with 91 get +; anything else gets + prepended.
 * Spaces, hyphens, dots and parentheses are ignored. Blank input gives ''; so does anything that is not a string
 * or a number (bad input never throws).
 */
export function normalizePhone(input: unknown): string {
  const trimmed = typeof input === 'string' ? input.trim() : typeof input === 'number' ? String(input) : '';
  const digits = trimmed.replace(/\D/g, '');
  if (!digits) return '';
  if (trimmed.startsWith('+')) return `+${digits}`;
  if (digits.length === 10) return `${DEFAULT_PHONE_PREFIX}${digits}`;
  if (digits.length === 11 && digits.startsWith('1')) return `+${digits}`;
  if (digits.length === 12 && digits.startsWith('91')) return `+${digits}`;
  return `+${digits}`;
}
