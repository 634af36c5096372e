import type { Request } from 'express';
import { badRequest } from '../../http/errors';
import { type Body, toPhone } from '../../http/validate';

/** Input readers shared by the /whatsapp route files. */
export const MAX_AUDIENCE = 10_000;

export const param = (req: Request, name: string): string => req.params[name] ?? '';

export function audienceFrom(value: unknown, field: string): { phone: string }[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw badRequest(field, `${field} must be a list of { phone }`);
  if (value.length > MAX_AUDIENCE) throw badRequest(field, `${field} must have at most ${MAX_AUDIENCE} entries`);
  const seen = new Set<string>();
  const out: { phone: string }[] = [];
  value.forEach((entry, i) => {
    const raw = entry && typeof entry === 'object' && !Array.isArray(entry) ? (entry as Body).phone : entry;
    const phone = toPhone(raw, `${field}[${i}].phone`);
    if (!seen.has(phone)) {
      seen.add(phone);
      out.push({ phone });
    }
  });
  return out;
}

export function parametersFrom(value: unknown): Record<string, string> {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) throw badRequest('parameters', 'parameters must be an object');
  const out: Record<string, string> = {};
  for (const [key, v] of Object.entries(value as Body).slice(0, 50)) {
    if (key.length > 64) throw badRequest('parameters', 'parameter names must be at most 64 characters');
    if (typeof v !== 'string' && typeof v !== 'number') throw badRequest(`parameters.${key}`, `${key} must be text`);
    out[key] = String(v).slice(0, 1024);
  }
  return out;
}
