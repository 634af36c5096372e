import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { makeContact } from '@wacrm/whatsapp-sdk/testing';
import type { Contact } from '@wacrm/whatsapp-sdk';
import {
  CSV_COLUMNS,
  MAX_IMPORT_ROWS,
  contactsToCsv,
  csvMessages,
  escapeFormula,
  exportFileName,
  parseContactsCsv,
  unescapeFormula,
} from './csv';

const NOW = new Date(2026, 10, 21, 12, 0, 0);

function importable(c: Contact) {
  const { id: _id, createdAt: _createdAt, ...rest } = c;
  return rest;
}

describe('contactsToCsv', () => {
  it('writes a header row and one row per contact, tags joined with "; "', () => {
    const csv = contactsToCsv([
      makeContact({ name: 'Ann Lee', phone: '919812345678', tags: ['VIP', 'Lead'], notes: '' }),
    ]);
    const [header, row] = csv.split('\r\n');
    expect(header).toBe(CSV_COLUMNS.join(','));
    expect(row).toBe('Ann Lee,919812345678,ann@lee.io,Active,VIP; Lead,Website,2026-11-20,');
  });

  it('prefixes cells starting with = + - @ (and tab, CR) with a quote against formula injection', () => {
    const csv = contactsToCsv([
      makeContact({
        name: '=HYPERLINK("http://evil","x")',
        phone: '+919812345678',
        email: '@SUM(A1)',
        notes: '-2+3',
        source: '\tcmd',
        tags: [],
      }),
    ]);
    const row = csv.split('\r\n')[1] ?? '';
    expect(row).toContain('"\'=HYPERLINK(""http://evil"",""x"")"');
    expect(row).toContain("'+919812345678");
    expect(row).toContain("'@SUM(A1)");
    expect(row).toContain("'-2+3");
    expect(row).toContain("'\tcmd");
    expect(escapeFormula('Ann')).toBe('Ann');
    expect(escapeFormula("'=x")).toBe("''=x");
    expect(unescapeFormula("''=x")).toBe("'=x");
    expect(unescapeFormula("'Ann")).toBe("'Ann");
  });

  it('quotes cells with commas, quotes and new lines', () => {
    const csv = contactsToCsv([makeContact({ name: 'Lee, Ann "The Boss"', notes: 'line 1\nline 2' })]);
    expect(csv).toContain('"Lee, Ann ""The Boss"""');
    expect(csv).toContain('"line 1\nline 2"');
  });

  it('names the file after the day', () => {
    expect(exportFileName(NOW)).toBe('contacts-2026-11-21.csv');
  });
});

