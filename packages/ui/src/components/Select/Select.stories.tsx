import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Select } from './Select';
import { usage } from '../../../../../.storybook/docs/usage';

const options = [
  { value: 'MARKETING', label: 'Marketing' },
  { value: 'UTILITY', label: 'Utility' },
  { value: 'AUTHENTICATION', label: 'Authentication' },
];

/** The docs page's usage notes (same four sections on every component). */
const usageNotes = usage({
  whenToUse: 'Choosing one value from a list too long for a `SegmentedControl` (a template, a language).',
  states: 'With placeholder, with hint, with error, required, disabled.',
  accessibility:
    'A native `<select>` with its keyboard and screen-reader behaviour; label, hint and error linked as for `TextField`.',
  labels:
    'None of its own: a primitive shows only the texts you pass as props (`label`, `placeholder`, `options[].label`, `hint`, `error`), so the host or widget supplies them in its language.',
});

const meta = {
  title: 'UI/Select',
  component: Select,
  args: { label: 'Category', options },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
  parameters: { docs: { description: { component: usageNotes } } },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Category' });
    await userEvent.selectOptions(select, 'UTILITY');
    await expect(select).toHaveValue('UTILITY');
  },
};

export const Placeholder: Story = { args: { placeholder: 'Choose a category', defaultValue: '' } };

export const Focused: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('combobox', { name: 'Category' })).toHaveFocus();
  },
};

export const ErrorState: Story = {
  args: { placeholder: 'Choose a category', required: true, error: 'Category is required', defaultValue: '' },
};

export const Disabled: Story = { args: { disabled: true } };

export const LongText: Story = {
  args: {
    label: 'Template',
    hint: 'Only approved templates can be sent',
    options: [{ value: 'long', label: 'seasonal_promotion_with_an_extremely_long_template_name_en_US_v2' }, ...options],
  },
};

export const Light: Story = { ...ErrorState, globals: { theme: 'light' } };
