import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Avatar } from './Avatar';

const meta = {
  title: 'UI/Avatar',
  component: Avatar,
  args: { name: 'Ada Lovelace' },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Initial: Story = {
  args: { label: 'Ada Lovelace' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Ada Lovelace' })).toHaveTextContent('A');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Avatar {...args} size="sm" />
      <Avatar {...args} size="md" />
      <Avatar {...args} size="lg" />
    </div>
  ),
};

export const PhoneNumber: Story = { args: { name: '+44 20 7946 0001' } };

export const Empty: Story = {
  args: { name: '' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-fallback="icon"]')).not.toBeNull();
  },
};

export const BrokenPicture: Story = { args: { src: 'data:image/png;base64,broken', label: 'Ada Lovelace' } };

export const LongText: Story = { args: { name: 'Maria-Magdalena Konstantinopoulou-Vanderberg', size: 'sm' } };

export const Light: Story = { ...Sizes, globals: { theme: 'light' } };

export const Brand: Story = { ...Sizes, globals: { theme: 'brand' } };
