import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FullPageLoader } from './FullPageLoader';

describe('FullPageLoader', () => {
  it('announces its label through a status and marks the area busy', () => {
    const { container } = render(<FullPageLoader label="Loading your workspace" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your workspace');
    expect(container.firstElementChild).toHaveAttribute('aria-busy', 'true');
  });

  it('can fill only its container', () => {
    const { container } = render(<FullPageLoader label="Loading" inline />);
    expect(container.firstElementChild).toHaveAttribute('data-inline');
  });
});
