import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { NotificationsProvider, useNotify } from './Notifications';
import { usage } from '../../../../../.storybook/docs/usage';

function Demo() {
  const notify = useNotify();
  return (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <Button onClick={() => notify.success('Template created successfully')}>Show success</Button>
      <Button variant="danger" onClick={() => notify.error('Failed to create template')}>
        Show error
      </Button>
      <Button
        variant="secondary"
        onClick={() =>
          notify.error(
            'Max reconnection attempts reached. Please refresh the page. This long notice checks wrapping inside the notice box.',
            { duration: Infinity },
          )
        }
      >
        Show long error
      </Button>
    </div>
  );
}

/** The docs page's usage notes (same four sections on every component). */
const usageNotes = usage({
  whenToUse:
    'Short feedback after an action, anywhere in the app ("Message sent successfully"): `useNotify().success/error`. For an error tied to a place on the page use `Alert`.',
  states:
    'Success and error notices, stacked (at most `max`), each dismissed after `duration` (5 s) or by its close button.',
  accessibility:
    'Errors in an assertive live region (role `alert`), successes in a polite one (role `status`); each close button is named by `dismissLabel`.',
  labels:
    'None of its own: a primitive shows only the texts you pass as props (`dismissLabel`, `the messages`), so the host or widget supplies them in its language.',
});

const meta = {
  title: 'UI/Notifications',
  component: NotificationsProvider,
  args: { dismissLabel: 'Dismiss notification', duration: 5000 },
  render: (args) => (
    <NotificationsProvider {...args}>
      <Demo />
    </NotificationsProvider>
  ),
  parameters: { docs: { description: { component: usageNotes } } },
} satisfies Meta<typeof NotificationsProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Success: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show success' }));
    await expect(page(canvasElement).getByRole('status')).toHaveTextContent('Template created successfully');
  },
};

export const ErrorNotice: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show error' }));
    const alert = page(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Failed to create template');
    await userEvent.click(within(alert).getByRole('button', { name: 'Dismiss notification' }));
    await expect(alert).not.toHaveTextContent('Failed to create template');
  },
};

export const AutoClear: Story = {
  args: { duration: 300 },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show success' }));
    await expect(page(canvasElement).getByText('Template created successfully')).toBeInTheDocument();
    await waitFor(() => expect(page(canvasElement).queryByText('Template created successfully')).toBeNull(), {
      timeout: 2000,
    });
  },
};

export const Stacked: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show success' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Show error' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Show long error' }));
    await expect(page(canvasElement).getAllByRole('button', { name: 'Dismiss notification' })).toHaveLength(3);
  },
};

export const Light: Story = { ...Stacked, globals: { theme: 'light' } };
