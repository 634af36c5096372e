import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SecretField } from './SecretField';
import { usage } from '../../../../../.storybook/docs/usage';

/** The docs page's usage notes (same four sections on every component). */
const usageNotes = usage({
  whenToUse:
    'A secret the user pastes and may need to check (an access token). Not for passwords the user types and a browser should save.',
  states: 'Hidden (default), revealed, with hint and error, controlled or uncontrolled reveal.',
  accessibility:
    'A labelled input of type `password` or `text`; the reveal toggle is a button named by `revealLabel`/`concealLabel` with `aria-pressed`.',
  labels:
    'None of its own: a primitive shows only the texts you pass as props (`label`, `revealLabel`, `concealLabel`), so the host or widget supplies them in its language.',
});

const meta = {
  title: 'UI/SecretField',
  component: SecretField,
  args: {
    label: 'Access Token',
    revealLabel: 'Show Access Token',
    concealLabel: 'Hide Access Token',
    defaultValue: 'EAAGm0PX4ZCpsBAKZC123',
    onRevealedChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
  parameters: { docs: { description: { component: usageNotes } } },
} satisfies Meta<typeof SecretField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Hidden: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Access Token')).toHaveAttribute('type', 'password');
  },
};

export const Revealed: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show Access Token' }));
    await expect(canvas.getByLabelText('Access Token')).toHaveAttribute('type', 'text');
    await expect(args.onRevealedChange).toHaveBeenCalledWith(true);
    await expect(canvas.getByRole('button', { name: 'Hide Access Token' })).toHaveAttribute('aria-pressed', 'true');
  },
};

export const KeyboardToggle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByLabelText('Access Token')).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Show Access Token' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByLabelText('Access Token')).toHaveAttribute('type', 'text');
  },
};

export const ErrorState: Story = { args: { required: true, defaultValue: '', error: 'Access Token is required' } };

export const Disabled: Story = { args: { disabled: true } };

export const Light: Story = { ...Revealed, globals: { theme: 'light' } };
