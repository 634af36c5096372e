// Pure CSV import/export of contacts (papaparse). No DOM: safe to import anywhere and unit-tested in Node.
import Papa from 'papaparse';
import {
  DEFAULT_CONTACT_SOURCE,
  isValidEmail,
  isValidPhone,
  newContactDefaults,
  normalizePhone,
  toContactStatus,
  type Contact,
  type ContactInput,
  type ContactStatus,
} from '@wacrm/whatsapp-sdk';
import { MAX_IMPORT_ROWS, csvMessages, type CsvMessages } from './csvMessages';

export { MAX_IMPORT_ROWS, csvMessages, type CsvMessages };

/** Columns of an exported file, in order (the header row uses these names). */
export const CSV_COLUMNS = ['Name', 'Phone', 'Email', 'Status', 'Tags', 'Source', 'Last Interaction', 'Notes'] as const;
type Field = 'name' | 'phone' | 'email' | 'status' | 'tags' | 'source' | 'lastInteraction' | 'notes';

/** Tags are written in one cell, separated by this character (a tag containing it is split on import). */
export const TAG_SEPARATOR = ';';

/** Header names accepted on import (lower-cased, spaces, dashes and underscores removed) -> field. */
const HEADER_ALIASES: Readonly<Record<string, Field>> = {
  name: 'name',
  fullname: 'name',
  contact: 'name',
  contactname: 'name',
  phone: 'phone',
  phonenumber: 'phone',
  mobile: 'phone',
  whatsapp: 'phone',
  email: 'email',
  emailaddress: 'email',
  status: 'status',
  tags: 'tags',
  tag: 'tags',
  source: 'source',
  lastinteraction: 'lastInteraction',
  notes: 'notes',
  note: 'notes',
};

// A cell a spreadsheet would run as a formula; quotes already in front count too, so that escaping is reversible.
const FORMULA_START = /^'*[=+\-@\t\r]/;

/**
 * Neutralises spreadsheet formula injection (OWASP 'CSV injection'): a cell starting with = + - @ (or a tab or
 * carriage return, after any quotes) gets a leading single quote, so spreadsheet programs show it as text.
 */
export function escapeFormula(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** Reverses `escapeFormula` on import: a quote followed by a formula character is dropped. */
export function unescapeFormula(value: string): string {
  return value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value;
}

const STATUS_LABEL: Readonly<Record<ContactStatus, string>> = {
  active: 'Active',
  potential: 'Potential',
  inactive: 'Inactive',
};

/** The contacts as CSV text (header row, CRLF line ends, every cell escaped against formula injection). No BOM. */
export function contactsToCsv(contacts: readonly Contact[]): string {
  const data = contacts.map((c) =>
    [
      c.name,
      c.phone,
      c.email,
      STATUS_LABEL[c.status] ?? c.status,
      c.tags.join(`${TAG_SEPARATOR} `),
      c.source,
      c.lastInteraction,
      c.notes,
    ].map((cell) => escapeFormula(typeof cell === 'string' ? cell : '')),
  );
  return Papa.unparse({ fields: [...CSV_COLUMNS], data }, { quotes: false, newline: '\r\n', escapeFormulae: false });
}

/** File name of an export made on `now`: contacts-YYYY-MM-DD.csv. */
export function exportFileName(now: Date = new Date()): string {
  const d = newContactDefaults(now).lastInteraction;
  return `contacts-${d}.csv`;
}

/** One data row of an import preview. */
export interface ImportRow {
  /** 1-based number of the data row (the header row is not counted). */
  row: number;
  /** The contact as it would be created (phone normalised). */
  contact: Required<ContactInput>;
  /** Problems of this row; empty when it can be imported. */
  errors: string[];
}

export interface ImportPreview {
  rows: ImportRow[];
  /** A problem with the whole file (missing columns, no rows, too many rows); no row can be imported then. */
  fileError: string | null;
  valid: number;
  invalid: number;
}

/** Fills a message's `{placeholders}`, numbers written in the user's locale (the widget passes its locale's). */
export type CsvText = (message: string, values: Readonly<Record<string, number>>) => string;

const plainText: CsvText = (message, values) =>
  message.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));

function headerKey(header: string): string {
  return header
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase()
    .replace(/[\s_\-/]+/g, '');
}

