// A campaign's recipients from a CSV file: a phone column, and other columns whose values fill the template's
// variables per recipient. Loaded with `import()` when a file is chosen (papaparse is not in the form's chunk).
import Papa from 'papaparse';
import { isValidPhone, normalizePhone } from '@wacrm/whatsapp-sdk';
import { unescapeFormula } from '../../contacts/internal/csv';
import type { Recipient } from './recipientValues';

/** The most recipients a file may bring (the API's audience limit). */
export const MAX_CSV_RECIPIENTS = 5000;

export interface CsvAudience {
  /** The header row: each column a variable can take its values from. */
  columns: string[];
  recipients: Recipient[];
  /** Rows left out: no valid phone number, or a phone already in the file. */
  skipped: number;
}

const PHONE_HEADER = /^(phone|phone ?number|mobile|whatsapp|number|to)$/i;
const NAME_HEADER = /^(full ?)?name$/i;

/**
 * Reads a CSV file's text: its first row names the columns, one of them the phone ('Phone', 'Mobile', 'WhatsApp',
 * ...). Each row with a valid phone is a recipient (once per phone), named from a 'Name' column when there is one.
 * Null when there is no phone column.
 */
export function parseAudienceCsv(text: string): CsvAudience | null {
  const table = Papa.parse<string[]>(text, { header: false, skipEmptyLines: 'greedy' }).data.filter(Array.isArray);
  const [header, ...rows] = table;
  if (!header) return null;
  const columns = header.map((h) => String(h ?? '').trim());
  const phoneAt = columns.findIndex((c) => PHONE_HEADER.test(c));
  if (phoneAt < 0) return null;
  const nameAt = columns.findIndex((c) => NAME_HEADER.test(c));
  const seen = new Set<string>();
  const recipients: Recipient[] = [];
  let skipped = 0;
  for (const raw of rows.slice(0, MAX_CSV_RECIPIENTS)) {
    const row = columns.map((_, i) => unescapeFormula(String(raw[i] ?? '').trim()));
    const typed = row[phoneAt] ?? '';
    const phone = isValidPhone(typed) ? normalizePhone(typed) : '';
    if (!phone || seen.has(phone)) {
      skipped += 1;
      continue;
    }
    seen.add(phone);
    recipients.push({ phone, name: nameAt >= 0 ? (row[nameAt] ?? '') : '', row });
  }
  return { columns, recipients, skipped: skipped + Math.max(0, rows.length - MAX_CSV_RECIPIENTS) };
}
