import { EMAIL_PATTERN, isGmailAddress, normalizePhone } from '@wacrm/whatsapp-sdk';
import { badRequest } from './errors';

/** A parsed JSON request body (an object whose prototype-polluting keys were dropped). */
export type Body = Record<string, unknown>;

export function bodyOf(req: { body?: unknown }): Body {
  const body = req.body;
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Body) : {};
}

interface StringOptions {
  max?: number;
  min?: number;
  /** Human label used in messages; defaults to the field name. */
  label?: string;
  trim?: boolean;
}

function label(field: string, options?: { label?: string }): string {
  return options?.label ?? field;
}

export function optString(body: Body, field: string, options: StringOptions = {}): string | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw badRequest(field, `${label(field, options)} must be a string`);
  const text = options.trim === false ? value : value.trim();
  if (options.max !== undefined && text.length > options.max) {
    throw badRequest(field, `${label(field, options)} must be at most ${options.max} characters`);
  }
  if (options.min !== undefined && text.length < options.min) {
    throw badRequest(field, `${label(field, options)} must be at least ${options.min} characters`);
  }
  return text;
}

export function reqString(body: Body, field: string, options: StringOptions = {}): string {
  const value = optString(body, field, options);
  if (value === undefined || value === '') throw badRequest(field, `${label(field, options)} is required`);
  return value;
}

export function optEnum<T extends string>(
  body: Body,
  field: string,
  values: readonly T[],
  options: { caseInsensitive?: boolean; label?: string } = {},
): T | undefined {
  const value = body[field];
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'string') {
    const found = values.find((v) => (options.caseInsensitive ? v.toLowerCase() === value.toLowerCase() : v === value));
    if (found) return found;
  }
  throw badRequest(field, `${label(field, options)} must be one of ${values.join(', ')}`);
}

export function optStringArray(
  body: Body,
  field: string,
  options: { maxItems?: number; maxLength?: number; label?: string } = {},
): string[] | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  const name = label(field, options);
  if (!Array.isArray(value) || value.some((v) => typeof v !== 'string')) {
    throw badRequest(field, `${name} must be a list of strings`);
  }
  const items = (value as string[]).map((v) => v.trim()).filter((v) => v !== '');
  if (options.maxItems !== undefined && items.length > options.maxItems) {
    throw badRequest(field, `${name} must have at most ${options.maxItems} items`);
  }
  if (options.maxLength !== undefined && items.some((v) => v.length > options.maxLength!)) {
    throw badRequest(field, `each of ${name} must be at most ${options.maxLength} characters`);
  }
  return items;
}

export function optBoolean(body: Body, field: string): boolean | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'boolean') throw badRequest(field, `${field} must be true or false`);
  return value;
}

export function optInteger(body: Body, field: string, min: number, max: number): number | undefined {
  const value = body[field];
  if (value === undefined || value === null || value === '') return undefined;
  const number = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isInteger(number) || number < min || number > max) {
    throw badRequest(field, `${field} must be a whole number between ${min} and ${max}`);
  }
  return number;
}

export { EMAIL_PATTERN };

export function isGmail(email: string): boolean {
  return isGmailAddress(email);
}

/** A valid address, lower-cased. */
export function reqEmail(body: Body, field = 'email', options: { business?: boolean; label?: string } = {}): string {
  const value = body[field];
  if (value === undefined || value === null || value === '') {
    throw badRequest(field, options.label ? `${options.label} is required` : 'Email address is required');
  }
  if (typeof value !== 'string' || value.length > 254 || !EMAIL_PATTERN.test(value.trim())) {
    throw badRequest(field, 'Please enter a valid email address');
  }
  if (options.business && isGmail(value)) {
    throw badRequest(field, 'Please use your business email address, not Gmail');
  }
  return value.trim().toLowerCase();
}

/** A normalised phone number in E.164 form (spec normalisation, 8 to 15 digits). */
export function toPhone(value: unknown, field: string): string {
  if (typeof value !== 'string') throw badRequest(field, `${field} must be a phone number (text)`);
  const text = value;
  if (text.length > 32 || !/^[+\d\s\-().]+$/.test(text.trim())) {
    throw badRequest(field, `${field} must be a valid phone number`);
  }
  const phone = normalizePhone(text);
  if (!/^\+\d{8,15}$/.test(phone)) throw badRequest(field, `${field} must be a valid phone number`);
  return phone;
}

export function reqPhone(body: Body, field: string): string {
  const value = body[field];
  if (value === undefined || value === null || value === '') throw badRequest(field, `${field} is required`);
  return toPhone(value, field);
}

/**
 * The registration phone rule: an optional country prefix of 1-3 digits, then exactly 10 digits,
 * ignoring spaces and hyphens. Returns the normalised number.
 */
export function reqRegistrationPhone(body: Body, field = 'phone'): string {
  const value = body[field];
  if (value === undefined || value === null || value === '') throw badRequest(field, 'Phone number is required');
  if (typeof value !== 'string') throw badRequest(field, 'Please enter a valid phone number');
  const compact = value.replace(/[\s-]/g, '');
  if (!/^\+?\d{10,13}$/.test(compact)) throw badRequest(field, 'Please enter a valid phone number');
  return normalizePhone(compact);
}

export function optIsoDate(body: Body, field: string): string | null | undefined {
  const value = body[field];
  if (value === undefined) return undefined;
  if (value === null || value === '') return null;
  if (typeof value !== 'string' || value.length > 40 || Number.isNaN(Date.parse(value))) {
    throw badRequest(field, `${field} must be a date and time (ISO 8601)`);
  }
  return new Date(value).toISOString();
}

/** Reads a query parameter as a single string (ignores repeated or nested forms). */
export function queryString(query: unknown, field: string, max = 200): string | undefined {
  const value = (query as Record<string, unknown> | undefined)?.[field];
  if (typeof value !== 'string' || value === '') return undefined;
  if (value.length > max) throw badRequest(field, `${field} must be at most ${max} characters`);
  return value;
}

export function queryInt(query: unknown, field: string, fallback: number, min: number, max: number): number {
  const value = queryString(query, field, 12);
  if (value === undefined) return fallback;
  if (!/^\d+$/.test(value)) throw badRequest(field, `${field} must be a whole number between ${min} and ${max}`);
  const number = Number(value);
  if (number < min || number > max)
    throw badRequest(field, `${field} must be a whole number between ${min} and ${max}`);
  return number;
}
