import type { Meta, StoryObj } from '@storybook/react-vite';
import { Megaphone } from 'lucide-react';
import { expect, within } from 'storybook/test';
import { StatCard } from './StatCard';
import { usage } from '../../../../../.storybook/docs/usage';

/** The docs page's usage notes (same four sections on every component). */
const usageNotes = usage({
  whenToUse: 'A headline figure with its title and caption on a dashboard (sent, delivered, open rate).',
  states: 'Value, with caption, with icon, loading (placeholder value).',
  accessibility:
    'Title and value are text in reading order; the icon is decorative. While loading the value is `loadingValue` (a dash by default).',
  labels:
    'None of its own: a primitive shows only the texts you pass as props (`title`, `caption`, `loadingValue`), so the host or widget supplies them in its language.',
});

const meta = {
  title: 'UI/StatCard',
  component: StatCard,
  args: { title: 'Active Campaigns', value: 3, caption: 'Currently running' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 280 }}>
        <Story />
      </div>
    ),
  ],
  parameters: { docs: { description: { component: usageNotes } } },
} satisfies Meta<typeof StatCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Active Campaigns')).toBeInTheDocument();
    await expect(canvas.getByText('3')).toBeInTheDocument();
  },
};

export const WithIcon: Story = { args: { icon: <Megaphone /> } };

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('—')).toBeInTheDocument();
  },
};

export const Empty: Story = { args: { title: 'Messages Sent', value: 0, caption: 'This month' } };

export const LongText: Story = {
  args: {
    title: 'Average response rate across every connected WhatsApp Business number',
    value: '1,234,567,890',
    caption: 'Compared with the same period last year, for all teams and all channels',
  },
};

export const Row: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 'none' }}>
        <Story />
      </div>
    ),
  ],
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 16 }}>
      <StatCard title="Active Campaigns" value={3} caption="Currently running" icon={<Megaphone />} />
      <StatCard title="Messages Sent" value="1,204" caption="This month" />
      <StatCard title="Open Rate" value="68%" caption="Average" />
    </div>
  ),
};

export const Light: Story = { ...Row, globals: { theme: 'light' } };

export const Brand: Story = { ...Row, globals: { theme: 'brand' } };
