import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Card } from './Card';

describe('Card', () => {
  it('renders its children, forwards ref and rest props and exposes padding', () => {
    let node: HTMLDivElement | null = null;
    render(
      <Card
        padding="lg"
        role="region"
        aria-label="Recent Activities"
        ref={(el) => {
          node = el;
        }}
      >
        Body
      </Card>,
    );
    const card = screen.getByRole('region', { name: 'Recent Activities' });
    expect(card).toHaveTextContent('Body');
    expect(card).toHaveAttribute('data-padding', 'lg');
    expect(node).toBe(card);
  });
});
