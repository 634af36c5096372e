import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Table, type TableColumn } from './Table';

interface Row {
  id: string;
  name: string;
  phone: string;
}

const columns: TableColumn<Row>[] = [
  { key: 'name', header: 'Name', render: (row) => row.name, rowHeader: true },
  { key: 'phone', header: 'Phone', render: (row) => row.phone, align: 'end' },
];

describe('Table', () => {
  it('is a captioned table with column headers, row headers and a footer', () => {
    render(
      <Table
        caption="Contacts"
        columns={columns}
        rows={[
          { id: '1', name: 'Ada', phone: '+15550001' },
          { id: '2', name: 'Linus', phone: '+15550002' },
        ]}
        getRowKey={(row) => row.id}
        footer="2 contacts"
      />,
    );
    const table = screen.getByRole('table', { name: 'Contacts' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Name', 'Phone']);
    expect(within(table).getByRole('rowheader', { name: 'Ada' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: '+15550002' })).toHaveAttribute('data-align', 'end');
    expect(within(table).getByText('2 contacts')).toBeInTheDocument();
    expect(table).toHaveAttribute('data-row-count', '2');
  });

  it('shows the empty state in one full-width row when there are no rows', () => {
    render(
      <Table
        caption="Contacts"
        captionHidden
        columns={columns}
        rows={[]}
        getRowKey={(r) => r.id}
        empty="No contacts found."
      />,
    );
    const table = screen.getByRole('table', { name: 'Contacts' });
    const cell = within(table).getByRole('cell', { name: 'No contacts found.' });
    expect(cell).toHaveAttribute('colspan', '2');
    expect(table).toHaveAttribute('data-empty');
  });
});
