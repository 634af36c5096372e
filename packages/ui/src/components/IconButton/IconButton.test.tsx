import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Trash2 } from 'lucide-react';
import { describe, expect, it, vi } from 'vitest';
import { IconButton } from './IconButton';

describe('IconButton', () => {
  it('is named by its label, hides the icon and fires on click, Enter and Space', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    const { container } = render(
      <IconButton label="Delete contact" onClick={onClick}>
        <Trash2 />
      </IconButton>,
    );
    const button = screen.getByRole('button', { name: 'Delete contact' });
    expect(button).toHaveAttribute('type', 'button');
    expect(container.querySelector('svg')?.closest('[aria-hidden="true"]')).not.toBeNull();
    await user.click(button);
    await user.tab({ shift: true });
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(3);
  });

  it('blocks clicks while loading or disabled and exposes state as data attributes', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    const { rerender } = render(
      <IconButton label="Send" loading onClick={onClick} variant="primary">
        <Trash2 />
      </IconButton>,
    );
    const button = screen.getByRole('button', { name: 'Send' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('data-loading');
    expect(button).toHaveAttribute('data-variant', 'primary');
    await user.click(button);
    rerender(
      <IconButton label="Send" disabled onClick={onClick}>
        <Trash2 />
      </IconButton>,
    );
    expect(button).toBeDisabled();
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('forwards its ref and rest props', () => {
    let node: HTMLButtonElement | null = null;
    render(
      <IconButton
        label="More"
        aria-haspopup="menu"
        ref={(el) => {
          node = el;
        }}
      >
        <Trash2 />
      </IconButton>,
    );
    expect(node).toBe(screen.getByRole('button', { name: 'More' }));
    expect(node).toHaveAttribute('aria-haspopup', 'menu');
  });
});
