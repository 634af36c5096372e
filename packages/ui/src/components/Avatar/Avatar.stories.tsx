import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Avatar } from './Avatar';
import { usage } from '../../../../../.storybook/docs/usage';

/** The docs page's usage notes (same four sections on every component). */
const usageNotes = usage({
  whenToUse: 'A person or contact next to their name: conversation rows, the chat header, contact tables.',
  states:
    'Picture; initial of the name when there is no picture or it fails to load; a person icon when there is no name. Sizes `sm`, `md`, `lg`.',
  accessibility:
    'Decorative by default (the name is printed beside it). Give `label` when it stands alone: it is then an image named by the label.',
  labels:
    'None of its own: a primitive shows only the texts you pass as props (`name`, `label`), so the host or widget supplies them in its language.',
});

const meta = {
  title: 'UI/Avatar',
  component: Avatar,
  args: { name: 'Ada Lovelace' },
  parameters: { docs: { description: { component: usageNotes } } },
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
