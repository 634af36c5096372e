import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatCard } from './StatCard';

describe('StatCard', () => {
  it('shows title, value and caption', () => {
    render(<StatCard title="Active Campaigns" value={3} caption="Currently running" />);
    expect(screen.getByText('Active Campaigns')).toBeInTheDocument();
    expect(screen.getByText('3')).toBeInTheDocument();
    expect(screen.getByText('Currently running')).toBeInTheDocument();
  });

  it('marks itself busy and shows a placeholder while loading', () => {
    const { container } = render(<StatCard title="Open Rate" value="42%" loading loadingValue="…" />);
    expect(container.firstElementChild).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('42%')).not.toBeInTheDocument();
    expect(screen.getByText('…')).toBeInTheDocument();
  });
});
