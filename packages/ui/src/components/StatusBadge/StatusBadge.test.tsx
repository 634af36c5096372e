import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatusBadge } from './StatusBadge';

describe('StatusBadge', () => {
  it.each([
    ['success', 'Approved'],
    ['warning', 'Pending'],
    ['default', 'Paused'],
    ['primary', 'Completed'],
    ['error', 'Rejected'],
    ['neutral', 'Archived'],
  ] as const)('shows the %s tone for %s as given (no status logic inside)', (tone, text) => {
    render(<StatusBadge tone={tone}>{text}</StatusBadge>);
    const badge = screen.getByText(text);
    expect(badge).toHaveAttribute('data-tone', tone);
    expect(badge).toHaveAttribute('data-status-badge');
  });

  it('forwards its ref', () => {
    let node: HTMLSpanElement | null = null;
    render(
      <StatusBadge
        tone="success"
        ref={(el) => {
          node = el;
        }}
      >
        Active
      </StatusBadge>,
    );
    expect(node).toBe(screen.getByText('Active'));
  });
});
