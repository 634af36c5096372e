import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { VisuallyHidden } from './VisuallyHidden';
import { usage } from '../../../../../.storybook/docs/usage';

/** The docs page's usage notes (same four sections on every component). */
const usageNotes = usage({
  whenToUse: 'Words for screen readers only: an icon\'s meaning, what a number counts, "You," before your own message.',
  states: 'One state: not shown, still read.',
  accessibility: 'Stays in the accessibility tree (clipped, not `display: none`).',
  labels:
    'None of its own: a primitive shows only the texts you pass as props (`children`), so the host or widget supplies them in its language.',
});

const meta = {
  title: 'UI/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: '3 unread messages' },
  parameters: { docs: { description: { component: usageNotes } } },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A count badge: sighted users see "3", screen readers hear "3 unread messages". */
export const InABadge: Story = {
  render: (args) => (
    <button type="button" style={{ padding: '4px 10px', borderRadius: 999 }}>
      <span aria-hidden="true">3</span>
      <VisuallyHidden {...args} />
    </button>
  ),
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: '3 unread messages' });
    await expect(button).toBeVisible();
    // Clipped to a 1 px box: nothing of the text shows.
    const hidden = within(canvasElement).getByText('3 unread messages');
    await expect(hidden.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

/** Empty: renders an empty span, no space taken. */
export const Empty: Story = {
  args: { children: undefined },
  play: async ({ canvasElement }) => {
    const span = canvasElement.querySelector('span');
    await expect(span).not.toBeNull();
    await expect(span?.getBoundingClientRect().height).toBeLessThanOrEqual(1);
  },
};
