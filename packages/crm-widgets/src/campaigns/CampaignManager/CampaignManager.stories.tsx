import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createFixtures, makeCampaign, makeTemplate } from '@wacrm/whatsapp-sdk/testing';
import { page, withFakeClient } from '../../testing/storyKit';
import { CampaignManager } from './CampaignManager';
import { expectFitsPhone, lineCount, phoneGlobals, tabletGlobals } from '../../testing/phoneStory';
import { usage } from '../../../../../.storybook/docs/usage';
import { campaignLabels } from '../labels';

/** The docs page's usage notes (same four sections on every component). */
const usageNotes = usage({
  whenToUse:
    "The campaigns workspace: the WhatsApp connection banner, Campaigns and Templates tabs, each campaign's progress and actions (launch, pause, edit, delete), and the template list with review status.",
  states:
    'Loading, populated, empty (no campaigns / no templates yet), load error with Retry, disconnected WhatsApp, pending and rejected templates; a paused campaign offers Resume, a completed one is view only (its details).',
  accessibility:
    'The banner is a `status`. Tabs follow the tabs pattern (Left/Right, Home/End). Each campaign is a `listitem` named by the campaign; its buttons name the campaign ("Launch Diwali offer"). Deleting asks through a `ConfirmDialog` (focus on Cancel).',
  labels: { from: 'campaignLabels', labels: campaignLabels },
});

const meta = {
  title: 'Widgets/Campaigns/CampaignManager',
  component: CampaignManager,
  args: { pollIntervalMs: 0 },
  parameters: { layout: 'fullscreen', docs: { description: { component: usageNotes } } },
} satisfies Meta<typeof CampaignManager>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  decorators: [withFakeClient()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('WhatsApp Connected')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('tab', { name: /Campaigns/ })).toHaveTextContent('3'));
    await expect(canvas.getByRole('tab', { name: /Templates/ })).toHaveTextContent('4');
    const draft = await canvas.findByRole('listitem', { name: 'Diwali offer' });
    await expect(within(draft).getByRole('button', { name: 'Launch Diwali offer' })).toBeVisible();
    const active = canvas.getByRole('listitem', { name: 'Black Friday' });
    await expect(within(active).getByRole('button', { name: 'Pause Black Friday' })).toBeVisible();
    await expect(within(active).getByText('70%')).toBeVisible();
  },
};

export const Loading: Story = {
  decorators: [withFakeClient({ latencyMs: 600_000 })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('Loading').length).toBeGreaterThan(0);
    await expect(canvas.getByRole('button', { name: 'New Campaign' })).toBeEnabled();
  },
};

