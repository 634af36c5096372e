import type { Meta, StoryObj } from '@storybook/react-vite';
import { Megaphone } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { EmptyState } from './EmptyState';
import { usage } from '../../../../../.storybook/docs/usage';

const onCreate = fn();

/** The docs page's usage notes (same four sections on every component). */
const usageNotes = usage({
  whenToUse: 'When a list or screen has nothing to show yet, with the next step ("Create your first campaign").',
  states: 'Title only; with text; with an action; with an icon.',
  accessibility:
    'The title is a paragraph by default, so it never breaks the page outline; give `headingLevel` to make it a heading. The icon is decorative.',
  labels:
    'None of its own: a primitive shows only the texts you pass as props (`title`, `text`, `action`), so the host or widget supplies them in its language.',
});

const meta = {
  title: 'UI/EmptyState',
  component: EmptyState,
  args: {
    title: 'No campaigns yet',
    text: 'Create your first campaign to get started',
    action: <Button onClick={onCreate}>Create Campaign</Button>,
    icon: <Megaphone />,
  },
  parameters: { docs: { description: { component: usageNotes } } },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Create Campaign' }));
    await expect(onCreate).toHaveBeenCalled();
  },
};

export const TitleOnly: Story = {
  args: { title: 'Select a conversation', text: undefined, action: undefined, icon: undefined },
};

export const AsHeading: Story = {
  args: { headingLevel: 2 },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 2, name: 'No campaigns yet' }),
    ).toBeInTheDocument();
  },
};

export const LongText: Story = {
  args: {
    title: 'No conversations match every one of the filters you selected for this inbox',
    text: 'Try removing a filter, searching for a different name or phone number, or start a new conversation with a contact from your list. '.repeat(
      2,
    ),
  },
};

export const Light: Story = { ...Default, globals: { theme: 'light' } };
