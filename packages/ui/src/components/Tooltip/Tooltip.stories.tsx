import type { Meta, StoryObj } from '@storybook/react-vite';
import { Paperclip } from 'lucide-react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { IconButton } from '../IconButton/IconButton';
import { Tooltip } from './Tooltip';
import { usage } from '../../../../../.storybook/docs/usage';

/** The docs page's usage notes (same four sections on every component). */
const usageNotes = usage({
  whenToUse:
    "A short description of a control that has no room for it (an icon button's longer hint). Never for content someone must read to proceed.",
  states: 'Closed, open on hover (after `delay`) or focus; placements; controlled or uncontrolled.',
  accessibility:
    'Role `tooltip`, linked to its trigger by `aria-describedby` (always in the DOM, so the description is always available); shown on keyboard focus; Escape hides it.',
  labels:
    'None of its own: a primitive shows only the texts you pass as props (`content`), so the host or widget supplies them in its language.',
});

const meta = {
  title: 'UI/Tooltip',
  component: Tooltip,
  args: {
    content: 'Attach a file',
    delay: 0,
    children: (
      <IconButton label="Attach" title="">
        <Paperclip />
      </IconButton>
    ),
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 48, display: 'flex', justifyContent: 'center' }}>
        <Story />
      </div>
    ),
  ],
  parameters: { docs: { description: { component: usageNotes } } },
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnFocus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('tooltip')).toHaveTextContent('Attach a file');
    await expect(canvas.getByRole('button', { name: 'Attach' })).toHaveAccessibleDescription('Attach a file');
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('tooltip')).toBeNull();
  },
};

export const OnHover: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.hover(canvas.getByRole('button', { name: 'Attach' }));
    await waitFor(() => expect(canvas.getByRole('tooltip')).toBeVisible());
    await userEvent.unhover(canvas.getByRole('button', { name: 'Attach' }));
    await waitFor(() => expect(canvas.queryByRole('tooltip')).toBeNull());
  },
};

export const Open: Story = { args: { defaultOpen: true } };

export const LongText: Story = {
  args: {
    defaultOpen: true,
    content: 'Attach an image, a video or a document (PDF, DOCX or XLSX up to 100 MB) to send with this message.',
  },
};

export const Light: Story = { ...Open, globals: { theme: 'light' } };

export const Brand: Story = { ...Open, globals: { theme: 'brand' } };
