import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from './Checkbox';
import { usage } from '../../../../../.storybook/docs/usage';

/** The docs page's usage notes (same four sections on every component). */
const usageNotes = usage({
  whenToUse:
    'One on/off choice in a form that is applied on submit ("Import duplicates"). For a setting that applies at once use `Switch`.',
  states: 'Unchecked, checked, indeterminate, disabled, with description, with error.',
  accessibility:
    'A native checkbox: Space toggles it; the label is clickable; description and error are linked by `aria-describedby`, and an error sets `aria-invalid`.',
  labels:
    'None of its own: a primitive shows only the texts you pass as props (`label`, `description`, `error`), so the host or widget supplies them in its language.',
});

const meta = {
  title: 'UI/Checkbox',
  component: Checkbox,
  args: { label: 'VIP', onCheckedChange: fn() },
  parameters: { docs: { description: { component: usageNotes } } },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'VIP' });
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const box = within(canvasElement).getByRole('checkbox', { name: 'VIP' });
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
  },
};

export const Checked: Story = { args: { defaultChecked: true } };

export const Indeterminate: Story = { args: { label: 'Select all contacts', indeterminate: true } };

export const WithDescription: Story = { args: { description: 'Priority customers are shown first in the inbox' } };

export const ErrorState: Story = { args: { label: 'I accept the terms', error: 'You must accept the terms' } };

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox', { name: 'VIP' })).toBeDisabled();
  },
};

export const LongText: Story = {
  args: {
    label: 'Send me product updates, tips for running better WhatsApp campaigns and occasional offers from partners',
    description: 'You can unsubscribe at any time from the settings page or from any email we send you.',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
};

export const Light: Story = { ...Checked, globals: { theme: 'light' } };

export const Brand: Story = { ...Checked, globals: { theme: 'brand' } };
