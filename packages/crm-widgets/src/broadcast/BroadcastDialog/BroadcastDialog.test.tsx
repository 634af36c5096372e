import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { FakeWacrmClient } from '@wacrm/whatsapp-sdk/testing';
import { renderWithClient } from '../../testing/inboxTestUtils';
import { BroadcastDialog } from './BroadcastDialog';

/**
 * The fixtures' conversations as of now: Ann and Chen wrote minutes ago (their 24-hour windows are open); Ben and
 * Dara never wrote; Eva has no conversation.
 */
function windowsNow(client: FakeWacrmClient) {
  for (const c of client.controls.db.conversations) {
    if (c.lastInboundAt) c.lastInboundAt = new Date(Date.now() - 5 * 60_000).toISOString();
  }
}

/** Local date (YYYY-MM-DD) and time (HH:mm) `offsetMs` from now, as the inputs take them. */
function localDateTime(offsetMs: number) {
  const d = new Date(Date.now() + offsetMs);
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    date: `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`,
    time: `${pad(d.getHours())}:${pad(d.getMinutes())}`,
  };
}

function setup(prepare?: Parameters<typeof renderWithClient>[2]) {
  const user = userEvent.setup();
  const onClose = vi.fn();
  const onSent = vi.fn();
  const utils = renderWithClient(<BroadcastDialog open onClose={onClose} onSent={onSent} />, {}, (client) => {
    windowsNow(client);
    prepare?.(client);
  });
  const dialog = screen.getByRole('dialog', { name: 'Create Broadcast Message' });
  return { user, onClose, onSent, dialog, ...utils };
}

