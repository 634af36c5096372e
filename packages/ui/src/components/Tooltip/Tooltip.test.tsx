import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IconButton } from '../IconButton/IconButton';
import { Tooltip } from './Tooltip';

function setup(delay = 0) {
  render(
    <>
      <button type="button">Before</button>
      <Tooltip content="Attach a file" delay={delay}>
        <IconButton label="Attach" title="">
          <span>+</span>
        </IconButton>
      </Tooltip>
    </>,
  );
  return screen.getByRole('button', { name: 'Attach' });
}

describe('Tooltip', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('describes its trigger even while hidden', () => {
    const trigger = setup();
    expect(trigger).toHaveAccessibleDescription('Attach a file');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('shows on keyboard focus, hides on Escape and on blur', async () => {
    const user = userEvent.setup();
    setup();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('tooltip')).toHaveTextContent('Attach a file');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await user.tab({ shift: true });
    await user.tab();
    expect(screen.getByRole('tooltip')).toBeVisible();
    await user.tab({ shift: true });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('shows on hover after the delay and hides on leave', async () => {
    vi.useFakeTimers();
    const trigger = setup(300);
    fireEvent.mouseEnter(trigger);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(300);
    });
    expect(screen.getByRole('tooltip')).toHaveTextContent('Attach a file');
    fireEvent.mouseLeave(trigger);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