export const Empty: Story = {
  decorators: [withFakeClient({ fixtures: createFixtures({ campaigns: [], templates: [] }) })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No campaigns yet' })).toBeVisible();
    await expect(canvas.getByText('Create your first campaign to get started')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Create Campaign' })).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: /Templates/ }));
    await expect(await canvas.findByRole('heading', { name: 'No templates yet' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Create Template' })).toBeVisible();
  },
};

export const LoadError: Story = {
  decorators: [
    withFakeClient({
      prepare: (client) => {
        client.controls.setFailure('campaigns.list', {});
        client.controls.setFailure('templates.list', {});
      },
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Could not load campaigns')).toBeVisible();
    await expect(canvas.getAllByText('Failed to get campaigns').length).toBeGreaterThan(0);
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

export const Disconnected: Story = {
  decorators: [
    withFakeClient({ fixtures: createFixtures({ connection: { connected: false, status: 'disconnected' } }) }),
  ],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('WhatsApp Disconnected')).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: 'Connect WhatsApp' })).toBeVisible();
  },
};

export const LaunchAndPause: Story = {
  decorators: [withFakeClient()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Launch Diwali offer' }));
    await expect(await within(page(canvasElement)).findByText('Campaign started successfully')).toBeInTheDocument();
    const card = canvas.getByRole('listitem', { name: 'Diwali offer' });
    await expect(within(card).getByText('Active')).toBeVisible();
    await userEvent.click(within(card).getByRole('button', { name: 'Pause Diwali offer' }));
    await expect(await within(page(canvasElement)).findByText('Campaign paused successfully')).toBeInTheDocument();
    await expect(within(card).getByText('Paused')).toBeVisible();
    // A paused campaign can be resumed (the toggle's start).
    await expect(within(card).getByRole('button', { name: 'Resume Diwali offer' })).toBeVisible();
  },
};

/** A completed campaign is view only: its card offers View (its details), not Edit. */
export const CompletedViewOnly: Story = {
  decorators: [withFakeClient()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const done = await canvas.findByRole('listitem', { name: 'Order follow-up' });
    await expect(within(done).queryByRole('button', { name: 'Edit Order follow-up' })).toBeNull();
    await userEvent.click(within(done).getByRole('button', { name: 'View Order follow-up' }));
    const dialog = await within(page(canvasElement)).findByRole('dialog', { name: 'Campaign: Order follow-up' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(dialog).toHaveTextContent('This campaign has completed: what it sent can no longer be changed.');
  },
};

export const DeleteCampaignConfirmation: Story = {
  decorators: [withFakeClient()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete Diwali offer' }));
    const dialog = await within(page(canvasElement)).findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('Are you sure you want to delete this campaign?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(await within(page(canvasElement)).findByText('Campaign deleted successfully')).toBeInTheDocument();
    await expect(canvas.queryByRole('listitem', { name: 'Diwali offer' })).not.toBeInTheDocument();
  },
};

export const TemplatesTab: Story = {
  args: { initialTab: 'templates' },
  decorators: [withFakeClient()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = await canvas.findByRole('row', { name: /Order update/ });
    for (const action of ['Edit', 'View', 'Copy', 'Delete']) {
      await expect(within(row).getByRole('button', { name: `${action} Order update` })).toBeVisible();
    }
    await expect(canvas.getByText('Ready to use').parentElement).toHaveTextContent('2');
    await expect(canvas.getByText('Awaiting approval').parentElement).toHaveTextContent('1');
    await expect(canvas.getByText('Need revision').parentElement).toHaveTextContent('1');
  },
};

export const ViewTemplate: Story = {
  args: { initialTab: 'templates' },
  decorators: [withFakeClient()],
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'View Order update' }));
    const dialog = await within(page(canvasElement)).findByRole('dialog', { name: 'Template: Order update' });
    await waitFor(() => expect(within(dialog).getByText('on its way')).toBeVisible());
    await expect(within(dialog).getByText('Track order')).toBeInTheDocument();
  },
};

export const DeleteTemplateConfirmation: Story = {
  args: { initialTab: 'templates' },
  decorators: [withFakeClient()],
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Delete Flash sale' }));
    const dialog = await within(page(canvasElement)).findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('Are you sure you want to delete this template?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(within(page(canvasElement)).queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

export const AnalyticsTab: Story = {
  args: { initialTab: 'analytics' },
  decorators: [withFakeClient()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('img', { name: 'Messages per day' })).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Messages per day' })).toBeVisible();
    await expect(canvas.getByText('Delivery Rate').parentElement?.parentElement).toHaveTextContent('92%');
  },
};

export const NewCampaignModal: Story = {
  decorators: [withFakeClient()],
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'New Campaign' }));
    const dialog = await within(page(canvasElement)).findByRole('dialog', { name: 'Create Campaign' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Campaign' }));
    await waitFor(() => expect(within(dialog).getByText('Campaign name is required')).toBeVisible());
    await waitFor(() => expect(within(dialog).getByText('Template selection is required')).toBeVisible());
  },
};

export const NewTemplateEditor: Story = {
  decorators: [withFakeClient()],
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'New Template' }));
    const dialog = await within(page(canvasElement)).findByRole(
      'dialog',
      { name: 'Create Template' },
      { timeout: 5000 },
    );
    await waitFor(() => expect(within(dialog).getByLabelText(/^Template Name/)).toBeVisible(), { timeout: 5000 });
  },
};

export const QuickMessage: Story = {
  decorators: [withFakeClient()],
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Quick Message' }));
    const dialog = await within(page(canvasElement)).findByRole('dialog', { name: 'Quick Message' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(within(dialog).getByText('Recipient is required')).toBeVisible());
  },
};

/** The same states in the light theme (axe checks contrast there too). */
export const PopulatedLight: Story = { ...Populated, globals: { theme: 'light' } };
export const TemplatesTabLight: Story = { ...TemplatesTab, globals: { theme: 'light' } };
export const AnalyticsTabLight: Story = { ...AnalyticsTab, globals: { theme: 'light' } };
export const EmptyLight: Story = { ...Empty, globals: { theme: 'light' } };