describe('BroadcastDialog', () => {
  it("shows every field of the spec, the groups counted from the account's contacts by tag", async () => {
    // A backend without the media routes: the spec's buttons stay disabled, as before (the media tests have them).
    const { dialog } = setup((client) => client.controls.media.setSupported(false));
    const d = within(dialog);
    expect(d.getByRole('textbox', { name: /Broadcast Name/ })).toBeInTheDocument();
    const recipients = d.getByRole('combobox', { name: /Recipients/ });
    const options = () =>
      within(recipients)
        .getAllByRole('option')
        .map((o) => o.textContent);
    // No made-up figures while the contacts load (not the spec's static 15 / 45 / 23).
    expect(options()).toEqual(['All Contacts', 'VIP Customers', 'Customers', 'Leads', 'Custom']);
    await waitFor(() =>
      expect(options()).toEqual(['All Contacts (5)', 'VIP Customers (1)', 'Customers (1)', 'Leads (1)', 'Custom']),
    );
    expect(d.getByRole('radio', { name: 'Custom Message' })).toBeChecked();
    expect(d.getByRole('radio', { name: 'Use Template' })).not.toBeChecked();
    expect(d.getByText('0/1,000')).toBeInTheDocument();
    for (const name of ['Image', 'Video', 'File']) expect(d.getByRole('button', { name })).toBeDisabled();
    expect(d.getByRole('group', { name: 'Media' })).toHaveAccessibleDescription(
      'Media attachments are not available yet.',
    );
    expect(d.getByLabelText('Schedule Date (optional)')).toHaveAttribute('type', 'date');
    expect(d.getByLabelText('Schedule Time (optional)')).toHaveAttribute('type', 'time');
    expect(d.getByRole('figure', { name: 'Preview' })).toHaveTextContent('Your message preview appears here');
    expect(d.getByRole('button', { name: 'Cancel' })).toBeEnabled();
    const draft = d.getByRole('button', { name: 'Save as Draft' });
    expect(draft).toBeDisabled();
    expect(draft).toHaveAccessibleDescription('Saving broadcasts as drafts is not available yet.');
    expect(d.getByRole('button', { name: 'Send Now' })).toBeInTheDocument();
  });

  it('counts characters against 1000, previews with formatting and switches to Schedule Broadcast with a date', async () => {
    const { user, dialog } = setup();
    const d = within(dialog);
    await user.type(d.getByRole('textbox', { name: /^Message/ }), 'Hi *all*');
    expect(d.getByText('8/1,000')).toBeInTheDocument();
    expect(within(d.getByRole('figure', { name: 'Preview' })).getByText('all').tagName).toBe('STRONG');
    fireEvent.change(d.getByLabelText('Schedule Date (optional)'), { target: { value: '2099-12-01' } });
    expect(await d.findByRole('button', { name: 'Schedule Broadcast' })).toBeInTheDocument();
    expect(d.queryByRole('button', { name: 'Send Now' })).not.toBeInTheDocument();
  });

  it('validates with the SDK broadcast schema', async () => {
    const { user, dialog, client } = setup();
    const d = within(dialog);
    await user.click(d.getByRole('button', { name: 'Send Now' }));
    expect(await d.findByText('Broadcast name is required')).toBeInTheDocument();
    expect(d.getByText('Message is required')).toBeInTheDocument();
    fireEvent.change(d.getByRole('textbox', { name: /^Message/ }), { target: { value: 'x'.repeat(1001) } });
    fireEvent.change(d.getByLabelText('Schedule Time (optional)'), { target: { value: '10:30' } });
    await user.click(d.getByRole('button', { name: 'Send Now' }));
    expect(await d.findByText('Message must be 1000 characters or less')).toBeInTheDocument();
    expect(d.getByText('Please choose a date for the scheduled time')).toBeInTheDocument();
    await user.click(d.getByRole('radio', { name: 'Use Template' }));
    await user.click(d.getByRole('button', { name: 'Send Now' }));
    expect(await d.findByText('Template selection is required')).toBeInTheDocument();
    expect(client.controls.callsTo('broadcasts.create')).toHaveLength(0);
  });

  it("schedules a custom broadcast: payload, 'Broadcast scheduled successfully', closes", async () => {
    const { user, dialog, client, notify, onClose, onSent } = setup();
    const d = within(dialog);
    const soon = localDateTime(30 * 60_000);
    await user.type(d.getByRole('textbox', { name: /Broadcast Name/ }), 'November offers');
    await user.selectOptions(d.getByRole('combobox', { name: /Recipients/ }), 'customers');
    await user.type(d.getByRole('textbox', { name: /^Message/ }), '20% off this week');
    fireEvent.change(d.getByLabelText('Schedule Date (optional)'), { target: { value: soon.date } });
    fireEvent.change(d.getByLabelText('Schedule Time (optional)'), { target: { value: soon.time } });
    await user.click(await d.findByRole('button', { name: 'Schedule Broadcast' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Broadcast scheduled successfully'));
    expect(client.controls.callsTo('broadcasts.create')[0]?.[0]).toEqual({
      name: 'November offers',
      recipients: 'customers',
      messageType: 'custom',
      message: '20% off this week',
      scheduleDate: soon.date,
      scheduleTime: soon.time,
    });
    expect(onSent).toHaveBeenCalledWith(expect.objectContaining({ status: 'scheduled', recipientCount: 1 }));
    expect(onClose).toHaveBeenCalled();
  });

  it('refuses a custom message to recipients outside their 24-hour window, with the count', async () => {
    const { user, dialog, client, notify, onSent } = setup();
    const d = within(dialog);
    await user.type(d.getByRole('textbox', { name: /Broadcast Name/ }), 'Offers');
    await user.type(d.getByRole('textbox', { name: /^Message/ }), 'Hello all');
    const count = await d.findByText('2 of 5 recipients can receive a custom message; use a template for the others');
    expect(count.closest('[role="status"]')).toHaveTextContent(
      "WhatsApp allows a custom message only within 24 hours of the contact's last message.",
    );
    await user.click(d.getByRole('button', { name: 'Send Now' }));
    const narrow = d.getByRole('checkbox', { name: 'Send only to the 2 who can receive it' });
    expect(await d.findByText('Choose to send it only to them, or use a template')).toBeInTheDocument();
    expect(narrow).toHaveAccessibleDescription('Choose to send it only to them, or use a template');
    expect(client.controls.callsTo('broadcasts.create')).toHaveLength(0);
    // Narrowed: the broadcast names the two recipients inside their window, and the notice says what happened.
    await user.click(narrow);
    await user.click(d.getByRole('button', { name: 'Send Now' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Broadcast sent to 2 of 2 recipients'));
    expect(client.controls.callsTo('broadcasts.create')[0]?.[0]).toMatchObject({
      recipients: ['+919812345678', '+919900112233'],
      messageType: 'custom',
    });
    expect(onSent).toHaveBeenCalledWith(expect.objectContaining({ sent: 2, failed: 0 }));
  });

  it('with nobody inside the window, a custom message asks for a template; a template broadcast goes', async () => {
    const { user, dialog, client, notify } = setup();
    const d = within(dialog);
    await user.type(d.getByRole('textbox', { name: /Broadcast Name/ }), 'VIP');
    await user.selectOptions(d.getByRole('combobox', { name: /Recipients/ }), 'vip');
    await user.type(d.getByRole('textbox', { name: /^Message/ }), 'Hello Ben');
    expect(await d.findByText('The recipient cannot receive a custom message; use a template')).toBeInTheDocument();
    expect(d.queryByRole('checkbox')).not.toBeInTheDocument();
    await user.click(d.getByRole('button', { name: 'Send Now' }));
    expect(await d.findByText('Use a template: a custom message cannot reach these recipients')).toBeInTheDocument();
    expect(client.controls.callsTo('broadcasts.create')).toHaveLength(0);
    await user.click(d.getByRole('radio', { name: 'Use Template' }));
    expect(d.queryByText(/can receive a custom message/)).not.toBeInTheDocument();
    await user.selectOptions(await d.findByRole('combobox', { name: /^Template/ }), 'tpl_welcome');
    await user.type(d.getByRole('textbox', { name: /^Parameter 1/ }), 'Ben');
    await user.click(d.getByRole('button', { name: 'Send Now' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Broadcast sent to 1 of 1 recipient'));
  });

  it('reports the failed messages with their reason when the API sends and some fail', async () => {
    // Without the contacts the dialog cannot check the windows: the API's per-recipient results are reported.
    const { user, dialog, notify, onClose } = setup((c) => c.controls.setFailure('contacts.page', {}));
    const d = within(dialog);
    await user.type(d.getByRole('textbox', { name: /Broadcast Name/ }), 'Offers');
    await user.type(d.getByRole('textbox', { name: /^Message/ }), 'Hello all');
    await waitFor(() => expect(d.queryByText('Checking who can receive a custom message')).not.toBeInTheDocument());
    await user.click(d.getByRole('button', { name: 'Send Now' }));
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith('Broadcast sent to 2 of 5 recipients; 3 failed: Re-engagement message'),
    );
    expect(notify.success).not.toHaveBeenCalled();
    expect(onClose).toHaveBeenCalled();
  });

  it('sends a template broadcast now to custom numbers', async () => {
    const { user, dialog, client } = setup();
    const d = within(dialog);
    await user.type(d.getByRole('textbox', { name: /Broadcast Name/ }), 'Welcome');
    await user.selectOptions(d.getByRole('combobox', { name: /Recipients/ }), 'custom');
    await user.type(d.getByRole('textbox', { name: /Phone numbers/ }), '+14155550123, +919812345678');
    await user.click(d.getByRole('radio', { name: 'Use Template' }));
    const select = await d.findByRole('combobox', { name: /Template/ });
    expect(within(select).queryByRole('option', { name: 'Weekend promo' })).not.toBeInTheDocument();
    await user.selectOptions(select, 'tpl_welcome');
    expect(d.getByRole('figure', { name: 'Preview' })).toHaveTextContent('Hi {{1}}, welcome to Acme!');
    // Its {{1}} must be filled: customers never get a raw {{1}} (Meta refuses the message: 131008).
    await user.click(d.getByRole('button', { name: 'Send Now' }));
    expect(await d.findByText('Parameter 1 is required')).toBeInTheDocument();
    expect(client.controls.callsTo('broadcasts.create')).toHaveLength(0);
    await user.type(d.getByRole('textbox', { name: /^Parameter 1/ }), 'Asha');
    expect(d.getByRole('figure', { name: 'Preview' })).toHaveTextContent('Hi Asha, welcome to Acme!');
    await user.click(d.getByRole('button', { name: 'Send Now' }));
    await waitFor(() => expect(client.controls.callsTo('broadcasts.create')).toHaveLength(1));
    expect(client.controls.callsTo('broadcasts.create')[0]?.[0]).toEqual({
      name: 'Welcome',
      recipients: ['+14155550123', '+919812345678'],
      messageType: 'template',
      templateId: 'tpl_welcome',
      templateName: 'welcome_message',
      parameters: { param1: 'Asha' },
    });
  });

  it('refuses a schedule time that has passed, with a clear message', async () => {
    const { user, dialog, client } = setup();
    const d = within(dialog);
    await user.type(d.getByRole('textbox', { name: /Broadcast Name/ }), 'Late');
    await user.type(d.getByRole('textbox', { name: /^Message/ }), 'Sale today');
    const past = new Date(Date.now() - 2 * 3_600_000);
    const pad = (n: number) => String(n).padStart(2, '0');
    const date = `${past.getFullYear()}-${pad(past.getMonth() + 1)}-${pad(past.getDate())}`;
    fireEvent.change(d.getByLabelText('Schedule Date (optional)'), { target: { value: date } });
    fireEvent.change(d.getByLabelText('Schedule Time (optional)'), {
      target: { value: `${pad(past.getHours())}:${pad(past.getMinutes())}` },
    });
    await user.click(await d.findByRole('button', { name: 'Schedule Broadcast' }));
    expect(await d.findByText('The scheduled time has passed. Please choose a time in the future')).toBeInTheDocument();
    expect(d.getByLabelText('Schedule Date (optional)')).toHaveAccessibleDescription(
      'The scheduled time has passed. Please choose a time in the future',
    );
    expect(client.controls.callsTo('broadcasts.create')).toHaveLength(0);
  });

  it('names each invalid custom number and why, before sending', async () => {
    const { user, dialog, client } = setup();
    const d = within(dialog);
    await user.type(d.getByRole('textbox', { name: /Broadcast Name/ }), 'Custom');
    await user.selectOptions(d.getByRole('combobox', { name: /Recipients/ }), 'custom');
    await user.type(d.getByRole('textbox', { name: /Phone numbers/ }), '+14155550123, 12345, call me');
    await user.type(d.getByRole('textbox', { name: /^Message/ }), 'Hello');
    await user.click(d.getByRole('button', { name: 'Send Now' }));
    const message =
      'Invalid phone numbers: 12345 (needs 8 to 15 digits with the country code), call me (not a phone number)';
    expect(await d.findByText(message)).toBeInTheDocument();
    expect(d.getByRole('textbox', { name: /Phone numbers/ })).toHaveAccessibleDescription(
      expect.stringContaining(message),
    );
    expect(client.controls.callsTo('broadcasts.create')).toHaveLength(0);
  });

  it("shows 'Failed to schedule broadcast' and stays open when the call fails", async () => {
    const { user, dialog, notify, onClose } = setup((c) => c.controls.failNext('broadcasts.create'));
    const d = within(dialog);
    await user.selectOptions(d.getByRole('combobox', { name: /Recipients/ }), 'customers');
    await user.type(d.getByRole('textbox', { name: /Broadcast Name/ }), 'Oops');
    await user.type(d.getByRole('textbox', { name: /^Message/ }), 'Hello');
    await user.click(d.getByRole('button', { name: 'Send Now' }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Failed to schedule broadcast'));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Create Broadcast Message' })).toBeInTheDocument();
  });

  it('Cancel closes without sending', async () => {
    const { user, dialog, client, onClose } = setup();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
    expect(client.controls.callsTo('broadcasts.create')).toHaveLength(0);
  });
});
