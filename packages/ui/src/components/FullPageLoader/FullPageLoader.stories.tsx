import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FullPageLoader } from './FullPageLoader';

const meta = {
  title: 'UI/FullPageLoader',
  component: FullPageLoader,
  args: { label: 'Loading your workspace' },
} satisfies Meta<typeof FullPageLoader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading your workspace');
  },
};

export const Inline: Story = { args: { inline: true } };

export const LabelHidden: Story = { args: { showLabel: false, inline: true } };

export const Light: Story = { ...Default, globals: { theme: 'light' } };
