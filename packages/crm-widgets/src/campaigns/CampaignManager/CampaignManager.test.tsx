import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@wacrm/whatsapp-sdk';
import {
  createFakeWacrmClient,
  createFixtures,
  DEMO_CLIENT_ID,
  makeCampaign,
  makeTemplate,
} from '@wacrm/whatsapp-sdk/testing';
import { WacrmProvider } from '../../provider';
import type { TemplateEditorProps } from '../../templates/TemplateEditor/TemplateEditor';
import { harness } from '../../testing/harness';
import { CampaignManager } from './CampaignManager';

function setup(fixtures = createFixtures(), props: Parameters<typeof CampaignManager>[0] = {}) {
  const notify = { success: vi.fn(), error: vi.fn() };
  const h = harness({ fixtures }, notify);
  const user = userEvent.setup();
  const utils = render(h.wrap(<CampaignManager pollIntervalMs={0} {...props} />));
  return { ...h, notify, user, ...utils };
}

const campaignCard = (name: string) => screen.getByRole('listitem', { name });

afterEach(() => {
  vi.useRealTimers();
});

describe('CampaignManager: header, banner and tabs', () => {
  it('shows the three header buttons and the connection banner with the phone number id', async () => {
    const fixtures = createFixtures();
    fixtures.connection = { connected: true, status: 'connected', phoneNumberId: '1234567890' };
    setup(fixtures);
    for (const name of ['Quick Message', 'New Template', 'New Campaign']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    const banner = (await screen.findByText('WhatsApp Connected')).closest('[role="status"]');
    expect(banner).toHaveTextContent('WhatsApp Connected');
    expect(banner).toHaveTextContent('1234567890');
  });

  it("shows 'WhatsApp Disconnected' when the status is not 'connected'", async () => {
    const fixtures = createFixtures();
    fixtures.connection = { connected: false, status: 'disconnected' };
    setup(fixtures);
    expect((await screen.findByText('WhatsApp Disconnected')).closest('[role="status"]')).toBeInTheDocument();
    expect(screen.queryByText('WhatsApp Connected')).not.toBeInTheDocument();
  });

  it('offers Connect WhatsApp in the banner when disconnected, and shows the connection once made', async () => {
    const fixtures = createFixtures();
    fixtures.connection = { connected: false, status: 'disconnected' };
    const { user, notify } = setup(fixtures);
    await user.click(await screen.findByRole('button', { name: 'Connect WhatsApp' }));
    const dialog = await screen.findByRole('dialog', { name: 'Connect WhatsApp' });
    await user.type(within(dialog).getByLabelText(/^Access Token/), 'EAAG-test');
    await user.type(within(dialog).getByRole('textbox', { name: /Phone Number ID/ }), '109876');
    await user.click(within(dialog).getByRole('button', { name: 'Connect' }));
    expect(await screen.findByText('WhatsApp Connected')).toBeInTheDocument();
    expect(screen.getByText('Phone Number ID: 109876')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Connect WhatsApp' })).not.toBeInTheDocument();
    expect(notify.success).toHaveBeenCalledWith('WhatsApp connected successfully');
  });

  it("reports 'Failed to get connection status' and shows the banner as disconnected", async () => {
    const notify = { success: vi.fn(), error: vi.fn() };
    const h = harness({}, notify);
    h.client.controls.failNext('getConnectionStatus');
    render(h.wrap(<CampaignManager pollIntervalMs={0} />));
    expect(await screen.findByText('WhatsApp Disconnected')).toBeInTheDocument();
    // The banner can read 'Disconnected' a render before the failed call's notice is sent.
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Failed to get connection status'));
  });

  it('works for the clientId it is given instead of the provider one', async () => {
    const h = harness();
    const spy = vi.spyOn(h.client, 'whatsapp');
    render(h.wrap(<CampaignManager clientId="user_other" pollIntervalMs={0} />));
    await screen.findByRole('listitem', { name: 'Diwali offer' });
    expect(spy).toHaveBeenCalledWith('user_other');
  });

  it("uses the host's TemplateEditor from the components map instead of loading its own", async () => {
    const HostEditor = ({ template, onClose }: TemplateEditorProps) => (
      <div role="dialog" aria-label="Host editor">
        {template ? template.name : 'new'}
        <button onClick={onClose}>Done</button>
      </div>
    );
    const user = userEvent.setup();
    render(
      <WacrmProvider
        client={createFakeWacrmClient()}
        clientId={DEMO_CLIENT_ID}
        components={{ TemplateEditor: HostEditor as never }}
      >
        <CampaignManager pollIntervalMs={0} />
      </WacrmProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'New Template' }));
    expect(screen.getByRole('dialog', { name: 'Host editor' })).toHaveTextContent('new');
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog', { name: 'Host editor' })).not.toBeInTheDocument();
  });

  it('shows three tabs, campaigns and templates with their counts', async () => {
    setup();
    const tabs = await screen.findAllByRole('tab');
    expect(tabs).toHaveLength(3);
    await waitFor(() => expect(screen.getByRole('tab', { name: /Campaigns/ })).toHaveTextContent('Campaigns 3'));
    await waitFor(() => expect(screen.getByRole('tab', { name: /Templates/ })).toHaveTextContent('Templates 4'));
    expect(screen.getByRole('tab', { name: /Analytics/ })).toBeInTheDocument();
  });

  it('opens on the tab it is given', async () => {
    setup(createFixtures(), { initialTab: 'templates' });
    expect(screen.getByRole('tab', { name: /Templates/ })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('Approved Templates')).toBeInTheDocument();
  });
});

