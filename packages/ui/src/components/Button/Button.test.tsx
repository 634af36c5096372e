import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { WacrmThemeProvider } from '../../theme';
import { Button } from './Button';

describe('Button', () => {
  it('is a button named by its label and fires onClick on click, Enter and Space', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <WacrmThemeProvider>
        <Button onClick={onClick}>Send OTP</Button>
      </WacrmThemeProvider>,
    );
    const button = screen.getByRole('button', { name: 'Send OTP' });
    expect(button).toHaveAttribute('type', 'button');
    await user.click(button);
    await user.tab();
    await user.tab({ shift: true });
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(3);
  });

  it('blocks clicks and reports busy while loading', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Connect
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Connect' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('data-loading');
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('does not fire when disabled and exposes its variant as data attributes', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <Button disabled variant="danger" size="sm" onClick={onClick}>
        Delete
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Delete' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('data-variant', 'danger');
    expect(button).toHaveAttribute('data-size', 'sm');
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('forwards its ref and rest props', () => {
    let node: HTMLButtonElement | null = null;
    render(
      <Button
        ref={(el) => {
          node = el;
        }}
        aria-describedby="hint"
        type="submit"
      >
        Save
      </Button>,
    );
    expect(node).toBeInstanceOf(HTMLButtonElement);
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('type', 'submit');
  });
});
