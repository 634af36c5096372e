import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CampaignInput } from '@wacrm/whatsapp-sdk';
import { createFixtures, makeCampaign, makeContact } from '@wacrm/whatsapp-sdk/testing';
import { harness } from '../../testing/harness';
import { CampaignModal, type CampaignModalProps } from './CampaignModal';
import { audienceFor, parsePhones } from './audience';

function setup(props: Partial<CampaignModalProps> = {}, fixtures = createFixtures()) {
  const notify = { success: vi.fn(), error: vi.fn() };
  const h = harness({ fixtures }, notify);
  const onClose = vi.fn();
  const onSaved = vi.fn();
  const user = userEvent.setup();
  render(
    h.wrap(
      <CampaignModal open onClose={onClose} onSaved={onSaved} templates={h.client.controls.db.templates} {...props} />,
    ),
  );
  const q = within(screen.getByRole('dialog'));
  const created = () => h.client.controls.callsTo('campaigns.create').map((a) => a[0] as CampaignInput);
  const save = () => user.click(q.getByRole('button', { name: /Create Campaign|Update Campaign/ }));
  /** Names the campaign and chooses welcome_message ('Hi {{1}}, ...'), filling its one parameter. */
  const nameAndWelcome = async (name: string) => {
    await user.type(q.getByLabelText(/^Campaign Name/), name);
    await user.selectOptions(q.getByLabelText(/^Template/), 'welcome_message');
    await user.type(q.getByRole('textbox', { name: /^Parameter 1/ }), 'Ann');
  };
  return { ...h, notify, onClose, onSaved, user, q, created, save, nameAndWelcome };
}