describe('CampaignManager: campaigns tab', () => {
  it('computes the stat cards from status values and figures', async () => {
    const fixtures = createFixtures({
      campaigns: [
        makeCampaign({ id: 'a', name: 'A', status: 'active', sent: 100, read: 50 }),
        makeCampaign({ id: 'b', name: 'B', status: 'ACTIVE' as never, sent: 100, read: 25 }),
        makeCampaign({ id: 'c', name: 'C', status: 'paused', sent: 0, read: 0 }),
      ],
    });
    setup(fixtures);
    await screen.findByRole('listitem', { name: 'A' });
    // 'active' counted from status values: B has 'ACTIVE' and counts too (case-insensitive).
    expect(screen.getByText('Active Campaigns').parentElement?.parentElement).toHaveTextContent('2');
    expect(screen.getByText('Currently running')).toBeInTheDocument();
    expect(screen.getByText('Messages Sent').parentElement?.parentElement).toHaveTextContent('200');
    expect(screen.getByText('This month')).toBeInTheDocument();
    // (50 + 25) / 200 = 37.5 -> 38
    expect(screen.getByText('Open Rate', { selector: '*:not(dt)' }).parentElement?.parentElement).toHaveTextContent(
      '38%',
    );
    expect(screen.getByText('Average')).toBeInTheDocument();
  });

  it('shows an open rate of 0 when nothing was sent', async () => {
    setup(createFixtures({ campaigns: [makeCampaign({ id: 'z', name: 'Zero', sent: 0, read: 0 })] }));
    const card = await screen.findByRole('listitem', { name: 'Zero' });
    expect(within(card).getByText('0%')).toBeInTheDocument();
  });

  it('shows per-campaign open rate = read / sent x 100 rounded', async () => {
    setup(createFixtures({ campaigns: [makeCampaign({ id: 'r', name: 'Rounded', sent: 3, read: 2 })] }));
    const card = await screen.findByRole('listitem', { name: 'Rounded' });
    expect(within(card).getByText('67%')).toBeInTheDocument();
  });

  it("shows the empty state 'No campaigns yet' with 'Create Campaign'", async () => {
    const { user } = setup(createFixtures({ campaigns: [] }));
    expect(await screen.findByRole('heading', { name: 'No campaigns yet' })).toBeInTheDocument();
    expect(screen.getByText('Create your first campaign to get started')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Campaign' }));
    expect(await screen.findByRole('dialog', { name: 'Create Campaign' })).toBeInTheDocument();
  });

  it('shows Launch for draft, Pause for active and no toggle for other statuses', async () => {
    setup();
    await screen.findByRole('listitem', { name: 'Diwali offer' });
    expect(within(campaignCard('Diwali offer')).getByRole('button', { name: 'Launch Diwali offer' })).toHaveTextContent(
      'Launch',
    );
    expect(within(campaignCard('Black Friday')).getByRole('button', { name: 'Pause Black Friday' })).toHaveTextContent(
      'Pause',
    );
    const done = campaignCard('Order follow-up');
    expect(within(done).queryByRole('button', { name: /Launch|Pause|Resume/ })).not.toBeInTheDocument();
  });

  it('a completed campaign is view only: View opens its details, no Edit, no form', async () => {
    const { user, client } = setup();
    const done = await screen.findByRole('listitem', { name: 'Order follow-up' });
    expect(within(done).queryByRole('button', { name: 'Edit Order follow-up' })).not.toBeInTheDocument();
    await user.click(within(done).getByRole('button', { name: 'View Order follow-up' }));
    const dialog = await screen.findByRole('dialog', { name: 'Campaign: Order follow-up' });
    expect(dialog).toHaveTextContent('This campaign has completed: what it sent can no longer be changed.');
    expect(within(dialog).getByText('Completed')).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' })[0] as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(client.controls.callsTo('campaigns.update')).toHaveLength(0);
    // Other campaigns keep Edit.
    expect(within(campaignCard('Black Friday')).getByRole('button', { name: 'Edit Black Friday' })).toBeEnabled();
  });

  it('launches a draft: start call, Active badge, Pause button, success notice', async () => {
    const { user, client, notify } = setup();
    await user.click(await screen.findByRole('button', { name: 'Launch Diwali offer' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Campaign started successfully'));
    expect(client.controls.callsTo('campaigns.start')).toEqual([['cmp_draft']]);
    const card = campaignCard('Diwali offer');
    expect(within(card).getByText('Active')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Pause Diwali offer' })).toBeInTheDocument();
  });

  it('pauses an active campaign, then resumes it: the toggle pauses and starts it again', async () => {
    const { user, client, notify } = setup();
    await user.click(await screen.findByRole('button', { name: 'Pause Black Friday' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Campaign paused successfully'));
    expect(client.controls.callsTo('campaigns.pause')).toEqual([['cmp_active']]);
    const card = campaignCard('Black Friday');
    expect(within(card).getByText('Paused')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /Launch|Pause/ })).not.toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Resume Black Friday' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Campaign started successfully'));
    expect(client.controls.callsTo('campaigns.start')).toEqual([['cmp_active']]);
    expect(within(card).getByText('Active')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Pause Black Friday' })).toHaveTextContent('Pause');
  });

  it("reports 'Failed to start campaign' and 'Failed to pause campaign'", async () => {
    const { user, client, notify } = setup();
    client.controls.failNext('campaigns.start');
    await user.click(await screen.findByRole('button', { name: 'Launch Diwali offer' }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Failed to start campaign'));
    client.controls.failNext('campaigns.pause');
    await user.click(screen.getByRole('button', { name: 'Pause Black Friday' }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Failed to pause campaign'));
    expect(within(campaignCard('Diwali offer')).getByText('Draft')).toBeInTheDocument();
  });

  it('asks before deleting a campaign and deletes on confirm', async () => {
    const { user, client, notify } = setup();
    await user.click(await screen.findByRole('button', { name: 'Delete Diwali offer' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete this campaign?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(client.controls.callsTo('campaigns.remove')).toHaveLength(0);
    expect(campaignCard('Diwali offer')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete Diwali offer' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Campaign deleted successfully'));
    expect(client.controls.callsTo('campaigns.remove')).toEqual([['cmp_draft']]);
    expect(screen.queryByRole('listitem', { name: 'Diwali offer' })).not.toBeInTheDocument();
  });

  it("reports 'Failed to delete campaign' and keeps the campaign", async () => {
    const { user, client, notify } = setup();
    client.controls.failNext('campaigns.remove');
    await user.click(await screen.findByRole('button', { name: 'Delete Diwali offer' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Failed to delete campaign'));
    expect(campaignCard('Diwali offer')).toBeInTheDocument();
  });

  it("shows 'Failed to get campaigns' inline and as a notice, and retries", async () => {
    const notify = { success: vi.fn(), error: vi.fn() };
    const h = harness({}, notify);
    h.client.controls.failNext('campaigns.list');
    const user = userEvent.setup();
    render(h.wrap(<CampaignManager pollIntervalMs={0} />));
    expect(await screen.findByText('Failed to get campaigns')).toBeInTheDocument();
    // The notice is sent from an effect after the render that shows the inline error.
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Failed to get campaigns'));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('listitem', { name: 'Diwali offer' })).toBeInTheDocument();
  });

  it('refreshes the figures of running campaigns while one is active', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fixtures = createFixtures();
    const h = harness({ fixtures });
    render(h.wrap(<CampaignManager pollIntervalMs={1000} />));
    const card = await screen.findByRole('listitem', { name: 'Black Friday' });
    expect(within(card).getByText('120')).toBeInTheDocument();
    const active = h.client.controls.db.campaigns.find((c) => c.id === 'cmp_active');
    if (active) Object.assign(active, { sent: 130, delivered: 125, read: 99 });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1100);
    });
    await waitFor(() => expect(within(campaignCard('Black Friday')).getByText('130')).toBeInTheDocument());
    expect(within(campaignCard('Black Friday')).getByText('99')).toBeInTheDocument();
  });
});

describe('CampaignManager: templates tab', () => {
  it('counts Approved, Pending Review and Rejected from status values', async () => {
    const fixtures = createFixtures({
      templates: [
        makeTemplate({ id: 't1', name: 'a', status: 'APPROVED' }),
        makeTemplate({ id: 't2', name: 'b', status: 'APPROVED' }),
        makeTemplate({ id: 't3', name: 'c', status: 'PENDING' }),
        makeTemplate({ id: 't4', name: 'd', status: 'REJECTED' }),
        makeTemplate({ id: 't5', name: 'e', status: 'REJECTED' }),
        makeTemplate({ id: 't6', name: 'f', status: 'REJECTED' }),
        makeTemplate({ id: 't7', name: 'g', displayName: 'Gee', status: 'PAUSED' }),
      ],
    });
    const { user } = setup(fixtures);
    await user.click(screen.getByRole('tab', { name: /Templates/ }));
    await screen.findByRole('table');
    // Each stat card: title, value, caption.
    const card = (caption: string) => screen.getByText(caption).parentElement;
    expect(card('Ready to use')).toHaveTextContent(/^Approved Templates\s*2\s*Ready to use$/);
    expect(card('Awaiting approval')).toHaveTextContent(/^Pending Review\s*1\s*Awaiting approval$/);
    expect(card('Need revision')).toHaveTextContent(/^Rejected\s*3\s*Need revision$/);
    // An unknown status renders neutrally instead of crashing.
    expect(within(screen.getByRole('row', { name: /Gee/ })).getByText('Paused')).toBeInTheDocument();
  });

  it('fetches the templates again when the tab is opened (Meta reviews them on its side)', async () => {
    const { user, client } = setup();
    await user.click(screen.getByRole('tab', { name: /Templates/ }));
    const row = await screen.findByRole('row', { name: /Weekend promo/ });
    expect(within(row).getByText('Pending')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: /Campaigns/ }));
    const promo = client.controls.db.templates.find((t) => t.id === 'tpl_promo');
    if (promo) promo.status = 'APPROVED';
    await user.click(screen.getByRole('tab', { name: /Templates/ }));
    await waitFor(() =>
      expect(within(screen.getByRole('row', { name: /Weekend promo/ })).getByText('Approved')).toBeInTheDocument(),
    );
  });

  it('renders its title at the given heading level, the headings inside one level below', async () => {
    const { client, user } = setup(createFixtures({ templates: [] }), { headingLevel: 1, initialTab: 'templates' });
    expect(screen.getByRole('heading', { level: 1, name: 'Campaign Manager' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'No templates yet' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: /Analytics/ }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Delivery analytics' })).toBeInTheDocument();
    expect(client.controls.callsTo('analytics.get').length).toBeGreaterThan(0);
  });

  it("shows the empty state 'No templates yet' with 'Create Template', which opens the editor", async () => {
    const { user } = setup(createFixtures({ templates: [] }));
    await user.click(screen.getByRole('tab', { name: /Templates/ }));
    expect(await screen.findByRole('heading', { name: 'No templates yet' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Template' }));
    expect(await screen.findByRole('dialog', { name: 'Create Template' })).toBeInTheDocument();
  });

  it('offers edit, view, copy and delete on every row', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('tab', { name: /Templates/ }));
    const row = await screen.findByRole('row', { name: /Order update/ });
    for (const action of ['Edit', 'View', 'Copy', 'Delete']) {
      expect(within(row).getByRole('button', { name: `${action} Order update` })).toBeInTheDocument();
    }
  });

  it("disables Edit for a template in review, with Meta's rule as its description; Copy stays available", async () => {
    const { user } = setup();
    await user.click(screen.getByRole('tab', { name: /Templates/ }));
    const pending = await screen.findByRole('row', { name: /Weekend promo/ });
    const edit = within(pending).getByRole('button', { name: 'Edit Weekend promo' });
    expect(edit).toBeDisabled();
    expect(edit).toHaveAccessibleDescription('Only approved, rejected or paused templates can be edited');
    expect(within(pending).getByRole('button', { name: 'Copy Weekend promo' })).toBeEnabled();
    const rejected = screen.getByRole('row', { name: /Flash sale/ });
    expect(within(rejected).getByRole('button', { name: 'Edit Flash sale' })).toBeEnabled();
  });

  it('views a template read-only in a WhatsApp preview', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('tab', { name: /Templates/ }));
    await user.click(await screen.findByRole('button', { name: 'View Order update' }));
    const dialog = await screen.findByRole('dialog', { name: 'Template: Order update' });
    expect(within(dialog).getByText('Order #1042')).toBeInTheDocument();
    expect(within(dialog).getByText('on its way')).toContainHTML('on its way');
    expect(within(dialog).getByText('on its way').tagName).toBe('STRONG');
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('edits a template in the (lazily loaded) editor', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('tab', { name: /Templates/ }));
    await user.click(await screen.findByRole('button', { name: 'Edit Order update' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Template' });
    expect(within(dialog).getByLabelText(/^Template Name/)).toHaveValue('order_update');
  });

  it('copies a template into a new one named <name>_copy', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('tab', { name: /Templates/ }));
    await user.click(await screen.findByRole('button', { name: 'Copy Order update' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Template' });
    expect(within(dialog).getByLabelText(/^Template Name/)).toHaveValue('order_update_copy');
    expect(within(dialog).getByLabelText(/^Header Text/)).toHaveValue('Order {{1}}');
  });

  it('asks before deleting a template, then deletes it', async () => {
    const { user, client, notify } = setup();
    await user.click(screen.getByRole('tab', { name: /Templates/ }));
    await user.click(await screen.findByRole('button', { name: 'Delete Order update' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete this template?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Template deleted successfully'));
    expect(client.controls.callsTo('templates.remove')).toEqual([['tpl_order']]);
    expect(screen.queryByRole('row', { name: /Order update/ })).not.toBeInTheDocument();
  });

  it("reports 'Failed to delete template'", async () => {
    const { user, client, notify } = setup();
    client.controls.failNext('templates.remove');
    await user.click(screen.getByRole('tab', { name: /Templates/ }));
    await user.click(await screen.findByRole('button', { name: 'Delete Order update' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Failed to delete template'));
    expect(screen.getByRole('row', { name: /Order update/ })).toBeInTheDocument();
  });

  it("shows 'Failed to get templates' when the list fails", async () => {
    const notify = { success: vi.fn(), error: vi.fn() };
    const h = harness({}, notify);
    h.client.controls.failNext('templates.list');
    const user = userEvent.setup();
    render(h.wrap(<CampaignManager pollIntervalMs={0} />));
    await user.click(screen.getByRole('tab', { name: /Templates/ }));
    expect(await screen.findByText('Failed to get templates')).toBeInTheDocument();
    // The notice is sent from an effect after the render that shows the inline error.
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith(MESSAGES.api.getTemplates));
  });
});

describe('CampaignManager: analytics tab', () => {
  it('shows real delivery analytics with rates, an accessible chart and the figures as a table', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('tab', { name: /Analytics/ }));
    const chart = await screen.findByRole('img', { name: /Messages per day/ });
    expect(chart).toHaveAccessibleDescription(/from November 19 to November 21 \(3 days\)/);
    const table = screen.getByRole('table', { name: 'Messages per day' });
    expect(within(table).getByRole('row', { name: /November 20/ })).toHaveTextContent('November 20605541' + '1');
    expect(screen.getByText('Delivery Rate').parentElement?.parentElement).toHaveTextContent('92%');
    expect(screen.getByText('Read Rate').parentElement?.parentElement).toHaveTextContent('70%');
  });

  it("reports 'Failed to get analytics' inline and as a notice", async () => {
    const notify = { success: vi.fn(), error: vi.fn() };
    const h = harness({}, notify);
    h.client.controls.failNext('analytics.get');
    const user = userEvent.setup();
    render(h.wrap(<CampaignManager pollIntervalMs={0} initialTab="analytics" />));
    expect(await screen.findByText('Failed to get analytics')).toBeInTheDocument();
    // The notice is sent from an effect after the render that shows the inline error.
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Failed to get analytics'));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('img', { name: 'Messages per day' })).toBeInTheDocument();
  });
});
