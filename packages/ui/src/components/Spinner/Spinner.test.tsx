import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Spinner } from './Spinner';

describe('Spinner', () => {
  it('is a status named by its label', () => {
    render(<Spinner label="Loading conversations" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading conversations');
  });

  it('can show its label and forwards rest props', () => {
    render(<Spinner label="Sending" showLabel size="sm" data-testid="s" />);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('data-size', 'sm');
    expect(screen.getByText('Sending')).toBeVisible();
  });
});
