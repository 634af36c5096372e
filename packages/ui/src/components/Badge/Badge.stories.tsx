import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from './Badge';
import { usage } from '../../../../../.storybook/docs/usage';

const tones = ['success', 'warning', 'default', 'primary', 'error', 'neutral'] as const;

/** The docs page's usage notes (same four sections on every component). */
const usageNotes = usage({
  whenToUse: "A short tag or count (a contact's tags, a tab's count). For a record's status use `StatusBadge`.",
  states: 'Tones `default`, `primary`, `success`, `warning`, `error`, `neutral`; with or without a leading dot.',
  accessibility:
    'Plain text, no role. A bare number needs words for screen readers: add them with `VisuallyHidden` ("3 unread").',
  labels:
    'None of its own: a primitive shows only the texts you pass as props (`children`), so the host or widget supplies them in its language.',
});

const meta = {
  title: 'UI/Badge',
  component: Badge,
  args: { children: 'VIP' },
  argTypes: { tone: { control: 'inline-radio', options: tones } },
  parameters: { docs: { description: { component: usageNotes } } },
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
