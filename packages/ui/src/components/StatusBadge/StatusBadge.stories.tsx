import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatusBadge } from './StatusBadge';
import { usage } from '../../../../../.storybook/docs/usage';

// In the product, widgets get the tone from the SDK's statusTone(status); these pairs mirror the product's statuses.
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

/** The docs page's usage notes (same four sections on every component). */
const usageNotes = usage({
  whenToUse:
    "The status of a record (campaign Active, template Rejected). The status-to-tone mapping is the SDK's `statusTone`.",
  states: 'The statuses of the spec (Active, Draft, Paused, Rejected...), long text, and each theme.',
  accessibility: 'The status is text; the dot is decorative, so colour is never the only signal.',
  labels:
    'None of its own: a primitive shows only the texts you pass as props (`children`), so the host or widget supplies them in its language.',
});

const meta = {
  title: 'UI/StatusBadge',
  component: StatusBadge,
  args: { tone: 'success', children: 'Active' },
  parameters: { docs: { description: { component: usageNotes } } },
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
