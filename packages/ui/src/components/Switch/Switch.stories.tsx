import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Switch } from './Switch';
import { usage } from '../../../../../.storybook/docs/usage';

/** The docs page's usage notes (same four sections on every component). */
const usageNotes = usage({
  whenToUse: 'A setting that applies at once ("Notify me"). For a choice applied on submit use `Checkbox`.',
  states: 'Off, on, disabled, with description; controlled or uncontrolled.',
  accessibility: 'Role `switch` with `aria-checked`, named by its label; Space or Enter toggles it.',
  labels:
    'None of its own: a primitive shows only the texts you pass as props (`label`, `description`), so the host or widget supplies them in its language.',
});

const meta = {
  title: 'UI/Switch',
  component: Switch,
  args: { label: 'Notifications', onCheckedChange: fn() },
  parameters: { docs: { description: { component: usageNotes } } },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const control = within(canvasElement).getByRole('switch', { name: 'Notifications' });
    await userEvent.click(control);
    await expect(control).toHaveAttribute('aria-checked', 'true');
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const control = within(canvasElement).getByRole('switch', { name: 'Notifications' });
    await expect(control).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(control).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(control).toHaveAttribute('aria-checked', 'false');
  },
};

export const On: Story = { args: { defaultChecked: true } };

export const WithDescription: Story = { args: { description: 'Show a notice when a new message arrives' } };

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('switch', { name: 'Notifications' })).toBeDisabled();
  },
};

export const LongText: Story = {
  args: {
    label: 'Automatically mark conversations as read when I open them in the inbox on any device',
    description: 'Turning this off keeps the unread count until you reply.',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
};

export const Light: Story = { ...On, globals: { theme: 'light' } };

export const Brand: Story = { ...On, globals: { theme: 'brand' } };
