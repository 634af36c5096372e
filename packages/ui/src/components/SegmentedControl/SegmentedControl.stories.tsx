import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RadioGroup, SegmentedControl } from './SegmentedControl';
import { usage } from '../../../../../.storybook/docs/usage';

const options = [
  { value: 'custom', label: 'Custom Message' },
  { value: 'template', label: 'Templates' },
];

/** The docs page's usage notes (same four sections on every component). */
const usageNotes = usage({
  whenToUse:
    'One choice among two to five options that changes what is shown at once (Custom Message / Templates). For more options use `Select`; `RadioGroup` is the same behaviour drawn as radio circles.',
  states: 'Horizontal or vertical; with a disabled option; disabled as a whole; segmented or radio appearance.',
  accessibility:
    'Radio-group pattern: one tab stop; arrow keys move and select (wrapping, skipping disabled options), Home/End jump; named by `label`.',
  labels:
    'None of its own: a primitive shows only the texts you pass as props (`label`, `options[].label`), so the host or widget supplies them in its language.',
});

const meta = {
  title: 'UI/SegmentedControl',
  component: SegmentedControl,
  args: { options, label: 'Message type', onValueChange: fn() },
  parameters: { docs: { description: { component: usageNotes } } },
} satisfies Meta<typeof SegmentedControl>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Templates' }));
    await expect(canvas.getByRole('radio', { name: 'Templates' })).toHaveAttribute('aria-checked', 'true');
    await expect(args.onValueChange).toHaveBeenCalledWith('template');
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Custom Message' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Templates' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Custom Message' })).toHaveFocus();
  },
};

export const DisabledOption: Story = {
  args: { options: [...options, { value: 'media', label: 'Media', disabled: true }] },
};

export const Disabled: Story = { args: { disabled: true } };

export const RadioAppearance: Story = {
  render: (args) => (
    <RadioGroup
      label="Contact status"
      options={[
        { value: 'active', label: 'Active' },
        { value: 'potential', label: 'Potential' },
        { value: 'inactive', label: 'Inactive' },
      ]}
      onValueChange={args.onValueChange}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Potential' })).toHaveAttribute('aria-checked', 'true');
  },
};

export const LongText: Story = {
  args: {
    options: [
      { value: 'a', label: 'Send a custom message written by hand' },
      { value: 'b', label: 'Use an approved WhatsApp template' },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
};

export const Light: Story = { ...Default, globals: { theme: 'light' } };

export const LightRadio: Story = { ...RadioAppearance, globals: { theme: 'light' } };

export const Brand: Story = { ...Default, globals: { theme: 'brand' } };