describe('CampaignModal', () => {
  it("says 'Campaign name is required' and 'Template selection is required' and sends nothing", async () => {
    const { q, save, created } = setup();
    await save();
    expect(await q.findByText('Campaign name is required')).toBeInTheDocument();
    expect(q.getByText('Template selection is required')).toBeInTheDocument();
    expect(created()).toHaveLength(0);
  });

  it('offers only approved templates and the recipient choices, a CSV file among them', () => {
    const { q } = setup();
    const templates = within(q.getByLabelText(/^Template/))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(templates).toEqual(['Select a template', 'Welcome message', 'Order update']);
    const recipients = within(q.getByLabelText('Recipients'))
      .getAllByRole('option')
      .map((o) => [o.getAttribute('value'), o.textContent]);
    expect(recipients).toEqual([
      ['all_contacts', 'All Contacts'],
      ['segment_1', 'VIP Customers'],
      ['segment_2', 'New Subscribers'],
      ['custom', 'Custom'],
      ['csv', 'From a CSV file'],
    ]);
    expect(q.getByLabelText(/^Schedule For/)).toHaveAttribute('type', 'datetime-local');
  });

  it("asks one field per variable of the chosen template, its example as the hint (not fixed 'Customer Name')", async () => {
    const { q, user } = setup();
    expect(q.queryByLabelText(/^Customer Name/)).not.toBeInTheDocument();
    // order_update: header 'Order {{1}}' (example '#1042'), body 'Hi {{1}}, your order {{2}} is on its way.'.
    await user.selectOptions(q.getByLabelText(/^Template/), 'order_update');
    expect(q.getByRole('textbox', { name: /^Header parameter 1/ })).toHaveAccessibleDescription('Example: #1042');
    expect(q.getByRole('textbox', { name: /^Parameter 1/ })).toHaveAccessibleDescription('Example: Ann');
    expect(q.getByRole('textbox', { name: /^Parameter 2/ })).toHaveAccessibleDescription('Example: #1042');
    expect(q.queryByRole('textbox', { name: /^Parameter 3/ })).not.toBeInTheDocument();
    await user.selectOptions(q.getByLabelText(/^Template/), 'welcome_message');
    expect(q.queryByRole('textbox', { name: /^Header parameter/ })).not.toBeInTheDocument();
    expect(q.queryByRole('textbox', { name: /^Parameter 2/ })).not.toBeInTheDocument();
  });

  it('creates a campaign as { name, templateName, audience: [{ phone }], scheduledAt, parameters }', async () => {
    const { q, user, save, created, notify, onClose, onSaved } = setup();
    await user.type(q.getByLabelText(/^Campaign Name/), 'Spring sale');
    await user.selectOptions(q.getByLabelText(/^Template/), 'welcome_message');
    await user.selectOptions(q.getByLabelText('Recipients'), 'segment_1');
    await waitFor(() => expect(q.getByText('1 recipient')).toBeInTheDocument());
    await user.type(q.getByLabelText(/^Schedule For/), '2026-12-01T09:30');
    await user.type(q.getByRole('textbox', { name: /^Parameter 1/ }), 'friend');
    await save();
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Campaign created successfully'));
    expect(created()).toEqual([
      {
        name: 'Spring sale',
        templateName: 'welcome_message',
        audience: [{ phone: '+14155550123' }],
        scheduledAt: new Date('2026-12-01T09:30').toISOString(),
        parameters: { param1: 'friend' },
      },
    ]);
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ name: 'Spring sale', status: 'draft' }));
    expect(onClose).toHaveBeenCalled();
  });

  it("fills {{1}} with each contact's name, previewed for the first recipient", async () => {
    const { q, user, save, created } = setup();
    await user.type(q.getByLabelText(/^Campaign Name/), 'Everyone');
    await user.selectOptions(q.getByLabelText(/^Template/), 'welcome_message');
    await waitFor(() => expect(q.getByText('5 recipients')).toBeInTheDocument());
    await user.selectOptions(q.getByLabelText('Parameter 1 comes from'), 'name');
    expect(q.queryByRole('textbox', { name: /^Parameter 1/ })).not.toBeInTheDocument();
    expect(q.getByText('Preview for Ann Lee').parentElement).toHaveTextContent('Hi Ann Lee, welcome to Acme!');
    await save();
    await waitFor(() => expect(created()).toHaveLength(1));
    expect(created()[0]?.parameters).toEqual({});
    expect(created()[0]?.audience.map((m) => m.parameters?.param1)).toEqual([
      'Ann Lee',
      'Ben Ortiz',
      'Chen Wei',
      'Dara Okafor',
      'Eva Novak',
    ]);
  });

  it('names a source some recipients have nothing in, with how many, and sends nothing', async () => {
    const { q, user, save, created } = setup();
    await user.type(q.getByLabelText(/^Campaign Name/), 'Mixed');
    await user.selectOptions(q.getByLabelText(/^Template/), 'welcome_message');
    await user.selectOptions(q.getByLabelText('Recipients'), 'custom');
    // Ann is a contact; +1 415 555 0199 is not (no name).
    await user.type(q.getByLabelText(/^Phone Numbers/), '+919812345678, +14155550199');
    await user.selectOptions(q.getByLabelText('Parameter 1 comes from'), 'name');
    await save();
    expect(await q.findByText('1 recipient has no value for it')).toBeInTheDocument();
    expect(q.getByLabelText('Parameter 1 comes from')).toHaveAccessibleDescription('1 recipient has no value for it');
    expect(created()).toHaveLength(0);
  });

  it("takes the recipients and a parameter's values from a CSV file's columns", async () => {
    const { q, user, save, created } = setup();
    await user.type(q.getByLabelText(/^Campaign Name/), 'From a file');
    await user.selectOptions(q.getByLabelText(/^Template/), 'order_update');
    await user.selectOptions(q.getByLabelText('Recipients'), 'csv');
    await save();
    expect(await q.findByText('Please choose a CSV file')).toBeInTheDocument();
    const csv = 'Name,Phone,Order\nAsha Rao,+919700000101,A-17\nRavi,not a phone,A-18\nMeera,+919700000102,A-19\n';
    await user.upload(q.getByLabelText('CSV file'), new File([csv], 'orders.csv', { type: 'text/csv' }));
    expect(
      await q.findByText(
        '2 recipients from orders.csv. 1 row without a valid phone number, or repeated, was left out.',
      ),
    ).toBeInTheDocument();
    await user.selectOptions(q.getByLabelText('Parameter 1 comes from'), 'name');
    await user.selectOptions(q.getByLabelText('Parameter 2 comes from'), 'column:2');
    await user.type(q.getByRole('textbox', { name: /^Header parameter 1/ }), 'Update');
    expect(q.getByText('Preview for Asha Rao').parentElement).toHaveTextContent(
      'Hi Asha Rao, your order A-17 is on its way.',
    );
    await save();
    await waitFor(() => expect(created()).toHaveLength(1));
    expect(created()[0]).toMatchObject({
      parameters: { header1: 'Update' },
      audience: [
        { phone: '+919700000101', parameters: { param1: 'Asha Rao', param2: 'A-17' } },
        { phone: '+919700000102', parameters: { param1: 'Meera', param2: 'A-19' } },
      ],
    });
  });

  it('says a file without a Phone column cannot be used', async () => {
    const { q, user } = setup();
    await user.selectOptions(q.getByLabelText('Recipients'), 'csv');
    await user.upload(q.getByLabelText('CSV file'), new File(['Name,Email\nAnn,a@b.co\n'], 'x.csv'));
    expect(await q.findByRole('alert')).toHaveTextContent('The file needs a Phone column');
  });

  it("requires the parameters the chosen template takes ('Parameter n is required'), keeping what was typed", async () => {
    const { q, user, save, created } = setup();
    await user.type(q.getByLabelText(/^Campaign Name/), 'Orders');
    await user.selectOptions(q.getByLabelText(/^Template/), 'order_update');
    const first = () => q.getByRole('textbox', { name: /^Parameter 1/ });
    await user.type(q.getByRole('textbox', { name: /^Header parameter 1/ }), '#1042');
    await user.type(q.getByRole('textbox', { name: /^Parameter 2/ }), '#1042');
    await save();
    expect(await q.findByText('Parameter 1 is required')).toBeInTheDocument();
    expect(q.queryByText('Parameter 2 is required')).not.toBeInTheDocument();
    expect(first()).toHaveFocus();
    expect(first()).toHaveAccessibleDescription(expect.stringContaining('Parameter 1 is required'));
    expect(q.getByRole('textbox', { name: /^Parameter 2/ })).toHaveValue('#1042');
    expect(created()).toHaveLength(0);
    // A blank value counts as missing.
    await user.type(first(), '   ');
    await save();
    expect(await q.findByText('Parameter 1 is required')).toBeInTheDocument();
    expect(created()).toHaveLength(0);
    await user.clear(first());
    await user.type(first(), 'Ann');
    await save();
    await waitFor(() => expect(created()).toHaveLength(1));
    expect(created()[0]?.parameters).toEqual({ header1: '#1042', param1: 'Ann', param2: '#1042' });
  });

  it("asks for a text header's parameter only for a template that has one ('Header parameter is required')", async () => {
    const { q, user, save, created } = setup();
    await user.type(q.getByLabelText(/^Campaign Name/), 'Orders');
    await user.selectOptions(q.getByLabelText(/^Template/), 'order_update');
    const header = q.getByRole('textbox', { name: /^Header parameter 1/ });
    await user.type(q.getByRole('textbox', { name: /^Parameter 1/ }), 'Ann');
    await user.type(q.getByRole('textbox', { name: /^Parameter 2/ }), '#1042');
    await save();
    await waitFor(() =>
      expect(header).toHaveAccessibleDescription(expect.stringContaining('Header parameter is required')),
    );
    expect(header).toHaveFocus();
    expect(created()).toHaveLength(0);
    // Values typed for a template's variables are not sent with a template that has fewer.
    await user.type(header, '#1042');
    await user.selectOptions(q.getByLabelText(/^Template/), 'welcome_message');
    await save();
    await waitFor(() => expect(created()).toHaveLength(1));
    expect(created()[0]?.parameters).toEqual({ param1: 'Ann' });
  });

  it('takes custom phone numbers, normalised, and says which one is invalid', async () => {
    const { q, user, save, created, nameAndWelcome } = setup();
    await nameAndWelcome('Custom');
    await user.selectOptions(q.getByLabelText('Recipients'), 'custom');
    await save();
    expect(await q.findByText('Please enter at least one phone number')).toBeInTheDocument();
    const phones = q.getByLabelText(/^Phone Numbers/);
    await user.type(phones, '9876543210, 12{Enter}');
    await save();
    expect(await q.findByText('Please enter a valid phone number: 12')).toBeInTheDocument();
    await user.clear(phones);
    await user.type(phones, '9876543210{Enter}+1 415 555 0123');
    await save();
    await waitFor(() => expect(created()).toHaveLength(1));
    expect(created()[0]?.audience).toEqual([{ phone: '+919876543210' }, { phone: '+14155550123' }]);
  });

  it('refuses a group without contacts', async () => {
    const { q, save, created, nameAndWelcome } = setup({}, createFixtures({ contacts: [] }));
    await nameAndWelcome('Nobody');
    await save();
    expect(await q.findByText('There are no contacts in this group yet')).toBeInTheDocument();
    expect(created()).toHaveLength(0);
  });

  it("reports 'Failed to create campaign' and the server's message", async () => {
    const { client, save, notify, onClose, nameAndWelcome } = setup();
    await nameAndWelcome('Fails');
    client.controls.failNext('campaigns.create');
    await save();
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Failed to create campaign'));
    client.controls.failNext('campaigns.create', { status: 422, message: 'Template is not approved' });
    await save();
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Template is not approved'));
    expect(onClose).not.toHaveBeenCalled();
  });

  it("edits a campaign: prefilled (values saved per recipient kept), PUT, 'Campaign updated successfully'", async () => {
    const campaign = makeCampaign({
      id: 'cmp_draft',
      name: 'Diwali offer',
      audience: [
        { phone: '+919812345678', parameters: { param1: 'Ann' } },
        { phone: '+14155550123', parameters: { param1: 'Ben' } },
      ],
      parameters: {},
      scheduledAt: null,
    });
    const { q, user, client, save, notify } = setup({ campaign });
    expect(screen.getByRole('dialog', { name: 'Edit Campaign' })).toBeInTheDocument();
    expect(q.getByLabelText(/^Campaign Name/)).toHaveValue('Diwali offer');
    expect(q.getByLabelText(/^Template/)).toHaveValue('welcome_message');
    expect(q.getByLabelText('Recipients')).toHaveValue('custom');
    expect(q.getByLabelText(/^Phone Numbers/)).toHaveValue('+919812345678\n+14155550123');
    expect(q.getByLabelText('Parameter 1 comes from')).toHaveValue('saved');
    expect((await q.findByText('Preview for Ann Lee')).parentElement).toHaveTextContent('Hi Ann, welcome to Acme!');
    await user.clear(q.getByLabelText(/^Campaign Name/));
    await user.type(q.getByLabelText(/^Campaign Name/), 'Diwali offer 2');
    await save();
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Campaign updated successfully'));
    const [id, body] = client.controls.callsTo('campaigns.update')[0] as [string, CampaignInput];
    expect(id).toBe('cmp_draft');
    expect(body).toMatchObject({
      name: 'Diwali offer 2',
      parameters: {},
      audience: [
        { phone: '+919812345678', parameters: { param1: 'Ann' } },
        { phone: '+14155550123', parameters: { param1: 'Ben' } },
      ],
    });
  });

  it("reports 'Failed to update campaign'", async () => {
    const { client, save, notify } = setup({ campaign: makeCampaign({ id: 'cmp_draft' }) });
    client.controls.failNext('campaigns.update');
    await save();
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Failed to update campaign'));
  });
});

describe('campaign audience helpers', () => {
  const now = Date.parse('2026-11-21T10:00:00Z');
  const contacts = [
    makeContact({ id: 'a', phone: '9876543210', tags: ['vip'], createdAt: '2026-11-01T00:00:00Z' }),
    makeContact({ id: 'b', phone: '+14155550123', tags: ['Lead'], createdAt: '2026-01-01T00:00:00Z' }),
    makeContact({ id: 'c', phone: '+919876543210', tags: [], createdAt: 'junk' }),
  ];
  it('resolves groups: all (deduplicated), VIP by tag, new subscribers from the last 30 days', () => {
    expect(audienceFor('all_contacts', contacts, now)).toEqual(['+919876543210', '+14155550123']);
    expect(audienceFor('segment_1', contacts, now)).toEqual(['+919876543210']);
    expect(audienceFor('segment_2', contacts, now)).toEqual(['+919876543210']);
    expect(audienceFor('custom', contacts, now)).toEqual([]);
  });
  it('parses typed phones', () => {
    expect(parsePhones(' 9876543210 ;\n\n+1 415-555-0123, abc ')).toEqual({
      phones: ['+919876543210', '+14155550123'],
      invalid: ['abc'],
    });
  });
});
