import type { Meta, StoryObj } from '@storybook/react-vite';
import { Search } from 'lucide-react';
import { expect, userEvent, within } from 'storybook/test';
import { TextField } from './TextField';
import { usage } from '../../../../../.storybook/docs/usage';

/** The docs page's usage notes (same four sections on every component). */
const usageNotes = usage({
  whenToUse: 'A single line of text (a name, a phone number, a search).',
  states: 'Default, with hint, required (indicator), error, disabled, hidden label, start icon, end adornment.',
  accessibility:
    'Labelled `<input>`; hint and error linked by `aria-describedby`; an error sets `aria-invalid`; the start icon is decorative.',
  labels:
    'None of its own: a primitive shows only the texts you pass as props (`label`, `hint`, `error`, `requiredIndicator`), so the host or widget supplies them in its language.',
});

const meta = {
  title: 'UI/TextField',
  component: TextField,
  args: { label: 'Phone Number ID', placeholder: 'e.g. 106540352242922' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
  parameters: { docs: { description: { component: usageNotes } } },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Phone Number ID' });
    await userEvent.type(input, '1065');
    await expect(input).toHaveValue('1065');
  },
};

export const WithHint: Story = { args: { hint: 'Find it in WhatsApp Manager under API Setup' } };

export const Required: Story = {
  args: { label: 'Full Name', required: true, placeholder: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Full Name' })).toBeRequired();
  },
};

export const Focused: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('textbox', { name: 'Phone Number ID' })).toHaveFocus();
  },
};

export const ErrorState: Story = {
  args: { label: 'Email', value: 'not-an-email', readOnly: true, error: 'Please enter a valid email', required: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Please enter a valid email');
  },
};

export const Disabled: Story = {
  args: { disabled: true, value: '106540352242922', readOnly: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Phone Number ID' })).toBeDisabled();
  },
};

export const WithIcon: Story = {
  args: { label: 'Search contacts', hideLabel: true, placeholder: 'Search contacts', startIcon: <Search size={16} /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Search contacts' })).toBeInTheDocument();
  },
};

export const LongText: Story = {
  args: {
    label: 'A very long label that explains exactly which identifier from the Meta Business dashboard belongs here',
    hint: 'This hint is deliberately long so that designers can review how the field wraps its supporting text across several lines without overflowing.',
    error:
      'And an equally long error message that should wrap neatly under the field rather than overflow the container.',
    defaultValue: 'A value that is much longer than the field is wide, to check that it scrolls inside the input',
  },
};

export const Light: Story = { ...ErrorState, globals: { theme: 'light' } };

export const Brand: Story = { ...ErrorState, globals: { theme: 'brand' } };
