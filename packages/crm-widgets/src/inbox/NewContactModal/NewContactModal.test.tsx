import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { FakeWacrmClient } from '@wacrm/whatsapp-sdk/testing';
import { renderWithClient } from '../../testing/inboxTestUtils';
import { inboxLabels, type InboxLabels } from '../labels';
import { NewContactModal } from './NewContactModal';

function setup(prepare?: (client: FakeWacrmClient) => void, labels?: Partial<InboxLabels>) {
  const user = userEvent.setup();
  const onCreated = vi.fn();
  const onClose = vi.fn();
  const utils = renderWithClient(
    <NewContactModal open onClose={onClose} onCreated={onCreated} labels={{ ...inboxLabels, ...labels }} />,
    {},
    prepare,
  );
  const dialog = screen.getByRole('dialog', { name: 'New contact' });
  const name = within(dialog).getByRole('textbox', { name: /Full Name/ });
  const phone = within(dialog).getByRole('textbox', { name: /Phone Number/ });
  const submit = within(dialog).getByRole('button', { name: 'Start conversation' });
  return { user, onCreated, onClose, dialog, name, phone, submit, ...utils };
}

describe('NewContactModal', () => {
  it('creates the contact with its phone normalised, says so and hands it over', async () => {
    const { user, onCreated, name, phone, submit, client, notify } = setup();
    await user.type(name, 'Zed Quinn');
    await user.type(phone, '9812345670');
    await user.click(submit);
    await waitFor(() => expect(onCreated).toHaveBeenCalledTimes(1));
    expect(onCreated.mock.calls[0]?.[0]).toMatchObject({ name: 'Zed Quinn', phone: '+919812345670', status: 'active' });
    expect(client.controls.callsTo('contacts.create')).toHaveLength(1);
    expect(notify.success).toHaveBeenCalledWith('Contact created successfully');
    expect(notify.error).not.toHaveBeenCalled();
  });

  it("shows the product's validation messages and sends nothing", async () => {
    const { user, submit, phone, client, onCreated } = setup();
    await user.click(submit);
    expect(await screen.findByText('Full name is required')).toBeInTheDocument();
    expect(screen.getByText('Phone number is required')).toBeInTheDocument();
    await user.type(phone, '12');
    await user.click(submit);
    expect(await screen.findByText('Please enter a valid phone number')).toBeInTheDocument();
    expect(client.controls.callsTo('contacts.create')).toHaveLength(0);
    expect(onCreated).not.toHaveBeenCalled();
  });

  it("keeps what was typed and says 'Failed to save contact', with the server's reason when it gave one", async () => {
    const { user, name, phone, submit, notify, onCreated, client } = setup((c) =>
      c.controls.failNext('contacts.create', {
        status: 409,
        message: 'A contact with this phone number already exists',
      }),
    );
    await user.type(name, 'Zed Quinn');
    await user.type(phone, '9812345670');
    await user.click(submit);
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith(
        'Failed to save contact: A contact with this phone number already exists',
      ),
    );
    expect(name).toHaveValue('Zed Quinn');
    expect(phone).toHaveValue('9812345670');
    expect(onCreated).not.toHaveBeenCalled();
    // Without a reason of the server's own (the SDK's default text), the plain notice.
    client.controls.failNext('contacts.create');
    await user.click(submit);
    await waitFor(() => expect(notify.error).toHaveBeenLastCalledWith('Failed to save contact'));
    expect(notify.success).not.toHaveBeenCalled();
  });

  it('words its notices with the labels it is given (the inbox passes the host labels)', async () => {
    const { user, name, phone, submit, notify, client } = setup(undefined, {
      contactCreated: 'Saved',
      saveFailed: 'Not saved',
    });
    await user.type(name, 'Zed Quinn');
    await user.type(phone, '9812345670');
    client.controls.failNext('contacts.create');
    await user.click(submit);
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Not saved'));
    await user.click(submit);
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Saved'));
  });
});
