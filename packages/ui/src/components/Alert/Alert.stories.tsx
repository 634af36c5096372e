import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Alert } from './Alert';

const meta = {
  title: 'UI/Alert',
  component: Alert,
  args: { message: 'Failed to connect WhatsApp' },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DefaultError: Story = {
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Error');
    await expect(alert).toHaveTextContent('Failed to connect WhatsApp');
  },
};

export const Closable: Story = {
  args: { onClose: fn(), closeLabel: 'Close alert' },
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Close alert' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const Tones: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12, maxWidth: 480 }}>
      <Alert message="Failed to send message" />
      <Alert tone="warning" title="Heads up" message="Socket not connected. Message will be sent via HTTP." />
      <Alert tone="success" title="Done" message="WhatsApp connected successfully" />
      <Alert tone="info" title="Note" message="Template review can take up to 24 hours." />
    </div>
  ),
};

export const LongText: Story = {
  args: {
    title: 'Something went wrong while talking to the WhatsApp Business API on your behalf',
    message: 'Max reconnection attempts reached. Please refresh the page. '.repeat(5),
    onClose: fn(),
    closeLabel: 'Close alert',
  },
};

export const Light: Story = { ...Tones, globals: { theme: 'light' } };

export const Brand: Story = { ...Tones, globals: { theme: 'brand' } };
