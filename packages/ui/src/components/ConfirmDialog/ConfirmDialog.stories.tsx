import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
import { usage } from '../../../../../.storybook/docs/usage';

function Harness(props: ConfirmDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        Delete template
      </Button>
      <ConfirmDialog
        {...props}
        open={open}
        onConfirm={() => {
          props.onConfirm();
          setOpen(false);
        }}
        onCancel={() => {
          props.onCancel();
          setOpen(false);
        }}
      />
    </>
  );
}

/** The docs page's usage notes (same four sections on every component). */
const usageNotes = usage({
  whenToUse:
    'Before an action that cannot be undone or costs something (delete a template, launch a campaign). Not for information: use `Alert` or a notice.',
  states: 'Default and `danger` confirm; loading while the action runs; extra content under the message.',
  accessibility:
    'Role `alertdialog`, named by its title and described by its message. Focus starts on the cancelling button so Enter never deletes by accident; Escape cancels; focus returns to the opener.',
  labels:
    'None of its own: a primitive shows only the texts you pass as props (`title`, `message`, `confirmLabel`, `cancelLabel`), so the host or widget supplies them in its language.',
});

const meta = {
  title: 'UI/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    open: false,
    title: 'Delete template',
    message: 'Are you sure you want to delete this template?',
    confirmLabel: 'Delete',
    cancelLabel: 'Cancel',
    onConfirm: fn(),
    onCancel: fn(),
  },
  render: (args) => <Harness {...args} />,
  parameters: { docs: { description: { component: usageNotes }, story: { inline: false, height: '520px' } } },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete template' }));
    const dialog = await page(canvasElement).findByRole('alertdialog', { name: String(args.title) });
    await expect(dialog).toHaveAccessibleDescription(String(args.message).trim());
    await waitFor(() => expect(page(canvasElement).getByRole('button', { name: 'Cancel' })).toHaveFocus());
  },
};

export const Confirm: Story = {
  play: async ({ canvasElement, args }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Delete template' });
    await userEvent.click(opener);
    await waitFor(() => expect(page(canvasElement).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(opener).toHaveFocus();
  },
};

export const Loading: Story = { args: { loading: true }, play: Default.play };

export const LongText: Story = {
  args: {
    title: 'Delete the campaign "Spring promotion for returning customers in every region"',
    message: 'Are you sure you want to delete this campaign? '.repeat(6),
  },
  play: Default.play,
};

export const Light: Story = { ...Default, globals: { theme: 'light' } };
