import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Spinner } from './Spinner';
import { usage } from '../../../../../.storybook/docs/usage';

/** The docs page's usage notes (same four sections on every component). */
const usageNotes = usage({
  whenToUse:
    "Something in part of the screen is loading (a list, a button's action). For a whole screen use `FullPageLoader`.",
  states: 'Sizes `sm`, `md`, `lg`; label shown or for screen readers only.',
  accessibility:
    'Role `status`: `label` ("Loading conversations") is announced politely; the circle is hidden from assistive technology; it stops spinning under reduced motion.',
  labels:
    'None of its own: a primitive shows only the texts you pass as props (`label`), so the host or widget supplies them in its language.',
});

const meta = {
  title: 'UI/Spinner',
  component: Spinner,
  args: { label: 'Loading conversations' },
  parameters: { docs: { description: { component: usageNotes } } },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading conversations');
  },
};

export const WithLabel: Story = { args: { showLabel: true } };

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      <Spinner {...args} size="sm" />
      <Spinner {...args} size="md" />
      <Spinner {...args} size="lg" />
    </div>
  ),
};

export const LongText: Story = {
  args: { showLabel: true, label: 'Loading every conversation, message and contact for this business account' },
};

export const Light: Story = { ...WithLabel, globals: { theme: 'light' } };
