// Messages of the CSV import, kept apart from the parser so that the labels do not pull papaparse in.
import { VALIDATION_MESSAGES } from '@wacrm/whatsapp-sdk';

/** Largest file accepted by the import (rows of data). */
export const MAX_IMPORT_ROWS = 5000;

/** Messages of the import (overridable through the widget labels). `{n}` is a row number, `{max}` MAX_IMPORT_ROWS. */
export const csvMessages = {
  csvNameRequired: VALIDATION_MESSAGES.contactNameRequired,
  csvPhoneRequired: VALIDATION_MESSAGES.phoneRequired,
  csvPhoneInvalid: VALIDATION_MESSAGES.phoneInvalid,
  csvEmailInvalid: VALIDATION_MESSAGES.emailInvalid,
  csvStatusInvalid: VALIDATION_MESSAGES.contactStatusInvalid,
  csvDateInvalid: 'Last interaction must be a date, like 2026-11-21',
  csvDuplicateInFile: 'Same phone number as row {n} of this file',
  csvDuplicateExisting: 'A contact with this phone number already exists',
  csvMissingColumns: 'The file needs a Name column and a Phone column in its first row',
  csvEmpty: 'The file has no contacts',
  csvTooManyRows: 'The file has more than {max} contacts; split it into smaller files',
  csvMalformedRow: 'This row could not be read (check its quotes and commas)',
} as const;
export type CsvMessages = { [K in keyof typeof csvMessages]: string };
