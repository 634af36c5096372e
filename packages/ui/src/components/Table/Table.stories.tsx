import type { Meta, StoryObj } from '@storybook/react-vite';
import { Pencil, Trash2 } from 'lucide-react';
import { expect, waitFor, within } from 'storybook/test';
import { EmptyState } from '../EmptyState/EmptyState';
import { IconButton } from '../IconButton/IconButton';
import { StatusBadge } from '../StatusBadge/StatusBadge';
import { Table, type TableColumn } from './Table';
import { usage } from '../../../../../.storybook/docs/usage';

interface Contact {
  id: string;
  name: string;
  phone: string;
  status: 'Active' | 'Potential' | 'Inactive';
}

const tone = { Active: 'success', Potential: 'warning', Inactive: 'neutral' } as const;

const columns: TableColumn<Contact>[] = [
  { key: 'name', header: 'Name', render: (c) => c.name, rowHeader: true },
  { key: 'phone', header: 'Phone', render: (c) => c.phone },
  { key: 'status', header: 'Status', render: (c) => <StatusBadge tone={tone[c.status]}>{c.status}</StatusBadge> },
  {
    key: 'actions',
    header: 'Actions',
    align: 'end',
    render: (c) => (
      <span style={{ display: 'inline-flex', gap: 4 }}>
        <IconButton label={`Edit ${c.name}`} size="sm">
          <Pencil />
        </IconButton>
        <IconButton label={`Delete ${c.name}`} size="sm" variant="danger">
          <Trash2 />
        </IconButton>
      </span>
    ),
  },
];

const rows: Contact[] = [
  { id: '1', name: 'Ada Lovelace', phone: '+44 20 7946 0001', status: 'Active' },
  { id: '2', name: 'Grace Hopper', phone: '+1 555 0100', status: 'Potential' },
  { id: '3', name: 'Alan Turing', phone: '+44 20 7946 0002', status: 'Inactive' },
];

/** The docs page's usage notes (same four sections on every component). */
const usageNotes = usage({
  whenToUse: 'Rows of records with the same columns (contacts, daily figures). For a few key figures use `StatCard`.',
  states:
    'Rows, empty (shows `empty`), loading (`aria-busy`), with footer, hidden caption; wider than its container it scrolls sideways.',
  accessibility:
    'A real `<table>` with a caption, column headers (`scope=col`) and optional row headers. When it scrolls sideways, its container becomes a focusable region named by the caption, so arrow keys scroll it.',
  labels:
    'None of its own: a primitive shows only the texts you pass as props (`caption`, `headers`, `empty`, `footer`), so the host or widget supplies them in its language.',
});

const meta = {
  title: 'UI/Table',
  component: Table<Contact>,
  args: { caption: 'Contacts', columns, rows, getRowKey: (row: Contact) => row.id, footer: 'Showing 3 contacts' },
  parameters: { docs: { description: { component: usageNotes } } },
} satisfies Meta<typeof Table<Contact>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Contacts' });
    await expect(within(table).getAllByRole('row')).toHaveLength(5);
    await expect(within(table).getByRole('rowheader', { name: 'Grace Hopper' })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: {
    rows: [],
    footer: undefined,
    empty: <EmptyState title="No contacts found." />,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No contacts found.')).toBeInTheDocument();
  },
};

export const Loading: Story = { args: { loading: true, rows: [], empty: 'Loading…', footer: undefined } };

export const HiddenCaption: Story = { args: { captionHidden: true } };

export const LongText: Story = {
  args: {
    rows: [
      {
        id: 'x',
        name: 'Maria-Magdalena Konstantinopoulou-Vanderberg-Hernández y Fernández',
        phone: '+30 210 000 0000 ext. 1234567',
        status: 'Active',
      },
      ...rows,
    ],
  },
};

export const Light: Story = { ...Default, globals: { theme: 'light' } };

/**
 * On a phone a table scrolls sideways inside its frame; the scroll area is then a named region in the tab order so
 * the keyboard reaches it (axe's scrollable-region-focusable). When the table fits it is not a tab stop.
 */
export const ScrollsOnAPhone: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 280 }} data-testid="frame">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = await canvas.findByRole('region', { name: 'Contacts' });
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    region.focus();
    await expect(region).toHaveFocus();
    canvas.getByTestId('frame').style.width = '1000px';
    await waitFor(() => expect(canvas.queryByRole('region')).toBeNull());
    await expect(canvas.getByRole('table', { name: 'Contacts' }).parentElement).not.toHaveAttribute('tabindex');
  },
};
