import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatusBadge } from './StatusBadge';

// In the product, widgets get the tone from the SDK's statusTone(status); these pairs mirror spec section 4.
const statuses = [
  ['Active', 'success'],
  ['Approved', 'success'],
  ['Draft', 'warning'],
  ['Pending', 'warning'],
  ['Paused', 'default'],
  ['Completed', 'primary'],
  ['Rejected', 'error'],
  ['Unknown', 'neutral'],
] as const;

const meta = {
  title: 'UI/StatusBadge',
  component: StatusBadge,
  args: { tone: 'success', children: 'Active' },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Active')).toHaveAttribute('data-tone', 'success');
  },
};

export const SpecStatuses: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {statuses.map(([label, tone]) => (
        <StatusBadge key={label} tone={tone}>
          {label}
        </StatusBadge>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Rejected')).toHaveAttribute('data-tone', 'error');
    await expect(canvas.getByText('Paused')).toHaveAttribute('data-tone', 'default');
  },
};

export const LongText: Story = {
  args: { tone: 'warning', children: 'Pending review by WhatsApp (can take up to 24 hours)' },
};

export const Light: Story = { ...SpecStatuses, globals: { theme: 'light' } };

export const Brand: Story = { ...SpecStatuses, globals: { theme: 'brand' } };
