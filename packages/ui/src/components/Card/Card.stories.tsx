import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Card } from './Card';
import { usage } from '../../../../../.storybook/docs/usage';

/** The docs page's usage notes (same four sections on every component). */
const usageNotes = usage({
  whenToUse:
    'A surface grouping related content: a stat, a settings section, a campaign. Not a button: put actions inside it.',
  states: 'Padding `none`, `sm`, `md` (default), `lg`.',
  accessibility:
    'A plain `<div>`: add `role`, `aria-labelledby` or render a heading inside when the card is a landmark of its own.',
  labels:
    'None of its own: a primitive shows only the texts you pass as props (`children`), so the host or widget supplies them in its language.',
});

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
  parameters: { docs: { description: { component: usageNotes } } },
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
