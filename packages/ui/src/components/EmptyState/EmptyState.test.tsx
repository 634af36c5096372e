import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button/Button';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('shows title, text and a reachable action', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <EmptyState
        title="No campaigns yet"
        text="Create your first campaign to get started"
        action={<Button onClick={onClick}>Create Campaign</Button>}
      />,
    );
    expect(screen.getByText('No campaigns yet')).toBeInTheDocument();
    expect(screen.getByText('Create your first campaign to get started')).toBeInTheDocument();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('renders the title as a heading when asked', () => {
    render(<EmptyState title="Select a conversation" headingLevel={2} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Select a conversation' })).toBeInTheDocument();
  });
});
