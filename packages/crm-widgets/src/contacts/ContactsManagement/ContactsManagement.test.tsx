import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFixtures, makeContact } from '@wacrm/whatsapp-sdk/testing';
import type { Conversation } from '@wacrm/whatsapp-sdk';
import { harness } from '../../testing/harness';
import { ContactsManagement, type ContactsManagementProps } from './ContactsManagement';

function setup(fixtures = createFixtures(), props: ContactsManagementProps = {}) {
  const notify = { success: vi.fn(), error: vi.fn() };
  const h = harness({ fixtures }, notify);
  const user = userEvent.setup();
  const utils = render(h.wrap(<ContactsManagement {...props} />));
  return { ...h, notify, user, ...utils };
}

const table = () => screen.getByRole('table', { name: 'Contacts' });
const rowNames = () =>
  within(table())
    .queryAllByRole('rowheader')
    .map((h) => h.firstElementChild?.firstElementChild?.textContent ?? '');

async function loaded() {
  await screen.findByRole('rowheader', { name: /Ann Lee/ });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ContactsManagement: table and filters', () => {
  it('shows the title, the buttons and the columns Name/Contact, Phone, Tags, Status, Actions', async () => {
    setup();
    await loaded();
    expect(screen.getByRole('heading', { name: 'Contacts Management' })).toBeInTheDocument();
    for (const name of ['Add Contact', 'Import', 'Export']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    const headers = within(table())
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Name/Contact', 'Phone', 'Tags', 'Status', 'Actions']);
    expect(rowNames()).toEqual(['Ann Lee', 'Ben Ortiz', 'Chen Wei', 'Dara Okafor', 'Eva Novak']);
    const ann = screen.getByRole('row', { name: /Ann Lee/ });
    expect(ann).toHaveTextContent('+919812345678');
    expect(ann).toHaveTextContent('Customer');
    expect(ann).toHaveTextContent('Active');
    expect(within(ann).getByRole('button', { name: 'Edit Ann Lee' })).toHaveTextContent('Edit');
    expect(within(ann).getByRole('button', { name: 'Delete Ann Lee' })).toHaveTextContent('Delete');
    // The default variant has no workbench columns, no footer and no start-conversation action.
    expect(screen.queryByRole('button', { name: /Start conversation/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/Showing/)).not.toBeInTheDocument();
  });

  it('takes the heading level of its title from the host', async () => {
    setup(createFixtures(), { headingLevel: 1 });
    await loaded();
    expect(screen.getByRole('heading', { level: 1, name: 'Contacts Management' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Contacts Management' })).toBeInTheDocument();
  });

  it('searches name, phone or email, case-insensitively', async () => {
    const { user } = setup();
    await loaded();
    const search = screen.getByRole('searchbox', { name: 'Search contacts' });
    await user.type(search, 'BEN');
    expect(rowNames()).toEqual(['Ben Ortiz']);
    await user.clear(search);
    await user.type(search, '4155550');
    expect(rowNames()).toEqual(['Ben Ortiz']);
    await user.clear(search);
    await user.type(search, 'NOVAK.CZ');
    expect(rowNames()).toEqual(['Eva Novak']);
  });

  it('offers All Status, Active, Potential, Inactive and All Tags plus the tags present', async () => {
    setup();
    await loaded();
    const status = screen.getByRole('combobox', { name: 'Status' });
    expect(
      within(status)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All Status', 'Active', 'Potential', 'Inactive']);
    const tag = screen.getByRole('combobox', { name: 'Tag' });
    expect(
      within(tag)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All Tags', 'Customer', 'Lead', 'Partner', 'Support', 'VIP']);
  });

  it('combines search, status and tag with AND and shows "No contacts found."', async () => {
    const fixtures = createFixtures({
      contacts: [
        makeContact({ id: '1', name: 'Ann Lee', email: '', phone: '+919812345678', tags: ['VIP'], status: 'active' }),
        makeContact({
          id: '2',
          name: 'Anna Bell',
          email: '',
          phone: '+919812345679',
          tags: ['VIP'],
          status: 'inactive',
        }),
        makeContact({ id: '3', name: 'Annika', email: '', phone: '+919812345670', tags: ['Lead'], status: 'active' }),
        makeContact({ id: '4', name: 'Bob', email: '', phone: '+919812345671', tags: ['VIP'], status: 'active' }),
      ],
    });
    const { user } = setup(fixtures);
    await loaded();
    await user.type(screen.getByRole('searchbox', { name: 'Search contacts' }), 'ann');
    expect(rowNames()).toEqual(['Ann Lee', 'Anna Bell', 'Annika']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Active');
    expect(rowNames()).toEqual(['Ann Lee', 'Annika']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tag' }), 'VIP');
    expect(rowNames()).toEqual(['Ann Lee']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tag' }), 'Lead');
    expect(rowNames()).toEqual(['Annika']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Inactive');
    expect(rowNames()).toEqual([]);
    expect(screen.getByText('No contacts found.')).toBeInTheDocument();
  });

  it('shows "No contacts found." when there are no contacts', async () => {
    setup(createFixtures({ contacts: [] }));
    expect(await screen.findByText('No contacts found.')).toBeInTheDocument();
  });

  it('shows a loading state, then the error with the server message and Retry', async () => {
    const fixtures = createFixtures();
    const notify = { success: vi.fn(), error: vi.fn() };
    const h = harness({ fixtures }, notify);
    h.client.controls.failNext('contacts.page');
    render(h.wrap(<ContactsManagement />));
    expect(screen.getByText('Loading contacts')).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load contacts');
    expect(alert).toHaveTextContent('Failed to get contacts');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await screen.findByRole('rowheader', { name: /Ann Lee/ });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('ContactsManagement: delete', () => {
  it("asks 'Are you sure you want to delete this contact?' and deletes on confirm", async () => {
    const { user, notify, client } = setup();
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Delete Ben Ortiz' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete this contact?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Contact deleted successfully'));
    expect(client.controls.callsTo('contacts.remove')).toEqual([['ct_ben']]);
    expect(rowNames()).not.toContain('Ben Ortiz');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('keeps the contact when cancelled', async () => {
    const { user, client } = setup();
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Delete Ben Ortiz' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(client.controls.callsTo('contacts.remove')).toEqual([]);
    expect(rowNames()).toContain('Ben Ortiz');
  });

  it("shows 'Failed to delete contact' when the call fails (with the server's reason when it has one)", async () => {
    const { user, notify, client } = setup();
    await loaded();
    client.controls.failNext('contacts.remove');
    await user.click(screen.getByRole('button', { name: 'Delete Ben Ortiz' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Failed to delete contact'));
    expect(rowNames()).toContain('Ben Ortiz');
    client.controls.failNext('contacts.remove', { status: 404, message: 'Contact not found' });
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Failed to delete contact: Contact not found'));
  });
});

describe('ContactsManagement: add and edit', () => {
  it('adds a contact through the modal and shows it', async () => {
    const { user, notify, client } = setup();
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Add Contact' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Contact' });
    await user.type(within(dialog).getByRole('textbox', { name: /Full Name/ }), 'Zoe Park');
    await user.type(within(dialog).getByRole('textbox', { name: /Phone Number/ }), '98765 43210');
    await user.click(within(dialog).getByRole('button', { name: 'Add Contact' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Contact created successfully'));
    expect(client.controls.callsTo('contacts.create')[0]?.[0]).toMatchObject({
      name: 'Zoe Park',
      phone: '+919876543210',
      status: 'active',
      source: 'Manual',
      tags: [],
    });
    expect(rowNames()[0]).toBe('Zoe Park');
  });

  it('edits a contact and updates its row', async () => {
    const { user, notify } = setup();
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Edit Chen Wei' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Contact' });
    const name = within(dialog).getByRole('textbox', { name: /Full Name/ });
    expect(name).toHaveValue('Chen Wei');
    await user.clear(name);
    await user.type(name, 'Chen Wei Jr');
    await user.click(within(dialog).getByRole('button', { name: 'Update Contact' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Contact updated successfully'));
    expect(rowNames()).toContain('Chen Wei Jr');
  });
});

describe('ContactsManagement: workbench variant', () => {
  const many = () =>
    createFixtures({
      contacts: Array.from({ length: 23 }, (_, i) =>
        makeContact({
          id: `c${i + 1}`,
          name: `Person ${String(i + 1).padStart(2, '0')}`,
          phone: `+9198123456${String(i).padStart(2, '0')}`,
          tags: i % 2 ? ['VIP'] : ['Lead'],
          source: i % 2 ? 'Referral' : 'Website',
          lastInteraction: '2026-11-0' + ((i % 9) + 1),
        }),
      ),
    });

  it('adds Last Interaction and Source columns and a footer count with real paging', async () => {
    const { user } = setup(many(), { variant: 'workbench' });
    await screen.findByRole('rowheader', { name: /Person 01/ });
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name/Contact', 'Phone', 'Tags', 'Status', 'Last Interaction', 'Source', 'Actions']);
    // The last interaction is a date written for the widgets' language (English by default).
    expect(screen.getByRole('row', { name: /Person 01/ })).toHaveTextContent('Nov 1, 2026');
    expect(screen.getByRole('row', { name: /Person 02/ })).toHaveTextContent('Referral');
    expect(rowNames()).toHaveLength(10);
    expect(screen.getByText('Showing 1-10 of 23 contacts')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByText('Showing 21-23 of 23 contacts')).toBeInTheDocument();
    expect(rowNames()).toEqual(['Person 21', 'Person 22', 'Person 23']);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('filters work in the workbench variant too and reset to the first page', async () => {
    const { user } = setup(many(), { variant: 'workbench', pageSize: 5 });
    await screen.findByRole('rowheader', { name: /Person 01/ });
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tag' }), 'VIP');
    expect(screen.getByText('Showing 1-5 of 11 contacts')).toBeInTheDocument();
    expect(rowNames()).toEqual(['Person 02', 'Person 04', 'Person 06', 'Person 08', 'Person 10']);
    await user.type(screen.getByRole('searchbox', { name: 'Search contacts' }), 'zzz');
    expect(screen.getByText('0 contacts')).toBeInTheDocument();
    expect(screen.getByText('No contacts found.')).toBeInTheDocument();
  });

  it('start conversation hands the host a local draft conversation', async () => {
    const onStartConversation = vi.fn<(c: Conversation) => void>();
    const { user, client } = setup(createFixtures(), {
      variant: 'workbench',
      onStartConversation,
      now: () => 1_700_000_000_000,
    });
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Start conversation with Ben Ortiz' }));
    expect(onStartConversation).toHaveBeenCalledTimes(1);
    const draft = onStartConversation.mock.calls[0]?.[0];
    expect(draft?.id.startsWith('new-')).toBe(true);
    expect(draft).toMatchObject({
      isNew: true,
      contactName: 'Ben Ortiz',
      contactPhone: '+14155550123',
      unreadCount: 0,
      lastMessage: '',
    });
    // A local draft only: nothing was created on the server.
    expect(client.controls.callsTo('conversations.create')).toEqual([]);
  });
});

describe('ContactsManagement: export', () => {
  it('exports the filtered contacts as CSV through a Blob URL made on click', async () => {
    const created: Blob[] = [];
    const createObjectURL = vi.fn((b: Blob) => {
      created.push(b);
      return 'blob:contacts';
    });
    const revokeObjectURL = vi.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = setup(createFixtures(), { now: () => Date.parse('2026-11-21T12:00:00Z') });
    await loaded();
    expect(createObjectURL).not.toHaveBeenCalled();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tag' }), 'VIP');
    await user.click(screen.getByRole('button', { name: 'Export' }));
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    expect(click).toHaveBeenCalledTimes(1);
    const anchor = click.mock.contexts[0] as HTMLAnchorElement;
    expect(anchor.download).toBe('contacts-2026-11-21.csv');
    const text = await created[0]!.text();
    expect(text.replace(/^\uFEFF/, '').split('\r\n')).toEqual([
      'Name,Phone,Email,Status,Tags,Source,Last Interaction,Notes',
      "Ben Ortiz,'+14155550123,ben@ortiz.dev,Active,VIP; Lead,Referral,2026-11-20,",
    ]);
    await waitFor(() => expect(revokeObjectURL).toHaveBeenCalledWith('blob:contacts'));
  });

  it('tells the user when the browser cannot download', async () => {
    Object.assign(URL, { createObjectURL: undefined });
    const { user, notify } = setup();
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Export' }));
    expect(notify.error).toHaveBeenCalledWith('Export is not available in this browser');
  });
});
