import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { useState } from 'react';
import { Button } from '../Button/Button';
import { Modal } from '../Modal/Modal';
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

/**
 * Two notices take one notice's height plus a 6 px edge (the second covered the right end of the page's
 * header, its buttons, for 5 s). Hovering or focusing the stack spreads it out; leaving collapses it again.
 */
export const StackCollapsed: Story = {
  args: { duration: Infinity },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show success' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Show error' }));
    const body = page(canvasElement);
    const newest = body.getByText('Failed to create template').closest('[data-notice-id]');
    const older = body.getByText('Template created successfully').closest('[data-notice-id]');
    if (!(newest instanceof HTMLElement) || !(older instanceof HTMLElement)) throw new Error('no notices');
    const stack = newest.closest('[data-wacrm-notifications]');
    if (!(stack instanceof HTMLElement)) throw new Error('no notices viewport');
    const bottomOf = (el: Element) => el.getBoundingClientRect().bottom;
    const height = () =>
      Math.max(bottomOf(newest), bottomOf(older)) -
      Math.min(newest.getBoundingClientRect().top, older.getBoundingClientRect().top);
    await waitFor(() => expect(height()).toBeLessThanOrEqual(newest.getBoundingClientRect().height + 6.5));
    // The newest is the one in front: its centre is not covered.
    const box = newest.getBoundingClientRect();
    const hit = canvasElement.ownerDocument.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    await expect(newest.contains(hit)).toBe(true);
    // With focus on a notice (the keyboard's way in; the pointer's is hovering), both show in full.
    within(newest).getByRole('button', { name: 'Dismiss notification' }).focus();
    await waitFor(() => expect(height()).toBeGreaterThanOrEqual(2 * newest.getBoundingClientRect().height));
    await userEvent.tab();
    await expect(within(older).getByRole('button', { name: 'Dismiss notification' })).toHaveFocus();
    await expect(within(older).getByRole('button', { name: 'Dismiss notification' })).toBeVisible();
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
    await waitFor(() => expect(height()).toBeLessThanOrEqual(newest.getBoundingClientRect().height + 6.5));
  },
};

/** A dialog that reports an error while it stays open (a failed save), as the widgets' forms do. */
function DialogDemo() {
  const notify = useNotify();
  const [open, setOpen] = useState(true);
  return (
    <Modal
      open={open}
      onClose={() => setOpen(false)}
      title="Add New Contact"
      size="lg"
      closeLabel="Close"
      footer={
        <>
          <Button variant="secondary" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button
            onClick={() => notify.error('Failed to save contact: A contact with this phone number already exists')}
          >
            Add Contact
          </Button>
        </>
      }
    >
      {/* As tall as the screen lets it be: its close button at the top, where the notices were. */}
      <p style={{ margin: 0, minHeight: 900 }}>The form's fields.</p>
    </Modal>
  );
}

/** Whether anything lies over the control's centre. */
function uncovered(control: HTMLElement): boolean {
  const box = control.getBoundingClientRect();
  const hit = control.ownerDocument.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
  return hit !== null && control.contains(hit);
}

/**
 * While a dialog is open the notices go to the bottom start corner, clear of its close button (top end) and of its
 * actions (bottom end): a notice covered the close button.
 */
export const WithADialogOpen: Story = {
  args: { duration: Infinity },
  render: (args) => (
    <NotificationsProvider {...args}>
      <DialogDemo />
    </NotificationsProvider>
  ),
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    const dialog = await body.findByRole('dialog', { name: 'Add New Contact' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Contact' }));
    await expect(await body.findByRole('alert')).toHaveTextContent('Failed to save contact');
    await waitFor(() => expect(uncovered(within(dialog).getByRole('button', { name: 'Close' }))).toBe(true));
    await expect(uncovered(within(dialog).getByRole('button', { name: 'Add Contact' }))).toBe(true);
    await expect(uncovered(within(dialog).getByRole('button', { name: 'Cancel' }))).toBe(true);
  },
};

/**
 * On a phone the notices sit at the bottom of the screen, clear of the host's bars at the top (they covered the
 * workbench's tab bar), and let taps through to what they lie over (but for their close button).
 */
export const OnAPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { duration: Infinity },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show success' }));
    const notice = (await page(canvasElement).findByText('Template created successfully')).closest('[data-notice-id]');
    if (!(notice instanceof HTMLElement)) throw new Error('no notice');
    const view = canvasElement.ownerDocument.defaultView;
    await waitFor(() => expect(notice.getBoundingClientRect().bottom).toBeGreaterThan((view?.innerHeight ?? 0) - 40));
    await expect(uncovered(within(canvasElement).getByRole('button', { name: 'Show success' }))).toBe(true);
    // A tap goes through the notice to the page; only its close button takes it.
    await expect(getComputedStyle(notice).pointerEvents).toBe('none');
    const close = within(notice).getByRole('button', { name: 'Dismiss notification' });
    await expect(getComputedStyle(close).pointerEvents).toBe('auto');
  },
};
