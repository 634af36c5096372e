import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createFixtures } from '@wacrm/whatsapp-sdk/testing';
import type { FakeClientOptions, FakeWacrmClient } from '@wacrm/whatsapp-sdk/testing';
import { FakeProvider } from '../../testing/storyKit';
import { WhatsAppDashboard, type WhatsAppDashboardProps } from './WhatsAppDashboard';
import { expectFitsPhone, phoneGlobals } from '../../testing/phoneStory';
import { usage } from '../../../../../.storybook/docs/usage';
import { connectionLabels } from '../labels';

interface StoryArgs extends WhatsAppDashboardProps {
  options?: FakeClientOptions;
  setup?: (client: FakeWacrmClient) => void;
}

function disconnected() {
  const fixtures = createFixtures();
  fixtures.connection = { connected: false, status: 'disconnected' };
  return fixtures;
}

/** The docs page's usage notes (same four sections on every component). */
const usageNotes = usage({
  whenToUse:
    "The account's WhatsApp overview: connection status, key figures and recent activity, with the way to connect when disconnected.",
  states: 'Connected, disconnected (Connect button opens `ConnectWhatsAppModal`), empty activity, loading, load error.',
  accessibility:
    'The connection status is a `status` region; recent activities are a `list` named "Recent Activities"; every figure is the account\'s own (a response rate only once customers wrote).',
  labels: { from: 'connectionLabels', labels: connectionLabels },
});

const meta = {
  title: 'Widgets/Connection/WhatsAppDashboard',
  component: WhatsAppDashboard,
  args: { onConnected: fn() },
  render: ({ options, setup, ...props }: StoryArgs) => (
    <FakeProvider options={options ?? {}} setup={setup}>
      <WhatsAppDashboard {...props} />
    </FakeProvider>
  ),
  parameters: { docs: { description: { component: usageNotes } } },
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (el: HTMLElement) => within(el.ownerDocument.body);

export const Connected: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = await canvas.findByRole('status');
    await expect(status).toHaveTextContent('WhatsApp Connected');
    await expect(status).toHaveTextContent('Phone Number ID: 109876543210');
    await expect(await canvas.findByRole('list', { name: 'Recent Activities' })).toBeVisible();
    // From the account's conversations, not a sample 94 %: Ann and Chen wrote last, nobody answered them yet.
    await expect(await canvas.findByText(/of 2 customers answered/)).toBeVisible();
  },
};

export const Disconnected: Story = {
  args: { options: { fixtures: disconnected() } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('WhatsApp Disconnected');
    await userEvent.click(canvas.getByRole('button', { name: 'Connect WhatsApp' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Connect WhatsApp' });
    await expect(within(dialog).getByRole('button', { name: 'Connect' })).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText(/^Access Token/), 'EAAG-secret');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Phone Number ID/ }), '555123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Connect' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('WhatsApp Connected'));
    await expect(args.onConnected).toHaveBeenCalled();
  },
};

export const Empty: Story = {
  args: { options: { fixtures: createFixtures({ conversations: [], contacts: [] }) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No recent activity')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { options: { latencyMs: 600_000 } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Checking connection')).toBeVisible();
  },
};

export const StatusError: Story = {
  args: { setup: (c) => c.controls.failNext('getConnectionStatus') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Failed to get connection status');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('WhatsApp Connected');
  },
};

/** The same states in the light theme (axe checks colour contrast there too). */
export const ConnectedLight: Story = {
  ...Connected,
  globals: { theme: 'light' },
  play: async (context) => {
    await expect(context.canvasElement.querySelector('[data-theme]')).toHaveAttribute('data-theme', 'light');
    await Connected.play?.(context);
  },
};
export const DisconnectedLight: Story = {
  ...Disconnected,
  args: { options: { fixtures: disconnected() } },
  globals: { theme: 'light' },
};

/** On a 375 px phone: the status card and the recent activities fit the screen. */
export const Phone: Story = {
  name: 'Phone (375 px)',
  globals: phoneGlobals,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = await canvas.findByRole('status');
    await expect(status).toHaveTextContent('WhatsApp Connected');
    await expectFitsPhone(status);
    await expectFitsPhone(await canvas.findByRole('list', { name: 'Recent Activities' }));
    await expectFitsPhone(canvasElement);
  },
};
