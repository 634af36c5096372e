import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Card } from './Card';

const meta = {
  title: 'UI/Card',
  component: Card,
  args: { children: 'Recent Activities will show here.' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 400 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Recent Activities will show here.')).toBeInTheDocument();
  },
};

export const Paddings: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {(['none', 'sm', 'md', 'lg'] as const).map((padding) => (
        <Card key={padding} {...args} padding={padding}>
          padding {padding}
        </Card>
      ))}
    </div>
  ),
};

export const LongText: Story = {
  args: {
    children:
      'Averyveryverylongwordwithoutanyspacesthatmustwrapinsidethecardinsteadofoverflowingit and then ordinary text. '.repeat(
        3,
      ),
  },
};

export const Light: Story = { ...Paddings, globals: { theme: 'light' } };
