import type { Request } from 'express';
import { badRequest } from '../../http/errors';
import { type Body, toPhone } from '../../http/validate';

/** Input readers shared by the /whatsapp route files. */
export const MAX_AUDIENCE = 10_000;

export const param = (req: Request, name: string): string => req.params[name] ?? '';

/** Keys of a recipient's own values: a campaign's parameter keys (`param1`, `header1`, ...). */
const RECIPIENT_PARAMETER_KEY = /^(param|header)\d{1,2}$/;

export function audienceFrom(value: unknown, field: string): { phone: string; parameters?: Record<string, string> }[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw badRequest(field, `${field} must be a list of { phone }`);
  if (value.length > MAX_AUDIENCE) throw badRequest(field, `${field} must have at most ${MAX_AUDIENCE} entries`);
  const seen = new Set<string>();
  const out: { phone: string; parameters?: Record<string, string> }[] = [];
  value.forEach((entry, i) => {
    const member = entry && typeof entry === 'object' && !Array.isArray(entry) ? (entry as Body) : undefined;
    const phone = toPhone(member ? member.phone : entry, `${field}[${i}].phone`);
    if (seen.has(phone)) return;
    seen.add(phone);
    // The recipient's own template values (their name in {{1}}, a column of an imported file).
    const own = member?.parameters === undefined ? {} : parametersFrom(member.parameters, `${field}[${i}].parameters`);
    for (const key of Object.keys(own)) {
      if (!RECIPIENT_PARAMETER_KEY.test(key)) {
        throw badRequest(`${field}[${i}].parameters`, `${key} is not a template parameter (param1, header1, ...)`);
      }
    }
    out.push(Object.keys(own).length > 0 ? { phone, parameters: own } : { phone });
  });
  return out;
}

export function parametersFrom(value: unknown, field = 'parameters'): Record<string, string> {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) throw badRequest(field, `${field} must be an object`);
  const out: Record<string, string> = {};
  for (const [key, v] of Object.entries(value as Body).slice(0, 50)) {
    if (key.length > 64) throw badRequest(field, 'parameter names must be at most 64 characters');
    if (typeof v !== 'string' && typeof v !== 'number') throw badRequest(`${field}.${key}`, `${key} must be text`);
    out[key] = String(v).slice(0, 1024);
  }
  return out;
}
