import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge } from './Badge';

describe('Badge', () => {
  it('renders its text with the tone as a data attribute and forwards rest props', () => {
    render(
      <Badge tone="primary" title="Tag" data-testid="badge">
        VIP
      </Badge>,
    );
    const badge = screen.getByText('VIP');
    expect(badge).toHaveAttribute('data-tone', 'primary');
    expect(badge).toHaveAttribute('title', 'Tag');
  });

  it('defaults to the default tone and can show a decorative dot', () => {
    const { container } = render(<Badge dot>Lead</Badge>);
    expect(screen.getByText('Lead')).toHaveAttribute('data-tone', 'default');
    expect(container.querySelector('[aria-hidden="true"]')).not.toBeNull();
  });
});
