// Junk-safe readers used by the wire normalisers. None of them throws, whatever it is given.

/** A plain object we can read fields from (arrays and null excluded). */
export type Rec = Readonly<Record<string, unknown>>;

const EMPTY: Rec = {};

export function isRecord(value: unknown): value is Rec {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The value itself when it is a record, else an empty record (never written to). */
export function rec(value: unknown): Rec {
  return isRecord(value) ? value : EMPTY;
}

/** Own property only, so `__proto__`, `constructor` and friends never leak in. */
export function own(obj: Rec, key: string): unknown {
  return Object.prototype.hasOwnProperty.call(obj, key) ? obj[key] : undefined;
}

/** Strings as they are, finite numbers and bigints as text; anything else undefined. */
export function asString(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'bigint') return value.toString();
  return undefined;
}

/** The first of `keys` that holds a string (or number), else `fallback`. */
export function str(obj: Rec, keys: readonly string[], fallback = ''): string {
  for (const key of keys) {
    const v = asString(own(obj, key));
    if (v !== undefined) return v;
  }
  return fallback;
}

/** Like `str` but undefined when absent or blank. */
export function optStr(obj: Rec, keys: readonly string[]): string | undefined {
  const v = str(obj, keys, '');
  return v.trim() === '' ? undefined : v;
}

/** A finite, non-negative number (numeric strings accepted), else `fallback`. */
export function count(obj: Rec, keys: readonly string[], fallback = 0): number {
  for (const key of keys) {
    const raw = own(obj, key);
    const n = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : NaN;
    if (Number.isFinite(n)) return Math.max(0, n);
  }
  return fallback;
}

/** true/false, also from 'true'/'false' and 1/0; else `fallback`. */
export function bool(obj: Rec, keys: readonly string[], fallback = false): boolean {
  for (const key of keys) {
    const raw = own(obj, key);
    if (typeof raw === 'boolean') return raw;
    if (raw === 'true' || raw === 1) return true;
    if (raw === 'false' || raw === 0) return false;
  }
  return fallback;
}

/** The first of `keys` that holds an array, else []. */
export function arr(obj: Rec, keys: readonly string[]): readonly unknown[] {
  for (const key of keys) {
    const raw = own(obj, key);
    if (Array.isArray(raw)) return raw;
  }
  return [];
}

/** A list of non-blank strings (numbers converted); other entries dropped. */
export function strings(value: readonly unknown[]): string[] {
  const out: string[] = [];
  for (const item of value) {
    const s = asString(item);
    if (s !== undefined && s.trim() !== '') out.push(s);
  }
  return out;
}

const CANONICAL_ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** ISO timestamp used when a record carries no usable time (sorts as the oldest). */
export const EPOCH_ISO = '1970-01-01T00:00:00.000Z';

/**
 * Any usable time (ISO or date string, epoch seconds or milliseconds, numeric string, Date) as an ISO string;
 * undefined when it cannot be read.
 */
export function toIso(value: unknown): string | undefined {
  // Fast path: already canonical (what the API sends); formatting a Date is the expensive part.
  if (typeof value === 'string' && CANONICAL_ISO.test(value)) {
    return Number.isNaN(Date.parse(value)) ? undefined : value;
  }
  let ms: number;
  if (value instanceof Date) ms = value.getTime();
  else if (typeof value === 'number') ms = value < 1e11 ? value * 1000 : value;
  else if (typeof value === 'string' && value.trim() !== '') {
    const t = value.trim();
    if (/^\d+(\.\d+)?$/.test(t)) {
      const n = Number(t);
      ms = n < 1e11 ? n * 1000 : n;
    } else ms = Date.parse(t);
  } else return undefined;
  if (!Number.isFinite(ms)) return undefined;
  const d = new Date(ms);
  return Number.isNaN(d.getTime()) ? undefined : d.toISOString();
}

/** The first of `keys` that holds a usable time, as ISO; else undefined. */
export function time(obj: Rec, keys: readonly string[]): string | undefined {
  for (const key of keys) {
    const iso = toIso(own(obj, key));
    if (iso !== undefined) return iso;
  }
  return undefined;
}

/** Lower-cased, trimmed text of the first string field. */
export function lower(obj: Rec, keys: readonly string[]): string {
  return str(obj, keys).trim().toLowerCase();
}
