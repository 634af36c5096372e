import type { Meta, StoryObj } from '@storybook/react-vite';
import { MoreVertical, Pause, Pencil, Trash2 } from 'lucide-react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { IconButton } from '../IconButton/IconButton';
import { Menu } from './Menu';
import { usage } from '../../../../../.storybook/docs/usage';

const onSelect = fn();

const items = [
  { id: 'edit', label: 'Edit', icon: <Pencil />, onSelect: () => onSelect('edit') },
  { id: 'pause', label: 'Pause', icon: <Pause />, onSelect: () => onSelect('pause') },
  { id: 'archive', label: 'Archive', disabled: true },
  { id: 'delete', label: 'Delete', icon: <Trash2 />, tone: 'danger' as const, onSelect: () => onSelect('delete') },
];

/** The docs page's usage notes (same four sections on every component). */
const usageNotes = usage({
  whenToUse:
    'A short list of actions behind one button (a row\'s "More actions"). For choosing a value use `Select` or `SegmentedControl`.',
  states: 'Closed, open, items with icons, disabled items, a `danger` item.',
  accessibility:
    'WAI-ARIA menu button: Enter, Space or ArrowDown opens on the first item, ArrowUp on the last; arrows move (wrapping), Home/End jump, a letter jumps to the next item starting with it; Enter/Space activate; Escape closes and returns focus to the trigger; Tab closes.',
  labels:
    'None of its own: a primitive shows only the texts you pass as props (`label`, `items[].label`), so the host or widget supplies them in its language.',
});

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
  parameters: { docs: { description: { component: usageNotes } } },
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
