import type { Meta, StoryObj } from '@storybook/react-vite';
import { MoreVertical, Pause, Pencil, Trash2 } from 'lucide-react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { IconButton } from '../IconButton/IconButton';
import { Menu } from './Menu';

const onSelect = fn();

const items = [
  { id: 'edit', label: 'Edit', icon: <Pencil />, onSelect: () => onSelect('edit') },
  { id: 'pause', label: 'Pause', icon: <Pause />, onSelect: () => onSelect('pause') },
  { id: 'archive', label: 'Archive', disabled: true },
  { id: 'delete', label: 'Delete', icon: <Trash2 />, tone: 'danger' as const, onSelect: () => onSelect('delete') },
];

const meta = {
  title: 'UI/Menu',
  component: Menu,
  args: { trigger: <Button variant="secondary">Actions</Button>, items },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 220, display: 'flex', justifyContent: 'center' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Actions' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

export const Open: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Actions' }));
    await expect(canvas.getByRole('menu', { name: 'Actions' })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('menuitem', { name: 'Edit' })).toHaveFocus());
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Actions' });
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(canvas.getByRole('menuitem', { name: 'Edit' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(canvas.getByRole('menuitem', { name: 'Delete' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('menuitem', { name: 'Edit' })).toHaveFocus();
    await userEvent.keyboard('p');
    await expect(canvas.getByRole('menuitem', { name: 'Pause' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onSelect).toHaveBeenCalledWith('pause');
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('menu')).toBeNull();
    await expect(trigger).toHaveFocus();
  },
};

export const IconTrigger: Story = {
  args: {
    trigger: (
      <IconButton label="More actions">
        <MoreVertical />
      </IconButton>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'More actions' }));
    await expect(canvas.getByRole('menu', { name: 'More actions' })).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    items: [
      { id: 'a', label: 'Start a new conversation with this contact on WhatsApp' },
      { id: 'b', label: 'Export every message of this conversation as a CSV file' },
    ],
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Actions' }));
    await expect(within(canvasElement).getAllByRole('menuitem')).toHaveLength(2);
  },
};

export const Light: Story = { ...Open, globals: { theme: 'light' } };

export const Brand: Story = { ...Open, globals: { theme: 'brand' } };
