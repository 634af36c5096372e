import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Switch } from './Switch';

describe('Switch', () => {
  it('is a labelled switch toggled by click, label click, Space and Enter', async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    render(<Switch label="Notifications" description="Show new message notices" onCheckedChange={onCheckedChange} />);
    const control = screen.getByRole('switch', { name: 'Notifications' });
    expect(control).toHaveAttribute('aria-checked', 'false');
    expect(control).toHaveAccessibleDescription('Show new message notices');
    await user.click(control);
    expect(control).toHaveAttribute('aria-checked', 'true');
    await user.click(screen.getByText('Notifications'));
    expect(control).toHaveAttribute('aria-checked', 'false');
    await user.tab({ shift: true });
    await user.tab();
    expect(control).toHaveFocus();
    await user.keyboard(' ');
    expect(control).toHaveAttribute('aria-checked', 'true');
    await user.keyboard('{Enter}');
    expect(control).toHaveAttribute('aria-checked', 'false');
    expect(onCheckedChange.mock.calls.map((c) => c[0])).toEqual([true, false, true, false]);
  });

  it('can be controlled and disabled, and posts a hidden value when named', async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    const { container, rerender } = render(
      <Switch label="Active" checked name="active" onCheckedChange={onCheckedChange} />,
    );
    expect(container.querySelector('input[type="hidden"][name="active"]')).toHaveValue('on');
    await user.click(screen.getByRole('switch', { name: 'Active' }));
    expect(onCheckedChange).toHaveBeenCalledWith(false);
    expect(screen.getByRole('switch', { name: 'Active' })).toHaveAttribute('aria-checked', 'true');
    rerender(<Switch label="Active" checked={false} disabled />);
    expect(screen.getByRole('switch', { name: 'Active' })).toBeDisabled();
  });
});
