import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { page, withFakeClient } from '../../testing/storyKit';
import { QuickMessageModal } from './QuickMessageModal';
import { expectFitsPhone, phoneGlobals } from '../../testing/phoneStory';
import { usage } from '../../../../../.storybook/docs/usage';
import { quickMessageLabels } from '../labels';

/** The docs page's usage notes (same four sections on every component). */
const usageNotes = usage({
  whenToUse:
    'Sending one message to one phone number without opening the inbox (a custom text inside the 24-hour window, or an approved template).',
  states: 'Custom message, required-field errors, template mode with parameters, sending, send failure.',
  accessibility:
    'A `Modal` named "Quick Message"; Custom Message / Templates is a radio group (arrow keys); fields are labelled with linked errors.',
  labels: { from: 'quickMessageLabels', labels: quickMessageLabels },
});

const meta = {
  title: 'Widgets/QuickMessage/QuickMessageModal',
  component: QuickMessageModal,
  args: { open: true, onClose: fn(), onSent: fn() },
  decorators: [withFakeClient()],
  parameters: {
    layout: 'fullscreen',
    docs: { description: { component: usageNotes }, story: { inline: false, height: '640px' } },
  },
} satisfies Meta<typeof QuickMessageModal>;

export default meta;
type Story = StoryObj<typeof meta>;

async function dialogOf(canvasElement: HTMLElement) {
  const dialog = await within(page(canvasElement)).findByRole('dialog', { name: 'Quick Message' });
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
}

export const Custom: Story = {
  play: async ({ canvasElement, args }) => {
    const q = await dialogOf(canvasElement);
    await expect(q.getByRole('radio', { name: 'Custom Message' })).toBeChecked();
    await userEvent.type(q.getByLabelText(/^Recipient/), '9876543210');
    await userEvent.type(q.getByLabelText(/^Message/), 'Your order shipped today');
    await userEvent.click(q.getByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(args.onSent).toHaveBeenCalled());
    await expect(await within(page(canvasElement)).findByText('Message sent successfully')).toBeInTheDocument();
  },
};

export const CustomRequired: Story = {
  play: async ({ canvasElement }) => {
    const q = await dialogOf(canvasElement);
    await userEvent.type(q.getByLabelText(/^Message/), '   ');
    await userEvent.click(q.getByRole('button', { name: 'Send Message' }));
    await expect(await q.findByText('Recipient is required')).toBeVisible();
    await expect(q.getByText('Message is required')).toBeVisible();
  },
};

export const TemplateMode: Story = {
  play: async ({ canvasElement }) => {
    const q = await dialogOf(canvasElement);
    await userEvent.type(q.getByLabelText(/^Recipient/), '+14155550123');
    await userEvent.click(q.getByRole('radio', { name: 'Template Message' }));
    const select = q.getByRole('combobox', { name: /^Template/ });
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(3));
    await userEvent.selectOptions(select, 'Order update');
    // Its text header 'Order {{1}}' takes a parameter of its own.
    await userEvent.type(q.getByLabelText('Header parameter 1'), '#1042');
    await userEvent.type(q.getByLabelText('Parameter 1'), 'Ann');
    await expect(within(q.getByRole('figure')).getByText('Order #1042')).toBeVisible();
    await expect(within(q.getByRole('figure')).getByText(/Hi Ann, your order/)).toBeVisible();
  },
};

/** A template sent with a blank parameter: Meta would reject it, so the form names the parameter and sends nothing. */
export const ParameterRequired: Story = {
  play: async (context) => {
    // Template mode with the header's parameter and Parameter 1 filled in, then sent.
    await TemplateMode.play?.(context);
    const q = await dialogOf(context.canvasElement);
    await userEvent.click(q.getByRole('button', { name: 'Send Message' }));
    const p2 = q.getByLabelText('Parameter 2');
    await waitFor(() => expect(p2).toHaveAccessibleDescription('Parameter 2 is required'));
    await expect(p2).toHaveFocus();
    await expect(q.getByLabelText('Parameter 1')).toHaveValue('Ann');
  },
};

export const TemplateRequired: Story = {
  play: async ({ canvasElement }) => {
    const q = await dialogOf(canvasElement);
    await userEvent.type(q.getByLabelText(/^Recipient/), '+14155550123');
    await userEvent.click(q.getByRole('radio', { name: 'Template Message' }));
    await userEvent.click(q.getByRole('button', { name: 'Send Message' }));
    await expect(await q.findByText('Template selection is required')).toBeVisible();
  },
};

export const SendFails: Story = {
  decorators: [withFakeClient({ prepare: (client) => client.controls.setFailure('messages.send', {}) })],
  play: async ({ canvasElement }) => {
    const q = await dialogOf(canvasElement);
    await userEvent.type(q.getByLabelText(/^Recipient/), '9876543210');
    await userEvent.type(q.getByLabelText(/^Message/), 'Hello');
    await userEvent.click(q.getByRole('button', { name: 'Send Message' }));
    await expect(await within(page(canvasElement)).findByText('Failed to send message')).toBeInTheDocument();
  },
};

export const TemplateModeLight: Story = { ...TemplateMode, globals: { theme: 'light' } };

/** On a 375 px phone: the quick message form fits the screen's width. */
export const Phone: Story = {
  name: 'Phone (375 px)',
  globals: phoneGlobals,
  play: async ({ canvasElement }) => {
    const dialog = await within(page(canvasElement)).findByRole('dialog', { name: 'Quick Message' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expectFitsPhone(dialog);
    await expectFitsPhone(within(dialog).getByLabelText(/^Message/));
    await expectFitsPhone(within(dialog).getByRole('button', { name: 'Send Message' }));
  },
};
