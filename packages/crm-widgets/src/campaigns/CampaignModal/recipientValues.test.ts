import { describe, expect, it } from 'vitest';
import { makeContact, makeTemplate } from '@wacrm/whatsapp-sdk/testing';
import { parseAudienceCsv } from './csvAudience';
import { campaignValues, missingValues, previewValues, recipientsOf, variableKeys } from './recipientValues';

const orders = makeTemplate({
  name: 'order_update',
  components: [
    { type: 'HEADER', format: 'TEXT', text: 'Order {{1}}' },
    { type: 'BODY', text: 'Hi {{1}}, order {{2}} is ready.' },
  ],
});

describe("a campaign's values per recipient", () => {
  const contacts = [makeContact({ phone: '+919812345678', name: 'Ann Lee' })];
  const recipients = recipientsOf(['+91 98123 45678', '+14155550199'], contacts, [
    { phone: '+14155550199', parameters: { param2: 'B-2' } },
  ]);

  it("lists the template's variables, header first; names recipients from the contacts by normalised phone", () => {
    expect(variableKeys(orders)).toEqual(['header1', 'param1', 'param2']);
    expect(variableKeys(undefined)).toEqual([]);
    expect(recipients).toEqual([
      { phone: '+91 98123 45678', name: 'Ann Lee' },
      { phone: '+14155550199', name: '', saved: { param2: 'B-2' } },
    ]);
  });

  it('sends typed values once for everyone and the others per recipient, blanks left out', () => {
    const values = campaignValues(
      variableKeys(orders),
      { header1: 'value', param1: 'name', param2: 'saved' },
      { header1: ' #1 ', param1: 'ignored' },
      recipients,
    );
    expect(values).toEqual({
      parameters: { header1: '#1' },
      audience: [
        { phone: '+91 98123 45678', parameters: { param1: 'Ann Lee' } },
        { phone: '+14155550199', parameters: { param2: 'B-2' } },
      ],
    });
    // Ann has no saved order number, the second recipient no name: both named, with how many.
    expect(missingValues(orders, values)).toEqual([
      { key: 'param1', message: 'Parameter 1 is required', recipients: 1 },
      { key: 'param2', message: 'Parameter 2 is required', recipients: 1 },
    ]);
    expect(
      previewValues(variableKeys(orders), { param1: 'name' }, { header1: '#1', param2: 'A' }, recipients[0]),
    ).toEqual({
      header1: '#1',
      param1: 'Ann Lee',
      param2: 'A',
    });
  });
});

describe('recipients from a CSV file', () => {
  it('reads a phone column (any of its usual names), names, columns; skips invalid and repeated phones', () => {
    const csv = 'Full Name,Mobile,Order\nAsha,+91 97000 00101,A-17\nRavi,call me,A-18\nAsha again,+919700000101,A-19\n';
    expect(parseAudienceCsv(csv)).toEqual({
      columns: ['Full Name', 'Mobile', 'Order'],
      recipients: [{ phone: '+919700000101', name: 'Asha', row: ['Asha', '+91 97000 00101', 'A-17'] }],
      skipped: 2,
    });
  });

  it('is null without a phone column; values written as text against spreadsheet formulas come back as typed', () => {
    expect(parseAudienceCsv('Name,Email\nAnn,a@b.co\n')).toBeNull();
    expect(parseAudienceCsv('')).toBeNull();
    expect(parseAudienceCsv("Phone,Code\n+14155550101,'=SUM(1)\n")?.recipients[0]?.row).toEqual([
      '+14155550101',
      '=SUM(1)',
    ]);
  });
});
