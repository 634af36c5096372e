import { createRef } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VisuallyHidden } from './VisuallyHidden';

describe('VisuallyHidden', () => {
  it('keeps its text in the accessibility tree: it names the button it sits in', () => {
    render(
      <button type="button">
        <span aria-hidden="true">3</span>
        <VisuallyHidden>3 unread messages</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: '3 unread messages' })).toBeInTheDocument();
  });

  it('forwards attributes and its ref to the span', () => {
    const ref = createRef<HTMLSpanElement>();
    render(
      <VisuallyHidden id="hint" ref={ref}>
        Opens in a new tab
      </VisuallyHidden>,
    );
    expect(screen.getByText('Opens in a new tab')).toHaveAttribute('id', 'hint');
    expect(ref.current).toBeInstanceOf(HTMLSpanElement);
  });
});
