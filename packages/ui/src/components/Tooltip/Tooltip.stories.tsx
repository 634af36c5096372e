import type { Meta, StoryObj } from '@storybook/react-vite';
import { Paperclip } from 'lucide-react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { IconButton } from '../IconButton/IconButton';
import { Tooltip } from './Tooltip';

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
