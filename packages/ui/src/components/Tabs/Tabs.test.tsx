import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Tabs, type TabItem } from './Tabs';

const items: TabItem[] = [
  { value: 'all', label: 'All', count: 12, content: 'All templates' },
  { value: 'approved', label: 'Approved', count: 7, content: 'Approved templates' },
  { value: 'pending', label: 'Pending', count: 0, disabled: true, content: 'Pending templates' },
  { value: 'rejected', label: 'Rejected', count: 5, content: 'Rejected templates' },
];

describe('Tabs', () => {
  it('renders a named tablist with tabs, counts and the selected panel', () => {
    render(<Tabs items={items} label="Template status" />);
    expect(screen.getByRole('tablist', { name: 'Template status' })).toBeInTheDocument();
    const all = screen.getByRole('tab', { name: 'All 12' });
    expect(all).toHaveAttribute('aria-selected', 'true');
    expect(all).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Approved 7' })).toHaveAttribute('tabindex', '-1');
    const panel = screen.getByRole('tabpanel', { name: 'All 12' });
    expect(panel).toHaveTextContent('All templates');
    expect(all).toHaveAttribute('aria-controls', panel.id);
  });

  it('moves and selects with arrows (wrapping, skipping disabled), Home and End; Tab leaves to the panel', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Tabs items={items} label="Status" onValueChange={onValueChange} />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'All 12' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Approved 7' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Approved templates');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Rejected 5' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'All 12' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Rejected 5' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'All 12' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Rejected 5' })).toHaveAttribute('aria-selected', 'true');
    expect(onValueChange.mock.calls.map((c) => c[0])).toEqual([
      'approved',
      'rejected',
      'all',
      'rejected',
      'all',
      'rejected',
    ]);
    await user.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });

  it('in manual mode moves focus with arrows and selects with Enter or Space', async () => {
    const user = userEvent.setup();
    render(<Tabs items={items} label="Status" activation="manual" />);
    await user.tab();
    await user.keyboard('{ArrowRight}');
    const approved = screen.getByRole('tab', { name: 'Approved 7' });
    expect(approved).toHaveFocus();
    expect(approved).toHaveAttribute('aria-selected', 'false');
    await user.keyboard('{Enter}');
    expect(approved).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowLeft}');
    await user.keyboard(' ');
    expect(screen.getByRole('tab', { name: 'All 12' })).toHaveAttribute('aria-selected', 'true');
  });

  it('can be controlled and selects on click', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [value, setValue] = useState('rejected');
      return (
        <>
          <p>Selected: {value}</p>
          <Tabs items={items} label="Status" value={value} onValueChange={setValue} />
        </>
      );
    }
    render(<Controlled />);
    expect(screen.getByRole('tab', { name: 'Rejected 5' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'Approved 7' }));
    expect(screen.getByText('Selected: approved')).toBeInTheDocument();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Approved templates');
  });

  it('renders no panel when no content is given (routed tabs)', () => {
    render(<Tabs items={[{ value: 'a', label: 'Overview' }]} label="Sections" />);
    expect(screen.queryByRole('tabpanel')).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Overview' })).not.toHaveAttribute('aria-controls');
  });
});