/**
 * Reads CSV text into an import preview. Never throws. Accepts a BOM, CRLF or LF line ends, quoted cells with
 * commas, quotes and new lines, empty lines, header names in any casing (Name/Full Name, Phone/Phone Number/Mobile,
 * Email, Status, Tags, Source, Last Interaction, Notes) and cells escaped against formula injection. Phones are
 * normalised; a phone seen earlier in the file or in `existing` is reported, as are a missing name or phone, an
 * invalid phone or email and an unknown status. Blank status means active, blank source Manual, blank last
 * interaction today (`now`).
 */
export function parseContactsCsv(
  text: unknown,
  existing: readonly Pick<Contact, 'phone'>[] = [],
  messages: CsvMessages = csvMessages,
  now: Date = new Date(),
  write: CsvText = plainText,
): ImportPreview {
  const input = typeof text === 'string' ? text.replace(/^\uFEFF/, '') : '';
  const empty = (fileError: string): ImportPreview => ({ rows: [], fileError, valid: 0, invalid: 0 });
  if (!input.trim()) return empty(messages.csvEmpty);

  const parsed = Papa.parse<string[]>(input, { header: false, skipEmptyLines: 'greedy' });
  const table = parsed.data.filter((r) => Array.isArray(r));
  const [header, ...records] = table;
  if (!header) return empty(messages.csvEmpty);
  const fields = header.map((h) => HEADER_ALIASES[headerKey(String(h))]);
  if (!fields.includes('name') || !fields.includes('phone')) return empty(messages.csvMissingColumns);
  if (records.length === 0) return empty(messages.csvEmpty);
  if (records.length > MAX_IMPORT_ROWS) return empty(write(messages.csvTooManyRows, { max: MAX_IMPORT_ROWS }));

  // Rows papaparse could not read cleanly (unbalanced quotes), by data-row index.
  const malformed = new Set<number>();
  for (const error of parsed.errors) {
    if (error.type === 'Quotes' && typeof error.row === 'number') malformed.add(error.row - 1);
  }

  const known = new Set(existing.map((c) => normalizePhone(c.phone)).filter(Boolean));
  const firstRowOfPhone = new Map<string, number>();
  const defaults = newContactDefaults(now);
  const rows: ImportRow[] = records.map((record, index) => {
    const cell = (field: Field): string => {
      const at = fields.indexOf(field);
      const raw = at >= 0 ? record[at] : undefined;
      return typeof raw === 'string' ? unescapeFormula(raw.trim()).trim() : '';
    };
    const row = index + 1;
    const errors: string[] = [];
    if (malformed.has(index)) errors.push(messages.csvMalformedRow);

    const name = cell('name');
    if (!name) errors.push(messages.csvNameRequired);

    const rawPhone = cell('phone');
    const phone = normalizePhone(rawPhone);
    if (!rawPhone) errors.push(messages.csvPhoneRequired);
    else if (!isValidPhone(rawPhone) || !phone) errors.push(messages.csvPhoneInvalid);
    else {
      const first = firstRowOfPhone.get(phone);
      if (first !== undefined) errors.push(write(messages.csvDuplicateInFile, { n: first }));
      else firstRowOfPhone.set(phone, row);
      if (known.has(phone)) errors.push(messages.csvDuplicateExisting);
    }

    const email = cell('email');
    if (email && !isValidEmail(email)) errors.push(messages.csvEmailInvalid);

    const statusText = cell('status');
    const status = toContactStatus(statusText, 'unknown');
    if (statusText && status === 'unknown') errors.push(messages.csvStatusInvalid);

    const lastInteraction = cell('lastInteraction');
    if (lastInteraction && !Number.isFinite(Date.parse(lastInteraction))) errors.push(messages.csvDateInvalid);

    const tags = [
      ...new Set(
        cell('tags')
          .split(TAG_SEPARATOR)
          .map((t) => t.trim())
          .filter(Boolean),
      ),
    ];

    return {
      row,
      errors,
      contact: {
        name,
        phone: phone || rawPhone,
        email,
        status: status === 'unknown' ? defaults.status : status,
        tags,
        source: cell('source') || DEFAULT_CONTACT_SOURCE,
        lastInteraction: lastInteraction || defaults.lastInteraction,
        notes: cell('notes'),
      },
    };
  });
  const valid = rows.filter((r) => r.errors.length === 0).length;
  return { rows, fileError: null, valid, invalid: rows.length - valid };
}
