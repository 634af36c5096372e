import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Alert } from './Alert';
import { usage } from '../../../../../.storybook/docs/usage';

/** The docs page's usage notes (same four sections on every component). */
const usageNotes = usage({
  whenToUse:
    'An inline message tied to a place on the page: a load error with a Retry next to it, a warning above a form. For a passing confirmation use a notice (`useNotify`); for a decision use `ConfirmDialog`.',
  states:
    'Tones `error`, `warning`, `success`, `info`; with or without a title; dismissible when `onClose` and `closeLabel` are given.',
  accessibility:
    '`error` and `warning` are announced at once (role `alert`), `success` and `info` politely (role `status`); pass `role` to change it. The close button is a labelled `IconButton`.',
  labels:
    'None of its own: a primitive shows only the texts you pass as props (`title`, `message`, `closeLabel`), so the host or widget supplies them in its language.',
});

const meta = {
  title: 'UI/Alert',
  component: Alert,
  args: { message: 'Failed to connect WhatsApp' },
  parameters: { docs: { description: { component: usageNotes } } },
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
