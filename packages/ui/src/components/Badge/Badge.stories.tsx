import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from './Badge';

const tones = ['success', 'warning', 'default', 'primary', 'error', 'neutral'] as const;

const meta = {
  title: 'UI/Badge',
  component: Badge,
  args: { children: 'VIP' },
  argTypes: { tone: { control: 'inline-radio', options: tones } },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('VIP')).toHaveAttribute('data-tone', 'default');
  },
};

export const AllTones: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {tones.map((tone) => (
        <Badge key={tone} {...args} tone={tone}>
          {tone}
        </Badge>
      ))}
      {tones.map((tone) => (
        <Badge key={`${tone}-dot`} {...args} tone={tone} dot>
          {tone}
        </Badge>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('primary')[0]).toHaveAttribute('data-tone', 'primary');
  },
};

export const LongText: Story = {
  render: (args) => (
    <div style={{ width: 140 }}>
      <Badge {...args}>A very long tag name that is truncated</Badge>
    </div>
  ),
};

export const Light: Story = { ...AllTones, globals: { theme: 'light' } };

export const Brand: Story = { ...AllTones, globals: { theme: 'brand' } };
