import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CampaignInput } from '@wacrm/whatsapp-sdk';
import { createFixtures, makeCampaign, makeContact } from '@wacrm/whatsapp-sdk/testing';
import { harness } from '../../internal/testing';
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
    await user.type(q.getByLabelText(/^Customer Name/), 'Ann');
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

  it('offers only approved templates and the four recipient choices', () => {
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
    ]);
    expect(q.getByLabelText(/^Customer Name/)).toBeInTheDocument();
    expect(q.getByLabelText(/^Discount Percentage/)).toBeInTheDocument();
    expect(q.getByLabelText(/^Promo Code/)).toBeInTheDocument();
    expect(q.getByLabelText(/^Schedule For/)).toHaveAttribute('type', 'datetime-local');
  });

  it('offers a template kept in two languages once (a campaign names its template, not a language)', () => {
    const fixtures = createFixtures();
    const welcome = fixtures.templates.find((t) => t.name === 'welcome_message');
    if (welcome) fixtures.templates.push({ ...welcome, id: 'tpl_welcome_es', language: 'es_ES' });
    const { q } = setup({}, fixtures);
    const templates = within(q.getByLabelText(/^Template/))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(templates).toEqual(['Select a template', 'Welcome message', 'Order update']);
  });

  it('creates a campaign as { name, templateName, audience: [{ phone }], scheduledAt, parameters }', async () => {
    const { q, user, save, created, notify, onClose, onSaved } = setup();
    await user.type(q.getByLabelText(/^Campaign Name/), 'Spring sale');
    await user.selectOptions(q.getByLabelText(/^Template/), 'welcome_message');
    await user.selectOptions(q.getByLabelText('Recipients'), 'segment_1');
    await waitFor(() => expect(q.getByText('1 recipient')).toBeInTheDocument());
    await user.type(q.getByLabelText(/^Schedule For/), '2026-12-01T09:30');
    await user.type(q.getByLabelText(/^Customer Name/), 'Ann');
    await user.type(q.getByLabelText(/^Discount Percentage/), '20');
    await user.type(q.getByLabelText(/^Promo Code/), 'SPRING20');
    await save();
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Campaign created successfully'));
    expect(created()).toEqual([
      {
        name: 'Spring sale',
        templateName: 'welcome_message',
        audience: [{ phone: '+14155550123' }],
        scheduledAt: new Date('2026-12-01T09:30').toISOString(),
        parameters: { param1: 'Ann', param2: '20', param3: 'SPRING20' },
      },
    ]);
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ name: 'Spring sale', status: 'draft' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('sends all contacts, without a schedule, as scheduledAt null', async () => {
    const { q, save, created, nameAndWelcome } = setup();
    await nameAndWelcome('Everyone');
    await waitFor(() => expect(q.getByText('5 recipients')).toBeInTheDocument());
    await save();
    await waitFor(() => expect(created()).toHaveLength(1));
    expect(created()[0]?.audience).toHaveLength(5);
    expect(created()[0]?.scheduledAt).toBeNull();
    expect(created()[0]?.parameters).toEqual({ param1: 'Ann' });
  });

  it("requires the parameters the chosen template takes ('Parameter n is required'), keeping what was typed", async () => {
    const { q, user, save, created } = setup();
    await user.type(q.getByLabelText(/^Campaign Name/), 'Orders');
    // order_update: 'Hi {{1}}, your order {{2}} is *on its way*.' (its header's {{1}} takes 'Header parameter 1').
    await user.selectOptions(q.getByLabelText(/^Template/), 'order_update');
    await user.type(q.getByLabelText(/^Header parameter 1/), '#1042');
    expect(q.getByLabelText(/^Customer Name/)).toBeRequired();
    expect(q.getByLabelText(/^Discount Percentage/)).toBeRequired();
    expect(q.getByLabelText(/^Promo Code/)).not.toBeRequired();
    await user.type(q.getByLabelText(/^Discount Percentage/), '#1042');
    await save();
    expect(await q.findByText('Parameter 1 is required')).toBeInTheDocument();
    expect(q.queryByText('Parameter 2 is required')).not.toBeInTheDocument();
    expect(q.getByLabelText(/^Customer Name/)).toHaveFocus();
    expect(q.getByLabelText(/^Customer Name/)).toHaveAccessibleDescription('Parameter 1 is required');
    expect(q.getByLabelText(/^Discount Percentage/)).toHaveValue('#1042');
    expect(q.getByLabelText(/^Campaign Name/)).toHaveValue('Orders');
    expect(created()).toHaveLength(0);
    // A blank value counts as missing.
    await user.type(q.getByLabelText(/^Customer Name/), '   ');
    await save();
    expect(await q.findByText('Parameter 1 is required')).toBeInTheDocument();
    expect(created()).toHaveLength(0);
    await user.clear(q.getByLabelText(/^Customer Name/));
    await user.type(q.getByLabelText(/^Customer Name/), 'Ann');
    await save();
    await waitFor(() => expect(created()).toHaveLength(1));
    expect(created()[0]?.parameters).toEqual({ header1: '#1042', param1: 'Ann', param2: '#1042' });
    expect(q.queryByText('Parameter 1 is required')).not.toBeInTheDocument();
  });

  it("asks for a text header's parameter only for a template that has one ('Header parameter is required')", async () => {
    const { q, user, save, created } = setup();
    await user.type(q.getByLabelText(/^Campaign Name/), 'Orders');
    await user.selectOptions(q.getByLabelText(/^Template/), 'welcome_message');
    expect(q.queryByLabelText(/^Header parameter/)).not.toBeInTheDocument();
    await user.selectOptions(q.getByLabelText(/^Template/), 'order_update');
    const header = q.getByLabelText(/^Header parameter 1/);
    expect(header).toBeRequired();
    await user.type(q.getByLabelText(/^Customer Name/), 'Ann');
    await user.type(q.getByLabelText(/^Discount Percentage/), '#1042');
    await save();
    await waitFor(() => expect(header).toHaveAccessibleDescription('Header parameter is required'));
    expect(header).toHaveFocus();
    expect(created()).toHaveLength(0);
    // A header value typed for a template that has one is not sent with one that has none.
    await user.type(header, '#1042');
    await user.selectOptions(q.getByLabelText(/^Template/), 'welcome_message');
    await save();
    await waitFor(() => expect(created()).toHaveLength(1));
    expect(created()[0]?.parameters).toEqual({ param1: 'Ann', param2: '#1042' });
  });

  it('refuses a template that takes more parameters than the three fields', async () => {
    const fixtures = createFixtures();
    const base = fixtures.templates.find((t) => t.name === 'welcome_message')!;
    const wide = {
      ...base,
      id: 'tpl_wide',
      name: 'wide_offer',
      displayName: 'Wide offer',
      components: [{ type: 'BODY' as const, text: '{{1}}, {{2}} off {{3}} until {{4}}.' }],
    };
    const { q, user, save, created } = setup({ templates: [...fixtures.templates, wide] }, fixtures);
    await user.type(q.getByLabelText(/^Campaign Name/), 'Wide');
    await user.selectOptions(q.getByLabelText(/^Template/), 'wide_offer');
    for (const label of [/^Customer Name/, /^Discount Percentage/, /^Promo Code/]) {
      await user.type(q.getByLabelText(label), 'x');
    }
    await save();
    expect(await q.findByText('This template needs 4 parameters; a campaign fills at most 3')).toBeInTheDocument();
    expect(created()).toHaveLength(0);
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

  it("edits a campaign: prefilled, PUT, 'Campaign updated successfully'", async () => {
    const campaign = makeCampaign({
      id: 'cmp_draft',
      name: 'Diwali offer',
      parameters: { param1: 'Ann', param3: 'DIWALI' },
      scheduledAt: null,
    });
    const { q, user, client, save, notify } = setup({ campaign });
    expect(screen.getByRole('dialog', { name: 'Edit Campaign' })).toBeInTheDocument();
    expect(q.getByLabelText(/^Campaign Name/)).toHaveValue('Diwali offer');
    expect(q.getByLabelText(/^Template/)).toHaveValue('welcome_message');
    expect(q.getByLabelText('Recipients')).toHaveValue('custom');
    expect(q.getByLabelText(/^Phone Numbers/)).toHaveValue('+919812345678\n+14155550123');
    expect(q.getByLabelText(/^Promo Code/)).toHaveValue('DIWALI');
    await user.clear(q.getByLabelText(/^Campaign Name/));
    await user.type(q.getByLabelText(/^Campaign Name/), 'Diwali offer 2');
    await save();
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Campaign updated successfully'));
    const [id, body] = client.controls.callsTo('campaigns.update')[0] as [string, CampaignInput];
    expect(id).toBe('cmp_draft');
    expect(body).toMatchObject({ name: 'Diwali offer 2', parameters: { param1: 'Ann', param3: 'DIWALI' } });
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
