import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createFixtures } from '@wacrm/whatsapp-sdk/testing';
import { harness } from '../../testing/harness';
import { ContactImportModal } from './ContactImportModal';

function setup() {
  const fixtures = createFixtures();
  const h = harness({ fixtures }, { success: vi.fn(), error: vi.fn() });
  const onImported = vi.fn();
  const onClose = vi.fn();
  const user = userEvent.setup();
  render(h.wrap(<ContactImportModal open existing={fixtures.contacts} onClose={onClose} onImported={onImported} />));
  return { ...h, onImported, onClose, user };
}

const CSV = [
  'Name,Phone,Email,Tags',
  'Zoe Park,98765 43210,zoe@park.io,VIP;Lead',
  'Zoe Again,+91 98765-43210,,',
  'Ann Copy,+919812345678,,',
  ',+14155550111,,',
  'Yan,+14155550112,bad-email,',
  'Xi,+14155550113,,Customer',
].join('\n');

describe('ContactImportModal', () => {
  it('previews pasted CSV with per-row errors and a summary, then imports only the valid rows', async () => {
    const { user, client, onImported } = setup();
    const dialog = screen.getByRole('dialog', { name: 'Import Contacts' });
    const importButton = () => within(dialog).getByRole('button', { name: /^Import \d+ contacts$/ });
    expect(importButton()).toBeDisabled();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Or paste CSV' }), { target: { value: CSV } });
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    expect(within(dialog).getByText('2 ready to import, 4 with errors')).toBeInTheDocument();
    const preview = within(dialog).getByRole('table', { name: 'Import preview' });
    const row = (name: string) => within(preview).getByRole('row', { name: new RegExp(name) });
    expect(row('Zoe Park')).toHaveTextContent('+919876543210');
    expect(row('Zoe Park')).toHaveTextContent('Ready');
    expect(row('Zoe Again')).toHaveTextContent('Same phone number as row 1 of this file');
    expect(row('Ann Copy')).toHaveTextContent('A contact with this phone number already exists');
    expect(row('no name')).toHaveTextContent('Full name is required');
    expect(row('Yan')).toHaveTextContent('Please enter a valid email address');
    expect(row('Xi')).toHaveTextContent('Ready');

    await user.click(within(dialog).getByRole('button', { name: 'Import 2 contacts' }));
    expect(await within(dialog).findByText('Imported 2 of 2 contacts')).toBeInTheDocument();
    expect(client.controls.callsTo('contacts.create').map(([c]) => (c as { name: string }).name)).toEqual([
      'Zoe Park',
      'Xi',
    ]);
    expect(client.controls.callsTo('contacts.create')[0]?.[0]).toMatchObject({
      phone: '+919876543210',
      tags: ['VIP', 'Lead'],
      status: 'active',
      source: 'Manual',
    });
    expect(onImported).toHaveBeenCalledWith([
      expect.objectContaining({ name: 'Zoe Park' }),
      expect.objectContaining({ name: 'Xi' }),
    ]);
  });

  it('reads a chosen file (with a BOM) into the preview', async () => {
    const { user } = setup();
    const file = new File(['\uFEFFName,Phone\r\nLee,9812340000\r\n'], 'contacts.csv', { type: 'text/csv' });
    await user.upload(screen.getByLabelText('CSV file'), file);
    expect(await screen.findByText('1 ready to import, 0 with errors')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Lee/ })).toHaveTextContent('+919812340000');
  });

  it('reports a file without Name and Phone columns', async () => {
    const { user } = setup();
    fireEvent.change(screen.getByRole('textbox', { name: 'Or paste CSV' }), { target: { value: 'Email\na@b.io' } });
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The file needs a Name column and a Phone column in its first row',
    );
    expect(screen.getByRole('button', { name: 'Import 0 contacts' })).toBeDisabled();
  });

  it('lists rows the server refused in the summary', async () => {
    const { user, client } = setup();
    fireEvent.change(screen.getByRole('textbox', { name: 'Or paste CSV' }), {
      target: { value: 'Name,Phone\nA,+14155550001\nB,+14155550002' },
    });
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    client.controls.failNext('contacts.create', { status: 400, message: 'Phone is blocked' });
    await user.click(screen.getByRole('button', { name: 'Import 2 contacts' }));
    expect(await screen.findByText('Imported 1 of 2 contacts')).toBeInTheDocument();
    expect(screen.getByText('Row 1: Phone is blocked')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Done' })).toBeInTheDocument());
  });
});
