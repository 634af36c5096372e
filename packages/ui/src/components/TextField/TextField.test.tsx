import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from './TextField';

describe('TextField', () => {
  it('names the input by its label and links hint and error through aria-describedby', () => {
    render(<TextField label="Phone Number ID" hint="From the Meta dashboard" error="Phone Number ID is required" />);
    const input = screen.getByRole('textbox', { name: 'Phone Number ID' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('From the Meta dashboard Phone Number ID is required');
    expect(input).toHaveAttribute('data-invalid');
  });

  it('is not invalid without an error and keeps a caller-given aria-describedby', () => {
    render(
      <>
        <p id="extra">Extra</p>
        <TextField label="Email" aria-describedby="extra" />
      </>,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAccessibleDescription('Extra');
  });

  it('marks required fields with the attribute and a hidden indicator', () => {
    const { container } = render(<TextField label="Full Name" required />);
    const input = screen.getByRole('textbox', { name: 'Full Name' });
    expect(input).toBeRequired();
    const mark = container.querySelector('[aria-hidden="true"]');
    expect(mark).toHaveTextContent('*');
  });

  it('accepts typing, forwards its ref to the input and rest props, takes Tab focus in order', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    let node: HTMLInputElement | null = null;
    render(
      <>
        <TextField label="First" />
        <TextField
          label="Second"
          name="second"
          placeholder="Type here"
          onChange={onChange}
          ref={(el) => {
            node = el;
          }}
        />
      </>,
    );
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'First' })).toHaveFocus();
    await user.tab();
    const second = screen.getByRole('textbox', { name: 'Second' });
    expect(second).toHaveFocus();
    await user.keyboard('hello');
    expect(second).toHaveValue('hello');
    expect(onChange).toHaveBeenCalledTimes(5);
    expect(node).toBe(second);
    expect(second).toHaveAttribute('name', 'second');
  });

  it('does not accept input when disabled', async () => {
    const user = userEvent.setup();
    render(<TextField label="Locked" disabled />);
    const input = screen.getByRole('textbox', { name: 'Locked' });
    expect(input).toBeDisabled();
    await user.type(input, 'x');
    expect(input).toHaveValue('');
  });
});