describe('parseContactsCsv', () => {
  it('round trip: export then import gives the same contacts', () => {
    const contacts = [
      makeContact({ name: 'Ann Lee', phone: '+919812345678', tags: ['Customer'] }),
      makeContact({
        name: '=cmd|"/c calc"!A0',
        phone: '+14155550123',
        email: 'ben@ortiz.dev',
        status: 'potential',
        tags: ['VIP', 'Hot Lead'],
        source: 'Walk-in',
        lastInteraction: '2026-01-02',
        notes: 'Says "hi", often\nTwo lines, with commas',
      }),
      makeContact({ name: "'quoted", phone: '+447700900123', email: '', status: 'inactive', tags: [], notes: '@x' }),
    ];
    const preview = parseContactsCsv(contactsToCsv(contacts), [], csvMessages, NOW);
    expect(preview.fileError).toBeNull();
    expect(preview.invalid).toBe(0);
    expect(preview.rows.map((r) => r.contact)).toEqual(contacts.map(importable));
  });

  it('round trip holds for generated contacts (property)', () => {
    const cell = fc.string({ maxLength: 20 }).map((s) => s.trim());
    const contact = fc.record({
      name: fc.string({ minLength: 1, maxLength: 20 }).filter((s) => s.trim() !== '' && s.trim() === s),
      notes: cell,
      source: cell.filter((s) => s !== ''),
      tags: fc.uniqueArray(
        fc.string({ minLength: 1, maxLength: 8 }).filter((s) => !s.includes(';') && s.trim() === s && s !== ''),
        { maxLength: 3 },
      ),
    });
    fc.assert(
      fc.property(fc.array(contact, { minLength: 1, maxLength: 5 }), (list) => {
        const contacts = list.map((c, i) =>
          makeContact({ ...c, phone: `+9198123456${String(i).padStart(2, '0')}`, email: '' }),
        );
        const preview = parseContactsCsv(contactsToCsv(contacts), [], csvMessages, NOW);
        expect(preview.rows.map((r) => r.contact)).toEqual(contacts.map(importable));
      }),
      { numRuns: 200 },
    );
  });

  it('accepts a BOM, CRLF, empty lines, header names in any casing and order, and fills defaults', () => {
    const text = '\uFEFFphone number,FULL NAME,tags\r\n\r\n98765 43210,Ann Lee,VIP;Lead\r\n   \r\n\r\n';
    const preview = parseContactsCsv(text, [], csvMessages, NOW);
    expect(preview.fileError).toBeNull();
    expect(preview.rows).toHaveLength(1);
    expect(preview.rows[0]).toEqual({
      row: 1,
      errors: [],
      contact: {
        name: 'Ann Lee',
        phone: '+919876543210',
        email: '',
        status: 'active',
        tags: ['VIP', 'Lead'],
        source: 'Manual',
        lastInteraction: '2026-11-21',
        notes: '',
      },
    });
  });

  it('normalises phones and reports duplicates within the file and against existing contacts', () => {
    const text = [
      'Name,Phone',
      'Ann,9812345678',
      'Ann again,+91 98123-45678',
      'Ben,+1 415 555 0123',
      'Chen,919900112233',
    ].join('\n');
    const preview = parseContactsCsv(text, [{ phone: '+14155550123' }], csvMessages, NOW);
    expect(preview.rows.map((r) => r.contact.phone)).toEqual([
      '+919812345678',
      '+919812345678',
      '+14155550123',
      '+919900112233',
    ]);
    expect(preview.rows[0]?.errors).toEqual([]);
    expect(preview.rows[1]?.errors).toEqual(['Same phone number as row 1 of this file']);
    expect(preview.rows[2]?.errors).toEqual(['A contact with this phone number already exists']);
    expect(preview.rows[3]?.errors).toEqual([]);
    expect(preview.valid).toBe(2);
    expect(preview.invalid).toBe(2);
  });

  it('reports a missing name or phone, a bad phone, email or status per row', () => {
    const text = [
      'Name,Phone,Email,Status',
      ',9812345678,,',
      'Ben,,,',
      'Chen,12ab,,',
      'Dara,+447700900123,not-an-email,',
      'Eva,+420601234567,,Someday',
      'Finn,+14155550199,finn@x.io,POTENTIAL',
    ].join('\n');
    const { rows } = parseContactsCsv(text, [], csvMessages, NOW);
    expect(rows.map((r) => r.errors)).toEqual([
      ['Full name is required'],
      ['Phone number is required'],
      ['Please enter a valid phone number'],
      ['Please enter a valid email address'],
      ['Please choose a status: Active, Potential or Inactive'],
      [],
    ]);
    expect(rows[5]?.contact.status).toBe('potential');
  });

  it('reports a last interaction that is not a date', () => {
    const { rows } = parseContactsCsv(
      'Name,Phone,Last Interaction\nAnn,9812345678,yesterday\nBen,9812345679,2026-01-02',
      [],
      csvMessages,
      NOW,
    );
    expect(rows[0]?.errors).toEqual(['Last interaction must be a date, like 2026-11-21']);
    expect(rows[1]?.errors).toEqual([]);
  });

  it('reads quoted cells with commas, quotes and new lines', () => {
    const text = 'Name,Phone,Notes\n"Lee, Ann ""Boss""",9812345678,"a\nb, c"\n';
    const { rows } = parseContactsCsv(text, [], csvMessages, NOW);
    expect(rows[0]?.contact.name).toBe('Lee, Ann "Boss"');
    expect(rows[0]?.contact.notes).toBe('a\nb, c');
  });

  it('reports whole-file problems instead of throwing', () => {
    expect(parseContactsCsv('', [], csvMessages, NOW).fileError).toBe('The file has no contacts');
    expect(parseContactsCsv('\uFEFF\n\n', [], csvMessages, NOW).fileError).toBe('The file has no contacts');
    expect(parseContactsCsv('Name,Phone\n', [], csvMessages, NOW).fileError).toBe('The file has no contacts');
    expect(parseContactsCsv('Name,Email\nAnn,a@b.io', [], csvMessages, NOW).fileError).toBe(
      'The file needs a Name column and a Phone column in its first row',
    );
    expect(parseContactsCsv(42, [], csvMessages, NOW).fileError).toBe('The file has no contacts');
    const big = ['Name,Phone', ...Array.from({ length: MAX_IMPORT_ROWS + 1 }, (_, i) => `A,+1415555${i}`)].join('\n');
    expect(parseContactsCsv(big, [], csvMessages, NOW).fileError).toMatch(/more than 5000 contacts/);
  });

  it('marks a row with an unbalanced quote', () => {
    const { rows } = parseContactsCsv('Name,Phone\n"Ann,9812345678\n', [], csvMessages, NOW);
    expect(rows[0]?.errors).toContain('This row could not be read (check its quotes and commas)');
  });

  it('never throws on arbitrary text (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (s) => {
        const p = parseContactsCsv(`Name,Phone\n${s}`, [], csvMessages, NOW);
        expect(p.valid + p.invalid).toBe(p.rows.length);
      }),
      { numRuns: 300 },
    );
  });
});
