import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SecretField } from './SecretField';

describe('SecretField', () => {
  it('is masked by default and the labelled toggle reveals and hides it (click, Enter, Space)', async () => {
    const user = userEvent.setup();
    const onRevealedChange = vi.fn();
    render(<SecretField label="Access Token" revealLabel="Show Access Token" onRevealedChange={onRevealedChange} />);
    const input = screen.getByLabelText('Access Token');
    expect(input).toHaveAttribute('type', 'password');
    const toggle = screen.getByRole('button', { name: 'Show Access Token' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(input).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(onRevealedChange).toHaveBeenLastCalledWith(true);
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(input).toHaveAttribute('type', 'password');
    await user.keyboard(' ');
    expect(input).toHaveAttribute('type', 'text');
  });

  it('switches the toggle name when a conceal label is given, and Tab goes input then toggle', async () => {
    const user = userEvent.setup();
    render(<SecretField label="Access Token" revealLabel="Show token" concealLabel="Hide token" />);
    await user.tab();
    expect(screen.getByLabelText('Access Token')).toHaveFocus();
    await user.keyboard('EAAG123');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Show token' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Hide token' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Access Token' })).toHaveValue('EAAG123');
  });

  it('can be controlled', () => {
    const { rerender } = render(<SecretField label="Token" revealLabel="Show" revealed={false} />);
    expect(screen.getByLabelText('Token')).toHaveAttribute('type', 'password');
    rerender(<SecretField label="Token" revealLabel="Show" revealed />);
    expect(screen.getByLabelText('Token')).toHaveAttribute('type', 'text');
  });
});
