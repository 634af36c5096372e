import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FullPageLoader } from './FullPageLoader';
import { usage } from '../../../../../.storybook/docs/usage';

/** The docs page's usage notes (same four sections on every component). */
const usageNotes = usage({
  whenToUse: 'While a whole screen or route loads (the workbench after sign-in). For a part of a screen use `Spinner`.',
  states: 'Full page or inline (fills its container); label shown or for screen readers only.',
  accessibility: 'A `Spinner` inside: role `status` announces `label` politely once.',
  labels:
    'None of its own: a primitive shows only the texts you pass as props (`label`), so the host or widget supplies them in its language.',
});

const meta = {
  title: 'UI/FullPageLoader',
  component: FullPageLoader,
  args: { label: 'Loading your workspace' },
  parameters: { docs: { description: { component: usageNotes } } },
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
