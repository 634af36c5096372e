import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from './Checkbox';

describe('Checkbox', () => {
  it('is a labelled checkbox toggled by click on the label and by Space', async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    render(<Checkbox label="VIP" description="Priority customer" onCheckedChange={onCheckedChange} />);
    const box = screen.getByRole('checkbox', { name: 'VIP' });
    expect(box).toHaveAccessibleDescription('Priority customer');
    expect(box).not.toBeChecked();
    await user.click(screen.getByText('VIP'));
    expect(box).toBeChecked();
    expect(box).toHaveAttribute('data-state', 'checked');
    await user.tab({ shift: true });
    await user.tab();
    expect(box).toHaveFocus();
    await user.keyboard(' ');
    expect(box).not.toBeChecked();
    expect(onCheckedChange.mock.calls).toEqual([[true], [false]]);
  });

  it('can be controlled, indeterminate, invalid and disabled', async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    const { rerender } = render(
      <Checkbox label="Select all" checked={false} indeterminate onCheckedChange={onCheckedChange} error="Pick one" />,
    );
    const box = screen.getByRole('checkbox', { name: 'Select all' }) as HTMLInputElement;
    expect(box.indeterminate).toBe(true);
    expect(box).toHaveAttribute('data-state', 'indeterminate');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Pick one');
    await user.click(box);
    expect(onCheckedChange).toHaveBeenCalledWith(true);
    expect(box).not.toBeChecked();
    rerender(<Checkbox label="Select all" checked disabled onCheckedChange={onCheckedChange} />);
    expect(box).toBeChecked();
    expect(box).toBeDisabled();
  });
});
