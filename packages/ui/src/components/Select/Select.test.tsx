import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Select } from './Select';

const options = [
  { value: 'MARKETING', label: 'Marketing' },
  { value: 'UTILITY', label: 'Utility' },
  { value: 'AUTHENTICATION', label: 'Authentication', disabled: true },
];

describe('Select', () => {
  it('is a labelled combobox with its options and a placeholder', () => {
    render(<Select label="Category" options={options} placeholder="Choose a category" />);
    const select = screen.getByRole('combobox', { name: 'Category' });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Choose a category',
      'Marketing',
      'Utility',
      'Authentication',
    ]);
    expect(screen.getByRole('option', { name: 'Authentication' })).toBeDisabled();
    expect(select).toHaveValue('');
  });

  it('selects with the keyboard and mouse and reports changes', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Select label="Category" options={options} defaultValue="MARKETING" onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Category' });
    await user.tab();
    expect(select).toHaveFocus();
    await user.selectOptions(select, 'UTILITY');
    expect(select).toHaveValue('UTILITY');
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('links hint and error', () => {
    render(<Select label="Status" options={options} hint="Pick one" error="Status is required" required />);
    const select = screen.getByRole('combobox', { name: 'Status' });
    expect(select).toBeRequired();
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Pick one Status is required');
  });
});
