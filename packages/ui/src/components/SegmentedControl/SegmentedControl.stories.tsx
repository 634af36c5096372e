import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RadioGroup, SegmentedControl } from './SegmentedControl';

const options = [
  { value: 'custom', label: 'Custom Message' },
  { value: 'template', label: 'Templates' },
];

const meta = {
  title: 'UI/SegmentedControl',
  component: SegmentedControl,
  args: { options, label: 'Message type', onValueChange: fn() },
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
