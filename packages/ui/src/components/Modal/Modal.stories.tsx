import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { SecretField } from '../SecretField/SecretField';
import { TextField } from '../TextField/TextField';
import { Modal, type ModalProps } from './Modal';
import { usage } from '../../../../../.storybook/docs/usage';

function ConnectModal(props: Partial<ModalProps>) {
  const [open, setOpen] = useState(false);
  const close = () => {
    props.onClose?.();
    setOpen(false);
  };
  return (
    <>
      <Button onClick={() => setOpen(true)}>Connect WhatsApp</Button>
      <Modal
        title="Connect WhatsApp"
        closeLabel="Close"
        {...props}
        open={open}
        onClose={close}
        footer={
          <>
            <Button variant="secondary" onClick={close}>
              Cancel
            </Button>
            <Button onClick={close}>Connect</Button>
          </>
        }
      >
        <div style={{ display: 'grid', gap: 16 }}>
          <SecretField label="Access Token" revealLabel="Show Access Token" required />
          <TextField label="Phone Number ID" required />
          <TextField label="Business Account ID" required />
        </div>
      </Modal>
    </>
  );
}

/** The docs page's usage notes (same four sections on every component). */
const usageNotes = usage({
  whenToUse:
    'A focused task that must be finished or cancelled before going back (create a contact, connect WhatsApp). For a yes/no question use `ConfirmDialog`.',
  states:
    "Closed, open, with description, with footer actions; sizes `sm`, `md`, `lg`; on a phone it takes the screen's width.",
  accessibility:
    'Role `dialog` named by its title; focus moves inside (or to `initialFocusRef`) and is trapped there; Escape and the close button close it; focus returns to the element that opened it; page scrolling is locked while open.',
  labels:
    'None of its own: a primitive shows only the texts you pass as props (`title`, `description`, `closeLabel`), so the host or widget supplies them in its language.',
});

const meta = {
  title: 'UI/Modal',
  component: Modal,
  args: { open: false, title: 'Connect WhatsApp', onClose: fn() },
  render: (args) => <ConnectModal onClose={args.onClose} description={args.description} title={args.title} />,
  parameters: { docs: { description: { component: usageNotes }, story: { inline: false, height: '520px' } } },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Open: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Connect WhatsApp' }));
    const dialog = await page(canvasElement).findByRole('dialog', { name: String(args.title) });
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await waitFor(() => expect(page(canvasElement).getByLabelText(/^Access Token/)).toHaveFocus());
  },
};

export const FocusTrapAndEscape: Story = {
  play: async ({ canvasElement, args }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Connect WhatsApp' });
    await userEvent.click(opener);
    const body = page(canvasElement);
    await waitFor(() => expect(body.getByLabelText(/^Access Token/)).toHaveFocus());
    // Field, reveal toggle, two fields, Cancel, Connect, Close, then back to the first field.
    for (let i = 0; i < 7; i += 1) await userEvent.tab();
    await expect(body.getByLabelText(/^Access Token/)).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(body.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalled();
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(opener).toHaveFocus();
  },
};

export const WithDescription: Story = {
  args: { description: 'Enter the credentials from your WhatsApp Business account.' },
  play: Open.play,
};

export const LongText: Story = {
  args: {
    title: 'A dialog title that is long enough to wrap onto a second line on narrow screens',
    description: 'A long description. '.repeat(20),
  },
  play: Open.play,
};

export const Light: Story = { ...WithDescription, globals: { theme: 'light' } };

export const Brand: Story = { ...WithDescription, globals: { theme: 'brand' } };
