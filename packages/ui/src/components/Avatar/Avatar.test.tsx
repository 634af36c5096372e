import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar } from './Avatar';

describe('Avatar', () => {
  it('shows the upper-cased initial of the name and is decorative by default', () => {
    const { container } = render(<Avatar name="  ada lovelace" />);
    const root = container.firstElementChild as HTMLElement;
    expect(root).toHaveTextContent(/^A$/);
    expect(root).toHaveAttribute('aria-hidden', 'true');
    expect(root).toHaveAttribute('data-fallback', 'initial');
  });

  it('uses the first letter or digit (phone numbers, emoji-prefixed names) and an icon when there is none', () => {
    const { container, rerender } = render(<Avatar name="+44 20 7946" />);
    expect(container.firstElementChild).toHaveTextContent(/^4$/);
    rerender(<Avatar name="✨ émile" />);
    expect(container.firstElementChild).toHaveTextContent(/^É$/);
    rerender(<Avatar name="" />);
    expect(container.firstElementChild).toHaveAttribute('data-fallback', 'icon');
    expect(container.querySelector('svg')).not.toBeNull();
  });

  it('is a named image with a label, and falls back to the initial when the picture fails', () => {
    render(<Avatar name="Grace" label="Grace Hopper" src="https://example.invalid/g.png" />);
    const img = screen.getByRole('img', { name: 'Grace Hopper' });
    const picture = img.querySelector('img') as HTMLImageElement;
    expect(picture).toHaveAttribute('alt', '');
    fireEvent.error(picture);
    expect(img).toHaveTextContent('G');
  });
});