/** On a 375 px phone: the connection status, the tabs and a campaign's actions fit the screen. */
export const Phone: Story = {
  name: 'Phone (375 px)',
  globals: phoneGlobals,
  decorators: [withFakeClient()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('WhatsApp Connected')).toBeVisible();
    const draft = await canvas.findByRole('listitem', { name: 'Diwali offer' });
    await expectFitsPhone(draft);
    await expectFitsPhone(within(draft).getByRole('button', { name: 'Launch Diwali offer' }));
    await expectFitsPhone(canvas.getByRole('tab', { name: /Templates/ }));
    await expectFitsPhone(canvasElement);
  },
};

/**
 * Four cards to a row with long campaign names, as at 1440 px beside the workbench's sidebar: the status
 * badge shrank and was cut ('Activ', 'Complete'). The badge keeps its width; the name wraps instead.
 */
export const LongNamesFourColumns: Story = {
  decorators: [
    withFakeClient({
      fixtures: createFixtures({
        campaigns: [
          makeCampaign({ id: 'c1', name: 'Festive sale teaser', status: 'draft' }),
          makeCampaign({ id: 'c2', name: 'Weekend appointment reminders', status: 'active' }),
          makeCampaign({ id: 'c3', name: 'VIP early access', status: 'paused' }),
          makeCampaign({ id: 'c4', name: 'Spring collection launch', status: 'completed' }),
        ],
      }),
    }),
    (Story) => (
      <div style={{ width: 1240 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cards = await canvas.findAllByRole('listitem', { name: /teaser|reminders|access|launch/ });
    await expect(cards).toHaveLength(4);
    // Four to a row, as on the workbench.
    await expect(new Set(cards.map((c) => Math.round(c.getBoundingClientRect().top))).size).toBe(1);
    // Each figure's label apart from the next ('DeliveredRead' once ran together).
    for (const card of cards) {
      const labels = within(card)
        .getAllByRole('term')
        .map((t) => t.getBoundingClientRect());
      for (const [a, b] of labels.slice(1).map((r, i) => [labels[i]!, r] as const)) {
        if (Math.round(a.top) === Math.round(b.top)) await expect(b.left - a.right).toBeGreaterThanOrEqual(4);
      }
    }
    for (const [card, status] of cards.map((c, i) => [c, ['Draft', 'Active', 'Paused', 'Completed'][i]] as const)) {
      const badge = within(card).getByText(status ?? '');
      await expect(badge.scrollWidth).toBeLessThanOrEqual(badge.clientWidth);
      await expect(badge.getBoundingClientRect().right).toBeLessThanOrEqual(card.getBoundingClientRect().right);
    }
  },
};

/**
 * The templates table where a 768 px tablet's workbench leaves it 661 px (once 'MARKETIN G', names over three
 * lines): every word whole, Meta's names and codes broken only after an underscore, the actions in view.
 */
export const TemplatesTabletWidth: Story = {
  name: 'Templates at 768 px',
  args: { initialTab: 'templates' },
  globals: tabletGlobals,
  decorators: [
    withFakeClient({
      fixtures: createFixtures({
        templates: [
          makeTemplate({ name: 'festive_sale', displayName: 'Festive Sale', status: 'PENDING' }),
          makeTemplate({ name: 'loyalty_points', displayName: 'Loyalty Points', status: 'PENDING' }),
          makeTemplate({
            name: 'flash_deal',
            displayName: 'Flash Deal',
            category: 'UTILITY',
            status: 'REJECTED',
            rejectionReason: 'INCORRECT_CATEGORY: promotional content submitted as UTILITY',
          }),
          makeTemplate({ name: 'feedback_request', displayName: 'Feedback Request', status: 'PAUSED' }),
          makeTemplate({ name: 'order_confirmation', displayName: 'Order Confirmation', category: 'UTILITY' }),
          makeTemplate({ name: 'login_code', displayName: 'Login Code', category: 'AUTHENTICATION' }),
        ],
      }),
    }),
    (Story) => (
      <div style={{ width: 661 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: /templates/i });
    await within(table).findByRole('rowheader', { name: /Festive Sale/ });
    for (const category of within(table).getAllByRole('cell', { name: /^(Marketing|Utility|Authentication)$/ })) {
      await expect(lineCount(category)).toBe(1);
    }
    for (const name of ['Festive Sale', 'Flash Deal', 'Login Code']) {
      await expect(lineCount(within(table).getByText(name, { exact: true }))).toBe(1);
    }
    const row = within(table).getByRole('row', { name: /Order Confirmation/ });
    const del = within(row).getByRole('button', { name: 'Delete Order Confirmation' });
    await expect(del.getBoundingClientRect().right).toBeLessThanOrEqual(canvasElement.getBoundingClientRect().right);
  },
};
