import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFixtures, makeContact } from '@wacrm/whatsapp-sdk/testing';
import type { Contact } from '@wacrm/whatsapp-sdk';
import { harness } from '../../testing/harness';
import { ContactModal } from './ContactModal';

function setup(contact: Contact | null = null) {
  const notify = { success: vi.fn(), error: vi.fn() };
  const h = harness({ fixtures: createFixtures() }, notify);
  const onClose = vi.fn();
  const onSaved = vi.fn();
  const user = userEvent.setup();
  render(h.wrap(<ContactModal open contact={contact} onClose={onClose} onSaved={onSaved} />));
  return { ...h, notify, onClose, onSaved, user };
}

const field = (name: RegExp) => screen.getByRole('textbox', { name });

afterEach(() => {
  vi.useRealTimers();
});

describe('ContactModal: add', () => {
  it("is titled 'Add New Contact' with every field, the predefined tags and sources, Cancel and 'Add Contact'", () => {
    setup();
    const dialog = screen.getByRole('dialog', { name: 'Add New Contact' });
    expect(field(/^Full Name/)).toBeRequired();
    expect(field(/^Phone Number/)).toBeRequired();
    expect(within(dialog).getByText('Full Name').parentElement).toHaveTextContent('Full Name*');
    expect(within(dialog).getByText('Phone Number').parentElement).toHaveTextContent('Phone Number*');
    expect(field(/^Email/)).not.toBeRequired();
    expect(field(/^Notes/)).toBeInTheDocument();
    const status = screen.getByRole('combobox', { name: 'Status' });
    expect(
      within(status)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Active', 'Potential', 'Inactive']);
    expect(status).toHaveValue('active');
    const source = screen.getByRole('combobox', { name: 'Source' });
    expect(
      within(source)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Manual', 'Website', 'Social Media', 'Referral', 'Advertisement', 'Walk-in', 'Other']);
    expect(source).toHaveValue('Manual');
    const tags = within(screen.getByRole('group', { name: 'Tags' })).getAllByRole('button');
    expect(tags.map((t) => t.textContent)).toEqual([
      'VIP',
      'Customer',
      'Lead',
      'Support',
      'Partner',
      'Hot Lead',
      'Cold Lead',
    ]);
    for (const t of tags) expect(t).toHaveAttribute('aria-pressed', 'false');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Add Contact' })).toBeInTheDocument();
  });

  it('requires the name and the phone with clear messages', async () => {
    const { user, client } = setup();
    await user.click(screen.getByRole('button', { name: 'Add Contact' }));
    expect(await screen.findByText('Full name is required')).toBeInTheDocument();
    expect(screen.getByText('Phone number is required')).toBeInTheDocument();
    expect(field(/^Full Name/)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/^Full Name/)).toHaveAccessibleDescription('Full name is required');
    expect(client.controls.callsTo('contacts.create')).toEqual([]);
  });

  it('rejects a blank name, a bad phone and a bad email', async () => {
    const { user, client } = setup();
    await user.type(field(/^Full Name/), '   ');
    await user.type(field(/^Phone Number/), '12ab');
    await user.type(field(/^Email/), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Add Contact' }));
    expect(await screen.findByText('Full name is required')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid phone number')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(client.controls.callsTo('contacts.create')).toEqual([]);
  });

  it('creates with the defaults (active, Manual, no tags, last interaction today) and a normalised phone', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 21, 9, 30));
    const { user, client, notify, onSaved, onClose } = setup();
    await user.type(field(/^Full Name/), '  Zoe Park ');
    await user.type(field(/^Phone Number/), '98765-43210');
    await user.click(screen.getByRole('button', { name: 'Add Contact' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Contact created successfully'));
    expect(client.controls.callsTo('contacts.create')).toEqual([
      [
        {
          name: 'Zoe Park',
          phone: '+919876543210',
          email: '',
          status: 'active',
          tags: [],
          source: 'Manual',
          notes: '',
          lastInteraction: '2026-11-21',
        },
      ],
    ]);
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ name: 'Zoe Park' }), 'created');
    expect(onClose).toHaveBeenCalled();
  });

  it('sends the chosen status, tags, source and notes', async () => {
    const { user, client } = setup();
    await user.type(field(/^Full Name/), 'Zoe');
    await user.type(field(/^Phone Number/), '+1 415 555 0100');
    await user.type(field(/^Email/), 'zoe@park.io');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Potential');
    await user.click(screen.getByRole('button', { name: 'VIP' }));
    await user.click(screen.getByRole('button', { name: 'Hot Lead' }));
    await user.click(screen.getByRole('button', { name: 'VIP' }));
    await user.click(screen.getByRole('button', { name: 'Partner' }));
    expect(screen.getByRole('button', { name: 'Partner' })).toHaveAttribute('aria-pressed', 'true');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Source' }), 'Walk-in');
    await user.type(field(/^Notes/), 'Met at the fair');
    await user.click(screen.getByRole('button', { name: 'Add Contact' }));
    await waitFor(() => expect(client.controls.callsTo('contacts.create')).toHaveLength(1));
    expect(client.controls.callsTo('contacts.create')[0]?.[0]).toMatchObject({
      name: 'Zoe',
      phone: '+14155550100',
      email: 'zoe@park.io',
      status: 'potential',
      tags: ['Hot Lead', 'Partner'],
      source: 'Walk-in',
      notes: 'Met at the fair',
    });
  });

  it("says 'Failed to save contact' (with the server's reason) and stays open on failure", async () => {
    const { user, client, notify, onClose } = setup();
    await user.type(field(/^Full Name/), 'Zoe');
    await user.type(field(/^Phone Number/), '+919812345678'); // Ann's phone: the fake answers 409
    await user.click(screen.getByRole('button', { name: 'Add Contact' }));
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith(
        'Failed to save contact: A contact with this phone number already exists',
      ),
    );
    await user.clear(field(/^Phone Number/));
    await user.type(field(/^Phone Number/), '+919812345600');
    client.controls.failNext('contacts.create');
    await user.click(screen.getByRole('button', { name: 'Add Contact' }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Failed to save contact'));
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('ContactModal: edit', () => {
  const ben = makeContact({
    id: 'ct_ben',
    name: 'Ben Ortiz',
    phone: '+14155550123',
    email: 'ben@ortiz.dev',
    tags: ['VIP', 'Golfer'],
    source: 'Trade show',
    status: 'inactive',
    notes: 'Prefers mornings',
  });

  it("is titled 'Edit Contact', pre-filled, keeps unknown tags and sources, and saves with 'Update Contact'", async () => {
    const { user, client, notify, onSaved } = setup(ben);
    expect(screen.getByRole('dialog', { name: 'Edit Contact' })).toBeInTheDocument();
    expect(field(/^Full Name/)).toHaveValue('Ben Ortiz');
    expect(field(/^Phone Number/)).toHaveValue('+14155550123');
    expect(field(/^Email/)).toHaveValue('ben@ortiz.dev');
    expect(field(/^Notes/)).toHaveValue('Prefers mornings');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('inactive');
    expect(screen.getByRole('combobox', { name: 'Source' })).toHaveValue('Trade show');
    expect(screen.getByRole('button', { name: 'VIP' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Golfer' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Update Contact' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Contact updated successfully'));
    const [id, body] = client.controls.callsTo('contacts.update')[0] ?? [];
    expect(id).toBe('ct_ben');
    expect(body).toMatchObject({ tags: ['VIP', 'Golfer'], source: 'Trade show', status: 'inactive' });
    expect(body).not.toHaveProperty('lastInteraction');
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 'ct_ben' }), 'updated');
  });

  it("says 'Failed to save contact' when the update fails", async () => {
    const { user, client, notify } = setup(ben);
    client.controls.failNext('contacts.update');
    await user.click(screen.getByRole('button', { name: 'Update Contact' }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Failed to save contact'));
  });
});
